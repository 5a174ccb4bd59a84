/**
 * The inbox's CSV export (administrators): the filtered list as a spreadsheet, with column names
 * and values in the reader's language, cells made safe from formula injection (csv.ts), and an
 * audit entry naming the filters and the number of rows.
 */
import type { Locale } from "../../db/schema";
import type { RequestOrigin } from "../../auth/auth-core";
import { recordAudit } from "../../auth/audit-log";
import type { StationScope } from "../../auth/station-scope";
import { i18nFor } from "../../i18n/server-i18n";
import type { SlowReads } from "../../db/slow-reads";
import { toCsv } from "./csv";
import type { ReportFilters } from "./desk-forms";
import { exportReports, type InboxDeps } from "./report-inbox";

const COLUMNS = [
  "reference",
  "kind",
  "status",
  "confirmed_at",
  "updated_at",
  "name",
  "mobile_number",
  "station",
  "lf_type",
  "category",
  "incident_date",
  "incident_time",
  "line",
  "train",
  "message",
  "public_remark",
  "fir_number",
] as const;

export async function exportReportsCsv(
  deps: Pick<InboxDeps, "db" | "clock"> & { slowReads?: SlowReads },
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  filters: ReportFilters,
  locale: Locale,
): Promise<{ csv: string; rows: number }> {
  const rows = await exportReports(deps.db, filters, scope, deps.slowReads);
  // Keys built from column and value names: all exist (the locale parity test covers the lists).
  const t = i18nFor(locale).t as unknown as (key: string) => string;
  // A report's category and line are worded as the citizen's form words them.
  const label = (group: string, value: string | null) => (value ? t(`${group}.${value}`) : "");
  const table = [
    COLUMNS.map((column) => t(`admin.inbox.csv.${column}`)),
    ...rows.map((row) => [
      row.reference,
      label("admin.inbox.kinds", row.kind),
      label("admin.inbox.statuses", row.status),
      row.confirmed_at,
      row.updated_at,
      row.name,
      row.mobile_number,
      row.station_en,
      label("admin.inbox.lf_types", row.lf_type),
      label("citizen.categories", row.category),
      row.incident_date,
      row.incident_time,
      label("citizen.lines", row.line),
      row.train,
      row.message,
      row.public_remark,
      row.fir_number,
    ]),
  ];
  await recordAudit(deps.db, deps.clock, {
    actorId: actor.id,
    action: "reports_exported",
    details: {
      rows: rows.length,
      kind: filters.kind ?? null,
      status: filters.status ?? null,
      station_id: filters.station ?? null,
      from: filters.from ?? null,
      to: filters.to ?? null,
      search: filters.q ?? null,
    },
    ip: origin.ip,
  });
  return { csv: toCsv(table), rows: rows.length };
}
