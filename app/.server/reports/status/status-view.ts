/**
 * What the public may see of a report's status: the same fields whether it is opened with a
 * one-time code (content/citizen/status-check.ts) or with the status link in the reference SMS
 * (status-links.ts). Never the name, the mobile number or the message.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Locale } from "../../db/schema";
import type { ReportKind, ReportStatus } from "../../db/tables/citizen";
import { localized, textsOf, type Texts } from "../../content/localized";

export type StatusView = {
  reference: string;
  kind: ReportKind;
  status: ReportStatus;
  public_remark: string | null;
  confirmed_at: string | null;
  updated_at: string;
  /** The FIR number once the police station has registered an FIR on the report, and when. */
  fir_number: string | null;
  fir_recorded_at: string | null;
  /** The police station that has the report, in the reader's language. */
  station: { name: string; lang?: Locale } | null;
  /** When the desk last handed it to another police station; the reason stays with staff. */
  transferred_at: string | null;
};

/** Confirmed reports with the columns a status view is made of (filter it by reference or id). */
export function confirmedReportStatuses(db: Kysely<Database>) {
  return db
    .selectFrom("citizen_reports")
    .leftJoin("police_stations", "police_stations.id", "citizen_reports.station_id")
    .select((eb) => [
      eb
        .selectFrom("citizen_report_transfers")
        .select((sub) => sub.fn.max("citizen_report_transfers.at").as("at"))
        .whereRef("citizen_report_transfers.report_id", "=", "citizen_reports.id")
        .as("transferred_at"),
    ])
    .select([
      "police_stations.name_en as station_en",
      "police_stations.name_mr as station_mr",
      "police_stations.name_hi as station_hi",
      "citizen_reports.id",
      "citizen_reports.reference",
      "citizen_reports.mobile_number",
      "citizen_reports.kind",
      "citizen_reports.status",
      "citizen_reports.public_remark",
      "citizen_reports.confirmed_at",
      "citizen_reports.updated_at",
      "citizen_reports.fir_number",
      "citizen_reports.fir_recorded_at",
    ])
    .where("citizen_reports.status", "!=", "draft");
}

function stationName(texts: Texts, locale: Locale): StatusView["station"] {
  if (!Object.values(texts).some(Boolean)) return null;
  const name = localized(texts, locale);
  return { name: name.text, ...(name.lang !== locale ? { lang: name.lang } : {}) };
}

/**
 * The public fields of a row from `confirmedReportStatuses`, in the reader's language, or null for
 * one without a reference.
 */
export function statusViewOf(
  row: {
    reference: string | null;
    kind: ReportKind;
    status: string;
    public_remark: string | null;
    confirmed_at: string | null;
    updated_at: string;
    fir_number: string | null;
    fir_recorded_at: string | null;
    station_en: string | null;
    station_mr: string | null;
    station_hi: string | null;
    transferred_at: string | null;
  },
  locale: Locale,
): StatusView | null {
  if (!row.reference) return null;
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.status as ReportStatus,
    public_remark: row.public_remark,
    confirmed_at: row.confirmed_at,
    updated_at: row.updated_at,
    fir_number: row.fir_number,
    fir_recorded_at: row.fir_recorded_at,
    station: stationName(textsOf(row, "station"), locale),
    transferred_at: row.transferred_at,
  };
}
