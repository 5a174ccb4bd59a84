/**
 * The citizen-report inbox: confirmed suggestions, complaints and lost-and-found
 * reports (never drafts) for desk officers and administrators, newest first. A desk officer
 * limited to one police station sees only that station's reports, everywhere: list, detail,
 * status change and export (auth/station-scope.ts).
 *
 * A status change updates the report (its status and the public remark the citizen sees on
 * /status), writes one history row and one audit entry in the same transaction, and only then,
 * if asked, texts the citizen with the registered STATUS template (STATUS_REMARK when there is a
 * public remark, so the citizen reads it without checking /status). A failed SMS changes nothing
 * already saved; the officer is told.
 */
import { deskReports } from "./desk-reports";
import { CONTENT_LOCALES } from "~/i18n/locales";
import type { Clock } from "../../clock";
import type { Db } from "../../db/connection";
import { IN_PLACE, type SlowReads } from "../../db/slow-reads";
import type { Locale } from "../../db/schema";
import type {
  CitizenReport,
  ComplaintCategory,
  LostFoundCategory,
  ReportKind,
  ReportStatus,
} from "../../db/tables/citizen";
import type { LinkedReport } from "../status/status-links";
import type { RequestOrigin } from "../../auth/auth-core";
import { indiaDayStart, recordAudit } from "../../auth/audit-log";
import type { StationScope } from "../../auth/station-scope";
import { localized, textsOf, type Texts } from "../../content/localized";
import { paginateCounted, type CountedPage } from "../../content/paginate";
import type { Logger } from "../../logger";
import { mobileNumberOf } from "~/lib/mobile-number";
import { maskMobile } from "../../sms/mask";
import type { SmsProvider } from "../../sms/provider";
import { composeSms, smsLanguage, type SmsVars } from "../../sms/templates";
import { normalizeReference, REFERENCE_PATTERN } from "../reference-numbers";
import type { ReportFilters, StatusChange } from "./desk-forms";
import { containsWords, planTextSearch } from "./report-words";
import { recordStatusEvent } from "./status-events";

export const INBOX_PAGE_SIZE = 25;
/** The most reports the inbox counts: past it the count says "more than" (counting reads every row). */
export const INBOX_COUNT_LIMIT = 10_000;
/** The most rows one export holds; narrow the filters for more. */
export const EXPORT_MAX_ROWS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

function baseQuery(db: Db, scope: StationScope) {
  return deskReports(db, scope).leftJoin("police_stations", "police_stations.id", "citizen_reports.station_id");
}

/**
 * The reports the filters choose; `withStations` joins their police stations' names. A search for
 * text may first ask the word index how many reports hold it, on `reads` (report-words.ts).
 */
async function filteredQuery(db: Db, filters: ReportFilters, scope: StationScope, reads: SlowReads) {
  let query = deskReports(db, scope);
  if (filters.kind) query = query.where("citizen_reports.kind", "=", filters.kind);
  if (filters.status) query = query.where("citizen_reports.status", "=", filters.status);
  if (filters.station) query = query.where("citizen_reports.station_id", "=", filters.station);
  // A category names what a complaint is about or what was lost or found ("other" means either).
  const category = filters.category;
  if (category)
    query = query.where((eb) =>
      eb.or([
        eb("citizen_reports.complaint_category", "=", category as ComplaintCategory),
        eb("citizen_reports.category", "=", category as LostFoundCategory),
      ]),
    );
  if (filters.from) query = query.where("citizen_reports.confirmed_at", ">=", indiaDayStart(filters.from));
  if (filters.to) {
    const end = new Date(Date.parse(indiaDayStart(filters.to)) + DAY_MS).toISOString();
    query = query.where("citizen_reports.confirmed_at", "<", end);
  }
  if (filters.q) {
    const q = filters.q;
    // A search that reads as a whole mobile number, however the citizen or officer typed it (+91
    // 98765 43210, 098765-43210, Devanagari digits), or as a whole reference (mrp-c-2026-000123)
    // is one exact lookup by its index; anything else is looked for inside the name, the message
    // and the reference.
    const mobile = mobileNumberOf(q);
    const reference = normalizeReference(q);
    if (mobile) query = query.where("citizen_reports.mobile_number", "=", mobile);
    else if (REFERENCE_PATTERN.test(reference)) query = query.where("citizen_reports.reference", "=", reference);
    else {
      const search = await planTextSearch(db, q, reads);
      query = query.where((eb) => containsWords(eb, search));
    }
  }
  return {
    counted: query,
    withStations: query.leftJoin("police_stations", "police_stations.id", "citizen_reports.station_id"),
  };
}

