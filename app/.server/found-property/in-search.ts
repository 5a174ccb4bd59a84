/**
 * A register item in the site search is read as on the register: its long numbers (a phone's
 * IMEI, a mobile number) masked by the register's own rule, and never found by a word with
 * digits, by the register's own keyword rule. Nobody can search for a held phone's IMEI, or read
 * it in a result, to claim the phone. Only items on the public register today are found: an item
 * disposed of after its holding period (holding.ts) is in the index until it is returned, but
 * the search leaves it out.
 */
import type { PublicReading } from "../search/public-reading";
import { maskLongNumbers } from "./identifiers";
import { listedItem, type Holding } from "./holding";
import { matchesDescriptions } from "./keywords";

/** The register's reading, with `holding` telling today's holding period at each search. */
export function foundPropertyInSearch(holding: () => Holding): PublicReading {
  return { text: maskLongNumbers, findsBy: matchesDescriptions, listed: (id) => listedItem(holding(), id) };
}
