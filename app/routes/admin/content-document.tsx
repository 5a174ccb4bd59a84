import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf, editIntentSchema, readContentForm } from "~/.server/content-admin/content-form";
import {
  DOCUMENT_SECTIONS,
  documentSectionOf,
  findDocumentForAdmin,
  hasClosingDate,
  saveDocument,
  setDocumentPublished,
} from "~/.server/content-admin/documents-admin";
import { servicesContext } from "~/.server/context";
import { storageUrl } from "~/.server/storage/file-storage";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { DocumentForm, documentSectionKey, type DocumentFormText } from "~/components/admin/DocumentForm";
import { CsrfField, Notice, PageTitle } from "~/components/admin/fields";
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
  const intent = editIntentSchema.safeParse(form.fields.intent);
  if (!intent.success) throw badRequest();
  if (intent.data !== "save") {
    if (!(await setDocumentPublished(services, actor, section, id, intent.data === "publish"))) throw notFound();
    throw redirect(`/admin/content/${section}/${id}?done=${intent.data}ed`);
  }
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
  const navigation = useNavigation();
  const { section, document, done, closingDate, publicPath } = loaderData;
  const heading = document.title_en || document.title_mr || t("admin.content.no_title");
  const title = t("admin.content.documents.edit_title", { title: heading });
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <p>
        <Link to={`/admin/content/${section}`}>{t(`admin.content.sections.${documentSectionKey(section)}`)}</Link>
      </p>
      <h1>{title}</h1>
      {done && !actionData ? (
        <Notice>
          <p>{t(`admin.content.articles.done.${done}`)}</p>
        </Notice>
      ) : null}

      <section aria-labelledby="publishing-heading" className="admin-section">
        <h2 id="publishing-heading">{t("admin.content.articles.publishing_heading")}</h2>
        <p>
          <span className={`admin-tag ${document.published ? "admin-tag-on" : "admin-tag-off"}`}>
            {document.published ? t("admin.content.status.published") : t("admin.content.status.draft")}
          </span>{" "}
          {document.published ? t("admin.content.articles.published_intro") : t("admin.content.articles.draft_intro")}
        </p>
        {document.published ? (
          <p>
            <a href={publicPath}>{t("admin.content.view_public")}</a>
          </p>
        ) : null}
        <Form method="post" className="admin-form">
          <CsrfField />
          <input type="hidden" name="intent" value={document.published ? "unpublish" : "publish"} />
          <button
            type="submit"
            className={document.published ? "button admin-button-secondary" : "button"}
            disabled={navigation.state === "submitting"}
          >
            {document.published
              ? t("admin.content.articles.unpublish_submit")
              : t("admin.content.articles.publish_submit")}
          </button>
        </Form>
      </section>

      <DocumentForm
        values={actionData?.values ?? document}
        errors={errors}
        closingDate={closingDate}
        currentFile={document.file}
        isNew={false}
        submitLabel={t("admin.content.articles.save_submit")}
      />

      <section aria-labelledby="delete-heading" className="admin-section">
        <h2 id="delete-heading">{t("admin.content.articles.delete_heading")}</h2>
        <p>{t("admin.content.articles.delete_intro")}</p>
        <p>
          <Link to={`/admin/content/${section}/${document.id}/delete`} className="button admin-button-warning">
            {t("admin.content.articles.delete_link")}
          </Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
