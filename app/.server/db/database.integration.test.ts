/**
 * Migrations and demo content on the configured engine, without HTTP: a temporary SQLite file by
 * default, a fresh PostgreSQL schema when TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig, type AppConfig } from "../config";
import { createLocalFileStorage, type FileStorage } from "../storage/file-storage";
import { dialectOf, openDatabase, type Db } from "./connection";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { DESIGNATIONS } from "./schema";
import { loadDemoContentIfEmpty } from "../demo-content";
import { withPgClient } from "../../../tests/support/pg-client";

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** SPEC §2 railway map: station ids and the names they carry (Dombivli as the railways spell it). */
const MAP_STATIONS: Array<[id: number, name: string]> = [
  [10, "CSMT"],
  [11, "Dadar"],
  [12, "Kurla"],
  [13, "Thane"],
  [14, "Dombivli"],
  [15, "Kalyan"],
  [16, "Karjat"],
  [17, "Vadala"],
  [18, "Vashi"],
  [19, "Panvel"],
  [20, "Churchgate"],
  [21, "Mumbai Central"],
  [22, "Bandra"],
  [23, "Andheri"],
  [24, "Borivali"],
  [25, "Vasai Road"],
  [26, "Palghar"],
];
const SAMPLE_PHONE = /^000-0000-\d{4}$/;
const SAMPLE_EMAIL = /@example\.org$/;

let dataDir: string;
let schema: string | undefined;
let config: AppConfig;
let storage: FileStorage;
let db: Db;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "rp-db-test-"));
  config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString("hex"),
    ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
  });
  if (testDatabaseUrl) {
    schema = `test_db_${randomBytes(6).toString("hex")}`;
    await withPgClient(testDatabaseUrl!, (client) => client.query(`create schema ${schema}`));
  }
  db = openDatabase(config.database, { searchPath: schema });
  storage = createLocalFileStorage(config.storageDir);
});

afterAll(async () => {
  await db?.destroy();
  if (schema) await withPgClient(testDatabaseUrl!, (client) => client.query(`drop schema ${schema} cascade`));
  rmSync(dataDir, { recursive: true, force: true });
});

test("the database under test is the configured engine", () => {
  expect(dialectOf(db)).toBe(testDatabaseUrl ? "postgres" : "sqlite");
});

describe("migrations", () => {
  test("the first run applies every migration in order and a second run applies nothing", async () => {
    expect(await migrateToLatest(db, { schema })).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db, { schema })).toEqual([]);
    for (const table of ["officers", "police_stations", "news_flashes", "visit_days"] as const) {
      await expect(db.selectFrom(table).selectAll().limit(1).execute(), table).resolves.toBeDefined();
    }
  });
});

test.runIf(Boolean(testDatabaseUrl))(
  "on PostgreSQL a second schema of the same database gets its own migrations, whatever other schemas hold",
  async () => {
    await migrateToLatest(db, { schema }); // this file's schema now holds Kysely's migration tables
    const otherSchema = `test_db_${randomBytes(6).toString("hex")}`;
    await withPgClient(testDatabaseUrl!, (client) => client.query(`create schema ${otherSchema}`));
    const other = openDatabase(config.database, { searchPath: otherSchema });
    try {
      expect(await migrateToLatest(other, { schema: otherSchema })).toEqual(Object.keys(migrations));
      await expect(other.selectFrom("police_stations").select("id").execute()).resolves.toEqual([]);
    } finally {
      await other.destroy();
      await withPgClient(testDatabaseUrl!, (client) => client.query(`drop schema ${otherSchema} cascade`));
    }
  },
);

test.runIf(Boolean(testDatabaseUrl))(
  "on PostgreSQL a migration does not fail when another schema of the database is dropped meanwhile",
  async () => {
    // Another schema, dropped in a transaction that has not committed yet: its tables are locked
    // until it does, and gone after. Reading the whole catalogue would wait on them, then fail
    // ("schema … does not exist") once the drop commits.
    const otherSchema = `test_db_${randomBytes(6).toString("hex")}`;
    await withPgClient(testDatabaseUrl!, (client) =>
      client.query(`create schema ${otherSchema}; create table ${otherSchema}.t (id serial)`),
    );
    const dropping = new pg.Client({ connectionString: testDatabaseUrl });
    await dropping.connect();
    try {
      await dropping.query(`begin; drop schema ${otherSchema} cascade`);
      const tables = db.introspection.getTables({ withInternalKyselyTables: true });
      const seen = await Promise.race([tables, new Promise((resolve) => setTimeout(() => resolve("waited"), 2_000))]);
      await dropping.query("commit");
      expect(seen, "the introspection waited on another schema's drop").not.toBe("waited");
      const names = (await tables).map((table) => `${table.schema}.${table.name}`);
      expect(names).toContain(`${schema}.kysely_migration`);
      expect(names.every((name) => name.startsWith(`${schema}.`))).toBe(true);
    } finally {
      await dropping.end();
    }
  },
);

