/**
 * What an audit entry was about, in words a person recognises: a staff account's e-mail, a
 * citizen report's reference, a found-property item's category, a content item's kind and title.
 * The log itself stays append-only and holds only the target's type and id (and, for content,
 * the kind and title at the time, in its details); names are looked up when the log is read,
 * with one query per kind of target for a whole page of entries (never one per entry).
 * Targets that still exist link to their admin page.
 */
import type { Db } from "../db/connection";

export type AuditTarget = {
  type: string;
  id: string;
  /** The e-mail, reference or title; null when the target is gone and nothing was recorded. */
  name: string | null;
  /** A content item's kind (details.kind) or a found-property item's category, as a code. */
  kind: string | null;
  /** Its admin page, while it exists. */
  href: string | null;
};

type Row = { target_type: string | null; target_id: string | null; details: Record<string, unknown> | null };

const numericIds = (rows: Row[], type: string) => [
  ...new Set(
    rows
      .filter((row) => row.target_type === type && row.target_id && /^\d{1,9}$/.test(row.target_id))
      .map((row) => Number(row.target_id)),
  ),
];

const textOf = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The staff accounts to look up for a page of entries: the actors and the accounts acted on. */
export function staffIdsOf(rows: Array<Row & { actor_id: number | null }>): number[] {
  const ids = new Set(numericIds(rows, "staff_user"));
  for (const row of rows) if (row.actor_id !== null) ids.add(row.actor_id);
  return [...ids];
}

export async function describeTargets(
  db: Db,
  rows: Row[],
  staffEmails: Map<number, string>,
): Promise<Array<AuditTarget | null>> {
  const reportIds = numericIds(rows, "citizen_report");
  const itemIds = numericIds(rows, "found_property");
  const [reports, items] = await Promise.all([
    reportIds.length > 0
      ? db.selectFrom("citizen_reports").select(["id", "reference"]).where("id", "in", reportIds).execute()
      : [],
    itemIds.length > 0
      ? db.selectFrom("found_property").select(["id", "category"]).where("id", "in", itemIds).execute()
      : [],
  ]);
  const references = new Map(reports.map((report) => [report.id, report.reference]));
  const categories = new Map(items.map((item) => [item.id, item.category]));

  return rows.map(({ target_type: type, target_id: id, details }) => {
    if (!type || !id) return null;
    const number = Number(id);
    const recorded = { name: textOf(details?.title), kind: textOf(details?.kind) };
    switch (type) {
      case "staff_user": {
        const email = staffEmails.get(number);
        return { type, id, name: email ?? null, kind: null, href: email ? `/admin/users/${id}` : null };
      }
      case "citizen_report": {
        const exists = references.has(number);
        const name = references.get(number) ?? textOf(details?.reference);
        return { type, id, name, kind: null, href: exists ? `/admin/reports/${id}` : null };
      }
      case "found_property": {
        const category = categories.get(number) ?? textOf(details?.category);
        return {
          type,
          id,
          name: null,
          kind: category,
          href: categories.has(number) ? `/admin/found-property/${id}` : null,
        };
      }
      default:
        // Content items (and anything else): what the entry recorded when it was written.
        return { type, id, ...recorded, href: null };
    }
  });
}
