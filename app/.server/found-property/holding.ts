/**
 * How long the public register lists an item. A station holds unclaimed property for the period
 * the law sets (FOUND_PROPERTY_HOLDING_DAYS, docs/deployment.md), or until the "held until" day
 * the desk gave the item; after it, an item nobody has claimed is disposed of: it leaves the
 * public register, its search, the site search and the lost form's "this is mine", and stays in
 * the desk's register marked disposed. An item whose owner has been found (a claim in progress)
 * stays listed until it is handed over: the owner has been told to collect it. The desk may also
 * record a disposal (`disposed_at`), which takes the item off at once.
 *
 * The end of the holding period is compared in the queries, day by day in India's calendar, so an
 * item leaves on time with no job to run.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Clock } from "../clock";
import { indiaDay } from "~/lib/india-time";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in India and the holding period in days: what every "is it still listed" needs. */
export type Holding = { today: string; days: number };

export function holdingOn(clock: Clock, days: number): Holding {
  return { today: indiaDay(clock.now()), days };
}

/** Today's holding as the site is configured (FOUND_PROPERTY_HOLDING_DAYS). */
export function siteHolding(services: { clock: Clock; config: { foundPropertyHoldingDays: number } }): Holding {
  return holdingOn(services.clock, services.config.foundPropertyHoldingDays);
}

/** A calendar day (YYYY-MM-DD) moved by a number of days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day an item is held: its "held until" day, or the holding period after it was found. */
export function lastHeldDay(item: { found_on: string; held_until: string | null }, days: number): string {
  return item.held_until ?? addDays(item.found_on, days);
}

/**
 * Whether the `found_property` row in scope is on the public register today: not returned, no
 * disposal recorded, and still in its holding period or claimed by an owner on the way.
 */
export function listedNow(holding: Holding): RawBuilder<SqlBool> {
  const oldestHeld = addDays(holding.today, -holding.days);
  return sql<SqlBool>`(found_property.returned = 0 and found_property.disposed_at is null and (
    found_property.held_until >= ${holding.today}
    or (found_property.held_until is null and found_property.found_on >= ${oldestHeld})
    or exists (select 1 from found_property_claims where found_property_claims.item_id = found_property.id
      and found_property_claims.status = 'in_progress')))`;
}

/** Whether the item whose id is `id` (an SQL expression) is on the public register today. */
export function listedItem(holding: Holding, id: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from found_property where found_property.id = ${id} and ${listedNow(holding)})`;
}

/** An item's state in the desk's register. */
export type ItemState =
  | { state: "held" }
  | { state: "claimed" }
  | { state: "returned"; at: string | null }
  /** Recorded by the desk (`at`: when), or the holding period ended on `lastDay` unclaimed. */
  | { state: "disposed"; at: string | null; lastDay: string };

export function itemState(
  item: {
    found_on: string;
    held_until: string | null;
    returned: number;
    returned_at: string | null;
    disposed_at: string | null;
    claimed: boolean;
  },
  holding: Holding,
): ItemState {
  if (item.returned === 1) return { state: "returned", at: item.returned_at };
  const lastDay = lastHeldDay(item, holding.days);
  if (item.disposed_at) return { state: "disposed", at: item.disposed_at, lastDay };
  if (item.claimed) return { state: "claimed" };
  return lastDay < holding.today ? { state: "disposed", at: null, lastDay } : { state: "held" };
}
