/**
 * Found property that finds its owner, over HTTP as staff use it: a register item's
 * page proposes the lost reports that may be its owner's, with the reasons; confirming one is
 * audited, texts the owner in their language (the station and what to bring) and shows "claim in
 * progress"; the hand-over records who collected it and the last four characters of the proof
 * seen, and closes the item and the report.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { useTestServer } from "../support/test-server";
import { auditRows, createStaff, details, location, post, signIn, textOf } from "./admin-support";
import { Visitor } from "../support/http-client";
import { CITIZEN_ENV, freshMobile, insertLostPhoneReport, messagesTo } from "./citizen-support";

let admin: Visitor;
let deskThane: Visitor;

const IMEI = "356938035643809";

function lostReport(message: string, mobile: string, fields: { locale?: "en" | "mr"; station_id?: number } = {}) {
  return insertLostPhoneReport(
    server,
    { tag: "match", referenceDigit: 9 },
    { message, mobile_number: mobile, incident_date: "2026-11-18", locale: "en", ...fields },
  );
}

async function item(description: string) {
  return server.services.db
    .insertInto("found_property")
    .values({ category: "mobile_phone", description_en: description, station_id: 11, found_on: "2026-11-20" })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** A station's Marathi name, as the owner's SMS names it. */
async function stationNameMr(id: number) {
  const station = await server.services.db
    .selectFrom("police_stations")
    .select("name_mr")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return station.name_mr;
}

const server = useTestServer(CITIZEN_ENV);
beforeAll(async () => {
  await createStaff(server, { email: "match.admin@example.org", role: "admin" });
  await createStaff(server, { email: "match.thane@example.org", role: "desk", stationId: 13 });
  admin = await signIn(server, "match.admin@example.org");
  deskThane = await signIn(server, "match.thane@example.org");
});

