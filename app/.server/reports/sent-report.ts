/**
 * What the sent step shows beyond the reference, on the page (no script) and from the JSON API
 * (the page's script) alike: the status link's path, for "Check the status" without a code, and
 * the police station whose desk has the report, for "What happens next" (app/lib/report-next-steps.ts).
 */
import type { CitizenReport } from "../db/tables/citizen";
import type { Locale } from "../db/schema";
import type { AppServices } from "../services";
import { stationName } from "./acknowledgement/report-acknowledgement";

export type SentReport = { statusPath: string; station: string | null };

export async function sentReport(services: AppServices, report: CitizenReport, locale: Locale): Promise<SentReport> {
  return {
    statusPath: services.reports.statusPath(report),
    station: await stationName(services, report.station_id, locale),
  };
}
