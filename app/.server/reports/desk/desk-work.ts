/**
 * What the desk has to do, for the staff dashboard (/admin): how many reports in the
 * desk's scope are new (received, nobody has started on them) and in progress (under review or
 * action taken, not closed), which one has waited longest, and, for those who see every station
 * (administrators and desks not limited to one), the "to be assigned" queue: reports that name
 * no place, so no police station has them until someone assigns one. Confirmed reports only.
 */
import type { Db } from "../../db/connection";
import type { ReportKind } from "../../db/tables/citizen";
import { scoped, seesEveryStation, type StationScope } from "../../auth/station-scope";

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

function confirmed(db: Db, scope: StationScope) {
  return scoped(db.selectFrom("citizen_reports").where("status", "!=", "draft"), scope, "station_id");
}

const ITEM = ["id", "reference", "kind", "confirmed_at"] as const;
const asItem = (row: { id: number; reference: string | null; kind: ReportKind; confirmed_at: string | null }) => ({
  ...row,
  reference: row.reference ?? "",
});

export async function deskWork(db: Db, scope: StationScope): Promise<DeskWork> {
  const counts = await confirmed(db, scope)
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("status", "=", "received").as("fresh"),
      eb.fn.countAll<number>().filterWhere("status", "in", ["under_review", "action_taken"]).as("in_progress"),
    ])
    .executeTakeFirstOrThrow();
  const oldest = await confirmed(db, scope)
    .select(ITEM)
    .where("status", "=", "received")
    .orderBy("confirmed_at")
    .orderBy("id")
    .executeTakeFirst();

  let toBeAssigned: DeskWork["toBeAssigned"] = null;
  if (seesEveryStation(scope)) {
    const open = () => confirmed(db, scope).where("station_id", "is", null).where("status", "!=", "closed");
    const { total } = await open()
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow();
    const rows = await open().select(ITEM).orderBy("confirmed_at").orderBy("id").limit(QUEUE_SHOWN).execute();
    toBeAssigned = { count: Number(total), oldest: rows.map(asItem) };
  }
  return {
    newCount: Number(counts.fresh),
    inProgressCount: Number(counts.in_progress),
    oldestWaiting: oldest ? asItem(oldest) : null,
    toBeAssigned,
  };
}
