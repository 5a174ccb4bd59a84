/**
 * The "Account or item" cell of the audit log: the target's name (an e-mail, a report reference,
 * a title), linked to its admin page while it exists, with what kind of thing it is under it.
 */
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { AuditTarget } from "~/.server/auth/audit-targets";
import { useFormat } from "~/i18n/use-format";

export function AuditTargetName({ target }: { target: AuditTarget | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!target) return <>—</>;
  const types = t("admin.audit.target_types", { returnObjects: true }) as Record<string, string>;
  const detailValues = t("admin.audit.detail_values", { returnObjects: true }) as Record<string, string>;
  const categories = t("citizen.categories", { returnObjects: true }) as Record<string, string>;
  // Content entries recorded their kind (news, tender …): more telling than the table's name.
  const type =
    target.type === "found_property"
      ? (types.found_property ?? target.type)
      : (target.kind && detailValues[target.kind]) || (types[target.type] ?? target.type);
  const number = /^\d+$/.test(target.id) ? format.number(Number(target.id)) : target.id;
  let name = target.name;
  if (target.type === "found_property") {
    const category = target.kind ? categories[target.kind] : undefined;
    name = category ? t("admin.found_property_admin.item_title", { number, category }) : null;
  }
  if (target.type === "settings") return <>{types.settings}</>;
  // One set of site settings: its name is all there is to say.
  if (target.type === "site_settings") return <Link to="/admin/content/site-settings">{types.site_settings}</Link>;
  const text = name ?? t("admin.audit.target_numbered", { type, number });
  return (
    <>
      {target.href ? <Link to={target.href}>{text}</Link> : text}
      {name ? <span className="admin-cell-note">{type}</span> : null}
    </>
  );
}
