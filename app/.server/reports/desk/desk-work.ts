/**
 * What the desk has to do, for the staff dashboard (/admin): how many reports in the
 * desk's scope are new (received, nobody has started on them) and in progress (under review or
 * action taken, not closed), which one has waited longest, and, for those who see every station
 * (administrators and desks not limited to one), the "to be assigned" queue: reports that name
 * no place, so no police station has them until someone assigns one. Confirmed reports only.
 */
import { deskReports } from "./desk-reports";
import type { Db } from "../../db/connection";
import type { ReportKind, ReportStatus } from "../../db/tables/citizen";
import { seesEveryStation, type StationScope } from "../../auth/station-scope";

/** How many of the queue's oldest reports the dashboard lists. */
export const QUEUE_SHOWN = 10;

type QueueItem = { id: number; reference: string; kind: ReportKind; confirmed_at: string | null };

export type DeskWork = {
  newCount: number;
  inProgressCount: number;
  oldestWaiting: QueueItem | null;
  /** null for a desk limited to one station: the queue is not theirs to assign. */
  toBeAssigned: { count: number; oldest: QueueItem[] } | null;
};

const ITEM = ["id", "reference", "kind", "confirmed_at"] as const;
const asItem = (row: { id: number; reference: string | null; kind: ReportKind; confirmed_at: string | null }) => ({
  ...row,
  reference: row.reference ?? "",
});

/** How many confirmed reports in the scope have one of these statuses: read from an index on the status. */
async function countWith(db: Db, scope: StationScope, statuses: readonly ReportStatus[], noStation = false) {
  let query = deskReports(db, scope).where("status", "in", statuses);
  if (noStation) query = query.where("station_id", "is", null);
  const row = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

const IN_PROGRESS = ["under_review", "action_taken"] as const;
const OPEN = ["received", ...IN_PROGRESS] as const;

export async function deskWork(db: Db, scope: StationScope): Promise<DeskWork> {
  // One count per status group, each read from the (status) or (station_id, status) index, not one
  // pass over every report the station has ever had.
  const [fresh, inProgress] = await Promise.all([
    countWith(db, scope, ["received"]),
    countWith(db, scope, IN_PROGRESS),
  ]);
  const oldest = await deskReports(db, scope)
    .select(ITEM)
    .where("status", "=", "received")
    .orderBy("confirmed_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();

  let toBeAssigned: DeskWork["toBeAssigned"] = null;
  if (seesEveryStation(scope)) {
    const total = await countWith(db, scope, OPEN, true);
    const rows = await deskReports(db, scope)
      .where("station_id", "is", null)
      .where("status", "in", OPEN)
      .select(ITEM)
      .orderBy("confirmed_at")
      .orderBy("id")
      .limit(QUEUE_SHOWN)
      .execute();
    toBeAssigned = { count: total, oldest: rows.map(asItem) };
  }
  return {
    newCount: fresh,
    inProgressCount: inProgress,
    oldestWaiting: oldest ? asItem(oldest) : null,
    toBeAssigned,
  };
}
