import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf, readContentForm } from "~/.server/content-admin/content-form";
import {
  DOCUMENT_SECTIONS,
  documentSectionOf,
  findDocumentForAdmin,
  hasClosingDate,
  saveDocument,
  setDocumentPublished,
} from "~/.server/content-admin/documents-admin";
import { handlePublishIntent } from "~/.server/content-admin/publish-intent";
import { servicesContext } from "~/.server/context";
import { storageUrl } from "~/.server/storage/file-storage";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { DocumentForm, documentSectionKey, type DocumentFormText } from "~/components/admin/DocumentForm";
import { ContentItemPage, DeleteSection, PublishSection } from "~/components/admin/ContentItemPage";
import type { Route } from "./+types/content-document";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/{press-releases,tenders,recruitments,rti}/:id: edit a document, publish or unpublish it. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = documentSectionOf(args.request);
  const id = parseId(args.params.id);
  const document = id
    ? await findDocumentForAdmin(args.context.get(servicesContext), DOCUMENT_SECTIONS[section].kind, id)
    : undefined;
  if (!document) throw notFound();
  const done = doneOf(args.request);
  return {
    section,
    closingDate: hasClosingDate(section),
    publicPath: DOCUMENT_SECTIONS[section].publicPath,
    document: {
      id: document.id,
      published: document.published,
      title_en: document.title_en,
      title_mr: document.title_mr,
      expires_on: document.expires_on,
      file: storageUrl(document.uploaded_file),
    },
    done: done === "deleted" ? null : done,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = documentSectionOf(args.request);
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const services = args.context.get(servicesContext);
  const actor = { id: access.user.id, origin: access.origin };
  const form = await readContentForm(args.request);
  await handlePublishIntent(form.fields.intent, `/admin/content/${section}/${id}`, (published) =>
    setDocumentPublished(services, actor, section, id, published),
  );
  const outcome = await saveDocument(services, actor, section, id, form);
  if (outcome.ok) throw redirect(`/admin/content/${section}/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values: DocumentFormText = {
    title_en: (form.fields.title_en ?? "").slice(0, 1000),
    title_mr: (form.fields.title_mr ?? "").slice(0, 1000),
    expires_on: (form.fields.expires_on ?? "").slice(0, 10),
  };
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function EditDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, document, done, closingDate, publicPath } = loaderData;
  const heading = document.title_en || document.title_mr || t("admin.content.no_title");
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t("admin.content.documents.edit_title", { title: heading })}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: `/admin/content/${section}`, label: t(`admin.content.sections.${documentSectionKey(section)}`) }}
      notice={done && !actionData ? t(`admin.content.articles.done.${done}`) : null}
    >
      <PublishSection published={document.published} publicPath={publicPath} />
      <DocumentForm
        values={actionData?.values ?? document}
        errors={errors}
        closingDate={closingDate}
        currentFile={document.file}
        isNew={false}
        submitLabel={t("admin.content.articles.save_submit")}
      />
      <DeleteSection
        to={`/admin/content/${section}/${document.id}/delete`}
        intro={t("admin.content.articles.delete_intro")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
