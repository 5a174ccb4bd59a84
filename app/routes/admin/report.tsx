import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { fieldErrors, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { stationChoices } from "~/.server/auth/station-choices";
import { seesEveryStation } from "~/.server/auth/station-scope";
import { stopName } from "~/.server/content/stations/jurisdiction";
import { parseId } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { getFirRequestDetails } from "~/.server/reports/desk/fir-request-details";
import { recordFirNumber, takesFirNumber } from "~/.server/reports/desk/fir-number";
import { firNumberSchema, statusChangeSchema } from "~/.server/reports/desk/desk-forms";
import { changeReportStatus, getReport } from "~/.server/reports/desk/report-inbox";
import { listTransfers, transferReport } from "~/.server/reports/desk/report-transfer";
import { reportTransferSchema } from "~/.server/reports/desk/transfer-form";
import { recordReportViewed } from "~/.server/reports/desk/report-views";
import { listReportPhotos } from "~/.server/reports/photos";
import { claimedItemOfReport } from "~/.server/found-property/claims";
import { proposeItemsForReport } from "~/.server/found-property/match-proposals";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { DataTable } from "~/components/admin/DataTable";
import { CheckboxField, ErrorSummary, SelectField, TextArea } from "~/components/ui/fields";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { IntentForm } from "~/components/admin/StaffForm";
import { FirRequestSection, firNumberRows, RecordFirNumber } from "~/components/reports/desk/FirRequestSection";
import { complaintRows, placeRows } from "~/components/reports/desk/complaint-rows";
import { ReportMatchesSection } from "~/components/reports/desk/ReportMatchesSection";
import { ReportTransfer } from "~/components/reports/desk/ReportTransfer";
import { LANGUAGE_NAMES } from "~/i18n/locales";
import { useFormat } from "~/i18n/use-format";
import { INBOX_STATUSES, NOTE_MAX, REMARK_MAX } from "~/validation/inbox";
import type { TranslationKey } from "~/i18n/translator";
import type { Route } from "./+types/report";
import { SummarySection, type SummaryRow } from "~/components/admin/SummarySection";

/** What the page says after each change it redirects from (a warning when the SMS failed). */
const DONE_MESSAGES = {
  saved: "admin.inbox.saved",
  saved_sms: "admin.inbox.saved_sms",
  sms_failed: "admin.inbox.sms_failed",
  fir_number: "admin.inbox.fir_number_saved",
  fir_number_sms_failed: "admin.inbox.fir_number_sms_failed",
  transferred: "admin.transfer.done",
  transferred_sms_failed: "admin.transfer.done_sms_failed",
} as const satisfies Record<string, TranslationKey>;
const DONE = Object.keys(DONE_MESSAGES) as Done[];
type Done = keyof typeof DONE_MESSAGES;

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/**
 * /admin/reports/:id (administrators and desk officers): everything the citizen sent, the status
 * history, and the form that changes the status, the remark the citizen sees on /status, and
 * optionally texts the citizen. Outside a limited desk officer's station, the report does not exist.
 * Every opening is audited: the page shows the citizen's personal data.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user, origin, scope } = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const id = parseId(args.params.id);
  const report = id ? await getReport(services.db, id, scope, locale) : undefined;
  if (!report) throw notFound();
  // The register items, held at any station, that may be a lost report's property.
  const itemMatches = async () => {
    const claimedItem = (await claimedItemOfReport(services.db, scope, report.id)) ?? null;
    const proposals = claimedItem ? [] : await proposeItemsForReport(services.db, scope, report.id, locale);
    return { claimedItem, proposals };
  };
  await recordReportViewed(services, user, origin, report);
  const fir = report.kind === "fir" ? ((await getFirRequestDetails(services.db, report.id, locale)) ?? null) : null;
  const photos = await listReportPhotos(services.db, report.id);
  const matches = report.kind === "lost_found" && report.lf_type === "lost" ? await itemMatches() : null;
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    report,
    fir,
    takesFirNumber: takesFirNumber(report.kind),
    photos,
    matches,
    stop: stopName(report.stop_id, locale),
    transfers: await listTransfers(services.db, report.id, locale),
    stations: await stationChoices(services.db, locale),
    done: DONE.includes(done as Done) ? (done as Done) : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const fields = await readForm(args.request);
  // The desk's services, which text the citizen a link to the report's status.
  const desk = { ...services, statusLink: services.reports.statusLink };
  // The transfer and FIR number forms' refusals name their form, so the page shows the errors there.
  const refused = (intent: "transfer" | "fir_number", errors: Record<string, string>) =>
    data({ errors, values: fields, intent }, { status: 422 });
  if (fields.intent === "transfer") {
    const transfer = reportTransferSchema.safeParse(fields);
    if (!transfer.success) return refused("transfer", fieldErrors(transfer.error));
    const moved = await transferReport(desk, access.user, access.origin, access.scope, id, transfer.data);
    if (!moved.ok) {
      if (moved.problem === "not_found") throw notFound();
      return refused("transfer", {
        to_station_id: moved.problem === "same_station" ? "same_station" : "station_missing",
      });
    }
    // A desk limited to one station no longer sees a report it handed on: back to its dashboard.
    const done = moved.smsFailed ? "transferred_sms_failed" : "transferred";
    throw redirect(seesEveryStation(access.scope) ? `/admin/reports/${id}?done=${done}` : `/admin?done=${done}`);
  }
  if (fields.intent === "fir_number") {
    const number = firNumberSchema.safeParse(fields);
    if (!number.success) return refused("fir_number", fieldErrors(number.error));
    const recorded = await recordFirNumber(desk, access.user, access.origin, access.scope, id, number.data.fir_number);
    if (!recorded.ok) throw notFound();
    throw redirect(`/admin/reports/${id}?done=${recorded.smsFailed ? "fir_number_sms_failed" : "fir_number"}`);
  }
  const parsed = statusChangeSchema.safeParse(fields);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values: fields }, { status: 422 });
  const outcome = await changeReportStatus(desk, access.user, access.origin, access.scope, id, parsed.data);
  if (!outcome.ok) {
    if (outcome.problem === "not_found") throw notFound();
    return data({ errors: { status: outcome.problem }, values: fields }, { status: 422 });
  }
  const done: Done = outcome.smsFailed ? "sms_failed" : parsed.data.send_sms ? "saved_sms" : "saved";
  throw redirect(`/admin/reports/${id}?done=${done}`);
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { report, fir, takesFirNumber, photos, matches, stop, transfers, stations, done } = loaderData;
  type IntentAnswer = { intent: string; errors: Record<string, string>; values: Record<string, string> };
  const intentAnswer = actionData && "intent" in actionData ? (actionData as IntentAnswer) : null;
  const firAnswer = intentAnswer?.intent === "fir_number" ? intentAnswer : null;
  const transferAnswer = intentAnswer?.intent === "transfer" ? intentAnswer : null;
  const errors: Record<string, string> = (!intentAnswer && actionData?.errors) || {};
  const values: Record<string, string> = (!intentAnswer && actionData?.values) || {};
  const transferError = (code: string | undefined) =>
    code ? t(`admin.transfer.errors.${code as "station_missing"}`) : undefined;
  const errorText = (code: string | undefined) =>
    code ? t(`admin.inbox.errors.${code as "status_missing"}`) : undefined;
  const summary = [
    ...(["status", "internal_note", "public_remark"] as const).flatMap((field) => {
      const message = errorText(errors[field]);
      return message ? [{ id: field, message }] : [];
    }),
    ...(firAnswer?.errors.fir_number ? [{ id: "fir_number", message: errorText(firAnswer.errors.fir_number)! }] : []),
    ...(["to_station_id", "reason"] as const).flatMap((field) => {
      const message = transferError(transferAnswer?.errors[field]);
      return message ? [{ id: field, message }] : [];
    }),
  ];
  const title = t("admin.inbox.detail_title", { reference: report.reference ?? "" });
  const statusLabel = (status: string) =>
    (INBOX_STATUSES as readonly string[]).includes(status) ? t(`admin.inbox.statuses.${status as "received"}`) : status;
  const notGiven = <span className="muted">{t("admin.inbox.not_given")}</span>;
  const rows: SummaryRow[] = [
    [t("admin.inbox.reference"), report.reference],
    [t("admin.inbox.kind"), t(`admin.inbox.kinds.${report.kind}`)],
    [t("admin.inbox.status"), statusLabel(report.status)],
    [t("admin.inbox.received"), report.confirmed_at ? format.dateTime(report.confirmed_at) : notGiven],
    [t("admin.inbox.updated"), format.dateTime(report.updated_at)],
    [t("admin.inbox.name"), report.name],
    [t("admin.inbox.mobile"), <a href={`tel:${report.mobile_number}`}>{report.mobile_number}</a>],
    // Each language by its own name, as the language switch names it: the list of languages may grow.
    [t("admin.inbox.language"), <span lang={report.locale}>{LANGUAGE_NAMES[report.locale]}</span>],
    ...(report.kind === "lost_found"
      ? ([
          [t("admin.inbox.lf_type"), report.lf_type ? t(`admin.inbox.lf_types.${report.lf_type}`) : notGiven],
          [t("admin.inbox.category"), report.category ? t(`citizen.categories.${report.category}`) : notGiven],
          [
            t("admin.inbox.incident_date"),
            report.incident_date ? format.dayMonthYear(`${report.incident_date}T00:00:00Z`) : notGiven,
          ],
          [t("admin.inbox.incident_time"), report.incident_time ?? notGiven],
          ...placeRows(report, stop, t, notGiven),
          [
            t("admin.inbox.line"),
            report.line ? t(`citizen.lines.${report.line as "central"}`, { defaultValue: report.line }) : notGiven,
          ],
          [t("admin.inbox.train"), report.train ?? notGiven],
        ] as Array<[string, React.ReactNode]>)
      : []),
    ...(report.kind === "complaint" ? complaintRows(report, stop, t, format, notGiven) : []),
    ...(takesFirNumber ? firNumberRows(report, t, format) : []),
    [
      t("admin.inbox.station"),
      report.station ? <span lang={report.station.lang}>{report.station.name}</span> : notGiven,
    ],
    [t("admin.inbox.message"), <span className="admin-preformatted">{report.message}</span>],
    [t("admin.inbox.public_remark"), report.public_remark ?? notGiven],
  ];

  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <div className="page-header">
        <h1>{title}</h1>
        <Link to="/admin/reports">{t("admin.inbox.back")}</Link>
      </div>
      {done && !actionData ? (
        <Notice tone={done.endsWith("sms_failed") ? "warning" : "success"}>
          <p>{t(DONE_MESSAGES[done])}</p>
        </Notice>
      ) : null}
      <ErrorSummary errors={summary} />

      <SummarySection id="details-heading" heading={t("admin.inbox.details_heading")} rows={rows} />

      {photos.length > 0 ? (
        <section aria-labelledby="photos-heading" className="admin-section">
          <h2 id="photos-heading">{t("admin.inbox.photos_heading")}</h2>
          <ul className="admin-report-photos">
            {photos.map((photo) => {
              // Served by the staff-only route next to this page, never from /storage/.
              const src = `/admin/reports/${report.id}/photos/${photo.id}`;
              return (
                <li key={photo.id}>
                  <a href={src}>
                    <img
                      src={src}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      alt={t("admin.inbox.photo_alt", {
                        n: format.number(photo.position),
                        total: format.number(photos.length),
                      })}
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {matches ? <ReportMatchesSection proposals={matches.proposals} claimedItem={matches.claimedItem} /> : null}

      {fir ? (
        <FirRequestSection
          fir={fir}
          incident={{ date: report.incident_date, time: report.incident_time, train: report.train }}
        />
      ) : null}

      <section aria-labelledby="history-heading" className="admin-section">
        <h2 id="history-heading">{t("admin.inbox.history_heading")}</h2>
        {report.events.length === 0 ? (
          <p>{t("admin.inbox.history_empty")}</p>
        ) : (
          <DataTable
            captionId="history-caption"
            caption={t("admin.inbox.history_caption")}
            columns={[
              t("admin.inbox.history_when"),
              t("admin.inbox.history_who"),
              t("admin.inbox.history_change"),
              t("admin.inbox.history_note"),
              t("admin.inbox.history_remark"),
              t("admin.inbox.history_sms"),
            ]}
            items={report.events}
            row={(event) => (
              <>
                <td>
                  <time dateTime={event.at}>{format.dateTime(event.at)}</time>
                </td>
                <td>{event.actor ?? "—"}</td>
                <td>
                  {t("admin.audit.change", {
                    from: statusLabel(event.from_status),
                    to: statusLabel(event.to_status),
                  })}
                </td>
                <td className="admin-preformatted">{event.internal_note ?? "—"}</td>
                <td>{event.public_remark ?? "—"}</td>
                <td>{event.sms_sent ? t("admin.yes") : t("admin.no")}</td>
              </>
            )}
          />
        )}
      </section>

      <section aria-labelledby="change-heading" className="admin-section">
        <h2 id="change-heading">{t("admin.inbox.change_heading")}</h2>
        <IntentForm intent="status" submit={t("admin.inbox.submit")} noValidate actions>
          <SelectField
            id="status"
            name="status"
            label={t("admin.inbox.new_status")}
            options={INBOX_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
            defaultValue={values.status ?? report.status}
            error={errorText(errors.status)}
          />
          <TextArea
            id="internal_note"
            optional
            name="internal_note"
            label={t("admin.inbox.internal_note")}
            hint={t("admin.inbox.internal_note_hint")}
            defaultValue={values.internal_note ?? ""}
            error={errorText(errors.internal_note)}
            maxLength={NOTE_MAX}
          />
          <TextArea
            id="public_remark"
            optional
            name="public_remark"
            label={t("admin.inbox.public_remark_field")}
            hint={t("admin.inbox.public_remark_hint")}
            defaultValue={values.public_remark ?? report.public_remark ?? ""}
            error={errorText(errors.public_remark)}
            maxLength={REMARK_MAX}
            rows={3}
          />
          <CheckboxField
            id="send_sms"
            name="send_sms"
            label={t("admin.inbox.send_sms")}
            hint={t("admin.inbox.send_sms_hint")}
            defaultChecked={values.send_sms === "on"}
          />
        </IntentForm>
      </section>

      <ReportTransfer
        transfers={transfers}
        stations={stations}
        currentStationId={report.station_id}
        values={transferAnswer?.values ?? {}}
        errors={{
          to_station_id: transferError(transferAnswer?.errors.to_station_id),
          reason: transferError(transferAnswer?.errors.reason),
        }}
      />

      {takesFirNumber ? (
        <RecordFirNumber
          current={report.fir_number}
          value={firAnswer?.values.fir_number}
          error={errorText(firAnswer?.errors.fir_number)}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
