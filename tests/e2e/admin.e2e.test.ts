import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { base32Decode, totpCode } from "~/.server/auth/totp";
import { LOCALES } from "~/i18n/locales";
import {
  expectAccessibleAtEveryWidth,
  reopenInLanguage,
  setUpBrowser,
  VIEWPORTS,
  waitForHydration,
} from "../support/browser";
import { Visitor } from "../support/http-client";
import {
  createStaffUser,
  postAsStaff,
  signedIn as signedInAs,
  staffSession,
  STAFF_PASSWORD,
} from "../support/staff-accounts";

/**
 * The admin area in Chromium against the production server: signing in, setting up two-factor
 * sign-in with a code computed here as a phone would, signing out; the same without JavaScript;
 * and axe on every admin page in every language at phone and desktop widths.
 */
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { openPage } = setUpBrowser(baseUrl);
const PASSWORD = STAFF_PASSWORD;
const createUser = (email: string, role: "admin" | "editor" | "desk", name: string) =>
  createStaffUser(dataDir, email, role, name);
const post = postAsStaff;
const sessionFor = (email: string) => staffSession(baseUrl, email);
const signedIn = (token: string) => signedInAs(baseUrl, token);

async function keyOnPage(page: Page): Promise<string> {
  return (await page.getByTestId("totp-key").textContent())!.replace(/\s/g, "");
}

let secureSecret: string;
let editorId = 0;
/** A confirmed citizen report (the demo content has none), for the report page's axe check. */
let reportId = 0;

beforeAll(async () => {
  await createUser("e2e.admin@example.org", "admin", "Sample Officer 1");
  await createUser("e2e.flow@example.org", "admin", "Sample Officer 2");
  await createUser("e2e.editor@example.org", "editor", "Sample Officer 3");
  await createUser("e2e.secure@example.org", "desk", "Sample Officer 4");
  await createUser("e2e.nojs@example.org", "editor", "Sample Officer 5");
  // One account with two-factor sign-in on, set up over HTTP.
  const visitor = new Visitor(baseUrl);
  await post(visitor, "/admin/sign-in", { email: "e2e.secure@example.org", password: PASSWORD });
  const html = await (await visitor.get("/admin/account/two-factor")).text();
  secureSecret = /data-testid="totp-key">([A-Z2-7 ]+)</.exec(html)![1]!.replace(/ /g, "");
  const confirmed = await post(visitor, "/admin/account/two-factor", {
    intent: "confirm",
    code: totpCode(secureSecret, Date.now()),
  });
  expect(confirmed.status).toBe(200);
  const adminVisitor = new Visitor(baseUrl);
  await post(adminVisitor, "/admin/sign-in", { email: "e2e.admin@example.org", password: PASSWORD });
  const list = await (await adminVisitor.get("/admin/users")).text();
  editorId = Number(/href="\/admin\/users\/(\d+)"[^>]*>Sample Officer 3</.exec(list)![1]);
  const db = new SQLite(path.join(dataDir, "app.db"));
  reportId = Number(
    db
      .prepare(
        `insert into citizen_reports (kind, submission_key, owner_key, reference, status, locale, name, mobile_number,
           message, lf_type, category, incident_date, station_id, confirmed_at)
         values ('lost_found', 'e2e-admin', 'e2e', 'MRP-L-2026-000999', 'received', 'mr', 'Sample Citizen',
           '0000000000', 'Sample report: a black bag left on a train.', 'lost', 'bag', '2026-11-01', 10, ?)`,
      )
      .run(new Date().toISOString()).lastInsertRowid,
  );
  db.close();
}, 120_000);