describe("demo content", () => {
  let firstLoad: boolean;
  beforeAll(async () => {
    await migrateToLatest(db, { schema });
    firstLoad = await loadDemoContentIfEmpty(db, storage);
  });

  test("an empty database receives the demo content", () => {
    expect(firstLoad).toBe(true);
  });

  test("exactly the 17 police stations of the railway map are loaded, with the SPEC's ids and names", async () => {
    const stations = await db
      .selectFrom("police_stations")
      .select(["id", "name_en", "name_mr"])
      .where("type", "=", "PS")
      .orderBy("id")
      .execute();
    expect(stations.map((s) => s.id)).toEqual(MAP_STATIONS.map(([id]) => id));
    for (const [id, name] of MAP_STATIONS) {
      const station = stations.find((s) => s.id === id)!;
      expect(station.name_en.startsWith(name), `${id}: ${station.name_en} starts with ${name}`).toBe(true);
      expect(station.name_mr, `${id} has a Marathi name`).toBeTruthy();
    }
  });

  test("DCP and ACP offices are loaded, and every station reports to an ACP office", async () => {
    const offices = await db.selectFrom("police_stations").select(["id", "type", "parent_id"]).execute();
    const byId = new Map(offices.map((o) => [o.id, o]));
    expect(offices.filter((o) => o.type === "DCP").length).toBeGreaterThan(0);
    expect(offices.filter((o) => o.type === "ACP").length).toBeGreaterThan(0);
    for (const station of offices.filter((o) => o.type === "PS")) {
      expect(byId.get(station.parent_id!)?.type, `parent of station ${station.id}`).toBe("ACP");
    }
    for (const acp of offices.filter((o) => o.type === "ACP")) {
      expect(byId.get(acp.parent_id!)?.type, `parent of ACP office ${acp.id}`).toBe("DCP");
    }
  });

  test("every officer has a valid designation and every station and office has an officer on record", async () => {
    const officers = await db.selectFrom("officers").select(["id", "designation"]).execute();
    expect(officers.length).toBeGreaterThan(0);
    for (const officer of officers) expect(DESIGNATIONS).toContain(officer.designation);
    for (const designation of ["CP", "DCP", "ACP"] as const) {
      expect(
        officers.some((o) => o.designation === designation),
        designation,
      ).toBe(true);
    }

    const officerIds = new Set(officers.map((o) => o.id));
    const stations = await db.selectFrom("police_stations").select(["id", "officer_id"]).execute();
    for (const station of stations) expect(officerIds.has(station.officer_id!), `officer of ${station.id}`).toBe(true);
  });

  test("all demo phone numbers and e-mail addresses are obviously samples", async () => {
    const stations = await db.selectFrom("police_stations").select(["id", "landline", "email"]).execute();
    const officers = await db.selectFrom("officers").select(["id", "contact_number", "email"]).execute();
    for (const station of stations) {
      expect(station.landline, `landline of ${station.id}`).toMatch(SAMPLE_PHONE);
      expect(station.email, `e-mail of ${station.id}`).toMatch(SAMPLE_EMAIL);
    }
    for (const officer of officers) {
      expect(officer.contact_number, `phone of officer ${officer.id}`).toMatch(SAMPLE_PHONE);
      expect(officer.email, `e-mail of officer ${officer.id}`).toMatch(SAMPLE_EMAIL);
    }
  });

  test("bilingual news flashes are loaded, each pointing inside the site when it links anywhere", async () => {
    const flashes = await db.selectFrom("news_flashes").select(["language", "link"]).execute();
    expect(flashes.some((f) => f.language === "en")).toBe(true);
    expect(flashes.some((f) => f.language === "mr")).toBe(true);
    for (const flash of flashes) if (flash.link) expect(flash.link).toMatch(/^\/[^/]/);
  });

  test("a second load on a database that holds stations loads nothing", async () => {
    const count = async (table: "officers" | "police_stations" | "news_flashes") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      officers: await count("officers"),
      stations: await count("police_stations"),
      flashes: await count("news_flashes"),
    };
    expect(await loadDemoContentIfEmpty(db, storage)).toBe(false);
    expect({
      officers: await count("officers"),
      stations: await count("police_stations"),
      flashes: await count("news_flashes"),
    }).toEqual(before);
  });

  test("a station or officer added later without an id is numbered after the demo ids", async () => {
    const maxId = async (table: "officers" | "police_stations") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.max("id").as("max"))
            .executeTakeFirstOrThrow()
        ).max,
      );
    const lastOfficerId = await maxId("officers");
    const lastStationId = await maxId("police_stations");
    expect(lastStationId).toBeGreaterThanOrEqual(26);

    const officer = await db
      .insertInto("officers")
      .values({ name_en: "New Officer (sample)", designation: "PSI", contact_number: "000-0000-9999" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(officer.id).toBeGreaterThan(lastOfficerId);

    const station = await db
      .insertInto("police_stations")
      .values({ name_en: "New Railway Police Station (sample)", type: "PS", officer_id: officer.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(station.id).toBeGreaterThan(lastStationId);
  });

  test("foreign keys are enforced: a station pointing at a missing officer is refused", async () => {
    await expect(
      db
        .insertInto("police_stations")
        .values({ name_en: "Orphan station (sample)", type: "PS", officer_id: 99_999 })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    const orphan = await db
      .selectFrom("police_stations")
      .select("id")
      .where("name_en", "=", "Orphan station (sample)")
      .executeTakeFirst();
    expect(orphan).toBeUndefined();
  });

  test("an officer with a designation outside the SPEC's list is refused", async () => {
    await expect(
      db
        .insertInto("officers")
        // @ts-expect-error -- deliberately outside the Designation type
        .values({ name_en: "Sheriff (sample)", designation: "SHERIFF" })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
