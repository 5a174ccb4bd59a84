/**
 * The station scope as a whole, through every service that applies it, on a real database (SQLite,
 * or PostgreSQL with TEST_DATABASE_URL): a desk officer limited to CSMT (10) finds Dadar's (11)
 * reports, photos and found items nowhere - not in a list, an export, a count, a page, or as the
 * target of a change - while their own station's are all there. Each service is also called with
 * every station's scope, so a filter that hid everything would fail here too.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createLogger } from "../logger";
import type { Db } from "../db/connection";
import type { FileStorage } from "../storage/file-storage";
import { claimedItemOfReport, claimOf, confirmClaim, handOver } from "../found-property/claims";
import { deleteFoundItem, findFoundItem, updateFoundItem } from "../found-property/edit";
import { proposeItemsForReport, proposeReportsForItem } from "../found-property/match-proposals";
import { checkItem, listRegister, markEnded, registerStations } from "../found-property/register";
import { deskWork } from "../reports/desk/desk-work";
import { recordFirNumber } from "../reports/desk/fir-number";
import { exportReportsCsv } from "../reports/desk/report-export";
import { changeReportStatus, exportReports, getReport, listReports } from "../reports/desk/report-inbox";
import { transferReport } from "../reports/desk/report-transfer";
import { reportPhotoData } from "../reports/photos";
import { EVERY_STATION, type StationScope } from "./station-scope";

const OWN = 10;
const OTHER = 11;
const CSMT_DESK: StationScope = { stationId: OWN };
const ORIGIN = { ip: "192.0.2.1", userAgent: "test" };
const TODAY = "2026-11-21";
const clock = { now: () => new Date(`${TODAY}T06:00:00.000Z`) };
/** Nothing here stores a file: an edit without a photo never reaches the storage. */
const noStorage = {} as FileStorage;
const sent: string[] = [];
const sms = { send: async (message: { to: string }) => void sent.push(message.to) };

let database: TestDatabase;
let db: Db;
let actor: { id: number };
const ids = {} as Record<
  "ownReport" | "otherReport" | "ownLost" | "otherLost" | "ownFir" | "otherFir" | "ownItem" | "otherItem",
  number
> & { ownPhoto: number; otherPhoto: number };

