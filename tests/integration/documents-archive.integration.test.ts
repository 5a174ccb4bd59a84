/**
 * Tenders and recruitments past their closing date move to an archive page:
 * /tenders and /recruitments (and their JSON) list the open ones, /tenders/archive and
 * /recruitments/archive the closed ones, split at today's date in India, following the clock.
 */
import { describe, expect, test } from "vitest";
import { documentPageResponseSchema } from "~/.server/content/documents/api-schemas";
import {
  DEMO_CLOSED_RECRUITMENTS,
  DEMO_CLOSED_TENDERS,
  DEMO_RECRUITMENTS,
  DEMO_TENDERS,
} from "~/.server/content/documents/demo-documents";
import { indiaDay } from "~/lib/india-time";
import enDocuments from "~/locales/en/documents";
import mrDocuments from "~/locales/mr/documents";
import { firstHeading } from "../support/html";
import { Visitor } from "../support/http-client";
import { startTestServer, TestClock, useTestServer } from "../support/test-server";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new TestClock();
const server = useTestServer({}, { clock });

async function page(path: string, locale: "en" | "mr" = "en") {
  const visitor = new Visitor(server.url, { accept: "text/html" });
  visitor.cookies.set("lang", locale);
  const response = await visitor.get(path);
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const KINDS = [
  { path: "/tenders", api: "/iapi/front/tender", section: "tenders", open: DEMO_TENDERS, closed: DEMO_CLOSED_TENDERS },
  {
    path: "/recruitments",
    api: "/iapi/front/recruitment",
    section: "recruitments",
    open: DEMO_RECRUITMENTS,
    closed: DEMO_CLOSED_RECRUITMENTS,
  },
] as const;

describe.each(KINDS)("$path and its archive", ({ path, api, section, open, closed }) => {
  test("the list shows open notices only and links to the archive", async () => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const text = decode(html);
    for (const [title] of closed) expect(text).not.toContain(title);
    expect(text).toContain(open[0]![0]);
    expect(html).toContain(`href="${path}/archive"`);
    expect(text).toContain(enDocuments[section].archive_link);
  });

  test.each(["en", "mr"] as const)("the archive lists the closed notices, in %s", async (locale) => {
    const strings = { en: enDocuments, mr: mrDocuments }[locale][section];
    const { status, html } = await page(`${path}/archive`, locale);
    expect(status).toBe(200);
    expect(firstHeading(html)).toBe(strings.archive_title);
    const text = decode(html);
    for (const titles of closed) expect(text).toContain(titles[locale === "en" ? 0 : 1]);
    for (const titles of open) expect(text).not.toContain(titles[locale === "en" ? 0 : 1]);
    expect(html).toContain(`href="${path}"`);
    expect(text).toContain(strings.open_link);
  });

  test("the JSON list holds the open notices, as the page does", async () => {
    const response = await new Visitor(server.url).get(api);
    const body = documentPageResponseSchema.parse(await response.json());
    expect(body.data.total).toBe(open.length);
  });
});

describe("the closing day", () => {
  test("a notice closing today is open all day in India, and archived the next day", async () => {
    const db = server.services.db;
    const today = indiaDay(clock.now());
    const title = "Notice closing today (sample tender)";
    await db
      .insertInto("documents")
      .values({
        kind: "tender",
        title_en: title,
        title_mr: null,
        uploaded_file: "documents/tenders/closing-today.pdf",
        published: 1,
        expires_on: today,
      })
      .execute();
    expect(decode((await page("/tenders")).html)).toContain(title);
    expect(decode((await page("/tenders/archive")).html)).not.toContain(title);

    clock.advance(DAY_MS);
    expect(decode((await page("/tenders")).html)).not.toContain(title);
    expect(decode((await page("/tenders/archive")).html)).toContain(title);
  });

  test("when every notice has closed, the list says so and the archive holds them all", async () => {
    clock.advance(400 * DAY_MS);
    const list = await page("/recruitments");
    expect(list.status).toBe(200);
    expect(list.html).toContain(enDocuments.recruitments.empty);
    // More than a page of them now: read both pages.
    const archive = decode(
      (await page("/recruitments/archive")).html + (await page("/recruitments/archive?page=2")).html,
    );
    for (const [title] of [...DEMO_RECRUITMENTS, ...DEMO_CLOSED_RECRUITMENTS]) expect(archive).toContain(title);
  });

  test("an archive with nothing in it says so", async () => {
    const fresh = await startTestServer({ DEMO_CONTENT: "0" });
    try {
      const visitor = new Visitor(fresh.url, { accept: "text/html" });
      const html = await (await visitor.get("/tenders/archive")).text();
      expect(html).toContain(enDocuments.tenders.archive_empty);
    } finally {
      await fresh.close();
    }
  });
});
