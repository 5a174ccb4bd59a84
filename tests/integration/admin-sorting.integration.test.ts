/**
 * Sorting the staff lists by their column headers: each sortable header is a plain link
 * (`?sort=<column>&dir=asc|desc`, keeping the list's other parameters) that works without
 * JavaScript, the sorted header says so (`aria-sort`), and a sort the server does not offer is
 * ignored (the list's own order) rather than passed to the database.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import type { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { createStaff, signIn } from "./admin-support";
import { CITIZEN_ENV } from "./citizen-support";

const server = useTestServer(CITIZEN_ENV);
let admin: Visitor;

/** The names in the order the page shows them. */
function orderOf(html: string, names: string[]): string[] {
  for (const name of names) expect(html).toContain(name);
  return [...names].sort((a, b) => html.indexOf(a) - html.indexOf(b));
}

/** The header cells of the page's table, as written. */
function headers(html: string): string[] {
  return [...html.matchAll(/<th scope="col"[^>]*>.*?<\/th>/gs)].map((match) => match[0]);
}

/** The sort link of the header cell that holds `label`. */
function sortLink(html: string, label: string): string {
  const header = headers(html).find((cell) => cell.includes(`>${label}<`));
  expect(header, `a header "${label}"`).toBeDefined();
  const href = /href="([^"]+)"/.exec(header!)?.[1];
  expect(href, `a link in the header "${label}"`).toBeDefined();
  return href!.replaceAll("&amp;", "&");
}

async function page(path: string): Promise<string> {
  const response = await admin.get(path);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  await createStaff(server, { email: "sort.admin@example.org", role: "admin" });
  admin = (await signIn(server, "sort.admin@example.org"))!;
});

describe("a paged content list (news)", () => {
  beforeAll(async () => {
    // Only these three, so that they are on one page whichever way the list runs.
    const db = server.services.db;
    const news = db.selectFrom("articles").select("id").where("kind", "=", "news");
    await db.deleteFrom("article_images").where("article_id", "in", news).execute();
    await db.deleteFrom("articles").where("kind", "=", "news").execute();
    await server.services.db
      .insertInto("articles")
      .values([
        { kind: "news", title_en: "Sortnews Alpha", published: 1, created_at: "2026-01-01T00:00:00.000Z" },
        { kind: "news", title_en: "Sortnews Charlie", published: 0, created_at: "2026-03-01T00:00:00.000Z" },
        { kind: "news", title_en: "Sortnews Bravo", published: 1, created_at: "2026-02-01T00:00:00.000Z" },
      ])
      .execute();
  });
  const names = ["Sortnews Alpha", "Sortnews Bravo", "Sortnews Charlie"];

  test("is newest first, and says so on its date header", async () => {
    const html = await page("/admin/content/news");
    expect(orderOf(html, names)).toEqual(["Sortnews Charlie", "Sortnews Bravo", "Sortnews Alpha"]);
    expect(headers(html).find((cell) => cell.includes('aria-sort="descending"'))).toContain("Written");
    expect(sortLink(html, "Written")).toBe("/admin/content/news?sort=date&dir=asc");
  });

  test("sorts oldest first and by published state through its header links", async () => {
    const oldest = await page("/admin/content/news?sort=date&dir=asc");
    expect(orderOf(oldest, names)).toEqual(["Sortnews Alpha", "Sortnews Bravo", "Sortnews Charlie"]);
    expect(headers(oldest).find((cell) => cell.includes('aria-sort="ascending"'))).toContain("Written");
    const published = await page(sortLink(oldest, "Status"));
    expect(orderOf(published, names)).toEqual(["Sortnews Bravo", "Sortnews Alpha", "Sortnews Charlie"]);
  });

  test("offers no sort its query cannot serve by an index, and ignores one asked for", async () => {
    const html = await page("/admin/content/news?sort=title&dir=asc");
    expect(orderOf(html, names)).toEqual(["Sortnews Charlie", "Sortnews Bravo", "Sortnews Alpha"]);
    const title = headers(html).find((cell) => cell.includes(">Title<"));
    expect(title).not.toContain("href=");
    expect((await admin.get("/admin/content/news?sort=created_at%20desc;--&dir=sideways")).status).toBe(200);
  });
});

