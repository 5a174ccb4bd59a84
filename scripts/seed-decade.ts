/**
 * `npm run seed:decade [-- --scale 0.1] [-- --schema NAME]`: fills a database with ten years of
 * GRP Mumbai's data, for measuring (scripts/bench-decade.ts, docs/performance.md): at --scale 1,
 * 1,000,000 citizen reports over the 17 police stations, 200,000 found items, 2,000,000 audit
 * entries and 6,000 articles; --scale 0.1 a tenth of each, which loads in seconds.
 *
 * The database is DATA_DIR's SQLite file (app.db) or DATABASE_URL's PostgreSQL database (in schema
 * NAME with --schema), made by the site's own migrations and given the demo content first (its
 * police stations, pages and pictures), exactly as a fresh `npm start` would. Everything added is
 * clearly sample data: every person is "Sample Citizen N", every mobile number begins 000 (the
 * sample-number rule of app/lib/sample-numbers.ts: no one can be texted at it), every e-mail is at
 * example.org. Rows go in batches of 1,000 inside transactions of 20,000, so the whole decade
 * loads in minutes. Run it on an empty database: it adds, it does not replace.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { Db } from "~/.server/db/connection";
import { loadDemoContentIfEmpty } from "~/.server/demo-content";
import { createLocalFileStorage } from "~/.server/storage/file-storage";
import { AUDIT_ACTIONS } from "~/.server/auth/audit-log";
import type { Database } from "~/.server/db/schema";
import { LOST_FOUND_CATEGORIES, type LostFoundCategory, type NewCitizenReport } from "~/.server/db/tables/citizen";
import type { Insertable } from "kysely";
import { decadeOptions, openDecadeDatabase } from "./lib/decade-database";

/** The decade at Mumbai scale (--scale 1). */
export const DECADE = { reports: 1_000_000, foundItems: 200_000, auditEntries: 2_000_000, articles: 6_000 };
/** The last day of the decade: the seeded data ends here and starts ten years earlier. */
export const DECADE_END = Date.parse("2026-11-20T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const YEARS = 10;
const BATCH = 1_000;
const TRANSACTION = 20_000;

/** A small deterministic random source: the same scale gives the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rnd = random(2026);
const pick = <T>(values: readonly T[]): T => values[Math.floor(rnd() * values.length)]!;
const iso = (ms: number) => new Date(ms).toISOString();

/** The sample mobile number of citizen n: 000 and seven digits. */
export function sampleMobile(n: number): string {
  return `000${String(n % 10_000_000).padStart(7, "0")}`;
}

const COLOURS = ["black", "blue", "red", "brown", "grey", "green", "white", "silver"];
const THINGS: Record<LostFoundCategory, string[]> = {
  mobile_phone: ["mobile phone", "smartphone", "phone in a cover"],
  bag: ["backpack", "office bag", "school bag", "shopping bag", "suitcase"],
  wallet_purse: ["wallet", "purse", "card holder"],
  documents: ["file of documents", "Aadhaar card", "college ID card", "passbook"],
  jewellery: ["gold chain", "bangle", "ring", "earrings"],
  other: ["umbrella", "tiffin box", "spectacles", "watch", "water bottle"],
};
const CATEGORIES = LOST_FOUND_CATEGORIES;
const PLACES = [
  "platform 1",
  "platform 3",
  "the ladies' compartment",
  "the footbridge",
  "the ticket window",
  "a fast local",
];
const COMPLAINT_CATEGORIES: Array<NonNullable<NewCitizenReport["complaint_category"]>> = [
  "theft",
  "harassment_women",
  "assault",
  "staff_misbehaviour",
  "unattended_object",
  "other",
];
const LINES = ["western", "central", "harbour", "trans_harbour"];

function thing(category: LostFoundCategory) {
  return `${pick(COLOURS)} ${pick(THINGS[category]!)}`;
}

async function inBatches<T>(
  db: Db,
  total: number,
  label: string,
  make: (n: number) => T,
  insert: (trx: Db, rows: T[]) => Promise<unknown>,
) {
  const started = Date.now();
  for (let from = 0; from < total; from += TRANSACTION) {
    const upTo = Math.min(total, from + TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let at = from; at < upTo; at += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, upTo - at) }, (_, i) => make(at + i + 1));
        await insert(trx as unknown as Db, rows);
      }
    });
    process.stdout.write(`\r${label}: ${upTo.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")}`);
  }
  console.log(` (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function seedReports(db: Db, count: number, stations: number[]) {
  const counters = new Map<string, number>();
  const start = DECADE_END - YEARS * 365 * DAY;
  await inBatches(
    db,
    count,
    "citizen reports",
    (n): NewCitizenReport => {
      // Evenly over the decade, oldest first, as they came in.
      const confirmed = start + Math.floor(((n - 0.5) / count) * (DECADE_END - start)) + Math.floor(rnd() * 3_600_000);
      const year = new Date(confirmed).getUTCFullYear();
      const roll = rnd();
      const kind = roll < 0.45 ? "lost_found" : roll < 0.85 ? "complaint" : "suggestion";
      const prefix = kind === "lost_found" ? "L" : kind === "complaint" ? "C" : "S";
      const key = `${prefix}${year}`;
      const number = (counters.get(key) ?? 0) + 1;
      counters.set(key, number);
      const age = DECADE_END - confirmed;
      // Old reports are nearly all closed; about one in eight stays open (132,000 of a million).
      const open = age < 30 * DAY ? rnd() < 0.8 : rnd() < 0.12;
      const status = open ? pick(["received", "under_review", "action_taken"] as const) : "closed";
      const closedAt = open ? null : Math.min(DECADE_END, confirmed + Math.floor((1 + rnd() * 60) * DAY));
      const lost = kind === "lost_found" ? (rnd() < 0.85 ? "lost" : "found") : null;
      const category = kind === "lost_found" ? pick(CATEGORIES) : null;
      const incident = iso(confirmed - Math.floor(rnd() * 3 * DAY)).slice(0, 10);
      const message =
        kind === "lost_found"
          ? `${lost === "lost" ? "Lost" : "Found"} a ${thing(category!)} near ${pick(PLACES)}.`
          : kind === "complaint"
            ? `Sample complaint about an incident near ${pick(PLACES)}.`
            : `Sample suggestion: more lighting near ${pick(PLACES)}.`;
      return {
        kind,
        submission_key: `decade-${n}`,
        owner_key: `decade-${n}`,
        reference: `MRP-${prefix}-${year}-${String(number).padStart(6, "0")}`,
        status,
        locale: rnd() < 0.3 ? "mr" : "en",
        name: `Sample Citizen ${n}`,
        mobile_number: sampleMobile(n),
        message,
        lf_type: lost,
        category,
        complaint_category: kind === "complaint" ? pick(COMPLAINT_CATEGORIES) : null,
        incident_date: kind === "suggestion" ? null : incident,
        station_id: rnd() < 0.02 ? null : pick(stations),
        line: pick(LINES),
        created_at: iso(confirmed - 120_000),
        updated_at: iso(closedAt ?? confirmed),
        confirmed_at: iso(confirmed),
        closed_at: closedAt === null ? null : iso(closedAt),
      };
    },
    (trx, rows) => trx.insertInto("citizen_reports").values(rows).execute(),
  );
  const entries = [...counters].map(([key, last]) => ({ prefix: key.slice(0, 1), year: Number(key.slice(1)), last }));
  for (const entry of entries) {
    await db
      .insertInto("reference_counters")
      .values(entry)
      .onConflict((oc) => oc.columns(["prefix", "year"]).doUpdateSet({ last: entry.last }))
      .execute();
  }
}

async function seedFoundItems(db: Db, count: number, stations: number[]) {
  const start = DECADE_END - YEARS * 365 * DAY;
  await inBatches(
    db,
    count,
    "found items",
    (n): Insertable<Database["found_property"]> => {
      const found = start + Math.floor(((n - 0.5) / count) * (DECADE_END - start));
      const category = pick(CATEGORIES);
      const description = `${thing(category)}, found near ${pick(PLACES)}`;
      // Most items found long ago went back to their owners; a third stay on the register.
      const returned = DECADE_END - found > 60 * DAY && rnd() < 0.67 ? 1 : 0;
      return {
        category,
        description_en: description.charAt(0).toUpperCase() + description.slice(1),
        description_mr: null,
        station_id: pick(stations),
        found_on: iso(found).slice(0, 10),
        held_until: iso(found + 90 * DAY).slice(0, 10),
        returned,
        returned_at: returned ? iso(found + Math.floor(rnd() * 30 * DAY)) : null,
        created_at: iso(found),
        updated_at: iso(found),
      };
    },
    (trx, rows) => trx.insertInto("found_property").values(rows).execute(),
  );
}

async function seedAudit(db: Db, count: number, actors: number[]) {
  const start = DECADE_END - YEARS * 365 * DAY;
  await inBatches(
    db,
    count,
    "audit entries",
    (n) => {
      const at = start + Math.floor(((n - 0.5) / count) * (DECADE_END - start));
      const action = rnd() < 0.5 ? "sign_in" : pick(AUDIT_ACTIONS);
      return {
        at: iso(at),
        actor_id: rnd() < 0.05 ? null : pick(actors),
        action,
        target_type: null,
        target_id: null,
        details: null,
        ip: "192.0.2.1",
      };
    },
    (trx, rows) => trx.insertInto("audit_log").values(rows).execute(),
  );
}

async function seedArticles(db: Db, count: number) {
  const start = DECADE_END - YEARS * 365 * DAY;
  await inBatches(
    db,
    count,
    "articles",
    (n) => {
      const at = iso(start + Math.floor(((n - 0.5) / count) * (DECADE_END - start)));
      return {
        kind: rnd() < 0.8 ? "news" : "goodwork",
        title_en: `Sample news ${n}: railway police return a ${thing(pick(CATEGORIES))}`,
        title_mr: null,
        summary_en: `Sample article ${n} of the decade's data, for measuring.`,
        summary_mr: null,
        description_en: `<p>Sample article ${n}. Railway police at ${pick(PLACES)} helped a commuter.</p>`,
        description_mr: null,
        file: null,
        published: 1,
        created_at: at,
        updated_at: at,
      } as const;
    },
    (trx, rows) => trx.insertInto("articles").values(rows).execute(),
  );
}

