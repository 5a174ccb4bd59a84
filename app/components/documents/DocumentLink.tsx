import { useTranslation } from "~/i18n/use-translation";

/**
 * The "View" button of a document row: opens the PDF in a new tab. Its accessible name carries the
 * document's title and says it is a PDF opening in a new tab, so a screen-reader user moving from
 * link to link hears which document each one opens rather than "View, View, View".
 */
export function DocumentLink({ href, title, lang }: { href: string; title: string; lang?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" type="application/pdf" className="button documents-view">
      {t("documents.view")}
      <span className="visually-hidden">
        {" "}
        <span lang={lang}>{title}</span> {t("documents.pdf_new_tab")}
      </span>
      <span className="documents-new-tab-icon" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}
