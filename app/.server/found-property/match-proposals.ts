/**
 * What staff are shown: on a register item's page, the lost reports that may be its
 * owner's; on a lost report's page, the register items that may be its property. The database
 * narrows the candidates (same category, inside the date window, still open, not already claimed)
 * and match-ranking.ts orders them.
 *
 * Candidates come from every station: a phone lost at Dadar is often handed in at Thane, and a
 * desk officer limited to one station would otherwise never see its owner's report
 * (docs/decisions/022-matching-across-stations.md). A proposal shows no name or mobile number;
 * it links to the report's or item's page only when that page is in the officer's scope.
 *
 * Lost reports carry names and mobile numbers, so they never enter the site's search index (it
 * feeds the public search): the candidates are ranked here with the index's own word rules.
 */
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import type { CitizenReport, FoundProperty } from "../db/tables/citizen";
import { localized, textsOf as columnTexts, type ColumnsOf } from "../content/localized";
import { EVERY_STATION, inScope, scoped, type StationScope } from "../auth/station-scope";
import { itemNumber } from "./identifiers";
import { ITEM_COLUMNS } from "./public-register";
import {
  foundWindow,
  lostWindow,
  rankItemsForReport,
  rankReportsForItem,
  type FoundSide,
  type LostSide,
  type MatchReason,
} from "./match-ranking";

/** How many proposals a page shows. */
export const PROPOSALS_SHOWN = 5;

const OPEN_STATUSES = ["received", "under_review", "action_taken"] as const;

export type ReportProposal = {
  id: number;
  reference: string;
  lostOn: string | null;
  station: string | null;
  /** The start of the report's description, for staff to recognise it. */
  excerpt: string;
  reasons: MatchReason[];
  /** Whether the member of staff may open the report's page (it is in their scope). */
  linked: boolean;
};

export type ItemProposal = {
  id: number;
  number: string;
  description: string;
  descriptionLang?: Locale;
  station: string;
  foundOn: string;
  reasons: MatchReason[];
  /** Whether the member of staff may open the item's page (it is in their scope). */
  linked: boolean;
};

const EXCERPT_LENGTH = 160;

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

function openLostReports(db: Db) {
  return db
    .selectFrom("citizen_reports")
    .leftJoin("police_stations", "police_stations.id", "citizen_reports.station_id")
    .leftJoin("found_property_claims", "found_property_claims.report_id", "citizen_reports.id")
    .where("citizen_reports.kind", "=", "lost_found")
    .where("citizen_reports.lf_type", "=", "lost")
    .where("citizen_reports.status", "in", OPEN_STATUSES)
    .where("found_property_claims.id", "is", null);
}

/** Held, unclaimed items in the scope (not those the desk recorded as disposed of). */
function heldItems(db: Db, scope: StationScope) {
  const query = db
    .selectFrom("found_property")
    .innerJoin("police_stations", "police_stations.id", "found_property.station_id")
    .leftJoin("found_property_claims", "found_property_claims.item_id", "found_property.id")
    .where("found_property.returned", "=", 0)
    .where("found_property.disposed_at", "is", null)
    .where("found_property_claims.id", "is", null);
  return scoped(query, scope, "found_property.station_id");
}

/** What matching reads of an open lost report, from either side. */
const MATCHED_REPORT_COLUMNS = [
  "citizen_reports.id",
  "citizen_reports.category",
  "citizen_reports.incident_date",
  "citizen_reports.station_id",
  "citizen_reports.line",
  "citizen_reports.message",
  "citizen_reports.imei",
  "citizen_reports.imei_2",
] as const;

/** A candidate's station, named in each language. */
const STATION_NAMES = [
  "police_stations.name_en as station_en",
  "police_stations.name_mr as station_mr",
  "police_stations.name_hi as station_hi",
] as const;

/** The IMEIs of a lost report's own fields, stored as digits (validation/imei). */
const imeisOf = (row: { imei: string | null; imei_2: string | null }) =>
  [row.imei, row.imei_2].filter((imei): imei is string => Boolean(imei));

/** An item's descriptions in each language it is described in, each matched on its own. */
const descriptionsOf = (row: ColumnsOf<"description">) =>
  Object.values(columnTexts(row, "description")).filter((text): text is string => Boolean(text));