export type InboxListItem = {
  id: number;
  reference: string;
  kind: ReportKind;
  /** A lost-and-found report's side: lost or found. */
  lf_type: "lost" | "found" | null;
  /** What a complaint is about, or what kind of thing was lost or found. */
  complaint_category: ComplaintCategory | null;
  category: LostFoundCategory | null;
  status: ReportStatus;
  name: string;
  mobile: string;
  station: { name: string; lang?: Locale } | null;
  confirmed_at: string | null;
  excerpt: string;
};

const EXCERPT_LENGTH = 120;

/** The station's name in every language, as `station_<code>`. */
const STATION_NAMES = CONTENT_LOCALES.map((lang) => `police_stations.name_${lang} as station_${lang}` as const);

function stationOf(texts: Texts, locale: Locale) {
  if (!Object.values(texts).some(Boolean)) return null;
  const name = localized(texts, locale);
  return { name: name.text, ...(name.lang !== locale ? { lang: name.lang } : {}) };
}

export async function listReports(
  db: Db,
  filters: ReportFilters,
  scope: StationScope,
  page: number,
  locale: Locale,
  /** Newest first, or oldest: both read by the (confirmed_at, id) indexes. */
  dir: "asc" | "desc" = "desc",
  reads: SlowReads = IN_PLACE,
): Promise<CountedPage<InboxListItem>> {
  const { counted, withStations } = await filteredQuery(db, filters, scope, reads);
  const query = withStations
    .select([
      "citizen_reports.id",
      "citizen_reports.reference",
      "citizen_reports.kind",
      "citizen_reports.lf_type",
      "citizen_reports.complaint_category",
      "citizen_reports.category",
      "citizen_reports.status",
      "citizen_reports.name",
      "citizen_reports.mobile_number",
      "citizen_reports.message",
      "citizen_reports.confirmed_at",
      ...STATION_NAMES,
    ])
    .orderBy("citizen_reports.confirmed_at", dir)
    .orderBy("citizen_reports.id", dir);
  // A search for a common word may read a good part of the reports by their order.
  const rows = await paginateCounted(db, { rows: query, counted }, page, INBOX_PAGE_SIZE, INBOX_COUNT_LIMIT, reads);
  return {
    ...rows,
    data: rows.data.map((row) => ({
      id: row.id,
      reference: row.reference ?? "",
      kind: row.kind,
      lf_type: row.lf_type,
      complaint_category: row.complaint_category,
      category: row.category,
      status: row.status as ReportStatus,
      name: row.name,
      mobile: maskMobile(row.mobile_number),
      station: stationOf(textsOf(row, "station"), locale),
      confirmed_at: row.confirmed_at,
      excerpt: row.message.length > EXCERPT_LENGTH ? `${row.message.slice(0, EXCERPT_LENGTH)}…` : row.message,
    })),
  };
}

export type ReportEventView = {
  id: number;
  at: string;
  actor: string | null;
  from_status: string;
  to_status: string;
  internal_note: string | null;
  public_remark: string | null;
  sms_sent: boolean;
};

export type ReportDetail = Omit<CitizenReport, "owner_key" | "submission_key" | "status"> & {
  status: ReportStatus;
  station: { name: string; lang?: Locale } | null;
  events: ReportEventView[];
};