describe("matching a register item to its owner", () => {
  test("the item page proposes the owner's report first, with its reasons, and confirming texts the owner", async () => {
    const mobile = freshMobile();
    const owner = await lostReport(`माझा सॅमसंग फोन हरवला. आयएमईआय ${IMEI}`, mobile, { locale: "mr" });
    const other = await lostReport("Black Samsung phone with a blue cover", freshMobile());
    const found = await item(`Black Samsung phone with a blue cover, IMEI ${IMEI}`);

    const page = textOf(await (await admin.get(`/admin/found-property/${found.id}`)).text());
    expect(page).toContain("Lost reports that may be its owner's");
    expect(page.indexOf(owner.reference!)).toBeGreaterThan(0);
    expect(page.indexOf(owner.reference!)).toBeLessThan(page.indexOf(other.reference!));
    expect(page).toContain(`Same IMEI: ${IMEI}`);
    expect(page).toContain("Same station");

    const response = await post(admin, `/admin/found-property/${found.id}`, {
      intent: "confirm_match",
      report_id: String(owner.id),
    });
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/admin/found-property/${found.id}?done=confirmed`);

    const sms = messagesTo(server, mobile).filter((line) => line.template === "claim");
    expect(sms).toHaveLength(1);
    // The station's full name, once: not "… लोहमार्ग पोलीस ठाणे लोहमार्ग पोलीस ठाण्यात".
    expect(sms[0]!.text).toContain(`${await stationNameMr(11)} येथे`);
    expect(sms[0]!.text.match(/लोहमार्ग पोलीस ठाण/g)).toHaveLength(1);
    expect(sms[0]!.text).toContain(`FP-${String(found.id).padStart(6, "0")}`);
    expect(sms[0]!.text).toContain("मूळ फोटो ओळखपत्र");

    const after = textOf(await (await admin.get(location(response))).text());
    expect(after).toContain("Claim in progress");
    expect(after).toContain("The owner has been sent an SMS.");
    const audit = (await auditRows(server, "found_property_claim_confirmed")).filter(
      (row) => row.target_id === String(found.id),
    );
    expect(audit.map(details)).toEqual([{ reference: owner.reference }]);

    // One claim per item: a second confirmation is refused.
    const again = await post(admin, `/admin/found-property/${found.id}`, {
      intent: "confirm_match",
      report_id: String(other.id),
    });
    expect(again.status).toBe(409);
  });

  test("the hand-over keeps only the last four characters of the proof and closes the item and the report", async () => {
    const owner = await lostReport("Grey Redmi phone with a cracked screen", freshMobile());
    const found = await item("Grey Redmi phone, cracked screen");
    await post(admin, `/admin/found-property/${found.id}`, { intent: "confirm_match", report_id: String(owner.id) });

    const refused = await post(admin, `/admin/found-property/${found.id}`, {
      intent: "hand_over",
      collected_by: "Sample Citizen",
      proof_type: "aadhaar",
      proof_last4: "1234 5678 9012",
    });
    expect(refused.status).toBe(422);
    expect(textOf(await refused.text())).toContain("Enter the last four letters or digits of the document's number");

    const response = await post(admin, `/admin/found-property/${found.id}`, {
      intent: "hand_over",
      collected_by: "Sample Citizen",
      proof_type: "aadhaar",
      proof_last4: "9012",
    });
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/admin/found-property/${found.id}?done=handed_over`);

    const db = server.services.db;
    const stored = await db
      .selectFrom("found_property")
      .selectAll()
      .where("id", "=", found.id)
      .executeTakeFirstOrThrow();
    expect(stored.returned).toBe(1);
    const report = await db
      .selectFrom("citizen_reports")
      .selectAll()
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe("closed");
    const claim = await db
      .selectFrom("found_property_claims")
      .selectAll()
      .where("item_id", "=", found.id)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ status: "handed_over", collected_by: "Sample Citizen", proof_last4: "9012" });

    const page = textOf(await (await admin.get(location(response))).text());
    expect(page).toContain("Handed over on");
    expect(page).toContain("who showed: Aadhaar card, ending 9012");
    const audit = (await auditRows(server, "found_property_handed_over")).filter(
      (row) => row.target_id === String(found.id),
    );
    expect(audit.map(details)).toEqual([{ reference: owner.reference, proof_type: "aadhaar" }]);
  });

  test("a desk officer limited to another station can neither see nor confirm the item", async () => {
    const owner = await lostReport("Blue Nokia phone", freshMobile());
    const found = await item("Blue Nokia phone");
    expect((await deskThane.get(`/admin/found-property/${found.id}`)).status).toBe(404);
    const response = await post(deskThane, `/admin/found-property/${found.id}`, {
      intent: "confirm_match",
      report_id: String(owner.id),
    });
    expect(response.status).toBe(404);
    const claims = await server.services.db
      .selectFrom("found_property_claims")
      .select("id")
      .where("item_id", "=", found.id)
      .execute();
    expect(claims).toEqual([]);
  });
});

