/**
 * With nothing uploaded, every documents page says so in SPEC §8's words (and natural Marathi),
 * and the API answers empty lists rather than errors.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { booksResponseSchema, documentPageResponseSchema } from "~/.server/content/documents/api-schemas";
import enDocuments from "~/locales/en/documents";
import mrDocuments from "~/locales/mr/documents";
import { firstHeading } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const server = useTestServer();
beforeAll(async () => {
  await server.services.db.deleteFrom("documents").execute();
  await server.services.db.deleteFrom("books").execute();
});

function visitor(locale: "en" | "mr"): Visitor {
  const v = new Visitor(server.url, { accept: "text/html" });
  v.cookies.set("lang", locale);
  return v;
}

const PAGES = [
  ["/press-release", "press_releases", "No press releases uploaded until now"],
  ["/tenders", "tenders", "No tenders uploaded until now"],
  ["/recruitments", "recruitments", "No recruitments uploaded until now"],
  ["/RTI", "rti", "No RTI documents uploaded until now"],
  ["/initiatives", "initiatives", "No initiative booklets uploaded until now"],
] as const;

describe.each(PAGES)("%s with nothing uploaded", (path, section, english) => {
  test("says so in English, in SPEC §8's words, with no table and no pagination", async () => {
    const response = await visitor("en").get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(enDocuments[section].empty).toBe(english);
    expect(html).toContain(`<p class="empty-state">${english}</p>`);
    expect(firstHeading(html)).toBe(enDocuments[section].title);
    expect(html).not.toContain("<table");
    expect(html).not.toContain('class="pagination"');
    expect(html).not.toContain('class="documents-books"');
  });

  test("says so in Marathi", async () => {
    const html = await (await visitor("mr").get(path)).text();
    expect(html).toContain(`<p class="empty-state">${mrDocuments[section].empty}</p>`);
  });
});

test.each(["/press-release", "/tenders", "/recruitments", "/RTI"])(
  "%s?page=2 of an empty list is not found",
  async (path) => {
    expect((await visitor("en").get(`${path}?page=2`)).status).toBe(404);
  },
);

describe("the API with nothing uploaded", () => {
  test.each(["/iapi/front/press-release", "/iapi/front/tender", "/iapi/front/recruitment"])(
    "%s answers an empty first page",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(documentPageResponseSchema.parse(await response.json())).toEqual({
        data: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 },
      });
    },
  );

  test("/iapi/front/book answers an empty list", async () => {
    const response = await fetch(`${server.url}/iapi/front/book`);
    expect(booksResponseSchema.parse(await response.json())).toEqual({ books: { data: [] } });
  });
});
