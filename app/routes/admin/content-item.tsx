import { editItemPage, updateItem } from "~/.server/content-admin/content-items";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage, DeleteSection, PublishSection } from "~/components/admin/ContentItemPage";
import { ContentFieldsForm } from "~/components/admin/ContentFieldsForm";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/content-item";

/**
 * /admin/content/<section>/:id for the content types that are one form
 * (app/.server/content-admin/content-items.ts): publish or hide the item, change it, or go to
 * delete it. Also /admin/content/<section> of a type that is one record (the site settings),
 * which is only changed.
 */
export async function loader(args: Route.LoaderArgs) {
  return editItemPage(args);
}

export async function action(args: Route.ActionArgs) {
  return updateItem(args);
}

export default function EditContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { back, publishing, deletion, intro } = loaderData;
  return (
    <ContentItemPage
      title={t(loaderData.heading, { title: loaderData.title || t("admin.content.no_title") })}
      hasErrors={Object.keys(actionData?.errors ?? {}).length > 0}
      back={{ to: back.to, label: t(back.label) }}
      notice={loaderData.notice && !actionData ? t(loaderData.notice) : null}
    >
      {intro ? <p className="admin-lead">{t(intro)}</p> : null}
      {publishing ? <PublishSection {...publishing} /> : null}
      <ContentFieldsForm
        fields={loaderData.fields}
        isNew={false}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        current={loaderData.current}
        photos={loaderData.photos}
        submitLabel={t(loaderData.submit)}
      />
      {deletion ? <DeleteSection to={deletion.to} intro={deletion.intro ? t(deletion.intro) : undefined} /> : null}
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
