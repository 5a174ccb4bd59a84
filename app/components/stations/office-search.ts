/**
 * The offices lists' search (SPEC §2 "Offices list": search box and type filter). Shared by the
 * server render of `?q=` and the browser's filter-as-you-type, so both always agree.
 */

/** Lower case, one space between words, composed Unicode (Marathi typed on different keyboards). */
export function normaliseForSearch(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

export type Searchable = { name: string; address: string | null; landline?: string | null };

/** Every word of the query appears in the office's name, address or landline. */
export function matchesOfficeQuery(office: Searchable, query: string): boolean {
  const words = normaliseForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseForSearch([office.name, office.address ?? "", office.landline ?? ""].join(" "));
  return words.every((word) => haystack.includes(word));
}

/** The type filter is by inclusion: an office of any of the given types is listed. */
export function ofTypes<T extends { type: string }>(offices: readonly T[], types: readonly string[]): T[] {
  return offices.filter((office) => types.includes(office.type));
}
