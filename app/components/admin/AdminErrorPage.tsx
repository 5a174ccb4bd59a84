import { useTranslation } from "~/i18n/use-translation";
import { isRouteErrorResponse, Link } from "react-router";
import { ErrorPage, errorReason } from "~/components/layout/ErrorPage";
import { PageTitle } from "../ui/form-page";

/**
 * Errors inside the admin area: 403 (the role does not allow the page), 404 (no such account),
 * 400 (a post that is no form of the page); anything else is the site's own error page.
 */
export function AdminErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const kind = status === 403 ? "forbidden" : status === 404 ? "not_found" : status === 400 ? "bad_request" : null;
  if (!kind) return <ErrorPage status={status} reason={errorReason(error)} />;
  const title = t(`admin.errors.${kind}_title`);
  return (
    <div className="admin-page admin-error">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{t(`admin.errors.${kind}_message`)}</p>
      <p>
        <Link to="/admin">{t("admin.errors.dashboard_link")}</Link>
      </p>
    </div>
  );
}
