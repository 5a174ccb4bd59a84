/**
 * A register item in the site search is read as on the register: its long numbers (a phone's
 * IMEI, a mobile number) masked by the register's own rule, and never found by a word with
 * digits, by the register's own keyword rule. Nobody can search for a held phone's IMEI, or read
 * it in a result, to claim the phone.
 */
import type { PublicReading } from "../search/public-reading";
import { maskLongNumbers } from "./identifiers";
import { matchesDescriptions } from "./keywords";

export const foundPropertyInSearch: PublicReading = { text: maskLongNumbers, findsBy: matchesDescriptions };