describe("signing in and two-factor sign-in", () => {
  test("an administrator signs in, sets up two-factor sign-in, signs out, and signs in with a code", async () => {
    const page = await openPage("/admin", { locale: "en", viewport: VIEWPORTS.desktop });
    await page.waitForURL(/\/admin\/sign-in$/);
    await page.getByLabel("E-mail address").fill("e2e.flow@example.org");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Administration" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Administration" }).textContent()).toContain(
      "Signed in as Sample Officer 2",
    );

    const cookie = (await page.context().cookies()).find((c) => c.name === "rp_staff")!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

    await page.getByRole("link", { name: "Set up two-factor sign-in" }).click();
    await page.getByRole("heading", { level: 1, name: "Two-factor sign-in" }).waitFor();
    expect(
      await page.getByRole("img", { name: /QR code that adds your Mumbai Railway Police account/ }).isVisible(),
    ).toBe(true);
    const secret = await keyOnPage(page);
    expect(base32Decode(secret)).toHaveLength(20);

    // A wrong code first: the error summary takes focus and names the field.
    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const summary = page.locator(".admin-error-summary");
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains("admin-error-summary"))).toBe(true);
    expect(await page.title()).toMatch(/^Error: Two-factor sign-in/);

    await page.getByLabel("Code from the app").fill(totpCode(secret, Date.now()));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByRole("heading", { level: 1, name: "Two-factor sign-in is on" }).waitFor();
    const codes = await page.locator(".admin-secret code").allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole("link", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: "Administration" }).waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You have signed out.").waitFor();
    expect((await page.context().cookies()).some((c) => c.name === "rp_staff")).toBe(false);
    await page.goto("/admin/users");
    await page.waitForURL(/\/admin\/sign-in\?next=%2Fadmin%2Fusers$/);

    await page.getByLabel("E-mail address").fill("e2e.flow@example.org");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Enter your security code" }).waitFor();
    // The code for the next step: the current one was used to turn two-factor sign-in on.
    await page.getByLabel("Security code").fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff accounts" }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/admin/users`);

    // A recovery code works too, once.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You have signed out.").waitFor();
    await page.getByLabel("E-mail address").fill("e2e.flow@example.org");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Security code").fill(codes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: "Administration" }).waitFor();
  });

  test("without JavaScript: sign in, open a page, sign out", async () => {
    const page = await openPage("/admin/sign-in", {
      locale: "en",
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
    });
    await page.getByLabel("E-mail address").fill("e2e.nojs@example.org");
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.locator(".admin-error-summary").textContent()).toContain(
      "The e-mail address or the password is not right",
    );
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Administration" }).waitFor();
    await page.getByRole("link", { name: "Your account" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You have signed out.").waitFor();
  });

  test("an editor who opens an administrators' page gets the 403 page", async () => {
    let status = 0;
    const token = await sessionFor("e2e.editor@example.org");
    const page = await openPage("/admin/users", {
      locale: "en",
      beforeLoad: async (page) => {
        await signedIn(token).beforeLoad!(page);
        page.on("response", (r) => r.request().isNavigationRequest() && (status = r.status()));
      },
    });
    expect(status).toBe(403);
    expect(await page.locator("main h1").textContent()).toBe("You do not have permission to see this page");
  });
});

type AdminPage = {
  name: string;
  path: () => string;
  as: "anonymous" | "admin" | "editor" | "pending";
  status?: number;
  prepare?: (page: Page) => Promise<void>;
};

/**
 * Submits a form that is wrong as it stands and checks the error summary: it takes focus, and
 * each of its links leads to a field that says it is invalid (and moves focus there).
 */
async function showErrors(page: Page, submit: string): Promise<void> {
  await page.locator(submit).click();
  await page.locator(".admin-error-summary").waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("admin-error-summary");
  const targets = await page.locator(".admin-error-summary a").evaluateAll((links) =>
    links.map((link) => {
      const id = link.getAttribute("href")!.slice(1);
      return { id, invalid: document.getElementById(id)?.getAttribute("aria-invalid") ?? null };
    }),
  );
  expect(targets.length).toBeGreaterThan(0);
  for (const target of targets) expect(target.invalid, target.id).toBe("true");
  await page.locator(".admin-error-summary a").first().click();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(targets[0]!.id);
  // Back to the state a screen-reader user meets first.
  await page.locator(".admin-error-summary").focus();
}