describe("a short content list (notices)", () => {
  beforeAll(async () => {
    await server.services.db
      .insertInto("notices")
      .values([
        { title_en: "Sortnotice Bravo", title_mr: "सूचना ब", posted_at: "2026-01-01T00:00:00.000Z" },
        { title_en: "Sortnotice Alpha", title_mr: "सूचना अ", posted_at: "2026-02-01T00:00:00.000Z" },
        { title_en: "Sortnotice Charlie", title_mr: "सूचना क", posted_at: "2026-03-01T00:00:00.000Z" },
      ])
      .execute();
  });
  const names = ["Sortnotice Alpha", "Sortnotice Bravo", "Sortnotice Charlie"];

  test("sorts by title both ways", async () => {
    const first = await page("/admin/content/notices");
    expect(orderOf(first, names)).toEqual(["Sortnotice Charlie", "Sortnotice Alpha", "Sortnotice Bravo"]);
    const byTitle = await page(sortLink(first, "Title"));
    expect(orderOf(byTitle, names)).toEqual(["Sortnotice Alpha", "Sortnotice Bravo", "Sortnotice Charlie"]);
    expect(headers(byTitle).find((cell) => cell.includes('aria-sort="ascending"'))).toContain("Title");
    const back = await page(sortLink(byTitle, "Title"));
    expect(orderOf(back, names)).toEqual(["Sortnotice Charlie", "Sortnotice Bravo", "Sortnotice Alpha"]);
  });
});

test("staff accounts sort by name", async () => {
  await createStaff(server, { email: "sort.b@example.org", role: "editor", name: "Sortuser Bravo" });
  await createStaff(server, { email: "sort.a@example.org", role: "editor", name: "Sortuser Alpha" });
  const names = ["Sortuser Alpha", "Sortuser Bravo"];
  const first = await page("/admin/users?sort=name&dir=desc");
  expect(orderOf(first, names)).toEqual(["Sortuser Bravo", "Sortuser Alpha"]);
  expect(headers(first).find((cell) => cell.includes('aria-sort="descending"'))).toContain("Name");
  expect(orderOf(await page(sortLink(first, "Name")), names)).toEqual(["Sortuser Alpha", "Sortuser Bravo"]);
});

test("the audit log sorts oldest first and keeps its filters", async () => {
  const html = await page("/admin/audit?action=sign_in");
  const link = sortLink(html, "When");
  expect(new URL(link, server.url).searchParams.get("action")).toBe("sign_in");
  expect(link).toContain("sort=date&dir=asc");
  const oldest = await page(link);
  const times = [...oldest.matchAll(/<time dateTime="([^"]+)"/gi)].map((match) => match[1]!);
  expect(times.length).toBeGreaterThan(1);
  expect([...times].sort()).toEqual(times);
  // Applying the filters again keeps the order chosen.
  expect(oldest).toContain('<input type="hidden" name="sort" value="date"/>');
  expect(oldest).toContain('<input type="hidden" name="dir" value="asc"/>');
});

test("the report inbox sorts by the day a report was received, both ways", async () => {
  const insert = (name: string, confirmedAt: string) =>
    server.services.db
      .insertInto("citizen_reports")
      .values({
        kind: "suggestion",
        submission_key: randomUUID(),
        owner_key: "test",
        reference: `MRP-S-2026-${String(Math.floor(Math.random() * 900000) + 100000)}`,
        status: "received",
        locale: "en",
        name,
        mobile_number: "9876500001",
        message: "A sample suggestion",
        confirmed_at: confirmedAt,
      })
      .execute();
  await insert("Sortreport Alpha", "2026-01-01T00:00:00.000Z");
  await insert("Sortreport Bravo", "2026-02-01T00:00:00.000Z");
  const names = ["Sortreport Alpha", "Sortreport Bravo"];
  const first = await page("/admin/reports?kind=suggestion");
  expect(orderOf(first, names)).toEqual(["Sortreport Bravo", "Sortreport Alpha"]);
  const link = sortLink(first, "Received");
  expect(new URL(link, server.url).searchParams.get("kind")).toBe("suggestion");
  const oldest = await page(link);
  expect(orderOf(oldest, names)).toEqual(["Sortreport Alpha", "Sortreport Bravo"]);
  expect(headers(oldest).find((cell) => cell.includes('aria-sort="ascending"'))).toContain("Received");
});

test("the found-property register sorts by the day an item was found", async () => {
  const station = await server.services.db.selectFrom("police_stations").select("id").executeTakeFirstOrThrow();
  await server.services.db
    .insertInto("found_property")
    .values([
      { category: "bag", description_en: "Sortfound Alpha", station_id: station.id, found_on: "2026-01-01" },
      { category: "bag", description_en: "Sortfound Bravo", station_id: station.id, found_on: "2026-02-01" },
    ])
    .execute();
  const names = ["Sortfound Alpha", "Sortfound Bravo"];
  const first = await page("/admin/found-property");
  expect(orderOf(first, names)).toEqual(["Sortfound Bravo", "Sortfound Alpha"]);
  const oldest = await page(sortLink(first, "Found on"));
  expect(orderOf(oldest, names)).toEqual(["Sortfound Alpha", "Sortfound Bravo"]);
});