type MatchedReport = Pick<
  CitizenReport,
  "id" | "category" | "incident_date" | "station_id" | "line" | "message" | "imei" | "imei_2"
>;
type MatchedItem = Pick<
  FoundProperty,
  "id" | "category" | "description_en" | "description_mr" | "description_hi" | "station_id" | "found_on" | "imei"
>;

/** A lost report as the ranking reads it. */
const lostSide = (row: MatchedReport): LostSide => ({
  id: row.id,
  category: row.category ?? "",
  lostOn: row.incident_date,
  stationId: row.station_id,
  line: row.line,
  text: row.message,
  imeis: imeisOf(row),
});

/** A register item as the ranking reads it. */
const foundSide = (row: MatchedItem): FoundSide => ({
  id: row.id,
  category: row.category,
  foundOn: row.found_on,
  stationId: row.station_id,
  texts: descriptionsOf(row),
  imei: row.imei,
});

/** The lost reports that may be the owner's of an item still held and unclaimed, best first. */
export async function proposeReportsForItem(
  db: Db,
  scope: StationScope,
  itemId: number,
  locale: Locale,
  limit = PROPOSALS_SHOWN,
): Promise<ReportProposal[]> {
  const item = await heldItems(db, scope)
    .select(ITEM_COLUMNS)
    .where("found_property.id", "=", itemId)
    .executeTakeFirst();
  if (!item) return [];
  const window = lostWindow(item.found_on);
  // The window is a range of the (lf_type, category, incident_date) index; the few reports with no
  // date are a lookup of their own (an OR of the two would read every report of the category).
  const candidates = () =>
    openLostReports(db)
      .select([...MATCHED_REPORT_COLUMNS, "citizen_reports.reference", ...STATION_NAMES])
      .where("citizen_reports.category", "=", item.category);
  const [dated, undated] = await Promise.all([
    candidates()
      .where("citizen_reports.incident_date", ">=", window.from)
      .where("citizen_reports.incident_date", "<=", window.to)
      .execute(),
    candidates().where("citizen_reports.incident_date", "is", null).execute(),
  ]);
  const rows = [...dated, ...undated];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rankReportsForItem(foundSide(item), rows.map(lostSide), limit).map(({ candidate, reasons }) => {
    const row = byId.get(candidate.id)!;
    return {
      id: row.id,
      reference: row.reference ?? "",
      lostOn: row.incident_date,
      station: row.station_en ? localized(columnTexts(row, "station"), locale).text : null,
      excerpt: excerpt(row.message),
      reasons,
      linked: inScope(scope, row.station_id),
    };
  });
}

/** The register items that may be the property of an open, unclaimed lost report, best first. */
export async function proposeItemsForReport(
  db: Db,
  scope: StationScope,
  reportId: number,
  locale: Locale,
  limit = PROPOSALS_SHOWN,
): Promise<ItemProposal[]> {
  const report = await scoped(openLostReports(db), scope, "citizen_reports.station_id")
    .select(MATCHED_REPORT_COLUMNS)
    .where("citizen_reports.id", "=", reportId)
    .executeTakeFirst();
  if (!report?.category) return [];
  // Candidates from every station: the proposal links only to those in the scope.
  let query = heldItems(db, EVERY_STATION)
    .select([...ITEM_COLUMNS, ...STATION_NAMES])
    .where("found_property.category", "=", report.category);
  if (report.incident_date) {
    const window = foundWindow(report.incident_date);
    query = query.where("found_property.found_on", ">=", window.from).where("found_property.found_on", "<=", window.to);
  }
  const rows = await query.execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rankItemsForReport(lostSide(report), rows.map(foundSide), limit).map(({ candidate, reasons }) => {
    const row = byId.get(candidate.id)!;
    const description = localized(columnTexts(row, "description"), locale);
    return {
      id: row.id,
      number: itemNumber(row.id),
      description: description.text,
      ...(description.lang !== locale ? { descriptionLang: description.lang } : {}),
      station: localized(columnTexts(row, "station"), locale).text,
      foundOn: row.found_on,
      reasons,
      linked: inScope(scope, row.station_id),
    };
  });
}
