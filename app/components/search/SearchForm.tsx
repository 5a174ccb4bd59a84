import { useTranslation } from "~/i18n/use-translation";

/**
 * A plain GET form to /search (works without JavaScript). The header's compact box hides its
 * label visually; the search page shows it, and names the message of a refused search (`errorId`).
 */
export function SearchForm({
  id,
  query = "",
  compact = false,
  errorId,
}: {
  id: string;
  query?: string;
  compact?: boolean;
  errorId?: string;
}) {
  const { t } = useTranslation();
  return (
    <form method="get" action="/search" role="search" aria-label={t("search.box_label")} className="search-form">
      <label htmlFor={id} className={compact ? "visually-hidden" : undefined}>
        {t("search.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={200}
        autoComplete="off"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      <button type="submit">{t("search.submit")}</button>
    </form>
  );
}
