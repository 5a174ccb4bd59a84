/**
 * What the offline fallback (public/sw.js) relies on from the server: /offline in each
 * language as plain HTML (no scripts: it stands in for other addresses), with the helplines and
 * every police station's number; each page naming its language; the worker always revalidated.
 */
import { expect, test } from "vitest";
import enOffline from "~/locales/en/offline";
import mrOffline from "~/locales/mr/offline";
import { firstHeading, htmlLang } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const server = useTestServer();

for (const [locale, strings] of [
  ["en", enOffline],
  ["mr", mrOffline],
] as const) {
  test(`/offline?lang=${locale} is plain HTML with the helplines and every station's number`, async () => {
    const response = await new Visitor(server.url).get(`/offline?lang=${locale}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe(locale);
    const html = await response.text();
    expect(htmlLang(html)).toBe(locale);
    expect(firstHeading(html)).toBe(strings.title);
    expect(html).not.toContain("<script");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="tel:1512"');
    const stations = await server.services.db
      .selectFrom("police_stations")
      .select("landline")
      .where("type", "=", "PS")
      .where("landline", "is not", null)
      .execute();
    expect(stations.length).toBeGreaterThan(10);
    for (const { landline } of stations) expect(html).toContain(`>${landline}</a>`);
  });
}

test("every page names its language in Content-Language", async () => {
  const visitor = new Visitor(server.url);
  visitor.cookies.set("lang", "mr");
  expect((await visitor.get("/news")).headers.get("content-language")).toBe("mr");
});

test("the service worker is served as JavaScript that browsers must revalidate", async () => {
  const response = await new Visitor(server.url).get("/sw.js");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  expect(await response.text()).toContain('addEventListener("fetch"');
});
