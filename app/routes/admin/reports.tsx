import { useTranslation } from "~/i18n/use-translation";
import { data, Link } from "react-router";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { stationChoices } from "~/.server/auth/station-choices";
import { pickableStations, seesEveryStation } from "~/.server/auth/station-scope";
import { parsePageParam } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { parseReportFilters } from "~/.server/reports/desk/desk-forms";
import { listReports } from "~/.server/reports/desk/report-inbox";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { dateSort } from "~/.server/content-admin/list-sort";
import { NEWEST_FIRST } from "~/lib/content-views";
import { AdminTable } from "~/components/admin/AdminTable";
import { ChoiceFilter, FilterForm, PeriodFields } from "~/components/admin/FilterForm";
import { ErrorSummary, TextField } from "~/components/ui/fields";
import { PageTitle } from "~/components/ui/form-page";
import { useFormat } from "~/i18n/use-format";
import { COMPLAINT_CATEGORY_VALUES, type ComplaintCategoryValue } from "~/validation/citizen-rules";
import { INBOX_CATEGORIES, INBOX_REPORT_KINDS, INBOX_STATUSES, SEARCH_MAX } from "~/validation/inbox";
import type { Route } from "./+types/reports";

/**
 * /admin/reports (administrators and desk officers): the citizen-report inbox, newest first,
 * filtered by a plain GET form so that every view has its own URL. A desk officer limited to one
 * station sees only that station's reports (the service enforces it, not this page).
 */
