import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import routes from "~/routes";
import { Visitor } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";
import { createStaff, location, post, signIn, textOf } from "./admin-support";

/**
 * Every admin route, as every kind of visitor: the one table of who may do what. A route added
 * under /admin without a row here fails the first test, so nobody can add one and forget to
 * decide (and test) who may use it.
 *
 * - "open": the sign-in steps and sign-out, for anyone (never a 401/403).
 * - "staff": any signed-in member of staff.
 * - "admin": administrators only; editors and desk officers get the 403 page.
 * - "content": administrators and editors (the public website's content); desk officers get 403.
 * - "desk": administrators and desk officers (citizen reports, found property); editors get 403.
 * - "none": the route has no action; a post is 405 for anyone signed in.
 */
type Access = "open" | "staff" | "admin" | "content" | "desk";
type Row = { path: string; get: Access; post: Access | "none" };

const TABLE: Row[] = [
  { path: "/admin", get: "staff", post: "none" },
  { path: "/admin/sign-in", get: "open", post: "open" },
  { path: "/admin/sign-in/two-factor", get: "open", post: "open" },
  { path: "/admin/sign-out", get: "open", post: "open" },
  { path: "/admin/account", get: "staff", post: "staff" },
  { path: "/admin/account/two-factor", get: "staff", post: "staff" },
  { path: "/admin/users", get: "admin", post: "none" },
  { path: "/admin/users/new", get: "admin", post: "admin" },
  { path: "/admin/users/:id", get: "admin", post: "admin" },
  { path: "/admin/audit", get: "admin", post: "none" },
  { path: "/admin/settings", get: "admin", post: "admin" },
  // Citizen-report inbox
  { path: "/admin/reports", get: "desk", post: "none" },
  { path: "/admin/reports/export.csv", get: "admin", post: "none" },
  { path: "/admin/reports/:id", get: "desk", post: "desk" },
  { path: "/admin/found-property", get: "desk", post: "desk" },
  { path: "/admin/found-property/:id", get: "desk", post: "desk" },
  { path: "/admin/found-property/:id/delete", get: "desk", post: "desk" },
  // Content management
  { path: "/admin/content", get: "content", post: "none" },
  ...[
    "news",
    "good-works",
    "news-flashes",
    "notices",
    "press-releases",
    "tenders",
    "recruitments",
    "rti",
    "booklets",
    "albums",
    "officers",
    "former-commissioners",
    "leadership",
  ].flatMap((section): Row[] => [
    { path: `/admin/content/${section}`, get: "content", post: "none" },
    { path: `/admin/content/${section}/new`, get: "content", post: "content" },
    { path: `/admin/content/${section}/:id`, get: "content", post: "content" },
    { path: `/admin/content/${section}/:id/delete`, get: "content", post: "content" },
  ]),
  { path: "/admin/content/albums/:id/photos", get: "content", post: "content" },
  { path: "/admin/content/albums/:id/videos", get: "content", post: "content" },
  { path: "/admin/content/albums/:id/items/:itemId", get: "content", post: "content" },
  { path: "/admin/content/albums/:id/items/:itemId/delete", get: "content", post: "content" },
  { path: "/admin/content/stations", get: "content", post: "none" },
  { path: "/admin/content/stations/new", get: "content", post: "content" },
  { path: "/admin/content/stations/:id", get: "content", post: "content" },
  { path: "/admin/content/stations/:id/delete", get: "content", post: "content" },
  { path: "/admin/content/site-settings", get: "content", post: "content" },
];

/**
 * Routes under /admin that answer a file, not a page: their access is walked in their own tests
 * (a report's photo: citizen-report-photos.integration.test.ts, desk scope, editors refused).
 */
const FILES = ["/admin/reports/:id/photos/:photo"];

const ROLES = ["anonymous", "desk", "editor", "admin"] as const;
type Who = (typeof ROLES)[number];

/** Every path in the route config, prefixes and layouts resolved. */
function allPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.path !== undefined || entry.index ? [path || "/"] : [];
    return [...own, ...(entry.children ? allPaths(entry.children, path) : [])];
  });
}

