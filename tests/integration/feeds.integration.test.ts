/**
 * RSS 2.0 feeds: news, press releases, tenders and recruitments in each language, the
 * list pages that advertise them, and a feed that follows publishing at once.
 */
import { describe, expect, test } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { Visitor } from "../support/http-client";
import { schemaErrors } from "../support/xml-schema";
import { useTestServer } from "../support/test-server";

const SITE = "https://railwaypolice.example.org";
const server = useTestServer({ PUBLIC_URL: SITE });

async function feed(path: string): Promise<string> {
  const response = await new Visitor(server.url).get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  return response.text();
}

const items = (rss: string) => [...rss.matchAll(/<item>(.*?)<\/item>/g)].map((m) => m[1]!);
const field = (item: string, name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(item)?.[1];

describe("each feed in each language", () => {
  for (const name of ["news", "press-releases", "tenders", "recruitments"]) {
    for (const locale of LOCALES) {
      test(`/feeds/${name}.xml?lang=${locale} is RSS 2.0 whose items all have a title, link, guid and date`, async () => {
        const rss = await feed(`/feeds/${name}.xml?lang=${locale}`);
        expect(rss.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
        expect(rss).toContain(`<language>${locale}-IN</language>`);
        expect(rss).toContain(
          `<atom:link href="${SITE}/feeds/${name}.xml?lang=${locale}" rel="self" type="application/rss+xml"/>`,
        );
        // Exactly one channel with its required elements, and well-formed item by item.
        expect(rss.match(/<channel>/g)).toHaveLength(1);
        expect(rss).toMatch(
          /<channel><title>[^<]+<\/title><link>https:\/\/[^<]+<\/link><description>[^<]+<\/description>/,
        );
        const list = items(rss);
        expect(list.length).toBeGreaterThan(0);
        expect(list.length).toBeLessThanOrEqual(30);
        const dates = list.map((item) => Date.parse(field(item, "pubDate")!));
        for (const [index, item] of list.entries()) {
          expect(field(item, "title")).toBeTruthy();
          expect(field(item, "link")).toMatch(/^https:\/\/railwaypolice\.example\.org\//);
          expect(field(item, "guid")).toBeTruthy();
          expect(field(item, "pubDate")).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
          if (index > 0) expect(dates[index]).toBeLessThanOrEqual(dates[index - 1]!);
        }
        // Its title in the feed's language (Marathi and Hindi write Devanagari).
        if (locale !== "en") expect(/<channel><title>([^<]+)</.exec(rss)?.[1]).toMatch(/[\u0900-\u097F]/);
        expect(await schemaErrors(rss, "rss-2.0.xsd")).toEqual([]);
      });
    }
  }

  test("the RSS schema check is real: an item without a title or description, or a bad date, fails it", async () => {
    const rss = await feed("/feeds/news.xml?lang=en");
    const untitled = rss
      .replace(/<item><title>[^<]*<\/title>/, "<item>")
      .replace(/<description>[^<]*<\/description>/, "");
    expect(await schemaErrors(untitled, "rss-2.0.xsd")).not.toEqual([]);
    const badDate = rss.replace(/<pubDate>[^<]*<\/pubDate>/, "<pubDate>2026-11-23</pubDate>");
    expect((await schemaErrors(badDate, "rss-2.0.xsd")).join("\n")).toMatch(/pubDate/);
  });

  test.each(["mr", "hi"])("a news item links to the article page in the feed's language (%s)", async (locale) => {
    const [first] = items(await feed(`/feeds/news.xml?lang=${locale}`));
    expect(field(first!, "link")).toMatch(new RegExp(`^${SITE}/news/\\d+\\?lang=${locale}$`));
  });

  test("a tender links to its PDF", async () => {
    const [first] = items(await feed("/feeds/tenders.xml?lang=en"));
    expect(field(first!, "link")).toMatch(new RegExp(`^${SITE}/storage/.+\\.pdf$`));
  });

  test("an unknown feed is a 404", async () => {
    expect((await new Visitor(server.url).get("/feeds/passwords.xml")).status).toBe(404);
    expect((await new Visitor(server.url).get("/feeds/news")).status).toBe(404);
  });
});

test("a news item leaves the feed the moment it is unpublished", async () => {
  const { db } = server.services;
  const rss = await feed("/feeds/news.xml?lang=en");
  const guid = field(items(rss)[0]!, "guid")!;
  const id = Number(guid.replace("news-", ""));
  await db.updateTable("articles").set({ published: 0 }).where("id", "=", id).execute();
  try {
    expect(await feed("/feeds/news.xml?lang=en")).not.toContain(`<guid isPermaLink="false">${guid}</guid>`);
  } finally {
    await db.updateTable("articles").set({ published: 1 }).where("id", "=", id).execute();
  }
});

test("the lists advertise their feeds", async () => {
  for (const [page, name] of [
    ["/news", "news"],
    ["/press-release", "press-releases"],
    ["/tenders", "tenders"],
    ["/recruitments", "recruitments"],
  ]) {
    const html = await (await new Visitor(server.url).get(page!)).text();
    expect(html, page).toMatch(
      new RegExp(`<link [^>]*rel="alternate" type="application/rss\\+xml" href="/feeds/${name}\\.xml"/>`),
    );
  }
});
