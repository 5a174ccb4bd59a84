/**
 * A held phone's IMEI, and any other long number a found item's description holds, proves whose
 * the item is: wherever the public reads the item, it shows only the last four digits, as the
 * register does, and no public search finds the item by the number. Over real HTTP on the
 * production build: the site search's page and its data request, the register's page and its
 * data request, the feeds and the sitemap.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { FEEDS } from "~/.server/seo/feeds";
import enSearch from "~/locales/en/search";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

// No demo content: the one found item is the test's own.
const server = useTestServer({ DEMO_CONTENT: "false" });

const IMEI = "356938035647879";
const IMEI_MR = "३५६९३८०३५६४७८७९";
/** What the public may see of it: the register's mask. */
const MASKED = "•••••••••••7879";
const MASKED_MR = "•••••••••••७८७९";
/** A mobile number written on the item, grouped as people write it. */
const MOBILE = "98200 12345";

const DESCRIPTION_EN = `Sample black Zentrix phone, IMEI ${IMEI}, sticker ${MOBILE}`;
const DESCRIPTION_MR = `नमुना काळा झेंट्रिक्स फोन, आयएमईआय ${IMEI_MR}`;

/** Every form of the numbers that must not be readable: whole, the hidden part, grouped, in Devanagari. */
function expectNoIdentifier(text: string, where: string) {
  for (const secret of [IMEI, IMEI.slice(0, 11), "35-693803", IMEI_MR, IMEI_MR.slice(0, 11), "98200", "9820012345"]) {
    expect(text, `${where} shows ${secret}`).not.toContain(secret);
  }
}

beforeAll(async () => {
  const { db } = server.services;
  await db
    .insertInto("police_stations")
    .values({ id: 930, name_en: "Sample Railway Police Station", type: "PS" })
    .execute();
  await db
    .insertInto("found_property")
    .values({
      category: "mobile_phone",
      description_en: DESCRIPTION_EN,
      description_mr: DESCRIPTION_MR,
      station_id: 930,
      found_on: "2026-11-20",
    })
    .execute();
});

function visitor(locale: "en" | "mr" = "en") {
  const one = new Visitor(server.url, { accept: "text/html" });
  one.cookies.set("lang", locale);
  return one;
}

async function get(path: string, locale: "en" | "mr" = "en") {
  const response = await visitor(locale).get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The result list of a search page, as the text a reader sees. */
function resultList(html: string): string {
  return (/<ol class="search-results"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "");
}

const FOUND_LINK = "/found-property?category=mobile_phone";

describe("site search", () => {
  test("finds a found phone by a word of its description and shows its numbers masked, in both languages", async () => {
    const english = await get(`/search?q=zentrix`);
    expect(english).toContain(`href="${FOUND_LINK}"`);
    expect(english).toContain(enSearch.kinds.found_property);
    expect(resultList(english)).toContain(`Zentrix phone, IMEI ${MASKED}, sticker ••••••2345`);
    expectNoIdentifier(english, "/search?q=zentrix");

    const marathi = await get(`/search?q=${encodeURIComponent("झेंट्रिक्स")}`, "mr");
    expect(marathi).toContain(`href="${FOUND_LINK}"`);
    expect(resultList(marathi)).toContain(`आयएमईआय ${MASKED_MR}`);
    expectNoIdentifier(marathi, "/search?q=झेंट्रिक्स");
  });

  test.each([
    ["the whole IMEI", IMEI],
    ["the IMEI as printed on a box", "35-693803-564787-9"],
    ["the start of the IMEI", IMEI.slice(0, 10)],
    ["the IMEI beside a word of the description", `zentrix ${IMEI}`],
    ["the IMEI in Devanagari digits", IMEI_MR],
    ["the mobile number", MOBILE],
  ])("a search for %s does not find the item", async (_, query) => {
    const html = await get(`/search?${new URLSearchParams({ q: query })}`);
    expect(html).not.toContain(`href="${FOUND_LINK}"`);
    // The visitor's own query is echoed in the search box; no result shows the number.
    expectNoIdentifier(resultList(html), `the results for ${query}`);
  });

  test("the search's data request (what a hydrated page fetches) masks the same way and finds nothing by the number", async () => {
    const byWord = await get(`/search.data?q=zentrix`);
    expect(byWord).toContain(MASKED);
    expectNoIdentifier(byWord, "/search.data?q=zentrix");

    const byNumber = await get(`/search.data?q=${IMEI}`);
    expect(byNumber).not.toContain(FOUND_LINK);
    expect(byNumber).not.toContain(MASKED);
    // Once: the query the visitor typed, given back for the search box.
    expect(byNumber.split(IMEI)).toHaveLength(2);
  });
});

describe("the register and the other public surfaces", () => {
  test("the register's page and its data request show the numbers masked, and a search by the number is ignored", async () => {
    const page = await get("/found-property");
    expect(page).toContain(MASKED);
    expectNoIdentifier(page, "/found-property");
    expectNoIdentifier(await get("/found-property.data"), "/found-property.data");
    // A search by the number leaves the number out (the list is not narrowed by it); the page
    // gives the visitor's own query back only in the search box and its own links.
    const byNumber = await get(`/found-property?q=${IMEI}`, "mr");
    const list = byNumber.slice(byNumber.indexOf('class="citizen-found-list"'), byNumber.indexOf("</main>"));
    expect(list).toContain(MASKED_MR);
    expectNoIdentifier(list, "the register's list for q=IMEI (mr)");
  });

  test("the feeds and the sitemap do not carry the item", async () => {
    const feeds = FEEDS.flatMap((feed) => [`/feeds/${feed}.xml?lang=en`, `/feeds/${feed}.xml?lang=mr`]);
    for (const path of ["/sitemap.xml", "/sitemaps/1.xml", ...feeds]) {
      const text = await get(path);
      expect(text, path).not.toContain("Zentrix");
      expectNoIdentifier(text, path);
    }
  });
});
