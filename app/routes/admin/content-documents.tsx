import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
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
import { AdminTable } from "~/components/admin/AdminTable";
import { BilingualTitleCell, ContentListPage } from "~/components/admin/ContentList";
import { StatusTag } from "~/components/admin/StatusTag";
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
  const columns = [
    t("admin.content.documents.title_col"),
    t("admin.content.documents.status_col"),
    t("admin.content.documents.date_col"),
  ];
  return (
    <ContentListPage
      title={title}
      add={{ to: `/admin/content/${section}/new`, label: t(`admin.content.documents.add.${key}`) }}
      notice={loaderData.deleted ? t("admin.content.articles.done.deleted") : null}
    >
      <AdminTable
        captionId="documents-caption"
        caption={t("admin.content.documents.caption", { section: title })}
        columns={closingDate ? [...columns, t("admin.content.documents.closes_col")] : columns}
        items={documents.data}
        paging={{ current: documents.current_page, last: documents.last_page }}
        empty={t("admin.content.documents.empty")}
        row={(document) => (
          <>
            <BilingualTitleCell
              to={`/admin/content/${section}/${document.id}`}
              en={document.title_en}
              mr={document.title_mr}
            />
            <td>
              <StatusTag on={document.published} />
            </td>
            <td>{format.dateTime(document.created_at)}</td>
            {closingDate ? <td>{document.expires_on ? format.digits(document.expires_on) : "—"}</td> : null}
          </>
        )}
      />
    </ContentListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