async function report(station: number | null, n: number, fields: Record<string, unknown> = {}) {
  const row = await db
    .insertInto("citizen_reports")
    .values({
      kind: "complaint",
      status: "received",
      submission_key: `scope-${n}`,
      owner_key: `scope-${n}`,
      reference: `MRP-C-2026-${String(n).padStart(6, "0")}`,
      name: `Sample Citizen ${n}`,
      mobile_number: `90000000${String(n).padStart(2, "0")}`,
      message: `Sample report ${n}`,
      station_id: station,
      confirmed_at: `2026-11-${String(n).padStart(2, "0")}T06:00:00.000Z`,
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function item(station: number, description: string) {
  const row = await db
    .insertInto("found_property")
    .values({ category: "bag", description_en: description, station_id: station, found_on: "2026-11-19" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function photo(reportId: number) {
  const row = await db
    .insertInto("citizen_report_photos")
    .values({ report_id: reportId, position: 1, data: Buffer.from([0xff, 0xd8, 0xff]), width: 1, height: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function firRequest(reportId: number) {
  // The columns an FIR request must have; the rest may stay empty.
  await db
    .insertInto("fir_requests")
    .values({
      report_id: reportId,
      offence: "theft",
      place_type: "station",
      property: "[]",
      parentage_name: "Sample Parent",
      date_of_birth: "1991-02-03",
      gender: "female",
      country: "India",
      address: "Sample address",
    })
    .execute();
}

const lost = (n: number) => ({
  kind: "lost_found" as const,
  lf_type: "lost" as const,
  category: "bag" as const,
  incident_date: "2026-11-18",
  message: `Blue bag with school books ${n}`,
});

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db
    .insertInto("police_stations")
    .values([
      { id: OWN, name_en: "CSMT", type: "PS" },
      { id: OTHER, name_en: "Dadar", type: "PS" },
    ])
    .execute();
  actor = await db
    .insertInto("staff_users")
    .values({ email: "desk@example.org", display_name: "Desk", role: "desk", station_id: OWN, password_hash: "x" })
    .returning("id")
    .executeTakeFirstOrThrow();
  ids.ownReport = await report(OWN, 1);
  ids.otherReport = await report(OTHER, 2);
  await report(null, 3); // to be assigned: no station has it yet
  ids.ownLost = await report(OWN, 4, lost(4));
  ids.otherLost = await report(OTHER, 5, lost(5));
  ids.ownFir = await report(OWN, 6, { kind: "fir" });
  ids.otherFir = await report(OTHER, 7, { kind: "fir" });
  await firRequest(ids.ownFir);
  await firRequest(ids.otherFir);
  ids.ownPhoto = await photo(ids.ownReport);
  ids.otherPhoto = await photo(ids.otherReport);
  ids.ownItem = await item(OWN, "Blue bag with school books, held at CSMT");
  ids.otherItem = await item(OTHER, "Blue bag with school books, held at Dadar");
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const inboxDeps = () => ({
  db,
  clock,
  sms,
  logger: createLogger("silent"),
  statusLink: () => "https://example.org/status",
});

describe("reads: a limited desk officer finds only their own station's", () => {
  test("reports: list, page, export and CSV", async () => {
    const listed = await listReports(db, {}, CSMT_DESK, 1, "en");
    expect(listed.data.map((row) => row.id).sort()).toEqual([ids.ownReport, ids.ownLost, ids.ownFir].sort());
    expect((await listReports(db, {}, EVERY_STATION, 1, "en")).data).toHaveLength(7);
    // A filter for another station widens nothing.
    expect((await listReports(db, { station: OTHER }, CSMT_DESK, 1, "en")).data).toEqual([]);

    expect(await getReport(db, ids.otherReport, CSMT_DESK, "en")).toBeUndefined();
    expect((await getReport(db, ids.ownReport, CSMT_DESK, "en"))?.id).toBe(ids.ownReport);
    expect((await getReport(db, ids.otherReport, EVERY_STATION, "en"))?.id).toBe(ids.otherReport);

    const exported = await exportReports(db, {}, CSMT_DESK);
    expect(exported.map((row) => row.mobile_number).sort()).toEqual(["9000000001", "9000000004", "9000000006"]);
    const { csv, rows } = await exportReportsCsv({ db, clock }, actor, ORIGIN, CSMT_DESK, {}, "en");
    expect(rows).toBe(3);
    expect(csv).not.toContain("Sample Citizen 2");
    expect(csv).toContain("Sample Citizen 1");
  });

  test("photos: another station's report's photo does not exist", async () => {
    expect(await reportPhotoData(db, CSMT_DESK, ids.otherReport, ids.otherPhoto)).toBeUndefined();
    expect((await reportPhotoData(db, CSMT_DESK, ids.ownReport, ids.ownPhoto))?.data).toBeInstanceOf(Buffer);
    expect((await reportPhotoData(db, EVERY_STATION, ids.otherReport, ids.otherPhoto))?.data).toBeInstanceOf(Buffer);
    // A photo is found only with its own report.
    expect(await reportPhotoData(db, CSMT_DESK, ids.ownReport, ids.otherPhoto)).toBeUndefined();
  });

  test("desk work counts: own station only, and no 'to be assigned' queue", async () => {
    const mine = await deskWork(db, CSMT_DESK);
    expect(mine.newCount).toBe(3);
    expect(mine.toBeAssigned).toBeNull();
    const all = await deskWork(db, EVERY_STATION);
    expect(all.newCount).toBe(7);
    expect(all.toBeAssigned?.count).toBe(1);
  });

  test("found items: register, item page and station choices", async () => {
    const holding = { today: "2026-11-28", days: 3650 };
    const register = await listRegister(db, CSMT_DESK, 1, "en", holding);
    expect(register.data.map((row) => row.id)).toEqual([ids.ownItem]);
    expect((await listRegister(db, EVERY_STATION, 1, "en", holding)).data).toHaveLength(2);
    expect(await findFoundItem(db, CSMT_DESK, ids.otherItem)).toBeUndefined();
    expect((await findFoundItem(db, CSMT_DESK, ids.ownItem))?.id).toBe(ids.ownItem);
    const choices = await registerStations(db, CSMT_DESK, "en");
    expect(choices.stations.map((station) => station.id)).toEqual([OWN]);
    expect(choices.limitedTo?.id).toBe(OWN);
  });

  test("match proposals come from every station, linked only inside the scope", async () => {
    const items = await proposeItemsForReport(db, CSMT_DESK, ids.ownLost, "en");
    expect(Object.fromEntries(items.map((proposal) => [proposal.id, proposal.linked]))).toEqual({
      [ids.ownItem]: true,
      [ids.otherItem]: false,
    });
    const reports = await proposeReportsForItem(db, CSMT_DESK, ids.ownItem, "en");
    expect(Object.fromEntries(reports.map((proposal) => [proposal.id, proposal.linked]))).toEqual({
      [ids.ownLost]: true,
      [ids.otherLost]: false,
    });
    // Another station's report or item is not a page to propose on.
    expect(await proposeItemsForReport(db, CSMT_DESK, ids.otherLost, "en")).toEqual([]);
    expect(await proposeReportsForItem(db, CSMT_DESK, ids.otherItem, "en")).toEqual([]);
  });
});

describe("changes: another station's records are not found, and nothing is written", () => {
  test("reports: status, FIR number and transfer", async () => {
    const change = { status: "under_review" as const, internal_note: "", public_remark: "" };
    expect(await changeReportStatus(inboxDeps(), actor, ORIGIN, CSMT_DESK, ids.otherReport, change)).toEqual({
      ok: false,
      problem: "not_found",
    });
    expect(await recordFirNumber(inboxDeps(), actor, ORIGIN, CSMT_DESK, ids.otherFir, "DADAR/1/2026")).toEqual({
      ok: false,
      problem: "not_found",
    });
    const transfer = { to_station_id: OWN, reason: "Sample reason" };
    expect(await transferReport(inboxDeps(), actor, ORIGIN, CSMT_DESK, ids.otherReport, transfer)).toEqual({
      ok: false,
      problem: "not_found",
    });
    const other = await db
      .selectFrom("citizen_reports")
      .selectAll()
      .where("id", "=", ids.otherReport)
      .executeTakeFirst();
    expect(other).toMatchObject({ status: "received", station_id: OTHER });
    const fir = await db
      .selectFrom("citizen_reports")
      .select("fir_number")
      .where("id", "=", ids.otherFir)
      .executeTakeFirst();
    expect(fir?.fir_number).toBeNull();

    expect(await changeReportStatus(inboxDeps(), actor, ORIGIN, CSMT_DESK, ids.ownReport, change)).toEqual({
      ok: true,
      smsFailed: false,
    });
  });

  test("found items: return, edit, delete, and adding one at another station", async () => {
    expect(await markEnded({ db, clock }, actor, ORIGIN, CSMT_DESK, ids.otherItem, "returned")).toEqual({
      ok: false,
      problem: "not_found",
    });
    const input = {
      category: "bag" as const,
      description_en: "Moved",
      description_mr: "",
      description_hi: "",
      station_id: OWN,
      found_on: "2026-11-19",
      held_until: "",
      imei: null,
    };
    const edit = { input, photo: null, removePhoto: false };
    expect(
      await updateFoundItem({ db, clock, storage: noStorage }, actor, ORIGIN, CSMT_DESK, ids.otherItem, edit, TODAY),
    ).toEqual({ ok: false, problem: "not_found" });
    expect(await deleteFoundItem({ db, clock, storage: noStorage }, actor, ORIGIN, CSMT_DESK, ids.otherItem)).toBe(
      false,
    );
    expect(await checkItem(db, CSMT_DESK, { ...input, station_id: OTHER }, TODAY)).toMatchObject({
      field: "station_id",
      problem: "station_not_allowed",
    });
    expect(await checkItem(db, CSMT_DESK, input, TODAY)).toBeNull();
    const other = await db.selectFrom("found_property").selectAll().where("id", "=", ids.otherItem).executeTakeFirst();
    expect(other).toMatchObject({
      returned: 0,
      station_id: OTHER,
      description_en: "Blue bag with school books, held at Dadar",
    });
  });

  test("claims: another station's item is neither confirmed nor handed over; names but no links across", async () => {
    const deps = { db, clock, sms };
    expect(await confirmClaim(deps, actor, ORIGIN, CSMT_DESK, ids.otherItem, ids.ownLost)).toEqual({
      ok: false,
      problem: "not_found",
    });
    // The owner's report may be at any station: the desk that holds the item confirms it.
    expect(await confirmClaim(deps, actor, ORIGIN, CSMT_DESK, ids.ownItem, ids.otherLost)).toEqual({
      ok: true,
      smsFailed: false,
    });
    expect((await claimOf(db, CSMT_DESK, ids.ownItem))?.reportLinked).toBe(false);
    expect((await claimOf(db, EVERY_STATION, ids.ownItem))?.reportLinked).toBe(true);
    expect(await claimedItemOfReport(db, { stationId: OTHER }, ids.otherLost)).toMatchObject({
      id: ids.ownItem,
      linked: false,
    });

    const proof = { collected_by: "Sample Owner", proof_type: "aadhaar" as const, proof_last4: "1234" };
    expect(await handOver(deps, actor, ORIGIN, { stationId: OTHER }, ids.ownItem, proof)).toEqual({
      ok: false,
      problem: "not_found",
    });
    expect(await handOver(deps, actor, ORIGIN, CSMT_DESK, ids.ownItem, proof)).toEqual({ ok: true });
  });
});
