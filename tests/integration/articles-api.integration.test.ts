/**
 * The news and good works JSON API over real HTTP (SPEC §7): the four list endpoints and the two
 * item endpoints, checked against the zod schemas that shape them, in both languages, with strict
 * `?page=` and id handling, drafts kept out, and the pictures and PDFs they point at really served.
 */
import { describe, expect, test } from "vitest";
import {
  articlePageResponseSchema,
  goodworkItemResponseSchema,
  newsItemResponseSchema,
  type ArticleItem,
  type ArticlePageResponse,
} from "~/.server/content/articles/api-schemas";
import { ARTICLES_PER_PAGE } from "~/.server/content/articles/articles-service";
import { DEMO_ARTICLES_PER_KIND } from "~/.server/content/articles/demo-articles";
import enErrors from "~/locales/en/errors";
import mrErrors from "~/locales/mr/errors";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const server = useTestServer();

function visitor(locale?: "en" | "mr"): Visitor {
  const v = new Visitor(server.url, { accept: "application/json" });
  if (locale) v.cookies.set("lang", locale);
  return v;
}

async function getPage(path: string, locale?: "en" | "mr"): Promise<ArticlePageResponse> {
  const response = await visitor(locale).get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return articlePageResponseSchema.parse(await response.json());
}

const LAST_PAGE = Math.ceil(DEMO_ARTICLES_PER_KIND / ARTICLES_PER_PAGE);

const LISTS = [
  { path: "/iapi/front/news" },
  { path: "/api/news" },
  { path: "/iapi/front/goodwork" },
  { path: "/api/goodworks" },
] as const;

