import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { DocumentListPageData } from "~/.server/content/documents/documents-http";
import { Pagination } from "~/components/ui/Pagination";
import { useFormat } from "~/i18n/use-format";
import { DocumentTable } from "./DocumentTable";

/** The page of each list with closing dates, and of its archive. */
const PATHS = { tender: "/tenders", recruitment: "/recruitments" } as const;

/** Which block of the documents locale file holds each list's strings. */
const SECTIONS = {
  press_release: "press_releases",
  tender: "tenders",
  recruitment: "recruitments",
  rti: "rti",
} as const;

/**
 * A page listing one kind of document (press releases, tenders, recruitments, RTI): heading,
 * introduction, the table or SPEC §8's empty message, and `?page=N` links (plain links, so they
 * work without JavaScript; with it, the shell's spinner shows while the next page loads).
 */
export function DocumentListPage({ page }: { page: DocumentListPageData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const section = SECTIONS[page.kind];
  const closed = page.archive?.showing === "closed";
  const archiveSection = section === "tenders" || section === "recruitments" ? section : null;
  const title =
    closed && archiveSection ? t(`documents.${archiveSection}.archive_title`) : t(`documents.${section}.title`);
  const intro =
    closed && archiveSection ? t(`documents.${archiveSection}.archive_intro`) : t(`documents.${section}.intro`);
  const position = { title, page: format.digits(page.current_page), last: format.digits(page.last_page) };
  const documentTitle = page.current_page > 1 ? t("documents.page_title", position) : title;

  return (
    <div className="documents-page">
      <title>{`${documentTitle} | ${t("common.site_name")}`}</title>
      <meta name="description" content={intro} />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <p className="documents-intro">{intro}</p>
      {archiveSection && (page.kind === "tender" || page.kind === "recruitment") ? (
        <p className="documents-archive-link">
          {closed ? (
            <Link to={PATHS[page.kind]}>{t(`documents.${archiveSection}.open_link`)}</Link>
          ) : (
            <Link to={`${PATHS[page.kind]}/archive`}>{t(`documents.${archiveSection}.archive_link`)}</Link>
          )}
        </p>
      ) : null}
      {page.data.length === 0 ? (
        <p className="empty-state">
          {closed && archiveSection ? t(`documents.${archiveSection}.archive_empty`) : t(`documents.${section}.empty`)}
        </p>
      ) : (
        <DocumentTable
          id={`documents-${section}`}
          caption={t("documents.caption", position)}
          titleHeader={t(`documents.${section}.title_column`)}
          closingHeader={page.kind === "tender" ? t("documents.closing_column") : undefined}
          rows={page.data.map((item) => ({
            id: item.id,
            title: item.title,
            lang: item.lang,
            date: item[page.dateField],
            closing: item.expires_on,
            url: item.uploaded_file_url,
            bytes: item.file_bytes,
          }))}
        />
      )}
      <Pagination current={page.current_page} last={page.last_page} />
    </div>
  );
}
