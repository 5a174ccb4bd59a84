/**
 * The documents JSON API over real HTTP (SPEC §7): /iapi/front/{press-release,tender,recruitment}
 * pages and /iapi/front/book, checked against the zod schemas that shape them, in both languages,
 * with strict `?page=` handling, and the files they point at actually served as PDFs and images.
 */
import { describe, expect, test } from "vitest";
import {
  booksResponseSchema,
  documentPageResponseSchema,
  type DocumentPageResponse,
} from "~/.server/content/documents/api-schemas";
import { PER_PAGE } from "~/.server/content/documents/documents-service";
import {
  DEMO_BOOKLETS,
  DEMO_PRESS_RELEASES,
  DEMO_RECRUITMENTS,
  DEMO_TENDERS,
} from "~/.server/content/documents/demo-documents";
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

async function getPage(path: string, locale?: "en" | "mr"): Promise<DocumentPageResponse> {
  const response = await visitor(locale).get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return documentPageResponseSchema.parse(await response.json());
}

const LISTS = [
  { path: "/iapi/front/press-release", kind: "press_release", demo: DEMO_PRESS_RELEASES, date: "created_at" },
  { path: "/iapi/front/tender", kind: "tender", demo: DEMO_TENDERS, date: "updated_at" },
  { path: "/iapi/front/recruitment", kind: "recruitment", demo: DEMO_RECRUITMENTS, date: "created_at" },
] as const;

