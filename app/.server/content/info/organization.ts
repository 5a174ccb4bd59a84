/**
 * The organisational structure page: every office and station arranged by `parent_id` (the CP's
 * office, its DCP regions, their ACP divisions, their police stations), each with the designation
 * of the officer in charge.
 */
import { sql } from "kysely";
import type { Db } from "../../db/connection";
import type { Designation, Locale, StationType } from "../../db/schema";
import { localized, textsOf } from "../localized";
import type { LocalizedText } from "./people";

export type OrgUnitRow = {
  id: number;
  name_en: string;
  name_mr: string | null;
  name_hi: string | null;
  type: StationType;
  parent_id: number | null;
  officer_name_en: string | null;
  officer_name_mr: string | null;
  officer_name_hi: string | null;
  designation: Designation | null;
};

export type OrgNode = {
  id: number;
  name: LocalizedText;
  type: StationType;
  officer: { name: LocalizedText; designation: Designation } | null;
  children: OrgNode[];
};

/** Seniority of an office, so that a CP's office lists its DCP regions before its control room. */
const TYPE_ORDER: Record<StationType, number> = { CP: 0, DCP: 1, ACP: 2, CONTROL: 3, PS: 4 };

function byRank(a: OrgUnitRow, b: OrgUnitRow): number {
  return TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.id - b.id;
}

/**
 * Builds the forest from flat rows. An office whose parent is missing becomes a root; rows caught
 * in a parent loop (bad data) are still shown once, as roots, rather than lost or repeated forever.
 */
export function buildOrgTree(rows: OrgUnitRow[], locale: Locale): OrgNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number, OrgUnitRow[]>();
  for (const row of rows) {
    if (row.parent_id === null || row.parent_id === row.id || !ids.has(row.parent_id)) continue;
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  const visited = new Set<number>();
  const toNode = (row: OrgUnitRow): OrgNode => {
    visited.add(row.id);
    return {
      id: row.id,
      name: localized(textsOf(row, "name"), locale),
      type: row.type,
      officer:
        row.designation && row.officer_name_en !== null
          ? { name: localized(textsOf(row, "officer_name"), locale), designation: row.designation }
          : null,
      children: (children.get(row.id) ?? [])
        .filter((child) => !visited.has(child.id))
        .sort(byRank)
        .map(toNode),
    };
  };
  const roots = rows
    .filter((row) => row.parent_id === null || row.parent_id === row.id || !ids.has(row.parent_id))
    .sort(byRank)
    .map(toNode);
  for (const row of [...rows].sort(byRank)) {
    if (!visited.has(row.id)) roots.push(toNode(row));
  }
  return roots;
}

/** How many units of each type a tree holds (the page's summary line). */
export function countByType(nodes: OrgNode[]): Record<StationType, number> {
  const counts: Record<StationType, number> = { CP: 0, DCP: 0, ACP: 0, CONTROL: 0, PS: 0 };
  const walk = (list: OrgNode[]) => {
    for (const node of list) {
      counts[node.type] += 1;
      walk(node.children);
    }
  };
  walk(nodes);
  return counts;
}

export function createOrganizationRepository(db: Db) {
  return {
    async listUnits(): Promise<OrgUnitRow[]> {
      return db
        .selectFrom("police_stations")
        .leftJoin("officers", "officers.id", "police_stations.officer_id")
        .select([
          "police_stations.id",
          "police_stations.name_en",
          "police_stations.name_mr",
          "police_stations.name_hi",
          "police_stations.type",
          "police_stations.parent_id",
          "officers.name_en as officer_name_en",
          "officers.name_mr as officer_name_mr",
          "officers.name_hi as officer_name_hi",
          "officers.designation",
        ])
        .orderBy("police_stations.id")
        .execute();
    },
    /** How many railway police stations (type PS) the force has: the about page's jurisdiction. */
    async countStations(): Promise<number> {
      const row = await db
        .selectFrom("police_stations")
        .select(sql<number>`count(*)`.as("count"))
        .where("type", "=", "PS")
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
