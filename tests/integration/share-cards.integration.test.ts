/**
 * Link previews and structured data: article and police station pages carry a title,
 * description, canonical URL, Open Graph and Twitter card tags with an absolute image URL, and
 * schema.org NewsArticle / PoliceStation data, in the visitor's language.
 */
import { describe, expect, test } from "vitest";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const SITE = "https://railwaypolice.example.org";
const server = useTestServer({ PUBLIC_URL: SITE });

async function page(path: string): Promise<string> {
  const response = await new Visitor(server.url).get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

function meta(html: string, key: string): string[] {
  const attribute = key.startsWith("og:") ? "property" : "name";
  return [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"/>`, "g"))].map((m) =>
    m[1]!
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

function jsonLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
}

function expectShareTags(html: string, url: string) {
  for (const key of [
    "description",
    "og:title",
    "og:description",
    "og:url",
    "og:image",
    "twitter:card",
    "twitter:image",
  ]) {
    expect(meta(html, key), key).toHaveLength(1);
    expect(meta(html, key)[0], key).not.toBe("");
  }
  expect(meta(html, "og:url")[0]).toBe(url);
  expect(html).toContain(`<link rel="canonical" href="${url.replace(/&/g, "&amp;")}"/>`);
  expect(meta(html, "og:image")[0]).toMatch(new RegExp(`^${SITE}/`));
  expect(meta(html, "twitter:card")[0]).toBe("summary_large_image");
}

describe("a news article", () => {
  test("has share tags with its own picture and NewsArticle data, in English", async () => {
    const { db } = server.services;
    const withPicture = await db
      .selectFrom("articles")
      .innerJoin("article_images", "article_images.article_id", "articles.id")
      .select(["articles.id", "articles.title_en", "article_images.image_key"])
      .where("kind", "=", "news")
      .where("published", "=", 1)
      .orderBy("article_images.sort_order")
      .executeTakeFirstOrThrow();
    const html = await page(`/news/${withPicture.id}?lang=en`);
    expectShareTags(html, `${SITE}/news/${withPicture.id}?lang=en`);
    expect(meta(html, "og:type")[0]).toBe("article");
    expect(meta(html, "og:title")[0]).toBe(withPicture.title_en);
    expect(meta(html, "og:image")[0]).toBe(`${SITE}/storage/${withPicture.image_key}/full.jpg`);
    expect(meta(html, "og:locale")[0]).toBe("en_IN");

    const data = jsonLd(html);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("NewsArticle");
    expect(data.headline).toBe(withPicture.title_en);
    expect(Date.parse(data.datePublished as string)).not.toBeNaN();
    expect(data.image).toEqual([`/storage/${withPicture.image_key}/full.jpg`]);
  });

  test("is described in Marathi on the Marathi page", async () => {
    const article = await server.services.db
      .selectFrom("articles")
      .select(["id", "title_mr"])
      .where("kind", "=", "news")
      .where("title_mr", "is not", null)
      .where("published", "=", 1)
      .executeTakeFirstOrThrow();
    const html = await page(`/news/${article.id}?lang=mr`);
    expectShareTags(html, `${SITE}/news/${article.id}?lang=mr`);
    expect(meta(html, "og:title")[0]).toBe(article.title_mr);
    expect(meta(html, "og:description")[0]).toMatch(/[\u0900-\u097F]/);
    expect(meta(html, "og:locale")[0]).toBe("mr_IN");
  });

  test("a good work without a picture falls back to the site's share card", async () => {
    const { db } = server.services;
    const bare = await db
      .selectFrom("articles")
      .select("id")
      .where("kind", "=", "goodwork")
      .where("published", "=", 1)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("article_images").select("id").whereRef("article_id", "=", "articles.id"))),
      )
      .executeTakeFirst();
    const id =
      bare?.id ??
      (await db.selectFrom("articles").select("id").where("kind", "=", "goodwork").executeTakeFirstOrThrow()).id;
    const html = await page(`/good-works/${id}?lang=en`);
    expectShareTags(html, `${SITE}/good-works/${id}?lang=en`);
    if (bare) expect(meta(html, "og:image")[0]).toBe(`${SITE}/images/share-card.png`);
    expect(jsonLd(html)["@type"]).toBe("Article");
    const card = await new Visitor(server.url).get("/images/share-card.png");
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
  });

  test("text that looks like markup cannot close the structured data early", async () => {
    const { db } = server.services;
    const article = await db
      .selectFrom("articles")
      .select(["id", "title_en"])
      .where("kind", "=", "news")
      .where("published", "=", 1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("articles")
      .set({ title_en: "Alert </script><script>alert(1)</script>" })
      .where("id", "=", article.id)
      .execute();
    try {
      const html = await page(`/news/${article.id}?lang=en`);
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(jsonLd(html).headline).toBe("Alert </script><script>alert(1)</script>");
    } finally {
      await db.updateTable("articles").set({ title_en: article.title_en }).where("id", "=", article.id).execute();
    }
  });
});

describe("a police station page", () => {
  test("has share tags and PoliceStation data with name, address and telephone", async () => {
    const station = await server.services.db
      .selectFrom("police_stations")
      .selectAll()
      .where("id", "=", 10)
      .executeTakeFirstOrThrow();
    const html = await page("/police-station/10?lang=en");
    expectShareTags(html, `${SITE}/police-station/10?lang=en`);
    expect(meta(html, "og:title")[0]).toBe(station.name_en);
    expect(meta(html, "og:image")[0]).toBe(`${SITE}/images/share-card.png`);
    const data = jsonLd(html);
    expect(data["@type"]).toBe("PoliceStation");
    expect(data.name).toBe(station.name_en);
    expect(data.telephone).toBe(station.landline);
    expect((data.address as { streetAddress: string }).streetAddress).toBe(station.address_en);
  });

  test("an office is a GovernmentOffice, in Marathi on the Marathi page", async () => {
    const office = await server.services.db
      .selectFrom("police_stations")
      .select(["id", "name_mr"])
      .where("type", "!=", "PS")
      .executeTakeFirstOrThrow();
    const html = await page(`/police-station/${office.id}?lang=mr`);
    const data = jsonLd(html);
    expect(data["@type"]).toBe("GovernmentOffice");
    if (office.name_mr) expect(data.name).toBe(office.name_mr);
    expect(meta(html, "description")[0]).toMatch(/[\u0900-\u097F]/);
  });
});