/** One confirmed report in the scope, with its history (oldest first), or undefined. */
export async function getReport(
  db: Db,
  id: number,
  scope: StationScope,
  locale: Locale,
): Promise<ReportDetail | undefined> {
  const row = await baseQuery(db, scope)
    .selectAll("citizen_reports")
    .select(STATION_NAMES)
    .where("citizen_reports.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const events = await db
    .selectFrom("citizen_report_events")
    .leftJoin("staff_users", "staff_users.id", "citizen_report_events.actor_id")
    .select([
      "citizen_report_events.id",
      "citizen_report_events.at",
      "citizen_report_events.from_status",
      "citizen_report_events.to_status",
      "citizen_report_events.internal_note",
      "citizen_report_events.public_remark",
      "citizen_report_events.sms_sent",
      "staff_users.display_name as actor",
    ])
    .where("citizen_report_events.report_id", "=", id)
    .orderBy("citizen_report_events.at")
    .orderBy("citizen_report_events.id")
    .execute();
  const { owner_key: _owner, submission_key: _key, ...report } = row;
  for (const lang of CONTENT_LOCALES) delete (report as Record<string, unknown>)[`station_${lang}`];
  return {
    ...report,
    status: report.status as ReportStatus,
    station: stationOf(textsOf(row, "station"), locale),
    events: events.map((event) => ({ ...event, sms_sent: event.sms_sent === 1 })),
  };
}

export type InboxDeps = {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  logger: Logger;
  /** The signed 30-day status link of a report (citizen/status-links.ts): a staff SMS carries it too. */
  statusLink: (report: LinkedReport) => string;
};

export type StatusChangeOutcome =
  { ok: true; smsFailed: boolean } | { ok: false; problem: "not_found" | "nothing_changed" };

export async function changeReportStatus(
  deps: InboxDeps,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  reportId: number,
  change: StatusChange,
): Promise<StatusChangeOutcome> {
  const { db, clock } = deps;
  const remark = change.public_remark === "" ? null : change.public_remark;
  const note = change.internal_note === "" ? null : change.internal_note;
  const wantsSms = change.send_sms === "on";

  const saved = await db.transaction().execute(async (trx) => {
    const report = await deskReports(trx, scope)
      .selectAll("citizen_reports")
      .where("citizen_reports.id", "=", reportId)
      .executeTakeFirst();
    if (!report) return { saved: false as const, problem: "not_found" as const };
    if (report.status === change.status && report.public_remark === remark && !note && !wantsSms)
      return { saved: false as const, problem: "nothing_changed" as const };
    const now = clock.now().toISOString();
    await trx
      .updateTable("citizen_reports")
      .set({
        status: change.status,
        public_remark: remark,
        updated_at: now,
        closed_at: change.status === "closed" ? (report.closed_at ?? now) : null,
      })
      .where("id", "=", report.id)
      .execute();
    const eventId = await recordStatusEvent(trx, {
      reportId: report.id,
      at: now,
      actorId: actor.id,
      from: report.status,
      to: change.status,
      internalNote: note,
      publicRemark: remark,
    });
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "report_status_changed",
      target: { type: "citizen_report", id: report.id },
      details: {
        reference: report.reference,
        status: { from: report.status, to: change.status },
        remark_changed: report.public_remark !== remark,
        sms: wantsSms,
      },
      ip: origin.ip,
    });
    return { saved: true as const, report: { ...report, status: change.status }, eventId };
  });
  if (!saved.saved) return { ok: false, problem: saved.problem };

  if (!wantsSms) return { ok: true, smsFailed: false };
  const { report } = saved;
  // With a public remark, the text carries it too (as much of it as DLT allows: templates.ts).
  const template = remark ? "status_remark" : "status";
  const sent = await textCitizen(deps, saved.eventId, report, template, {
    reference: report.reference!,
    status: report.status,
    url: deps.statusLink(report),
    ...(remark ? { remark } : {}),
  });
  return { ok: true, smsFailed: !sent };
}

/**
 * Texts the citizen of a report after a change already saved, and marks the change's history row
 * as texted. False when the SMS could not be sent: the provider has logged why, and the change
 * stands (the officer is told and may telephone the citizen).
 */
export async function textCitizen(
  deps: Pick<InboxDeps, "db" | "sms">,
  /** The history row the SMS tells of (marked as texted), if the change made one. */
  eventId: number | null,
  report: Pick<CitizenReport, "mobile_number" | "locale" | "kind">,
  template: "status" | "status_remark" | "fir_number" | "transfer",
  vars: SmsVars,
): Promise<boolean> {
  const language = smsLanguage(report.locale);
  try {
    await deps.sms.send({
      to: report.mobile_number,
      template,
      language,
      purpose: report.kind,
      ...composeSms(template, language, vars),
    });
  } catch {
    return false;
  }
  if (eventId !== null)
    await deps.db.updateTable("citizen_report_events").set({ sms_sent: 1 }).where("id", "=", eventId).execute();
  return true;
}

/** The export's rows: the filtered list without pagination (mobile numbers in full: staff only). */
export async function exportReports(
  db: Db,
  filters: ReportFilters,
  scope: StationScope,
  reads: SlowReads = IN_PLACE,
): Promise<
  Array<{
    reference: string | null;
    kind: ReportKind;
    status: string;
    confirmed_at: string | null;
    updated_at: string;
    name: string;
    mobile_number: string;
    station_en: string | null;
    lf_type: "lost" | "found" | null;
    category: LostFoundCategory | null;
    incident_date: string | null;
    incident_time: string | null;
    line: string | null;
    train: string | null;
    message: string;
    public_remark: string | null;
    fir_number: string | null;
  }>
> {
  const query = (await filteredQuery(db, filters, scope, reads)).withStations
    .select([
      "citizen_reports.reference",
      "citizen_reports.kind",
      "citizen_reports.status",
      "citizen_reports.confirmed_at",
      "citizen_reports.updated_at",
      "citizen_reports.name",
      "citizen_reports.mobile_number",
      "police_stations.name_en as station_en",
      "citizen_reports.lf_type",
      "citizen_reports.category",
      "citizen_reports.incident_date",
      "citizen_reports.incident_time",
      "citizen_reports.line",
      "citizen_reports.train",
      "citizen_reports.message",
      "citizen_reports.public_remark",
      "citizen_reports.fir_number",
    ])
    .orderBy("citizen_reports.confirmed_at", "desc")
    .orderBy("citizen_reports.id", "desc")
    .limit(EXPORT_MAX_ROWS);
  // Up to ten thousand rows, searched for text perhaps: read off the request thread.
  return reads.read(query);
}
