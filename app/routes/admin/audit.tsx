import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { auditFilterSchema, badRequest, fieldErrors } from "~/.server/auth/admin-forms";
import { AUDIT_ACTIONS, listAudit, type AuditFilters } from "~/.server/auth/audit-log";
import { stationNamesIn, type StationNames } from "~/.server/auth/audit-station-names";
import { requireStaff } from "~/.server/auth/guard";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { parsePageParam } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { dateSort } from "~/.server/content-admin/list-sort";
import { NEWEST_FIRST } from "~/lib/content-views";
import { AdminTable } from "~/components/admin/AdminTable";
import { ChoiceFilter, FilterForm, PeriodFields } from "~/components/admin/FilterForm";
import { AuditTargetName } from "~/components/admin/AuditTargetName";
import { ErrorSummary } from "~/components/ui/fields";
import { PageTitle } from "~/components/ui/form-page";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/audit";

/**
 * /admin/audit (administrators): the audit log, newest first (or oldest first, both read by its
 * (at, id) index), 50 to a page, filtered by who, what and which days (India time). The filters are
 * a plain GET form, so every view has its own URL.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: ["admin"] });
  const services = args.context.get(servicesContext);
  const url = new URL(args.request.url);
  const page = parsePageParam(url);
  if (!page.ok) throw badRequest();
  const raw = {
    actor: url.searchParams.get("actor") ?? "",
    action: url.searchParams.get("action") ?? "",
    from: url.searchParams.get("from") ?? "",
    to: url.searchParams.get("to") ?? "",
  };
  const values = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value.slice(0, 40)]));
  const parsed = auditFilterSchema.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const filters: AuditFilters = {};
  if (parsed.success) {
    const f = parsed.data;
    if (f.actor) filters.actor = f.actor === "none" ? "none" : Number(f.actor);
    if (f.action) filters.action = f.action;
    if (f.from) filters.from = f.from;
    if (f.to) filters.to = f.to;
  } else {
    // Keep the filters that are fine; drop only what is wrong.
    if (!errors.actor && /^([1-9]\d{0,8}|none)$/.test(raw.actor))
      filters.actor = raw.actor === "none" ? "none" : Number(raw.actor);
    if (!errors.action && (AUDIT_ACTIONS as readonly string[]).includes(raw.action))
      filters.action = raw.action as AuditFilters["action"];
  }
  const sort = dateSort(url);
  const [entries, users] = await Promise.all([
    listAudit(services.db, filters, page.page, sort.dir),
    authCoreFor(services).users.list(),
  ]);
  return data(
    {
      actions: AUDIT_ACTIONS,
      entries,
      sort,
      stations: await stationNamesIn(services.db, entries.data, args.context.get(requestContext).locale),
      values,
      errors,
      actors: users.map((user) => ({ id: user.id, label: `${user.display_name} (${user.email})` })),
    },
    { status: parsed.success ? 200 : 400 },
  );
}

/** A detail's value in words; a station number (`station_id`) as the station's name. */
function DetailValue({ name, value, stations }: { name: string; value: unknown; stations: StationNames }) {
  const { t } = useTranslation();
  const stationName = (id: number): string | undefined => stations[id];
  const word = (item: unknown): string => {
    if (item === null || item === undefined || item === "") return "—";
    if (name === "station_id" && typeof item === "number") return stationName(item) ?? String(item);
    if (typeof item === "boolean") return item ? t("admin.yes") : t("admin.no");
    const text = String(item);
    const values = t("admin.audit.detail_values", { returnObjects: true }) as Record<string, string>;
    const roles = t("admin.roles", { returnObjects: true }) as Record<string, string>;
    return values[text] ?? roles[text] ?? text;
  };
  if (value && typeof value === "object" && "from" in value && "to" in value) {
    const change = value as { from: unknown; to: unknown };
    return <>{t("admin.audit.change", { from: word(change.from), to: word(change.to) })}</>;
  }
  return <>{word(value)}</>;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { actions, entries, values, errors, actors, stations } = loaderData;
  // A site-settings save logs each changed setting by its key: the settings form's own labels name them.
  const detailKeys = {
    ...(t("admin.content.site_settings.fields", { returnObjects: true }) as Record<string, string>),
    ...(t("admin.audit.detail_keys", { returnObjects: true }) as Record<string, string>),
  };
  const actionLabel = (action: string) =>
    (actions as readonly string[]).includes(action) ? t(`admin.audit.actions.${action as "sign_in"}`) : action;
  const errorText = (code: string | undefined) =>
    code === "bad_range" ? t("admin.audit.errors.bad_range") : code ? t("admin.audit.errors.bad_date") : undefined;
  const summary = (["from", "to"] as const).flatMap((id) => {
    const message = errorText(errors[id]);
    return message ? [{ id, message }] : [];
  });
  const title = t("admin.audit.title");
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <h1>{title}</h1>
      <ErrorSummary errors={summary} />
      <FilterForm
        heading={t("admin.audit.filters")}
        apply={t("admin.audit.apply")}
        clear={{ to: "/admin/audit", label: t("admin.audit.clear") }}
      >
        <ChoiceFilter
          id="actor"
          label={t("admin.audit.actor")}
          any={t("admin.audit.actor_any")}
          choices={[
            { value: "none", label: t("admin.audit.actor_none") },
            ...actors.map((actor) => ({ value: String(actor.id), label: actor.label })),
          ]}
          value={values.actor}
        />
        <ChoiceFilter
          id="action"
          label={t("admin.audit.action")}
          any={t("admin.audit.action_any")}
          choices={actions.map((action) => ({ value: action, label: actionLabel(action) }))}
          value={values.action}
        />
        <PeriodFields
          labels={{ from: t("admin.audit.from"), to: t("admin.audit.to") }}
          values={values}
          errors={{ from: errorText(errors.from), to: errorText(errors.to) }}
        />
      </FilterForm>

      <p className="admin-count" role="status">
        {t(entries.more ? "admin.audit.count_more" : "admin.audit.count", { number: format.number(entries.total) })}
      </p>
      <AdminTable
        captionId="audit-caption"
        caption={t("admin.audit.caption")}
        className="admin-audit-table"
        columns={[
          { label: t("admin.audit.when"), sort: "date", first: "desc" },
          t("admin.audit.who"),
          t("admin.audit.what"),
          t("admin.audit.target"),
          t("admin.audit.details"),
          t("admin.audit.address"),
        ]}
        items={entries.data}
        sort={{ current: loaderData.sort, initial: NEWEST_FIRST, name: title }}
        paging={{ current: entries.current_page, last: entries.last_page }}
        empty={t("admin.audit.empty")}
        row={(entry) => (
          <>
            <td>
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            </td>
            <td>
              {entry.actor ? (
                <>
                  {entry.actor.display_name}
                  <span className="admin-cell-note">{entry.actor.email}</span>
                </>
              ) : (
                <span className="muted">{t("admin.audit.nobody")}</span>
              )}
            </td>
            <td>{actionLabel(entry.action)}</td>
            <td>
              <AuditTargetName target={entry.target} />
            </td>
            <td>
              {entry.details ? (
                <dl className="admin-details">
                  {Object.entries(entry.details).map(([key, value]) => (
                    <div key={key}>
                      <dt>{detailKeys[key] ?? key}</dt>
                      <dd>
                        <DetailValue name={key} value={value} stations={stations} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                "—"
              )}
            </td>
            <td>{entry.ip || "—"}</td>
          </>
        )}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
