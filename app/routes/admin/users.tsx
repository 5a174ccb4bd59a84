import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { stationChoices } from "~/.server/auth/station-choices";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { requestContext, servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { sortParam } from "~/.server/content-admin/list-sort";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageTitle } from "~/components/ui/form-page";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/users";

/**
 * /admin/users (administrators): every staff account, with its role, state and last sign-in; sorted
 * by name or by last sign-in when asked (a short list, sorted here).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: ["admin"] });
  const services = args.context.get(servicesContext);
  const [users, stations] = await Promise.all([
    authCoreFor(services).users.list(),
    stationChoices(services.db, args.context.get(requestContext).locale),
  ]);
  const stationById = new Map(stations.map((station) => [station.id, station]));
  const sort = sortParam(new URL(args.request.url), ["name", "last_sign_in"]);
  if (sort) {
    const key = (user: (typeof users)[number]) =>
      sort.column === "name" ? user.display_name.toLocaleLowerCase("en") : (user.last_sign_in_at ?? "");
    users.sort((a, b) => (sort.dir === "asc" ? 1 : -1) * key(a).localeCompare(key(b), "en"));
  }
  return {
    sort,
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.display_name,
      role: user.role,
      station: user.station_id ? (stationById.get(user.station_id) ?? null) : null,
      disabled: user.disabled,
      mustChange: user.must_change_password,
      totp: user.totp_enabled,
      lastSignIn: user.last_sign_in_at,
    })),
  };
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t("admin.users.title");
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <div className="page-header">
        <h1>{title}</h1>
        <Link to="/admin/users/new" className="button">
          {t("admin.users.add")}
        </Link>
      </div>
      <AdminTable
        captionId="users-caption"
        caption={t("admin.users.caption")}
        columns={[
          { label: t("admin.users.name"), sort: "name" },
          t("admin.users.role"),
          t("admin.users.status"),
          t("admin.users.two_factor"),
          { label: t("admin.users.last_sign_in"), sort: "last_sign_in", first: "desc" },
        ]}
        sort={{ current: loaderData.sort, name: title }}
        items={loaderData.users}
        empty={t("admin.users.empty")}
        row={(user) => (
          <>
            <th scope="row">
              <Link to={`/admin/users/${user.id}`} aria-label={t("admin.users.manage_user", { name: user.name })}>
                {user.name}
              </Link>
              <span className="admin-cell-note">{user.email}</span>
            </th>
            <td>
              {t(`admin.roles.${user.role}`)}
              {user.station ? (
                <span className="admin-cell-note" lang={user.station.lang}>
                  {user.station.name}
                </span>
              ) : null}
            </td>
            <td>
              <span className={`admin-tag ${user.disabled ? "admin-tag-off" : "admin-tag-on"}`}>
                {user.disabled ? t("admin.users.disabled") : t("admin.users.active")}
              </span>
              {user.mustChange && !user.disabled ? (
                <span className="admin-cell-note">{t("admin.users.must_change")}</span>
              ) : null}
            </td>
            <td>{user.totp ? t("admin.users.on") : t("admin.users.off")}</td>
            <td>{user.lastSignIn ? format.dateTime(user.lastSignIn) : t("admin.never")}</td>
          </>
        )}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
