import { createItem, newItemPage } from "~/.server/content-admin/content-items";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import { ContentFieldsForm } from "~/components/admin/ContentFieldsForm";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/content-new";

/**
 * /admin/content/<section>/new for the content types that are one form
 * (app/.server/content-admin/content-items.ts); an album's photos and videos are added on its page.
 */
export async function loader(args: Route.LoaderArgs) {
  return newItemPage(args);
}

export async function action(args: Route.ActionArgs) {
  return createItem(args);
}

export default function NewContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { back } = loaderData;
  return (
    <ContentItemPage
      title={t(loaderData.heading)}
      hasErrors={Object.keys(actionData?.errors ?? {}).length > 0}
      back={{ to: back.to, label: t(back.label) }}
    >
      <ContentFieldsForm
        fields={loaderData.fields}
        isNew
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        current={{}}
        submitLabel={t(loaderData.submit)}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
