import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { HELPLINES } from "~/content/helplines";
import { telHref } from "~/lib/tel";

/** The bilingual page for 404, 419 (expired form) and every other failure. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const kind = status === 404 ? "not_found" : status === 419 ? "csrf" : status >= 500 ? "server" : null;
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
