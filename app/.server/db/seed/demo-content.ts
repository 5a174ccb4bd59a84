/**
 * Loads the bilingual demo content into an empty database (DEMO_CONTENT=1, the default), so that
 * `npm start` on a fresh machine shows a complete site. It never touches a database that already
 * holds stations: a real deployment's content is safe even if the flag is left on.
 */
import { sql, type Kysely } from "kysely";
import type { FileStorage } from "../../storage/file-storage";
import { dialectOf, type Db } from "../connection";
import { DEMO_NEWS_FLASHES } from "./demo-news-flashes";
import { DEMO_NOTICES, DEMO_SITE_SETTINGS } from "./demo-site";
import { seedArticlesDemo } from "../../content/articles/demo-articles";
import { seedCitizenDemo } from "../../content/citizen/demo-citizen";
import { seedDocumentsDemo } from "../../content/documents/demo-documents";
import { seedGalleryDemo } from "../../content/gallery/demo-gallery";
import { seedInfoDemo } from "../../content/info/demo-info";
import { seedStationsDemo } from "../../content/stations/demo-stations";
import type { Database } from "../schema";
import { DEMO_OFFICERS, DEMO_OFFICES, DEMO_STATIONS } from "./demo-stations";

/** Demo content of one area of the site, loaded in the same transaction as the rest. */
export type DemoSeed = (db: Kysely<Database>, storage: FileStorage) => Promise<void>;

const CONTENT_SEEDS: DemoSeed[] = [
  seedArticlesDemo,
  seedDocumentsDemo,
  seedGalleryDemo,
  seedStationsDemo,
  seedInfoDemo,
  seedCitizenDemo,
];

export async function loadDemoContentIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("police_stations").select("id").limit(1).executeTakeFirst();
    if (existing) return false;

    await trx.insertInto("officers").values(DEMO_OFFICERS).execute();
    // Offices first: stations point at them as parents.
    await trx.insertInto("police_stations").values(DEMO_OFFICES).execute();
    await trx.insertInto("police_stations").values(DEMO_STATIONS).execute();
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
