/**
 * When the site's public content last changed (GIGW asks every page to say so): the
 * newest `updated_at` over every table whose rows the public pages show. Asked for on every page,
 * so the answer is kept for a short while instead of querying eleven tables per request; a minute
 * late is fine for a "last updated" line.
 */
import type { Clock } from "../clock";
import type { Db } from "../db/connection";

/** Every table whose rows the public pages show. */
export const CONTENT_TABLES = [
  "articles",
  "documents",
  "books",
  "albums",
  "album_items",
  "news_flashes",
  "police_stations",
  "officers",
  "former_commissioners",
  "leaders",
  "found_property",
  "site_settings",
  "notices",
] as const;

export const LAST_UPDATED_TTL_MS = 60_000;

export function createLastUpdated(db: Db, clock: Clock) {
  let cached: { value: string | null; until: number } | undefined;

  async function query(): Promise<string | null> {
    const maxima = await Promise.all(
      CONTENT_TABLES.map((table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.max("updated_at").as("latest"))
          .executeTakeFirst(),
      ),
    );
    const times = maxima
      .map((row) => (row?.latest ? new Date(row.latest).getTime() : Number.NaN))
      .filter((time) => Number.isFinite(time));
    return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
  }

  return {
    /** ISO time of the newest change, or null on a site with no content yet. */
    async get(): Promise<string | null> {
      const now = clock.now().getTime();
      if (!cached || now >= cached.until) cached = { value: await query(), until: now + LAST_UPDATED_TTL_MS };
      return cached.value;
    },
    /** Content just changed: ask the database again next time. */
    forget() {
      cached = undefined;
    },
  };
}

export type LastUpdated = ReturnType<typeof createLastUpdated>;