describe.each(LISTS)("GET $path", ({ path }) => {
  test("answers the first page in SPEC §3's paginated shape, newest first", async () => {
    const { data: page } = await getPage(path);
    expect(page).toMatchObject({
      current_page: 1,
      last_page: LAST_PAGE,
      per_page: ARTICLES_PER_PAGE,
      total: DEMO_ARTICLES_PER_KIND,
    });
    expect(page.data).toHaveLength(ARTICLES_PER_PAGE);
    const dates = page.data.map((item) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("gives every item SPEC §3's article fields, consistent with each other", async () => {
    const items = (await Promise.all([1, 2, 3].map((n) => getPage(`${path}?page=${n}`)))).flatMap((r) => r.data.data);
    expect(items).toHaveLength(DEMO_ARTICLES_PER_KIND);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.has_thumbnail).toBe(item.images.length > 0);
      expect(item.file_url).toBe(item.file ? `/storage/${item.file}` : null);
      for (const image of item.images) {
        expect(image.url).toBe(`/storage/${image.image}/full.jpg`);
        expect(image.thumbnail).toBe(`/storage/${image.image}/thumb.webp`);
      }
      expect(item.title).toContain("(sample)");
      expect(item.description).toMatch(/^<p>/);
      expect(item.description).not.toMatch(/<script|\son\w+=|style=/i);
      expect(item.lang).toBeUndefined();
    }
    // The demo has articles with pictures, without pictures (cards show the summary), and with PDFs.
    expect(items.filter((item) => item.has_thumbnail).length).toBeGreaterThan(items.length / 2);
    expect(items.some((item) => !item.has_thumbnail && item.summary)).toBe(true);
    expect(items.some((item) => item.file)).toBe(true);
    expect(items.some((item) => item.images.length >= 3)).toBe(true);
  });

  test("pages follow one another without overlap, and the last is partly filled", async () => {
    const [one, two, last] = await Promise.all([1, 2, LAST_PAGE].map((n) => getPage(`${path}?page=${n}`)));
    expect(two!.data.current_page).toBe(2);
    expect(one!.data.data.at(-1)!.created_at >= two!.data.data[0]!.created_at).toBe(true);
    expect(last!.data.data).toHaveLength(DEMO_ARTICLES_PER_KIND - (LAST_PAGE - 1) * ARTICLES_PER_PAGE);
  });

  test("a page past the end answers an empty page, not an error", async () => {
    const { data: page } = await getPage(`${path}?page=${LAST_PAGE + 1}`);
    expect(page).toMatchObject({ data: [], current_page: LAST_PAGE + 1, last_page: LAST_PAGE });
    expect((await getPage(`${path}?page=999999`)).data.data).toEqual([]);
  });

  test("an empty ?page= means the first page", async () => {
    expect((await getPage(`${path}?page=`)).data.current_page).toBe(1);
  });

  test.each(["0", "-1", "abc", "1.5", "1e2", "2abc", "9999999", " 1"])(
    "?page=%j is refused with 400 in the visitor's language",
    async (value) => {
      const english = await visitor("en").get(`${path}?page=${encodeURIComponent(value)}`);
      expect(english.status).toBe(400);
      expect(await english.json()).toEqual({ message: enErrors.api.bad_page });
      const marathi = await visitor("mr").get(`${path}?page=${encodeURIComponent(value)}`);
      expect(marathi.status).toBe(400);
      expect(await marathi.json()).toEqual({ message: mrErrors.api.bad_page });
    },
  );

  test("answers in Marathi for a Marathi visitor, with the same articles", async () => {
    const [english, marathi] = await Promise.all([getPage(path, "en"), getPage(path, "mr")]);
    expect(marathi.data.data.map((item) => item.id)).toEqual(english.data.data.map((item) => item.id));
    for (const item of marathi.data.data) {
      expect(item.title).toContain("(नमुना)");
      expect(item.title).toMatch(/[\u0900-\u097F]/);
      expect(item.description).toMatch(/[\u0900-\u097F]/);
      for (const image of item.images) expect(image.alt).toMatch(/[\u0900-\u097F]/);
    }
  });
});

test("/api/news and /api/goodworks list the same data as the /iapi/front lists", async () => {
  expect(await getPage("/api/news?page=2")).toEqual(await getPage("/iapi/front/news?page=2"));
  expect(await getPage("/api/goodworks?page=3")).toEqual(await getPage("/iapi/front/goodwork?page=3"));
});

test("news and good works are different lists", async () => {
  const news = (await getPage("/iapi/front/news")).data.data.map((item) => item.id);
  const goodworks = (await getPage("/iapi/front/goodwork")).data.data.map((item) => item.id);
  expect(news.filter((id) => goodworks.includes(id))).toEqual([]);
});

describe.each([
  {
    path: "/iapi/front/news",
    list: "/iapi/front/news",
    key: "news",
    schema: newsItemResponseSchema,
    other: "/iapi/front/goodwork",
  },
  {
    path: "/iapi/front/goodwork",
    list: "/iapi/front/goodwork",
    key: "goodwork",
    schema: goodworkItemResponseSchema,
    other: "/iapi/front/news",
  },
] as const)("GET $path/{id}", ({ path, list, key, schema, other }) => {
  async function firstItems(locale?: "en" | "mr"): Promise<ArticleItem[]> {
    return (await getPage(list, locale)).data.data;
  }

  test(`answers { ${key} } with the same item the list shows, in both languages`, async () => {
    for (const locale of ["en", "mr"] as const) {
      const items = await firstItems(locale);
      for (const listed of items.slice(0, 3)) {
        const response = await visitor(locale).get(`${path}/${listed.id}`);
        expect(response.status).toBe(200);
        const body = schema.parse(await response.json()) as Record<string, ArticleItem>;
        expect(Object.keys(body)).toEqual([key]);
        expect(body[key]).toEqual(listed);
      }
    }
  });

  test("an unknown id, or the id of the other kind of article, is 404 JSON", async () => {
    const otherId = (await getPage(other)).data.data[0]!.id;
    for (const id of ["999999", String(otherId)]) {
      const response = await visitor("en").get(`${path}/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: enErrors.api.not_found });
    }
    const marathi = await visitor("mr").get(`${path}/999999`);
    expect(await marathi.json()).toEqual({ message: mrErrors.api.not_found });
  });

  test.each(["abc", "0", "-1", "1.5", "1e3", "12abc", "%20", "9999999999"])(
    "a malformed id %j is 404 JSON",
    async (id) => {
      const response = await visitor("en").get(`${path}/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: enErrors.api.not_found });
    },
  );

  test("an unpublished draft is not found", async () => {
    const draft = await server.services.db
      .selectFrom("articles")
      .select("id")
      .where("kind", "=", key)
      .where("published", "=", 0)
      .executeTakeFirstOrThrow();
    const response = await visitor("en").get(`${path}/${draft.id}`);
    expect(response.status).toBe(404);
    const all = (await Promise.all([1, 2, 3].map((n) => getPage(`${list}?page=${n}`)))).flatMap((r) => r.data.data);
    expect(all.map((item) => item.id)).not.toContain(draft.id);
  });
});

test("the pictures and PDFs that items point at are served with the right types", async () => {
  const items = (await Promise.all([1, 2, 3].map((n) => getPage(`/iapi/front/news?page=${n}`)))).flatMap(
    (r) => r.data.data,
  );
  const withImage = items.find((item) => item.images.length > 0)!;
  const thumbnail = await fetch(new URL(withImage.images[0]!.thumbnail, server.url));
  expect(thumbnail.status).toBe(200);
  expect(thumbnail.headers.get("content-type")).toBe("image/webp");
  const full = await fetch(new URL(withImage.images[0]!.url, server.url));
  expect(full.headers.get("content-type")).toBe("image/jpeg");

  const withFile = items.find((item) => item.file_url)!;
  const pdf = await fetch(new URL(withFile.file_url!, server.url));
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
});

test("the OpenAPI document describes every articles endpoint", async () => {
  const response = await visitor().get("/api/openapi.json");
  expect(response.status).toBe(200);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  for (const path of [
    "/iapi/front/news",
    "/iapi/front/news/{id}",
    "/iapi/front/goodwork",
    "/iapi/front/goodwork/{id}",
    "/api/news",
    "/api/goodworks",
  ]) {
    expect(document.paths[path]?.get, path).toBeDefined();
  }
  const item = JSON.stringify(document.paths["/iapi/front/news/{id}"]);
  for (const field of ["has_thumbnail", "images", "file_url", "description", "thumbnail"])
    expect(item).toContain(field);
});