async function main() {
  const options = decadeOptions(process.argv.slice(2));
  const { db, engine } = await openDecadeDatabase(options);
  try {
    const storageDir = path.join(options.dataDir, "storage");
    mkdirSync(storageDir, { recursive: true });
    await loadDemoContentIfEmpty(db, createLocalFileStorage(storageDir));
    const existing = await db
      .selectFrom("citizen_reports")
      .select("id")
      .where("submission_key", "=", "decade-1")
      .executeTakeFirst();
    if (existing) throw new Error("this database already holds the decade's data: seed an empty one");
    if (engine === "sqlite") await sql`pragma synchronous = normal`.execute(db);

    const stations = (
      await db.selectFrom("police_stations").select("id").where("type", "=", "PS").orderBy("id").execute()
    ).map((row) => row.id);
    const actors: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const user = await db
        .insertInto("staff_users")
        .values({
          email: `sample.officer.${i}@example.org`,
          display_name: `Sample Officer ${i}`,
          role: i <= 3 ? "admin" : i <= 8 ? "editor" : "desk",
          station_id: i > 8 ? stations[i % stations.length]! : null,
          // Not a password hash: no one can sign in as a sample officer.
          password_hash: "sample-officer-no-sign-in",
          disabled: 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      actors.push(user.id);
    }

    const scaled = (n: number) => Math.max(1, Math.round(n * options.scale));
    console.log(
      `Seeding ${engine}${options.schema ? ` (schema ${options.schema})` : ""} at scale ${options.scale}: ` +
        `${stations.length} police stations, ${actors.length} sample officers.`,
    );
    await seedReports(db, scaled(DECADE.reports), stations);
    await seedFoundItems(db, scaled(DECADE.foundItems), stations);
    await seedAudit(db, scaled(DECADE.auditEntries), actors);
    await seedArticles(db, scaled(DECADE.articles));
    // A database that grew over ten years has been vacuumed by PostgreSQL's autovacuum many times;
    // one loaded a minute ago has not, and its index-only scans would still read the table. Both
    // engines get the planner's statistics.
    console.log(
      engine === "postgres" ? "Vacuuming and updating the planner's statistics…" : "Updating the planner's statistics…",
    );
    await sql`${sql.raw(engine === "postgres" ? "vacuum analyze" : "analyze")}`.execute(db);
  } finally {
    await db.destroy();
  }
}

await main();
