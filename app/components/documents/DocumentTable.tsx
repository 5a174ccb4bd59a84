import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import { DocumentLink } from "./DocumentLink";

export type DocumentRowView = {
  id: number;
  title: string;
  /** The language of `title` when it is not the page's (a fallback). */
  lang?: string;
  /** ISO timestamp of the date the list shows. */
  date: string;
  /** The closing day (YYYY-MM-DD) of a tender, null when it has none; only with `closingHeader`. */
  closing?: string | null;
  url: string;
  /** The file's size in bytes, shown beside its link; null when the file is missing. */
  bytes?: number | null;
};

/**
 * The one table of documents used by press releases, tenders, recruitments and RTI: a title (the
 * row header), the date as DD-MMM-YYYY (SPEC §9), for tenders the closing date, and a
 * View button with the file's format and size. On a phone each row is a card (documents.css):
 * the cells stack under the title, each labelled with its column's name; a table of four columns
 * was wider than the screen. The cards stay a table for screen readers. If the table is still
 * too wide (large text on a tablet), its labelled region scrolls sideways and can be scrolled
 * from the keyboard.
 */
export function DocumentTable({
  id,
  caption,
  titleHeader,
  rows,
  closingHeader,
}: {
  id: string;
  caption: string;
  titleHeader: string;
  rows: DocumentRowView[];
  /** Adds the closing-date column under this header. */
  closingHeader?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const captionId = `${id}-caption`;
  // "PDF, 240 KB" (every document is a PDF): whole kilobytes, or megabytes to one decimal.
  const fileSize = (bytes: number) =>
    bytes < 1024 * 1024
      ? t("documents.size_kb", { size: format.number(Math.max(1, bytes / 1024)) })
      : t("documents.size_mb", { size: format.digits((bytes / (1024 * 1024)).toFixed(1)) });
  return (
    // A region that may scroll must be reachable by keyboard (WCAG 2.1.1), hence the tab stop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll documents-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table documents-table" id={id}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{titleHeader}</th>
            <th scope="col" className="documents-date">
              {t("documents.date_column")}
            </th>
            {closingHeader ? (
              <th scope="col" className="documents-date">
                {closingHeader}
              </th>
            ) : null}
            <th scope="col" className="documents-action">
              {t("documents.view_column")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="documents-title" lang={row.lang}>
                {row.title}
              </th>
              <td className="documents-date" data-label={t("documents.date_column")}>
                <time dateTime={row.date}>{format.dayMonthYear(row.date)}</time>
              </td>
              {closingHeader ? (
                <td className="documents-date" data-label={closingHeader}>
                  {row.closing ? (
                    <time dateTime={row.closing}>{format.dayMonthYear(row.closing)}</time>
                  ) : (
                    t("documents.no_closing_date")
                  )}
                </td>
              ) : null}
              <td className="documents-action">
                <DocumentLink href={row.url} title={row.title} lang={row.lang} />
                {row.bytes ? <span className="documents-size">{fileSize(row.bytes)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
