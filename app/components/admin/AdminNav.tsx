import { useTranslation } from "~/i18n/use-translation";
import { NavLink } from "react-router";
import type { StaffRole } from "~/.server/db/tables/staff";
import { SignOutForm } from "./SignOutForm";

export type NavStaff = { name: string; role: StaffRole; setupPending: boolean };

/**
 * The admin area's own navigation bar (SPEC §1 hints at one with a Logout button): the sections
 * the person's role may use, who is signed in, and Sign out (a form post: signing out changes
 * state, so it is never a link). While a temporary password or two-factor setup is pending, only
 * Sign out is offered.
 */
export function AdminNav({ staff }: { staff: NavStaff }) {
  const { t } = useTranslation();
  const links: Array<{ to: string; label: string; end?: boolean }> = staff.setupPending
    ? []
    : [
        { to: "/admin", label: t("admin.nav.dashboard"), end: true },
        ...(staff.role === "admin"
          ? [
              { to: "/admin/users", label: t("admin.nav.users") },
              { to: "/admin/audit", label: t("admin.nav.audit") },
              { to: "/admin/settings", label: t("admin.nav.settings") },
            ]
          : []),
        ...(staff.role === "admin" || staff.role === "editor"
          ? [{ to: "/admin/content", label: t("admin.nav.content") }]
          : []),
        // Citizen-report inbox and found-property register
        ...(staff.role === "admin" || staff.role === "desk"
          ? [
              { to: "/admin/reports", label: t("admin.nav.reports") },
              { to: "/admin/found-property", label: t("admin.nav.found_property") },
            ]
          : []),
        { to: "/admin/account", label: t("admin.nav.account") },
      ];
  return (
    <nav className="admin-nav" aria-label={t("admin.nav.label")}>
      {links.length > 0 ? (
        <ul className="admin-nav-links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="admin-nav-link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="admin-nav-user">
        <span className="admin-nav-name">{t("admin.nav.signed_in_as", { name: staff.name })}</span>
        <SignOutForm
          label={t("admin.nav.sign_out")}
          className="admin-sign-out"
          buttonClassName="admin-sign-out-button"
        />
      </div>
    </nav>
  );
}
