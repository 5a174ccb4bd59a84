/**
 * Unclaimed found property leaves the public after its holding period: the register, its
 * search, the site search and the lost form's "this is mine" stop showing an item whose
 * holding period (FOUND_PROPERTY_HOLDING_DAYS, here 30, or its "held until" day) has ended,
 * unless its owner is on the way to collect it; the desk's register keeps it, marked disposed,
 * in both languages, and the desk can record a disposal, which takes an item off at once.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { itemNumber } from "~/.server/found-property/identifiers";
import { addDays } from "~/.server/found-property/holding";
import { indiaDay } from "~/lib/india-time";
import enCitizen from "~/locales/en/citizen";
import { Visitor } from "../support/http-client";
import { TestClock, useTestServer } from "../support/test-server";
import { auditRows, createStaff, location, post, signIn, textOf } from "./admin-support";
import { CITIZEN_ENV, htmlText } from "./citizen-support";

const clock = new TestClock();
const server = useTestServer({ ...CITIZEN_ENV, FOUND_PROPERTY_HOLDING_DAYS: "30" }, { clock });
let desk: Visitor;
let anonymous: Visitor;
const today = () => indiaDay(clock.now());

/** A held item with a word of its own in its description, found `daysAgo` days ago (at CSMT unless said). */
async function item(word: string, daysAgo: number, heldUntil: string | null = null, stationId = 10) {
  const now = new Date().toISOString();
  const row = await server.services.db
    .insertInto("found_property")
    .values({
      category: "bag",
      description_en: `Test ${word} bag`,
      description_mr: null,
      station_id: stationId,
      found_on: addDays(today(), -daysAgo),
      held_until: heldUntil,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A confirmed lost report of a bag, as the desk would match to an item. */
async function lostReport(key: string) {
  const now = new Date().toISOString();
  return server.services.db
    .insertInto("citizen_reports")
    .values({
      kind: "lost_found",
      submission_key: key,
      owner_key: key,
      reference: null,
      status: "under_review",
      name: "Sample Citizen",
      mobile_number: "0000000001",
      message: "Lost a bag",
      lf_type: "lost",
      category: "bag",
      created_at: now,
      updated_at: now,
      confirmed_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

const register = async (query: string) => htmlText(await (await anonymous.get(`/found-property?${query}`)).text());
const siteSearch = async (word: string) => htmlText(await (await anonymous.get(`/search?q=${word}`)).text());
/** Whether "this is mine" for the item still fills in the lost form. */
const prefills = async (id: number) =>
  htmlText(await (await anonymous.get(`/lost-and-found?item=${itemNumber(id)}`)).text()).includes(
    enCitizen.lost_found.item_prefill.replace("{{number}}", itemNumber(id)),
  );

/** Everything the public reads of an item, each a yes or no. */
async function publicSees(word: string, id: number) {
  return {
    register: (await register("station=10")).includes(`Test ${word} bag`),
    registerSearch: (await register(`q=${word}`)).includes(`Test ${word} bag`),
    siteSearch: (await siteSearch(word)).includes(`Test ${word} bag`),
    prefill: await prefills(id),
  };
}
const everywhere = { register: true, registerSearch: true, siteSearch: true, prefill: true };
const nowhere = { register: false, registerSearch: false, siteSearch: false, prefill: false };

beforeAll(async () => {
  await createStaff(server, { email: "dispose.desk@example.org", role: "desk", stationId: 10 });
  anonymous = new Visitor(server.url);
});

describe("the holding period", () => {
  test("an item is public through the last day of its holding period, and not after", async () => {
    const last = await item("quillomb", 30);
    const over = await item("vextrane", 31);
    expect(await publicSees("quillomb", last)).toEqual(everywhere);
    expect(await publicSees("vextrane", over)).toEqual(nowhere);
  });

  test("an item's own held-until day decides when it has one", async () => {
    const kept = await item("brannock", 60, addDays(today(), 0));
    const ended = await item("dulcimok", 2, addDays(today(), -1));
    expect(await publicSees("brannock", kept)).toEqual(everywhere);
    expect(await publicSees("dulcimok", ended)).toEqual(nowhere);
  });

  test("an item leaves the public register when the days pass, with no one doing anything", async () => {
    const id = await item("marvelth", 29);
    expect(await publicSees("marvelth", id)).toEqual(everywhere);
    clock.advance(2 * 24 * 60 * 60 * 1000);
    expect(await publicSees("marvelth", id)).toEqual(nowhere);
  });

  test("an item whose owner is on the way to collect it stays listed past its holding period", async () => {
    const id = await item("claymorth", 40);
    const report = await lostReport("claim-1");
    await server.services.db
      .insertInto("found_property_claims")
      .values({ item_id: id, report_id: report.id, status: "in_progress" })
      .execute();
    const seen = await publicSees("claymorth", id);
    expect(seen.register).toBe(true);
    expect(seen.registerSearch).toBe(true);
    expect(seen.siteSearch).toBe(true);
  });
});

describe("the desk's register", () => {
  // Signed in here: the holding tests above move the clock past a session's life.
  beforeAll(async () => {
    desk = await signIn(server, "dispose.desk@example.org");
  });

  test("keeps an item whose holding period is over, marked disposed, in English and Marathi", async () => {
    const id = await item("sprocklin", 45);
    const html = await (await desk.get("/admin/found-property")).text();
    const english = textOf(html);
    expect(english).toContain("Test sprocklin bag");
    expect(english).toMatch(/Test sprocklin bag.*Disposed of: the holding period ended on/);
    expect(html).toContain(`aria-label="Record the disposal of item ${id}"`);

    const marathi = new Visitor(server.url);
    marathi.cookies.set("locale", "mr");
    await signIn(server, "dispose.desk@example.org", undefined, marathi);
    await post(marathi, "/locale/mr", { redirectTo: "/admin/found-property" });
    const mr = textOf(await (await marathi.get("/admin/found-property")).text());
    expect(mr).toMatch(/Test sprocklin bag.*विल्हेवाट: ठेवण्याची मुदत/);
  });

  test("records a disposal: the item leaves the public at once, the desk sees when, and it is audited", async () => {
    const id = await item("gorrimble", 3);
    expect(await publicSees("gorrimble", id)).toEqual(everywhere);
    const response = await post(desk, "/admin/found-property", { intent: "dispose", id: String(id) });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin/found-property?done=disposed");
    const page = textOf(await (await desk.get(location(response))).text());
    expect(page).toContain("The disposal has been recorded");
    expect(page).toMatch(/Test gorrimble bag.*Disposed of on/);
    expect(await publicSees("gorrimble", id)).toEqual(nowhere);
    const audit = await auditRows(server, "found_property_disposed");
    expect(audit.map((row) => Number(row.target_id))).toContain(id);
    // An item disposed of can no longer be matched to an owner.
    const report = await lostReport("claim-2");
    const match = await post(desk, `/admin/found-property/${id}`, {
      intent: "confirm_match",
      report_id: String(report.id),
    });
    expect(match.status).toBe(404);
    // Recording it twice (a double click) is the same as once.
    expect((await post(desk, "/admin/found-property", { intent: "dispose", id: String(id) })).status).toBe(302);
    expect(
      (await auditRows(server, "found_property_disposed")).filter((row) => Number(row.target_id) === id),
    ).toHaveLength(1);
  });

  test("a desk officer limited to one station cannot dispose of another station's item", async () => {
    const other = await item("elsewhere", 1, null, 11);
    const response = await post(desk, "/admin/found-property", { intent: "dispose", id: String(other) });
    expect(response.status).toBe(404);
    const row = await server.services.db
      .selectFrom("found_property")
      .select("disposed_at")
      .where("id", "=", other)
      .executeTakeFirstOrThrow();
    expect(row.disposed_at).toBeNull();
  });
});