const PAGES: AdminPage[] = [
  { name: "sign-in", path: () => "/admin/sign-in", as: "anonymous" },
  {
    name: "sign-in with errors",
    path: () => "/admin/sign-in",
    as: "anonymous",
    prepare: async (page) => {
      await page.locator("form.admin-form button[type=submit]").click();
      await page.locator(".admin-error-summary").waitFor();
    },
  },
  { name: "two-factor step of sign-in", path: () => "/admin/sign-in/two-factor", as: "pending" },
  { name: "dashboard", path: () => "/admin", as: "admin" },
  { name: "your account", path: () => "/admin/account", as: "admin" },
  { name: "two-factor setup", path: () => "/admin/account/two-factor", as: "admin" },
  { name: "staff accounts", path: () => "/admin/users", as: "admin" },
  { name: "add a staff account", path: () => "/admin/users/new", as: "admin" },
  { name: "one staff account", path: () => `/admin/users/${editorId}`, as: "admin" },
  { name: "audit log", path: () => "/admin/audit", as: "admin" },
  { name: "audit log with bad filters", path: () => "/admin/audit?from=2026-02-30", as: "admin", status: 400 },
  { name: "settings", path: () => "/admin/settings", as: "admin" },
  { name: "content sections", path: () => "/admin/content", as: "admin" },
  { name: "news (content)", path: () => "/admin/content/news", as: "admin" },
  { name: "new news item", path: () => "/admin/content/news/new", as: "admin" },
  { name: "news item being edited", path: () => "/admin/content/news/1", as: "admin" },
  { name: "tenders (content)", path: () => "/admin/content/tenders/new", as: "admin" },
  { name: "news flashes (content)", path: () => "/admin/content/news-flashes", as: "admin" },
  { name: "numbers and links (content)", path: () => "/admin/content/site-settings", as: "admin" },
  {
    name: "numbers and links with errors",
    path: () => "/admin/content/site-settings",
    as: "admin",
    prepare: async (page) => {
      await page.locator("#control_room_numbers").fill("call us");
      await page.locator("#social_x").fill("http://x.com/");
      await showErrors(page, "form.admin-form button[type=submit]");
    },
  },
  { name: "notice board (content)", path: () => "/admin/content/notices", as: "admin" },
  { name: "new notice", path: () => "/admin/content/notices/new", as: "admin" },
  { name: "a notice being edited", path: () => "/admin/content/notices/1", as: "admin" },
  { name: "officers (content)", path: () => "/admin/content/officers/new", as: "admin" },
  { name: "gallery albums (content)", path: () => "/admin/content/albums", as: "admin" },
  { name: "an album with its photos and videos", path: () => "/admin/content/albums/1", as: "admin" },
  { name: "adding photos to an album", path: () => "/admin/content/albums/1/photos", as: "admin" },
  { name: "adding a video to an album", path: () => "/admin/content/albums/1/videos", as: "admin" },
  { name: "an album photo's captions", path: () => "/admin/content/albums/1/items/1", as: "admin" },
  { name: "a station (content)", path: () => "/admin/content/stations/10", as: "admin" },
  { name: "new station (content)", path: () => "/admin/content/stations/new", as: "admin" },
  { name: "a station kept from deletion", path: () => "/admin/content/stations/10/delete", as: "admin" },
  { name: "former commissioners (content)", path: () => "/admin/content/former-commissioners", as: "admin" },
  { name: "new former commissioner", path: () => "/admin/content/former-commissioners/new", as: "admin" },
  { name: "leadership (content)", path: () => "/admin/content/leadership", as: "admin" },
  { name: "new leadership officer", path: () => "/admin/content/leadership/new", as: "admin" },
  { name: "citizen reports", path: () => "/admin/reports", as: "admin" },
  { name: "found property register", path: () => "/admin/found-property", as: "admin" },
  { name: "a citizen report", path: () => `/admin/reports/${reportId}`, as: "admin" },
  {
    name: "a citizen report's status change with errors",
    path: () => `/admin/reports/${reportId}`,
    as: "admin",
    // Nothing changed: the status change is refused with a message.
    prepare: (page) => showErrors(page, "section[aria-labelledby=change-heading] form.admin-form button[type=submit]"),
  },
  {
    name: "found property added with errors",
    path: () => "/admin/found-property",
    as: "admin",
    prepare: async (page) => {
      await page.locator("#held_until").fill("2000-01-01");
      await showErrors(page, "form.admin-form button[type=submit]");
    },
  },
  { name: "a found-property item being edited", path: () => "/admin/found-property/1", as: "admin" },
  {
    name: "a found-property item edited with errors",
    path: () => "/admin/found-property/1",
    as: "admin",
    prepare: async (page) => {
      await page.locator("#category").selectOption("");
      await page.locator("#description_en").fill("");
      await page.locator("#description_mr").fill("");
      await showErrors(page, "form.admin-form button[type=submit]");
    },
  },
  { name: "deleting a found-property item", path: () => "/admin/found-property/1/delete", as: "admin" },
  { name: "403", path: () => "/admin/settings", as: "editor", status: 403 },
];

