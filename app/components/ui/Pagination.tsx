import { useTranslation } from "~/i18n/use-translation";
import { useLocation, Link } from "react-router";
import { useFormat } from "~/i18n/use-format";

/** SPEC §9: the pagination component shows 5 page links at a time. */
export const VISIBLE_PAGE_LINKS = 5;

/** The page numbers to show: a window of `visible` pages around the current one. */
export function pageWindow(current: number, last: number, visible = VISIBLE_PAGE_LINKS): number[] {
  const size = Math.min(visible, last);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Links to `?page=N` of the current path: works without JavaScript, and keeps other parameters. */
export function Pagination({ current, last }: { current: number; last: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  if (last <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page === 1) params.delete("page");
    else params.set("page", String(page));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav className="pagination" aria-label={t("common.pagination.label")}>
      <ul>
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t("common.pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, last).map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              aria-current={page === current ? "page" : undefined}
              aria-label={t("common.pagination.page", { page: format.digits(page) })}
            >
              {format.digits(page)}
            </Link>
          </li>
        ))}
        {current < last ? (
          <li>
            <Link to={href(current + 1)} rel="next">
              {t("common.pagination.next")}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
