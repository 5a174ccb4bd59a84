import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { listNewsFlashesForAdmin } from "~/.server/content-admin/news-flashes-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { Notice, PageTitle } from "~/components/admin/fields";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-news-flashes";

/** /admin/content/news-flashes: every flash of the ticker, shown and hidden, in order. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const flashes = await listNewsFlashesForAdmin(args.context.get(servicesContext));
  return { flashes, deleted: doneOf(args.request) === "deleted" };
}

export default function ContentNewsFlashes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t("admin.content.sections.news_flashes");
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <p>
        <Link to="/admin/content">{t("admin.content.all_content")}</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        <Link to="/admin/content/news-flashes/new" className="button">
          {t("admin.content.flashes.add")}
        </Link>
      </div>
      {loaderData.deleted ? (
        <Notice>
          <p>{t("admin.content.flashes.done.deleted")}</p>
        </Notice>
      ) : null}
      {loaderData.flashes.length === 0 ? (
        <p className="empty-state">{t("admin.content.flashes.empty")}</p>
      ) : (
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-labelledby="flashes-caption" tabIndex={0}>
          <table className="data-table admin-table">
            <caption id="flashes-caption" className="visually-hidden">
              {t("admin.content.flashes.caption")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.content.flashes.text_col")}</th>
                <th scope="col">{t("admin.content.flashes.order_col")}</th>
                <th scope="col">{t("admin.content.flashes.language_col")}</th>
                <th scope="col">{t("admin.content.flashes.status_col")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.flashes.map((flash) => (
                <tr key={flash.id}>
                  <th scope="row">
                    <Link to={`/admin/content/news-flashes/${flash.id}`} lang={flash.language ?? undefined}>
                      {flash.text}
                    </Link>
                  </th>
                  <td>{format.number(flash.sort_order)}</td>
                  <td>
                    {flash.language
                      ? t(`admin.content.flashes.language_${flash.language}`)
                      : t("admin.content.flashes.language_any")}
                  </td>
                  <td>
                    <span className={`admin-tag ${flash.active ? "admin-tag-on" : "admin-tag-off"}`}>
                      {flash.active ? t("admin.content.status.shown") : t("admin.content.status.hidden")}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