describe.each(LISTS)("GET $path", ({ path, kind, demo, date }) => {
  const perPage = PER_PAGE[kind];
  const lastPage = Math.ceil(demo.length / perPage);

  test("answers the first page in SPEC §3's paginated shape, newest first by the date the list shows", async () => {
    const { data: page } = await getPage(path);
    expect(page).toMatchObject({ current_page: 1, last_page: lastPage, per_page: perPage, total: demo.length });
    expect(page.data).toHaveLength(Math.min(perPage, demo.length));
    const dates = page.data.map((item) => item[date]);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of page.data) {
      expect(item.uploaded_file_url).toBe(`/storage/${item.uploaded_file}`);
      expect(item.title).toMatch(/\(sample/);
      expect(item.lang).toBeUndefined();
    }
  });

  test("?page=N gives the next items, and together the pages hold every document once", async () => {
    const seen: number[] = [];
    for (let n = 1; n <= lastPage; n++) {
      const { data: page } = await getPage(`${path}?page=${n}`);
      expect(page.current_page).toBe(n);
      seen.push(...page.data.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(demo.length);
    expect(seen).toHaveLength(demo.length);
  });

  test("a page past the end answers no items (not an error), with the real last page", async () => {
    const { data: page } = await getPage(`${path}?page=${lastPage + 5}`);
    expect(page).toEqual({
      data: [],
      current_page: lastPage + 5,
      last_page: lastPage,
      per_page: perPage,
      total: demo.length,
    });
  });

  test.each(["0", "-1", "abc", "1.5", "1e2", "%20", "2147483648000", "2x", "%EF%BC%91"])(
    "?page=%s is refused with 400 and a JSON message",
    async (value) => {
      const response = await visitor().get(`${path}?page=${value}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: enErrors.api.bad_page });
    },
  );

  test("the 400 message is in Marathi for a Marathi visitor", async () => {
    const response = await visitor("mr").get(`${path}?page=x`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: mrErrors.api.bad_page });
  });

  test("titles are in Marathi for a Marathi visitor (by cookie or by Accept-Language)", async () => {
    const byCookie = await getPage(path, "mr");
    expect(byCookie.data.data[0]!.title).toMatch(/[\u0900-\u097F]/);
    expect(byCookie.data.data[0]!.title).toMatch(/\(नमुना/);
    const response = await new Visitor(server.url, { "accept-language": "mr-IN,mr;q=0.9,en;q=0.5" }).get(path);
    const byHeader = documentPageResponseSchema.parse(await response.json());
    expect(byHeader.data.data[0]!.title).toBe(byCookie.data.data[0]!.title);
  });

  test("the first item's file is a PDF served with its type and nosniff", async () => {
    const { data: page } = await getPage(path);
    const file = await fetch(new URL(page.data[0]!.uploaded_file_url, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });
});

describe("what the lists leave out and how they fall back", () => {
  test("unpublished documents and other kinds never appear; a title in one language only is marked", async () => {
    const { db } = server.services;
    const stamp = "2030-01-01T00:00:00.000Z"; // newer than every demo document: first in its list
    const inserted = await db
      .insertInto("documents")
      .values([
        {
          kind: "press_release",
          title_en: "Draft press release (sample)",
          title_mr: "मसुदा (नमुना)",
          uploaded_file: "documents/draft.pdf",
          published: 0,
          expires_on: null,
          created_at: stamp,
          updated_at: stamp,
        },
        {
          kind: "press_release",
          title_en: "English-only press release (sample)",
          title_mr: null,
          uploaded_file: "documents/english-only.pdf",
          published: 1,
          expires_on: null,
          created_at: stamp,
          updated_at: stamp,
        },
      ])
      .returning("id")
      .execute();
    try {
      const mr = await getPage("/iapi/front/press-release", "mr");
      const titles = mr.data.data.map((item) => item.title);
      expect(titles).not.toContain("Draft press release (sample)");
      expect(titles).not.toContain("मसुदा (नमुना)");
      expect(mr.data.data[0]).toMatchObject({ title: "English-only press release (sample)", lang: "en" });
      expect(mr.data.total).toBe(DEMO_PRESS_RELEASES.length + 1);
      const en = await getPage("/iapi/front/press-release", "en");
      expect(en.data.data[0]).not.toHaveProperty("lang");

      const tenders = await getPage("/iapi/front/tender");
      expect(tenders.data.data.map((item) => item.title)).not.toContain("English-only press release (sample)");
    } finally {
      await db
        .deleteFrom("documents")
        .where(
          "id",
          "in",
          inserted.map((row) => row.id),
        )
        .execute();
    }
  });
});

describe("GET /iapi/front/book", () => {
  test("answers { books: { data } } with every booklet, its cover and its file", async () => {
    const response = await visitor().get("/iapi/front/book");
    expect(response.status).toBe(200);
    const body = booksResponseSchema.parse(await response.json());
    expect(body.books.data).toHaveLength(DEMO_BOOKLETS.length);
    expect(body.books.data.map((book) => book.name)).toEqual(DEMO_BOOKLETS.map(([en]) => en));
    const [first] = body.books.data;
    expect(first!.file_url).toBe(`/storage/${first!.file}`);
    expect(first!.image_url).toBe(`/storage/${first!.image}/full.jpg`);

    const cover = await fetch(new URL(first!.image_url, server.url));
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/jpeg");
    const thumbnail = await fetch(new URL(first!.thumbnail_url, server.url));
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    const pdf = await fetch(new URL(first!.file_url, server.url));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("names are in Marathi for a Marathi visitor", async () => {
    const body = booksResponseSchema.parse(await (await visitor("mr").get("/iapi/front/book")).json());
    expect(body.books.data.map((book) => book.name)).toEqual(DEMO_BOOKLETS.map(([, mr]) => mr));
  });

  test("ignores a page parameter (the list is not paginated)", async () => {
    const response = await visitor().get("/iapi/front/book?page=abc");
    expect(response.status).toBe(200);
    expect(booksResponseSchema.parse(await response.json()).books.data).toHaveLength(DEMO_BOOKLETS.length);
  });
});

describe("OpenAPI", () => {
  test("/api/openapi.json documents the four documents endpoints with their page parameter and 400", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }>; responses: Record<string, unknown> } }>;
    };
    for (const path of ["/iapi/front/press-release", "/iapi/front/tender", "/iapi/front/recruitment"]) {
      const get = document.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(get!.parameters?.map((p) => p.name)).toEqual(["page"]);
      expect(Object.keys(get!.responses)).toEqual(["200", "400"]);
    }
    expect(document.paths["/iapi/front/book"]?.get?.responses["200"]).toBeDefined();
  });
});
