import type en from "./en";

/** Marathi (and any later language) must have exactly the English keys, each a string. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

export type Resources = LocaleShape<typeof en>;

/**
 * The strings every public page downloads: all but the administration area's (admin) and the FIR
 * dashboard's (fir), which only the pages that use them download (app/entry.client.tsx), and the
 * emergency help's (emergency), which the server renders and hands over as loader data, and the
 * report acknowledgement's (acknowledgement), which only /acknowledgement and /verify download, and
 * the agency guide's (get_help), which only /get-help downloads, and two the server alone reads:
 * the railway stops' names (stops), handed over as data where a page needs them, and the site
 * search's words for the citizen services (search_words).
 */
export type SiteResources = Omit<
  Resources,
  "admin" | "fir" | "emergency" | "acknowledgement" | "get_help" | "stops" | "search_words"
>;
