import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { parsePageParam } from "~/.server/api/json";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import {
  DOCUMENT_SECTIONS,
  documentSectionOf,
  hasClosingDate,
  listDocumentsForAdmin,
} from "~/.server/content-admin/documents-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { documentSectionKey } from "~/components/admin/DocumentForm";
import { Notice, PageTitle } from "~/components/admin/fields";
import { Pagination } from "~/components/ui/Pagination";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-documents";

/** /admin/content/{press-releases,tenders,recruitments,rti}: every document of the kind, drafts included. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = documentSectionOf(args.request);
  const page = parsePageParam(new URL(args.request.url));
  if (!page.ok) throw data({ reason: "not_found" }, { status: 404 });
  const documents = await listDocumentsForAdmin(
    args.context.get(servicesContext),
    DOCUMENT_SECTIONS[section].kind,
    page.page,
  );
  return {
    section,
    closingDate: hasClosingDate(section),
    documents,
    deleted: doneOf(args.request) === "deleted",
  };
}

export default function ContentDocuments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { section, documents, closingDate } = loaderData;
  const key = documentSectionKey(section);
  const title = t(`admin.content.sections.${key}`);
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <p>
        <Link to="/admin/content">{t("admin.content.all_content")}</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        <Link to={`/admin/content/${section}/new`} className="button">
          {t(`admin.content.documents.add.${key}`)}
        </Link>
      </div>
      {loaderData.deleted ? (
        <Notice>
          <p>{t("admin.content.articles.done.deleted")}</p>
        </Notice>
      ) : null}
      {documents.data.length === 0 ? (
        <p className="empty-state">{t("admin.content.documents.empty")}</p>
      ) : (
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-labelledby="documents-caption" tabIndex={0}>
          <table className="data-table admin-table">
            <caption id="documents-caption" className="visually-hidden">
              {t("admin.content.documents.caption", { section: title })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.content.documents.title_col")}</th>
                <th scope="col">{t("admin.content.documents.status_col")}</th>
                <th scope="col">{t("admin.content.documents.date_col")}</th>
                {closingDate ? <th scope="col">{t("admin.content.documents.closes_col")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {documents.data.map((document) => (
                <tr key={document.id}>
                  <th scope="row">
                    <Link to={`/admin/content/${section}/${document.id}`}>
                      {document.title_en ? (
                        <span lang="en">{document.title_en}</span>
                      ) : (
                        <span lang="mr">{document.title_mr}</span>
                      )}
                    </Link>
                    {document.title_en && document.title_mr ? (
                      <span className="admin-cell-note" lang="mr">
                        {document.title_mr}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    <span className={`admin-tag ${document.published ? "admin-tag-on" : "admin-tag-off"}`}>
                      {document.published ? t("admin.content.status.published") : t("admin.content.status.draft")}
                    </span>
                  </td>
                  <td>{format.dateTime(document.created_at)}</td>
                  {closingDate ? <td>{document.expires_on ? format.digits(document.expires_on) : "—"}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination current={documents.current_page} last={documents.last_page} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