let server: TestServer;
const visitors = new Map<Who, Visitor>();
let someUserId: number;
/** A confirmed report at the walk's desk officer's station (10), for /admin/reports/:id. */
let reportId: number;
/** A found-property item at the same station, for /admin/found-property/:id. */
let foundId: number;
/** Ids of one item of each kind of content, for the content routes' :id. */
const contentIds = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, { email: "walk.admin@example.org", role: "admin" });
  await createStaff(server, { email: "walk.editor@example.org", role: "editor" });
  await createStaff(server, { email: "walk.desk@example.org", role: "desk", stationId: 10 });
  someUserId = (await createStaff(server, { email: "walk.target@example.org", role: "editor" })).id;
  const { db } = server.services;
  for (const [section, kind] of [
    ["news", "news"],
    ["good-works", "goodwork"],
  ] as const) {
    const { id } = await db
      .insertInto("articles")
      .values({ kind, title_en: `Sample ${kind}`, title_mr: null, published: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    contentIds.set(section, id);
  }
  const flash = await db
    .insertInto("news_flashes")
    .values({ text: "Sample flash", language: null, link: null, sort_order: 0, active: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  contentIds.set("news-flashes", flash.id);
  const notice = await db
    .insertInto("notices")
    .values({ title_en: "Sample notice", title_mr: "नमुना सूचना", posted_at: "2026-11-20T04:30:00.000Z" })
    .returning("id")
    .executeTakeFirstOrThrow();
  contentIds.set("notices", notice.id);
  for (const [section, kind] of [
    ["press-releases", "press_release"],
    ["tenders", "tender"],
    ["recruitments", "recruitment"],
    ["rti", "rti"],
  ] as const) {
    const { id } = await db
      .insertInto("documents")
      .values({ kind, title_en: `Sample ${kind}`, title_mr: null, uploaded_file: "documents/sample.pdf", published: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    contentIds.set(section, id);
  }
  const book = await db
    .insertInto("books")
    .values({
      name_en: "Sample booklet",
      name_mr: null,
      image_key: "books/covers/sample",
      image_width: 400,
      image_height: 300,
      file: "books/sample.pdf",
      published: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  contentIds.set("booklets", book.id);
  const album = await db
    .insertInto("albums")
    .values({ title_en: "Sample album", title_mr: null, published: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  contentIds.set("albums", album.id);
  const albumItem = await db
    .insertInto("album_items")
    .values({ album_id: album.id, kind: "video", video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" })
    .returning("id")
    .executeTakeFirstOrThrow();
  contentIds.set("album-items", albumItem.id);
  const officer = await db
    .insertInto("officers")
    .values({
      name_en: "Sample Officer",
      name_mr: null,
      designation: "PI",
      contact_number: null,
      email: null,
      photo: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  contentIds.set("officers", officer.id);
  contentIds.set("stations", 10);
  // The demo data's people (the walk's posts carry no fields, so nothing is changed or deleted).
  contentIds.set(
    "former-commissioners",
    (await db.selectFrom("former_commissioners").select("id").executeTakeFirstOrThrow()).id,
  );
  contentIds.set("leadership", (await db.selectFrom("leaders").select("id").executeTakeFirstOrThrow()).id);
  reportId = (
    await db
      .insertInto("citizen_reports")
      .values({
        kind: "complaint",
        submission_key: "walk",
        owner_key: "walk",
        reference: "MRP-C-2026-999999",
        status: "received",
        name: "Sample Citizen",
        mobile_number: "9876543210",
        message: "Sample complaint",
        station_id: 10,
        confirmed_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  foundId = (
    await db
      .insertInto("found_property")
      .values({ category: "bag", description_en: "Sample bag", station_id: 10, found_on: "2026-11-01" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  visitors.set("anonymous", new Visitor(server.url));
  for (const role of ["desk", "editor", "admin"] as const)
    visitors.set(role, await signIn(server, `walk.${role}@example.org`));
});
afterAll(async () => {
  await server.close();
});

test("every route under /admin is in the table, and the table has no route that does not exist", () => {
  const adminPaths = allPaths(routes as RouteConfigEntry[])
    .filter((path) => path === "/admin" || path.startsWith("/admin/"))
    .sort();
  expect(adminPaths).toEqual([...TABLE.map((row) => row.path), ...FILES].sort());
});

const allowed = (access: Access, who: Who) =>
  access === "open" ||
  (who !== "anonymous" &&
    (access === "staff" ||
      who === "admin" ||
      (access === "content" && who === "editor") ||
      (access === "desk" && who === "desk")));

describe.each(TABLE)("$path", (row) => {
  const section = /^\/admin\/content\/([a-z-]+)\/:id/.exec(row.path)?.[1];
  const url = () =>
    row.path
      .replace(
        ":id",
        String(
          section
            ? contentIds.get(section)
            : row.path.startsWith("/admin/reports/")
              ? reportId
              : row.path.startsWith("/admin/found-property/")
                ? foundId
                : someUserId,
        ),
      )
      .replace(":itemId", String(contentIds.get("album-items")));

  test.each(ROLES)("GET as %s", async (who) => {
    const response = await visitors.get(who)!.get(url());
    if (row.get === "open") {
      expect(response.status).toBeLessThan(400);
      return;
    }
    if (who === "anonymous") {
      expect(response.status).toBe(302);
      expect(location(response)).toMatch(/^\/admin\/sign-in(\?|$)/);
    } else if (allowed(row.get, who)) {
      expect(response.status).toBe(200);
    } else {
      expect(response.status).toBe(403);
      expect(textOf(await response.text())).toContain("You do not have permission to see this page");
    }
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test.each(ROLES)("POST as %s", async (who) => {
    // A form with only the CSRF token: enough to reach the guard, never enough to change anything
    // that matters (the settings post would only confirm the default).
    // The open posts (sign-in steps, sign-out) end sessions: they get a browser of their own.
    const visitor =
      row.post !== "open"
        ? visitors.get(who)!
        : who === "anonymous"
          ? new Visitor(server.url)
          : await signIn(server, `walk.${who}@example.org`);
    // React Router logs a post to a route without an action; here that is the expected case.
    if (row.post === "none" && who !== "anonymous") vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await post(visitor, url());
    if (row.post === "open") {
      expect(response.status).not.toBe(401);
      expect(response.status).not.toBe(403);
      expect(response.status).toBeLessThan(500);
      return;
    }
    if (who === "anonymous") {
      expect(response.status).toBe(302);
      expect(location(response)).toMatch(/^\/admin\/sign-in(\?|$)/);
      return;
    }
    if (row.post === "none") {
      expect(response.status).toBe(405);
      return;
    }
    if (allowed(row.post, who)) {
      expect([200, 302, 400, 422]).toContain(response.status);
      expect(location(response)).not.toMatch(/sign-in/);
    } else {
      expect(response.status).toBe(403);
    }
  });
});

test("the walk itself signed nobody out (the sign-out posts used browsers of their own)", async () => {
  for (const role of ["desk", "editor", "admin"] as const)
    expect((await visitors.get(role)!.get("/admin/account")).status, role).toBe(200);
});