describe("a phone lost on one station's beat and handed in at another", () => {
  // Issue 23's "done when": the owner reported it to Dadar's desk (11); it was handed in at Thane
  // (13). Thane's desk holds the item, so Thane's desk must be shown the Dadar report and confirm
  // it, without being able to open a report filed for another station.
  const IMEI_CROSS = "353918050512348";

  test("Thane's desk is proposed the Dadar report first, confirms it, and the owner is told to come to Thane", async () => {
    const mobile = freshMobile();
    const owner = await lostReport(`काळा विवो फोन, निळे कव्हर. आयएमईआय ${IMEI_CROSS}`, mobile, {
      locale: "mr",
      station_id: 11,
    });
    const lookalike = await lostReport("Black Vivo phone with a blue cover", freshMobile(), { station_id: 13 });
    const found = await server.services.db
      .insertInto("found_property")
      .values({
        category: "mobile_phone",
        description_en: `Black Vivo phone, blue cover, IMEI ${IMEI_CROSS}`,
        station_id: 13,
        found_on: "2026-11-20",
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const html = await (await deskThane.get(`/admin/found-property/${found.id}`)).text();
    const page = textOf(html);
    expect(page.indexOf(owner.reference!)).toBeGreaterThan(0);
    expect(page.indexOf(owner.reference!)).toBeLessThan(page.indexOf(lookalike.reference!));
    expect(page).toContain(`Same IMEI: ${IMEI_CROSS}`);
    // Named, not linked: the report's page (name, mobile number) belongs to Dadar's desk.
    expect(html).not.toContain(`href="/admin/reports/${owner.id}"`);
    expect(html).toContain(`href="/admin/reports/${lookalike.id}"`);
    expect(page).not.toContain(mobile);
    expect((await deskThane.get(`/admin/reports/${owner.id}`)).status).toBe(404);

    const response = await post(deskThane, `/admin/found-property/${found.id}`, {
      intent: "confirm_match",
      report_id: String(owner.id),
    });
    expect(response.status).toBe(302);
    const sms = messagesTo(server, mobile).filter((line) => line.template === "claim");
    expect(sms).toHaveLength(1);
    // The station's full name, once: not "… लोहमार्ग पोलीस ठाणे लोहमार्ग पोलीस ठाण्यात".
    expect(sms[0]!.text).toContain(`${await stationNameMr(13)} येथे`);
    expect(sms[0]!.text.match(/लोहमार्ग पोलीस ठाण/g)).toHaveLength(1);
    const after = textOf(await (await deskThane.get(location(response))).text());
    expect(after).toContain(`Claim in progress`);
    expect(after).toContain(`Report ${owner.reference}`);
    expect(after).not.toContain(`Open report ${owner.reference}`);

    // Dadar's desk sees on its report which item was matched, held at Thane: named, not linked.
    await createStaff(server, { email: "match.dadar@example.org", role: "desk", stationId: 11 });
    const deskDadar = await signIn(server, "match.dadar@example.org");
    const reportHtml = await (await deskDadar.get(`/admin/reports/${owner.id}`)).text();
    expect(textOf(reportHtml)).toContain(`Claim in progress Item FP-${String(found.id).padStart(6, "0")}`);
    expect(reportHtml).not.toContain(`href="/admin/found-property/${found.id}"`);
    expect((await deskDadar.get(`/admin/found-property/${found.id}`)).status).toBe(404);

    // The hand-over is Thane's, and closes Dadar's report.
    const handed = await post(deskThane, `/admin/found-property/${found.id}`, {
      intent: "hand_over",
      collected_by: "Sample Citizen",
      proof_type: "aadhaar",
      proof_last4: "4321",
    });
    expect(handed.status).toBe(302);
    const report = await server.services.db
      .selectFrom("citizen_reports")
      .select("status")
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe("closed");
  });
});

describe("a lost report's page", () => {
  test("proposes the register items in the desk's scope, with reasons and a link to each item's page", async () => {
    const imei = "490154203237518";
    const report = await lostReport(`Black Oppo phone, IMEI ${imei}`, freshMobile(), { station_id: 13 });
    const atThane = await server.services.db
      .insertInto("found_property")
      .values({
        category: "mobile_phone",
        description_en: `Black Oppo phone, IMEI ${imei}`,
        station_id: 13,
        found_on: "2026-11-19",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const elsewhere = await item("Black Oppo phone");
    const number = (id: number) => `FP-${String(id).padStart(6, "0")}`;

    const html = await (await admin.get(`/admin/reports/${report.id}`)).text();
    const page = textOf(html);
    expect(page).toContain("Register items that may be this property");
    expect(page.indexOf(number(atThane.id))).toBeGreaterThan(0);
    expect(page.indexOf(number(atThane.id))).toBeLessThan(page.indexOf(number(elsewhere.id)));
    expect(page).toContain(`Same IMEI: ${imei}`);
    expect(html).toContain(`href="/admin/found-property/${atThane.id}"`);

    // A desk limited to Thane sees every station's items, and may open only Thane's.
    const deskHtml = await (await deskThane.get(`/admin/reports/${report.id}?lang=mr`)).text();
    const desk = textOf(deskHtml);
    expect(desk).toContain("ही मालमत्ता असू शकतील अशा नोंदवहीतील वस्तू");
    expect(desk).toContain(`वस्तू ${number(atThane.id)} उघडा`);
    expect(desk).toContain(`वस्तू ${number(elsewhere.id)}`);
    expect(desk).not.toContain(`वस्तू ${number(elsewhere.id)} उघडा`);
    expect(deskHtml).toContain(`href="/admin/found-property/${atThane.id}"`);
    expect(deskHtml).not.toContain(`href="/admin/found-property/${elsewhere.id}"`);

    // Once matched, the report links to its item instead of proposing.
    await post(admin, `/admin/found-property/${atThane.id}`, { intent: "confirm_match", report_id: String(report.id) });
    const matched = textOf(await (await admin.get(`/admin/reports/${report.id}`)).text());
    expect(matched).toContain(`Claim in progress Open item ${number(atThane.id)}`);
    expect(matched).not.toContain("Register items that may be this property");
  });

  test("a found report's page proposes nothing", async () => {
    const report = await lostReport("Black Oppo phone", freshMobile());
    await server.services.db
      .updateTable("citizen_reports")
      .set({ lf_type: "found" })
      .where("id", "=", report.id)
      .execute();
    const page = textOf(await (await admin.get(`/admin/reports/${report.id}`)).text());
    expect(page).toContain(report.reference!);
    expect(page).not.toContain("Register items that may be this property");
  });
});

describe("the public register", () => {
  test("shows each item's number and a no-script link to report it lost, and never an IMEI in full", async () => {
    const found = await server.services.db
      .insertInto("found_property")
      .values({
        category: "mobile_phone",
        description_en: "Sample white Vivo phone, IMEI 867530912345678",
        station_id: 11,
        found_on: "2026-11-21",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const html = await (await new Visitor(server.url).get("/found-property?station=11&category=mobile_phone")).text();
    const number = `FP-${String(found.id).padStart(6, "0")}`;
    expect(textOf(html)).toContain(`Item ${number}`);
    expect(html).toContain(`href="/lost-and-found?item=${number}"`);
    expect(html).not.toContain("867530912345678");
    expect(html).toContain("•••••••••••5678");
  });
  test("its 'this is mine' link opens the lost form filled in for the item, in both languages", async () => {
    const found = await server.services.db
      .insertInto("found_property")
      .values({ category: "bag", description_en: "Sample red backpack", station_id: 11, found_on: "2026-11-21" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const number = `FP-${String(found.id).padStart(6, "0")}`;
    const filledIn = (html: string) => ({
      lost: /<input[^>]*value="lost"[^>]*checked|<input[^>]*checked[^>]*value="lost"/.test(html),
      category: /<option value="bag" selected/.test(html),
    });

    const english = await (await new Visitor(server.url).get(`/lost-and-found?item=${number}`)).text();
    expect(filledIn(english)).toEqual({ lost: true, category: true });
    expect(english).toMatch(new RegExp(`<textarea[^>]*>Item ${number} on the found property page is mine.</textarea>`));

    const marathi = await (
      await new Visitor(server.url, { cookie: "lang=mr" }).get(`/lost-and-found?item=${number}`)
    ).text();
    expect(filledIn(marathi)).toEqual({ lost: true, category: true });
    expect(marathi).toContain(`सापडलेल्या मालमत्तेच्या पानावरील वस्तू क्रमांक ${number} माझी आहे.`);

    // A returned item, an unknown one or any other text fills in nothing and is never echoed.
    await server.services.db.updateTable("found_property").set({ returned: 1 }).where("id", "=", found.id).execute();
    for (const query of [number, "FP-999999999", "<b>mine</b>"]) {
      const html = await (
        await new Visitor(server.url).get(`/lost-and-found?item=${encodeURIComponent(query)}`)
      ).text();
      expect(filledIn(html)).toEqual({ lost: false, category: false });
      expect(html).not.toContain("on the found property page is mine");
      expect(html).not.toContain("<b>mine</b>");
    }
  });
  test("keyword search finds English and Marathi descriptions, with the category filter, without script", async () => {
    const tag = `zq${Math.floor(Math.random() * 1e6)
      .toString(36)
      .replace(/\d/g, "x")}`;
    const db = server.services.db;
    const insert = (values: { category: "bag" | "wallet_purse"; description_en?: string; description_mr?: string }) =>
      db
        .insertInto("found_property")
        .values({ station_id: 11, found_on: "2026-11-22", ...values })
        .returning("id")
        .executeTakeFirstOrThrow();
    const red = await insert({ category: "bag", description_en: `Sample red ${tag} backpack` });
    const black = await insert({ category: "bag", description_en: `Sample black ${tag} backpack` });
    const wallet = await insert({ category: "wallet_purse", description_en: `Sample red ${tag} wallet` });
    const marathi = await insert({ category: "bag", description_mr: `नमुना लाल ${tag} पिशवी` });
    const number = (id: number) => `FP-${String(id).padStart(6, "0")}`;
    const listed = async (query: string, visitor = new Visitor(server.url)) => {
      const html = await (await visitor.get(`/found-property?${query}`)).text();
      return [red, black, wallet, marathi].filter((item) => html.includes(number(item.id))).map((item) => item.id);
    };

    expect(await listed(`q=${encodeURIComponent(`RED ${tag}`)}`)).toEqual([red.id, wallet.id]);
    expect(await listed(`q=${encodeURIComponent(`red ${tag}`)}&category=bag`)).toEqual([red.id]);
    // A Visitor's own cookies replace its default cookie header: a fresh one for each Marathi page.
    const mr = () => new Visitor(server.url, { cookie: "lang=mr" });
    expect(await listed(`q=${encodeURIComponent(`लाल ${tag}`)}`, mr())).toEqual([marathi.id]);
    expect(await listed(`q=${number(black.id)}`)).toEqual([black.id]);

    // The form keeps the words, in both languages.
    const page = await (await mr().get(`/found-property?q=${encodeURIComponent(`लाल ${tag}`)}`)).text();
    expect(page).toContain(`value="लाल ${tag}"`);
    expect(textOf(page)).toContain("वर्णनातील शब्द");
    expect((await new Visitor(server.url).get(`/found-property?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  test("a masked IMEI cannot be searched back digit by digit", async () => {
    const tag = `imei${Math.floor(Math.random() * 1e6)
      .toString(36)
      .replace(/\d/g, "y")}`;
    const found = await server.services.db
      .insertInto("found_property")
      .values({
        category: "mobile_phone",
        description_en: `Sample grey ${tag} phone, IMEI 353918057654321`,
        station_id: 11,
        found_on: "2026-11-22",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const number = `FP-${String(found.id).padStart(6, "0")}`;
    const finds = async (q: string) => {
      const html = await (await new Visitor(server.url).get(`/found-property?q=${encodeURIComponent(q)}`)).text();
      expect(html).not.toContain("353918057654321");
      return html.includes(number);
    };
    expect(await finds(`grey ${tag}`)).toBe(true);
    expect(await finds(`purple ${tag}`)).toBe(false);
    // Digits are left out of the search: right or wrong, they change nothing.
    expect(await finds(`${tag} 3539180`)).toBe(true);
    expect(await finds(`${tag} 9999999`)).toBe(true);
  });

  test("an item whose owner has been found says 'claim in progress', in both languages, and nothing about the owner", async () => {
    const owner = await lostReport("Sample brown leather wallet", freshMobile());
    await server.services.db
      .updateTable("citizen_reports")
      .set({ category: "wallet_purse" })
      .where("id", "=", owner.id)
      .execute();
    const found = await server.services.db
      .insertInto("found_property")
      .values({
        category: "wallet_purse",
        description_en: "Sample brown leather wallet",
        station_id: 11,
        found_on: "2026-11-20",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const number = `FP-${String(found.id).padStart(6, "0")}`;
    const card = async (visitor: Visitor) => {
      const html = await (await visitor.get(`/found-property?q=${number}`)).text();
      return textOf(html.slice(html.indexOf('<ul class="citizen-found-list"')));
    };
    expect(await card(new Visitor(server.url))).not.toContain("Claim in progress");

    const confirmed = await post(admin, `/admin/found-property/${found.id}`, {
      intent: "confirm_match",
      report_id: String(owner.id),
    });
    expect(confirmed.status).toBe(302);
    const english = await card(new Visitor(server.url));
    expect(english).toContain("Claim in progress: its owner has been found");
    expect(english).not.toContain("This is mine");
    expect(english).not.toContain("Sample Citizen");
    expect(english).not.toContain(owner.reference!);
    expect(await card(new Visitor(server.url, { cookie: "lang=mr" }))).toContain("दावा प्रक्रियेत: मालक सापडला आहे");
  });
});
