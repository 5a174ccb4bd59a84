/**
 * The public register's "this is mine" link (`/lost-and-found?item=FP-000123`) opens the
 * lost form already filled in: type "lost", the item's category, and a description that names the
 * item number - the ranking puts a report that names an item's number first, so the desk sees
 * the match at once. Only a well-formed number of an item on the public register fills anything in, and the
 * description is our own sentence: nothing the query string says is echoed back.
 */
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import { translator } from "../otp/code-step";
import { itemNumber, parseItemNumber } from "./identifiers";
import { listedNow, type Holding } from "./holding";

export async function lostFormPrefill(
  db: Db,
  locale: Locale,
  requested: string | null,
  holding: Holding,
): Promise<Record<string, string> | undefined> {
  const id = requested ? parseItemNumber(requested) : null;
  if (id === null) return undefined;
  const item = await db
    .selectFrom("found_property")
    .select(["id", "category"])
    .where("id", "=", id)
    .where(listedNow(holding))
    .executeTakeFirst();
  if (!item) return undefined;
  const t = translator(locale);
  return {
    type: "lost",
    category: item.category,
    description: t("citizen.lost_found.item_prefill", { number: itemNumber(item.id) }),
  };
}
