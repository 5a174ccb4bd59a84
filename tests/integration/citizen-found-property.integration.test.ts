/**
 * /found-property over real HTTP: the sample items held at railway police stations, searched by
 * category, station and date with a plain GET form, ten to a page, in both languages. Returned
 * items are not listed; malformed search values get 400.
 */
import { describe, expect, test } from "vitest";
import { FOUND_PROPERTY_PER_PAGE, searchFoundProperty } from "~/.server/found-property/public-register";
import { siteHolding } from "~/.server/found-property/holding";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import { firstHeading } from "../support/html";
import { useTestServer } from "../support/test-server";
import { CitizenBrowser, hasTag, htmlText } from "./citizen-support";

const server = useTestServer();

const items = (html: string) => [...html.matchAll(/<li class="card citizen-found-item">/g)].length;
const page = async (query = "", locale?: "en" | "mr") => {
  const response = await new CitizenBrowser(server.url, undefined, locale).get(`/found-property${query}`);
  return { status: response.status, html: await response.text() };
};

async function heldItems() {
  return server.services.db.selectFrom("found_property").selectAll().where("returned", "=", 0).execute();
}

describe("found property", () => {
  test("lists the sample items, newest first, ten to a page, with the search form", async () => {
    const all = await heldItems();
    expect(all.length).toBeGreaterThan(FOUND_PROPERTY_PER_PAGE);
    const { status, html } = await page();
    expect(status).toBe(200);
    expect(firstHeading(html)).toBe(enCitizen.found_property.title);
    expect(items(html)).toBe(FOUND_PROPERTY_PER_PAGE);
    expect(htmlText(html)).toContain(`${all.length} items found`);
    expect(hasTag(html, "form", 'method="get"', 'action="/found-property"')).toBe(true);
    expect(html).toContain('name="category"');
    expect(html).toContain('name="station"');
    expect(hasTag(html, "input", 'name="since"', 'type="date"')).toBe(true);
    expect(html).toContain('aria-label="Pages"');
    expect(html).toContain('href="/lost-and-found"');
    // Items with a photo show it through the responsive image pipeline.
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/storage\/found-property\//);
    const newest = all
      .map((row) => row.found_on)
      .sort()
      .reverse()[0]!;
    expect(html.indexOf(`dateTime="${newest}"`)).toBeGreaterThan(0);
  });

  test("the last page holds the rest, and a page past the end shows the empty message", async () => {
    const total = (await heldItems()).length;
    const last = Math.ceil(total / FOUND_PROPERTY_PER_PAGE);
    const lastPage = await page(`?page=${last}`);
    expect(items(lastPage.html)).toBe(total - (last - 1) * FOUND_PROPERTY_PER_PAGE);
    expect(lastPage.html).toContain(`Found property, page ${last} of ${last}`);
    const past = await page(`?page=${last + 5}`);
    expect(past.status).toBe(200);
    expect(items(past.html)).toBe(0);
    expect(htmlText(past.html)).toContain(enCitizen.found_property.empty);
  });

  test("searches by category, station and date, alone and together", async () => {
    const all = await heldItems();
    const bags = all.filter((row) => row.category === "bag");
    const byCategory = await page("?category=bag");
    expect(items(byCategory.html)).toBe(bags.length);
    expect(htmlText(byCategory.html)).toContain(`${bags.length} items found`);
    expect(byCategory.html).toContain('<option value="bag" selected="">');

    const atCsmt = all.filter((row) => row.station_id === 10);
    const byStation = await page("?station=10");
    expect(items(byStation.html)).toBe(atCsmt.length);
    expect(atCsmt.length).toBeGreaterThan(0);

    const dates = all.map((row) => row.found_on).sort();
    const since = dates[Math.floor(dates.length / 2)]!;
    const recent = all.filter((row) => row.found_on >= since);
    const bySince = await page(`?since=${since}&page=1`);
    expect(htmlText(bySince.html)).toContain(`${recent.length} items found`);

    const combined = all.filter((row) => row.category === "bag" && row.station_id === bags[0]!.station_id);
    const both = await page(`?category=bag&station=${bags[0]!.station_id}&since=`);
    expect(items(both.html)).toBe(combined.length);
    expect(both.html).toContain('href="/found-property"'); // "Clear the search"
  });

  test("a search that finds nothing says so", async () => {
    const { status, html } = await page("?category=jewellery&station=26");
    expect(status).toBe(200);
    expect(htmlText(html)).toContain(enCitizen.found_property.empty);
  });

  test("items returned to their owners are not listed", async () => {
    const [first] = await heldItems();
    await server.services.db.updateTable("found_property").set({ returned: 1 }).where("id", "=", first!.id).execute();
    const listed = await searchFoundProperty(server.services.db, {}, 1, "en", siteHolding(server.services));
    expect(listed.total).toBe((await heldItems()).length);
    expect(listed.data.map((item) => item.id)).not.toContain(first!.id);
    await server.services.db.updateTable("found_property").set({ returned: 0 }).where("id", "=", first!.id).execute();
  });

  test.each([
    ["an unknown category", "?category=car"],
    ["a station that is not a number", "?station=abc"],
    ["an impossible date", "?since=2026-13-45"],
    ["a date in another shape", "?since=21/11/2026"],
    ["page 0", "?page=0"],
    ["a page that is not a number", "?page=two"],
  ])("%s gets 400", async (_case, query) => {
    expect((await page(query)).status).toBe(400);
  });

  test("is in Marathi for a Marathi visitor, descriptions and categories included", async () => {
    const { html } = await page("?category=documents", "mr");
    expect(firstHeading(html)).toBe(mrCitizen.found_property.title);
    const text = htmlText(html);
    expect(text).toContain("नमुना:");
    expect(text).toContain(mrCitizen.categories.documents);
    expect(text).toContain("लोहमार्ग पोलीस ठाणे");
    expect(text).toMatch(/[०-९]+ वस्तू सापडल्या/);
  });
});
