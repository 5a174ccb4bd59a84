/**
 * Loads the bilingual demo content into an empty database (DEMO_CONTENT=1, the default), so that
 * `npm start` on a fresh machine shows a complete site. It never touches a database that already
 * holds stations: a real deployment's content is safe even if the flag is left on.
 */
import { sql } from "kysely";
import type { FileStorage } from "./storage/file-storage";
import { dialectOf, type Db } from "./db/connection";
import { DEMO_NEWS_FLASHES } from "./db/seed/demo-news-flashes";
import { DEMO_NOTICES, DEMO_SITE_SETTINGS } from "./db/seed/demo-site";
import { seedArticlesDemo } from "./content/articles/demo-articles";
import { seedCitizenDemo } from "./reports/demo-reports";
import { seedDocumentsDemo } from "./content/documents/demo-documents";
import { seedGalleryDemo } from "./content/gallery/demo-gallery";
import { seedInfoDemo } from "./content/info/demo-info";
import { seedStationsDemo } from "./content/stations/demo-stations";
import type { DemoSeed } from "./db/seed/demo-seed";

/** Stations first: the other areas' demo content points at them. */
const CONTENT_SEEDS: DemoSeed[] = [
  seedStationsDemo,
  seedArticlesDemo,
  seedDocumentsDemo,
  seedGalleryDemo,
  seedInfoDemo,
  seedCitizenDemo,
];

export async function loadDemoContentIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("police_stations").select("id").limit(1).executeTakeFirst();
    if (existing) return false;

    await trx.insertInto("news_flashes").values(DEMO_NEWS_FLASHES).execute();
    await trx.insertInto("site_settings").values(DEMO_SITE_SETTINGS).execute();
    await trx.insertInto("notices").values(DEMO_NOTICES).execute();
    for (const seed of CONTENT_SEEDS) await seed(trx, storage);

    if (dialectOf(db) === "postgres") {
      // Explicit ids do not advance PostgreSQL's identity sequences; later inserts must not collide.
      for (const table of ["officers", "police_stations"]) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          trx,
        );
      }
    }
    return true;
  });
}
