import { useTranslation } from "~/i18n/use-translation";
import { isRouteErrorResponse, Link } from "react-router";
import { HELPLINES } from "~/content/helplines";
import { telHref } from "~/lib/tel";

/** The reason a thrown answer gives for itself (`data({ reason }, { status })`), if any. */
export function errorReason(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return typeof reason === "string" ? reason : undefined;
}

/**
 * The page, in the visitor's language, for 404, 419 (expired form), a file store that cannot be
 * written (503 with the reason "storage") and every other failure.
 */
export function ErrorPage({ status, reason }: { status: number; reason?: string }) {
  const { t } = useTranslation();
  const kind =
    status === 404
      ? "not_found"
      : status === 419
        ? "csrf"
        : status === 503 && reason === "storage"
          ? "storage"
          : status >= 500
            ? "server"
            : null;
  const title = kind ? t(`errors.${kind}.title`) : t("errors.generic.title", { status });
  return (
    <div className="error-page">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <h1>{title}</h1>
      {kind ? <p>{t(`errors.${kind}.message`)}</p> : null}
      <p>
        <Link to="/">{t("errors.home_link")}</Link>
      </p>
      <p>
        {t("home.helplines.helpline")}: <a href={telHref(HELPLINES.railway)}>{HELPLINES.railway}</a>
      </p>
    </div>
  );
}
