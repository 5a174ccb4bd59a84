import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { twoFactorStatus } from "~/.server/auth/account";
import { requireStaff } from "~/.server/auth/guard";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { servicesContext, requestContext } from "~/.server/context";
import { localized, textsOf } from "~/.server/content/localized";
import { deskWork } from "~/.server/reports/desk/desk-work";
import { DeskWorkSummary } from "~/components/reports/desk/DeskWorkSummary";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/dashboard";

/** Fewer recovery codes than this and the dashboard suggests getting new ones. */
const LOW_RECOVERY_CODES = 3;

/**
 * /admin: who you are, your role, the desk's work (for administrators and desk officers: new and
 * in-progress reports, the oldest waiting, and the "to be assigned" queue for those who see every
 * station), and the sections your role may use (only those that exist).
 */
/** What the dashboard says after a desk handed a report on (the SMS to the citizen sent or not). */
const TRANSFER_NOTICES: Record<string, "done" | "done_sms_failed"> = {
  transferred: "done",
  transferred_sms_failed: "done_sms_failed",
};

export async function loader(args: Route.LoaderArgs) {
  const { user, scope } = await requireStaff(args, { roles: "any" });
  const services = args.context.get(servicesContext);
  const locale = args.context.get(requestContext).locale;
  const station = user.station_id ? await services.stations.findById(user.station_id) : undefined;
  const name = station ? localized(textsOf(station, "name"), locale) : null;
  const twoFactor = user.totp_enabled ? await twoFactorStatus(authCoreFor(services), user) : null;
  return {
    user: { name: user.display_name, email: user.email, role: user.role },
    station: name ? { name: name.text, lang: name.lang !== locale ? name.lang : undefined } : null,
    twoFactorOn: user.totp_enabled,
    recoveryCodesLeft: twoFactor?.enabled ? twoFactor.recoveryCodesLeft : null,
    work: user.role === "editor" ? null : await deskWork(services.db, scope),
    transferred: TRANSFER_NOTICES[new URL(args.request.url).searchParams.get("done") ?? ""] ?? null,
  };
}

const SECTIONS = [
  { to: "/admin/users", key: "users", adminOnly: true },
  { to: "/admin/audit", key: "audit", adminOnly: true },
  { to: "/admin/settings", key: "settings", adminOnly: true },
  // Citizen-report inbox (administrators and desk officers)
  { to: "/admin/reports", key: "reports", adminOnly: false, desk: true },
  { to: "/admin/found-property", key: "found_property", adminOnly: false, desk: true },
  { to: "/admin/account", key: "account", adminOnly: false },
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user, station, twoFactorOn, recoveryCodesLeft, work, transferred } = loaderData;
  const sections = SECTIONS.filter(
    (section) => (!section.adminOnly || user.role === "admin") && (!("desk" in section) || user.role !== "editor"),
  );
  return (
    <div className="admin-page">
      <PageTitle title={t("admin.dashboard.title")} />
      <h1>{t("admin.dashboard.title")}</h1>
      <p className="admin-lead">{t("admin.dashboard.welcome", { name: user.name })}</p>
      {transferred ? (
        <Notice tone={transferred === "done" ? undefined : "warning"}>
          <p>{t(`admin.transfer.${transferred}`)}</p>
        </Notice>
      ) : null}
      {!twoFactorOn ? (
        <Notice tone="info">
          <p>{t("admin.dashboard.two_factor_off")}</p>
          <p>
            <Link to="/admin/account/two-factor">{t("admin.dashboard.two_factor_link")}</Link>
          </p>
        </Notice>
      ) : recoveryCodesLeft !== null && recoveryCodesLeft < LOW_RECOVERY_CODES ? (
        <Notice tone="info">
          <p>{t("admin.dashboard.recovery_low", { number: format.number(recoveryCodesLeft) })}</p>
          <p>
            <Link to="/admin/account/two-factor">{t("admin.dashboard.recovery_link")}</Link>
          </p>
        </Notice>
      ) : null}
      <dl className="admin-summary-list">
        <div>
          <dt>{t("admin.dashboard.your_role")}</dt>
          <dd>{t(`admin.roles.${user.role}`)}</dd>
        </div>
        {user.role === "desk" ? (
          <div>
            <dt>{t("admin.dashboard.your_station")}</dt>
            <dd lang={station?.lang}>{station ? station.name : t("admin.dashboard.all_stations")}</dd>
          </div>
        ) : null}
      </dl>
      {work ? <DeskWorkSummary work={work} /> : null}
      <h2>{t("admin.dashboard.sections")}</h2>
      <ul className="admin-sections">
        {sections.map((section) => (
          <li key={section.key} className="card admin-section-card">
            <Link to={section.to} className="admin-section-link">
              {t(`admin.nav.${section.key}`)}
            </Link>
            <p>{t(`admin.dashboard.links.${section.key}`)}</p>
          </li>
        ))}
      </ul>
      {user.role === "editor" ? <p className="admin-hint">{t("admin.dashboard.more_soon")}</p> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
