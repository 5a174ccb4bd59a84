import { editItemPage, updateItem } from "~/.server/content-admin/content-items";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage, DeleteSection, PublishSection } from "~/components/admin/ContentItemPage";
import { ContentFieldsForm } from "~/components/admin/ContentFieldsForm";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/content-item";

/**
 * /admin/content/<section>/:id for the content types that are one form
 * (app/.server/content-admin/content-items.ts): publish or hide the item, change it, or go to
 * delete it.
 */
export async function loader(args: Route.LoaderArgs) {
  return editItemPage(args);
}

export async function action(args: Route.ActionArgs) {
  return updateItem(args);
}

export default function EditContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, id, words, publishing } = loaderData;
  return (
    <ContentItemPage
      title={t(words.heading, { title: loaderData.title || t("admin.content.no_title") })}
      hasErrors={Object.keys(actionData?.errors ?? {}).length > 0}
      back={{ to: `/admin/content/${section}`, label: t(words.list) }}
      notice={loaderData.notice && !actionData ? t(loaderData.notice) : null}
    >
      {publishing ? <PublishSection {...publishing} /> : null}
      <ContentFieldsForm
        fields={loaderData.fields}
        isNew={false}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        current={loaderData.current}
        photos={loaderData.photos}
        submitLabel={t(words.save)}
      />
      <DeleteSection
        to={`/admin/content/${section}/${id}/delete`}
        intro={words.deleteIntro ? t(words.deleteIntro) : undefined}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
