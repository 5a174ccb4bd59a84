/**
 * A found phone's IMEI in the register's own field: checked as the lost form checks it (15 digits
 * with a good check digit, Devanagari digits taken), matched against lost reports' IMEIs before
 * anything else, seen whole by staff only, and masked wherever the public reads the item: the
 * register's page and the site search, which never find it by the number. Over HTTP as staff and
 * the public use it.
 */
import { beforeAll, describe, expect, test } from "vitest";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { createStaff, expectRefused, location, signIn, textOf } from "./admin-support";
import { CITIZEN_ENV, freshMobile, htmlText, insertLostPhoneReport } from "./citizen-support";
import { postMultipart } from "./content-uploads";

const IMEI = "356938035643809";
const IMEI_MR = "३५६९३८०३५६४३८०९";
/** One digit off: the check digit gives it away. */
const BAD_CHECK_DIGIT = "356938035643808";
const MASKED = "•••••••••••3809";
const DESCRIPTION = "Sample grey Quorvo phone with a green cover";

let admin: Visitor;
let adminMr: Visitor;
let anonymous: Visitor;

const server = useTestServer(CITIZEN_ENV);
beforeAll(async () => {
  await createStaff(server, { email: "imei.admin@example.org", role: "admin" });
  admin = await signIn(server, "imei.admin@example.org");
  adminMr = await signIn(server, "imei.admin@example.org");
  adminMr.cookies.set("lang", "mr");
  anonymous = new Visitor(server.url);
});

function addItem(visitor: Visitor, imei: string, description = DESCRIPTION) {
  return postMultipart(visitor, "/admin/found-property", {
    intent: "add",
    category: "mobile_phone",
    description_en: description,
    station_id: "10",
    found_on: "2026-11-20",
    imei,
  });
}

const itemsDescribed = (description: string) =>
  server.services.db.selectFrom("found_property").selectAll().where("description_en", "=", description).execute();

describe("the register's IMEI field", () => {
  test("a wrong check digit is refused with the lost form's message, in English and Marathi", async () => {
    const description = "Sample phone with a wrong IMEI";
    const english = await addItem(admin, BAD_CHECK_DIGIT, description);
    await expectRefused(english, [enCitizen.validation.imei_check_digit]);
    const marathi = await addItem(adminMr, BAD_CHECK_DIGIT, description);
    await expectRefused(marathi, [mrCitizen.validation.imei_check_digit]);
    const short = await addItem(admin, "35693803564380", description);
    await expectRefused(short, [enCitizen.validation.imei_invalid]);
    expect(await itemsDescribed(description)).toEqual([]);
  });

  test("an IMEI in Devanagari digits, grouped as on a box, is kept as its 15 digits; a blank one as none", async () => {
    const response = await addItem(admin, "३५-६९३८०३-५६४३८०-९", "Sample phone, IMEI typed in Marathi");
    expect(response.status).toBe(302);
    const [row] = await itemsDescribed("Sample phone, IMEI typed in Marathi");
    expect(row?.imei).toBe(IMEI);
    expect((await addItem(admin, "", "Sample phone without an IMEI")).status).toBe(302);
    expect((await itemsDescribed("Sample phone without an IMEI"))[0]?.imei).toBeNull();
  });
});

describe("an item with an IMEI", () => {
  let itemId: number;
  let owner: { id: number; reference: string | null };
  let lookalike: { id: number; reference: string | null };

  function lostReport(message: string, imei: string | null) {
    return insertLostPhoneReport(
      server,
      { tag: "imei", referenceDigit: 8 },
      { message, mobile_number: freshMobile(), incident_date: "2026-11-19", imei },
    );
  }

  beforeAll(async () => {
    // The owner wrote little; someone else described a phone much like it, with another IMEI.
    owner = await lostReport("Phone lost on the train", IMEI);
    lookalike = await lostReport(DESCRIPTION, "490154203237518");
    const response = await addItem(admin, IMEI_MR);
    expect(location(response)).toMatch(/^\/admin\/found-property/);
    itemId = (await itemsDescribed(DESCRIPTION))[0]!.id;
  });

  test("the lost report with the same IMEI is proposed first, both ways, with the IMEI as the reason", async () => {
    const itemPage = textOf(await (await admin.get(`/admin/found-property/${itemId}`)).text());
    expect(itemPage.indexOf(owner.reference!)).toBeGreaterThan(0);
    expect(itemPage.indexOf(owner.reference!)).toBeLessThan(itemPage.indexOf(lookalike.reference!));
    expect(itemPage).toContain(`Same IMEI: ${IMEI}`);

    const reportPage = textOf(await (await admin.get(`/admin/reports/${owner.id}`)).text());
    expect(reportPage).toContain(`FP-${String(itemId).padStart(6, "0")}`);
    expect(reportPage).toContain(`Same IMEI: ${IMEI}`);
  });

  test("staff see it whole; the public register and the site search show it masked and never find it by it", async () => {
    expect(await (await admin.get(`/admin/found-property/${itemId}`)).text()).toContain(`value="${IMEI}"`);

    const register = htmlText(await (await anonymous.get("/found-property?station=10&category=mobile_phone")).text());
    expect(register).toContain(MASKED);
    expect(register).not.toContain(IMEI);
    expect(register).not.toContain(IMEI.slice(0, 11));

    const search = await (await anonymous.get("/search?q=quorvo")).text();
    const results = (/<ol class="search-results"[^>]*>([\s\S]*?)<\/ol>/.exec(search)?.[1] ?? "").replace(
      /<[^>]+>/g,
      "",
    );
    expect(results).toContain(MASKED);
    expect(results).not.toContain(IMEI);
    const byNumber = await (await anonymous.get(`/search?q=${IMEI}`)).text();
    expect(byNumber).not.toContain(MASKED);
  });
});