export async function loader(args: Route.LoaderArgs) {
  const { user, scope } = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const url = new URL(args.request.url);
  const page = parsePageParam(url);
  if (!page.ok) throw badRequest();
  const { filters, values, errors } = parseReportFilters(url);
  const sort = dateSort(url);
  const [list, stations] = await Promise.all([
    listReports(services.db, filters, scope, page.page, locale, sort.dir, services.slowReads),
    stationChoices(services.db, locale),
  ]);
  const { limitedTo } = pickableStations(scope, stations);
  const exportParams = new URLSearchParams(url.search);
  exportParams.delete("page");
  const exportQuery = exportParams.toString();
  return data(
    {
      list,
      sort,
      values,
      errors,
      // The station filter is for those who see every station.
      stations: seesEveryStation(scope) ? stations : [],
      limitedTo,
      exportHref: user.role === "admin" ? `/admin/reports/export.csv${exportQuery ? `?${exportQuery}` : ""}` : null,
    },
    { status: Object.keys(errors).length > 0 ? 400 : 200 },
  );
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { list, values, errors, stations, limitedTo, exportHref } = loaderData;
  const errorText = (code: string | undefined) => (code ? t(`admin.inbox.errors.${code as "bad_choice"}`) : undefined);
  // A complaint's categories read as on the citizen's form; a lost or found item's as the desk's.
  const categoryLabel = (category: (typeof INBOX_CATEGORIES)[number]) =>
    isComplaintCategory(category) ? t(`citizen.complaint_categories.${category}`) : t(`citizen.categories.${category}`);
  const kindNote = (report: (typeof list.data)[number]) => {
    if (report.complaint_category) return t(`citizen.complaint_categories.${report.complaint_category}`);
    const side = report.lf_type ? t(`admin.inbox.lf_types.${report.lf_type}`) : null;
    const item = report.category ? t(`citizen.categories.${report.category}`) : null;
    return [side, item].filter(Boolean).join(" · ");
  };
  const summary = (["kind", "status", "category", "station", "from", "to", "q"] as const).flatMap((id) => {
    const message = errorText(errors[id]);
    return message ? [{ id, message }] : [];
  });
  const title = t("admin.inbox.title");
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <h1>{title}</h1>
      <p className="admin-lead">{t("admin.inbox.intro")}</p>
      {limitedTo ? <p className="admin-hint">{t("admin.inbox.station_limited", { station: limitedTo.name })}</p> : null}
      <ErrorSummary errors={summary} />
      <FilterForm
        heading={t("admin.inbox.filters")}
        apply={t("admin.inbox.apply")}
        clear={{ to: "/admin/reports", label: t("admin.inbox.clear") }}
      >
        <ChoiceFilter
          id="kind"
          label={t("admin.inbox.kind")}
          any={t("admin.inbox.kind_any")}
          choices={INBOX_REPORT_KINDS.map((kind) => ({ value: kind, label: t(`admin.inbox.kinds.${kind}`) }))}
          value={values.kind}
          error={errorText(errors.kind)}
        />
        <ChoiceFilter
          id="status"
          label={t("admin.inbox.status")}
          any={t("admin.inbox.status_any")}
          choices={INBOX_STATUSES.map((status) => ({ value: status, label: t(`admin.inbox.statuses.${status}`) }))}
          value={values.status}
          error={errorText(errors.status)}
        />
        <ChoiceFilter
          id="category"
          label={t("admin.inbox.category")}
          any={t("admin.inbox.category_any")}
          choices={INBOX_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))}
          value={values.category}
          error={errorText(errors.category)}
        />
        {stations.length > 0 ? (
          <ChoiceFilter
            id="station"
            label={t("admin.inbox.station")}
            any={t("admin.inbox.station_any")}
            choices={stations.map((station) => ({
              value: String(station.id),
              label: station.name,
              lang: station.lang,
            }))}
            value={values.station}
            error={errorText(errors.station)}
          />
        ) : null}
        <PeriodFields
          labels={{ from: t("admin.inbox.from"), to: t("admin.inbox.to") }}
          values={values}
          errors={{ from: errorText(errors.from), to: errorText(errors.to) }}
        />
        <TextField
          id="q"
          name="q"
          label={t("admin.inbox.search")}
          hint={t("admin.inbox.search_hint")}
          defaultValue={values.q}
          error={errorText(errors.q)}
          maxLength={SEARCH_MAX}
          optional
        />
      </FilterForm>

      <p className="admin-count" role="status">
        {t(list.more ? "admin.inbox.count_more" : "admin.inbox.count", { number: format.number(list.total) })}
      </p>
      {exportHref && list.total > 0 ? (
        <p>
          <a href={exportHref} download>
            {t("admin.inbox.export")}
          </a>
        </p>
      ) : null}
      <AdminTable
        captionId="reports-caption"
        caption={t("admin.inbox.caption")}
        columns={[
          t("admin.inbox.column_reference"),
          { label: t("admin.inbox.column_received"), sort: "date", first: "desc" },
          t("admin.inbox.column_kind"),
          t("admin.inbox.column_name"),
          t("admin.inbox.column_station"),
          t("admin.inbox.column_status"),
          t("admin.inbox.column_message"),
        ]}
        items={list.data}
        sort={{ current: loaderData.sort, initial: NEWEST_FIRST, name: title }}
        paging={{ current: list.current_page, last: list.last_page }}
        empty={t("admin.inbox.empty")}
        row={(report) => (
          <>
            <th scope="row">
              <Link to={`/admin/reports/${report.id}`}>{report.reference}</Link>
            </th>
            <td>{report.confirmed_at ? format.dateTime(report.confirmed_at) : "—"}</td>
            <td>
              {t(`admin.inbox.kinds.${report.kind}`)}
              {kindNote(report) ? <span className="admin-cell-note">{kindNote(report)}</span> : null}
            </td>
            <td>
              {report.name}
              <span className="admin-cell-note">{report.mobile}</span>
            </td>
            <td>
              {report.station ? (
                <span lang={report.station.lang}>{report.station.name}</span>
              ) : (
                <span className="muted">{t("admin.inbox.not_given")}</span>
              )}
            </td>
            <td>
              <span className={`admin-tag ${report.status === "closed" ? "admin-tag-off" : "admin-tag-on"}`}>
                {t(`admin.inbox.statuses.${report.status}`)}
              </span>
            </td>
            <td>{report.excerpt}</td>
          </>
        )}
      />
    </div>
  );
}

function isComplaintCategory(category: string): category is ComplaintCategoryValue {
  return (COMPLAINT_CATEGORY_VALUES as readonly string[]).includes(category);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