/**
 * One session per account for the whole sweep: signing in (a deliberately slow password hash)
 * before each of its hundreds of page loads would double the sweep's time. The sweep only reads.
 */
const sweepSessions = new Map<string, Promise<string>>();
function sweepSession(email: string): Promise<string> {
  if (!sweepSessions.has(email)) sweepSessions.set(email, sessionFor(email));
  return sweepSessions.get(email)!;
}

describe("typing before the page's script has run (a slow connection)", () => {
  test("what was typed into a box that was already filled in is kept when the script takes over", async () => {
    const page = await openPage("/admin", {
      viewport: VIEWPORTS.phone,
      ...signedIn(await sweepSession("e2e.admin@example.org")),
    });
    // The scripts are held back until the box has been typed into, as on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/content/site-settings", { waitUntil: "commit" });
    const box = page.locator("#whatsapp_numbers");
    await box.fill("000-2222-0001");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    release();
    await waitForHydration(page);
    expect(await box.inputValue()).toBe("000-2222-0001");
  });
});

describe("accessibility of every admin page", () => {
  for (const entry of PAGES) {
    test(`${entry.name} in every language at phone and desktop widths`, async () => {
      const token =
        entry.as === "admin"
          ? await sweepSession("e2e.admin@example.org")
          : entry.as === "editor"
            ? await sweepSession("e2e.editor@example.org")
            : entry.as === "pending"
              ? await pendingSession()
              : null;
      let status = 0;
      // One browser profile for every language: each after the first is the language switch and a reload.
      const page = await openPage(entry.path(), {
        locale: "en",
        viewport: VIEWPORTS.phone,
        beforeLoad: async (page) => {
          if (token) await signedIn(token).beforeLoad!(page);
          page.on("response", (r) => r.request().isNavigationRequest() && (status = r.status()));
        },
      });
      for (const locale of LOCALES) {
        if (locale !== "en") await reopenInLanguage(page, locale, entry.path());
        expect(status, `${entry.name} in ${locale}`).toBe(entry.status ?? 200);
        expect(await page.getAttribute("html", "lang")).toBe(locale);
        expect(await page.locator("h1").count()).toBe(1);
        await entry.prepare?.(page);
        await expectAccessibleAtEveryWidth(page, `${entry.name} in ${locale}`, { noSidewaysScroll: true });
      }
    });
  }
});

/** A browser half-way through signing in: the password was right, the code is still to come. */
async function pendingSession(): Promise<string> {
  const visitor = new Visitor(baseUrl);
  const response = await post(visitor, "/admin/sign-in", { email: "e2e.secure@example.org", password: PASSWORD });
  expect(response.headers.get("location")).toBe("/admin/sign-in/two-factor");
  return visitor.cookies.get("rp_staff")!;
}
