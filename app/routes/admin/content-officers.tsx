import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { listOfficersForAdmin } from "~/.server/content-admin/officers-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { Notice, PageTitle } from "~/components/admin/fields";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-officers";

/** /admin/content/officers: every officer, with their designation, contact and stations in charge. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const officers = await listOfficersForAdmin(args.context.get(servicesContext));
  return { officers, deleted: doneOf(args.request) === "deleted" };
}

export default function ContentOfficers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t("admin.content.sections.officers");
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <p>
        <Link to="/admin/content">{t("admin.content.all_content")}</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        <Link to="/admin/content/officers/new" className="button">
          {t("admin.content.officers.add")}
        </Link>
      </div>
      {loaderData.deleted ? (
        <Notice>
          <p>{t("admin.content.articles.done.deleted")}</p>
        </Notice>
      ) : null}
      {loaderData.officers.length === 0 ? (
        <p className="empty-state">{t("admin.content.officers.empty")}</p>
      ) : (
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-labelledby="officers-caption" tabIndex={0}>
          <table className="data-table admin-table">
            <caption id="officers-caption" className="visually-hidden">
              {t("admin.content.officers.caption")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.content.officers.name_col")}</th>
                <th scope="col">{t("admin.content.officers.designation_col")}</th>
                <th scope="col">{t("admin.content.officers.contact_col")}</th>
                <th scope="col">{t("admin.content.officers.stations_col")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.officers.map((officer) => (
                <tr key={officer.id}>
                  <th scope="row">
                    <Link to={`/admin/content/officers/${officer.id}`} lang="en">
                      {officer.name_en}
                    </Link>
                    {officer.name_mr ? (
                      <span className="admin-cell-note" lang="mr">
                        {officer.name_mr}
                      </span>
                    ) : null}
                  </th>
                  <td>{t(`common.designations.${officer.designation}`)}</td>
                  <td>
                    {officer.contact_number ?? "—"}
                    {officer.email ? <span className="admin-cell-note">{officer.email}</span> : null}
                  </td>
                  <td>{format.number(officer.stations)}</td>
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
