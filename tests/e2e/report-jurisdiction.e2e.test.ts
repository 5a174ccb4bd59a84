/**
 * Issue 20 in Chromium, with JavaScript: the complaint page and the home page's complaint dialog
 * ask where, when and what, and a complaint about a train leaving Ghatkopar, sent in place over
 * the JSON API, is given to the Kurla railway police station (12), which has jurisdiction there.
 * The report is read back from the e2e server's database, read-only. Also: the dashboard with the
 * "to be assigned" queue and a report's transfer form have no axe violations in either language.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { LOCALES } from "~/i18n/locales";
import enCitizen from "~/locales/en/citizen";
import { indiaDay } from "~/lib/india-time";
import { axeViolations, describeViolations, setUpBrowser, VIEWPORTS } from "../support/browser";
import { createStaffUser, signedIn, staffSession } from "../support/staff-accounts";
import { codesTo as outboxCodes } from "../support/sms-outbox";

const dataDir = inject("dataDir");
const browser = setUpBrowser(inject("baseUrl"));
const openPage: typeof browser.openPage = (pagePath, options = {}) =>
  browser.openPage(pagePath, { reducedMotion: "reduce", ...options });
const codesTo = (mobile: string) => outboxCodes(dataDir, mobile);

/** The report as stored, by its reference. */
function storedReport(reference: string) {
  const db = new SQLite(path.join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "select station_id, stop_id, place_type, complaint_category, platform, incident_time from citizen_reports where reference = ?",
      )
      .get(reference) as Record<string, string | number | null>;
  } finally {
    db.close();
  }
}

/** Fills a complaint form whose fields carry ids `${prefix}-<field>`: a train leaving Ghatkopar. */
async function fillComplaint(scope: Page | Locator, prefix: string, mobile: string) {
  const field = (name: string) => scope.locator(`#${prefix}-${name}`);
  await field("name").fill("Asha D'Souza");
  await field("mobile_number").fill(mobile);
  await field("category").selectOption("harassment_women");
  await field("incident_date").fill(indiaDay(new Date()));
  await field("incident_time").fill("08:30");
  await scope.locator(`#${prefix}-place_type-train`).check();
  await field("stop_id").selectOption("ghatkopar");
  await field("platform").fill("3");
  await field("train").fill("8:14 Kalyan fast");
  await field("complaint").fill("A man harassed women passengers in the ladies' compartment.");
  await field("terms").check();
}

describe("a complaint says where it happened and reaches the police station with jurisdiction", () => {
  test("on the complaint page, in place, a train leaving Ghatkopar goes to Kurla, with no axe violations", async () => {
    const page = await openPage("/complaint", { locale: "en", viewport: VIEWPORTS.phone });
    expect(await page.locator(".citizen-disclaimer").textContent()).toContain(enCitizen.complaints.zero_fir);
    const mobile = `9${String(Date.now() % 100_000_000).padStart(9, "0")}`;
    await fillComplaint(page, "complaint", mobile);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.locator("button.citizen-submit").click();
    await page.locator(".citizen-otp-box").first().waitFor();
    await expect.poll(() => codesTo(mobile).length).toBe(1);
    await page.locator(".citizen-otp-box").first().click();
    await page.keyboard.type(codesTo(mobile)[0]!);
    const reference = (await page.locator(".citizen-reference").textContent())!.trim();
    expect(storedReport(reference)).toEqual({
      station_id: 12,
      stop_id: "ghatkopar",
      place_type: "train",
      complaint_category: "harassment_women",
      platform: "3",
      incident_time: "08:30",
    });
  }, 60_000);

  test("the home page's complaint dialog asks the same, and its complaint goes to Kurla too", async () => {
    const page = await openPage("/", { locale: "en", viewport: VIEWPORTS.desktop });
    await page.locator(".tile-link").first().click();
    await page.locator("#modal-citizen-corner:modal").waitFor();
    await page.locator("#modal-citizen-corner").getByRole("link", { name: "Make a complaint" }).click();
    const dialog = page.locator("#modal-complaint:modal");
    await dialog.locator(".citizen-form").waitFor();
    const mobile = `8${String(Date.now() % 100_000_000).padStart(9, "0")}`;
    await fillComplaint(dialog, "dialog-complaint", mobile);
    await dialog.locator("button.citizen-submit").click();
    await dialog.locator(".citizen-otp-box").first().waitFor();
    await expect.poll(() => codesTo(mobile).length).toBe(1);
    await dialog.locator(".citizen-otp-box").first().click();
    await page.keyboard.type(codesTo(mobile)[0]!);
    const reference = (await dialog.locator(".citizen-reference").textContent())!.trim();
    expect(storedReport(reference).station_id).toBe(12);
  }, 60_000);
});

describe("the desk's pages", () => {
  let reportId = 0;
  beforeAll(async () => {
    await createStaffUser(dataDir, "jurisdiction.admin@example.org", "admin", "Sample Officer 31");
    // A confirmed report that names no place: it waits in the "to be assigned" queue.
    const db = new SQLite(path.join(dataDir, "app.db"));
    try {
      reportId = Number(
        db
          .prepare(
            `insert into citizen_reports (kind, submission_key, owner_key, reference, status, locale, name,
               mobile_number, message, confirmed_at)
             values ('complaint', 'e2e-jurisdiction', 'e2e', 'MRP-C-2026-000998', 'received', 'en', 'Sample Citizen',
               '0000000000', 'Sample complaint that names no place.', ?)`,
          )
          // Older than anything the other browser files send, so that it leads the queue, which shows
          // the longest-waiting reports first and only so many of them.
          .run(new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString()).lastInsertRowid,
      );
    } finally {
      db.close();
    }
  }, 60_000);

  test("the dashboard's queue and the report's transfer form have no axe violations, in every language", async () => {
    const token = await staffSession(inject("baseUrl"), "jurisdiction.admin@example.org");
    for (const locale of LOCALES) {
      const dashboard = await openPage("/admin", {
        locale,
        viewport: VIEWPORTS.phone,
        ...signedIn(inject("baseUrl"), token),
      });
      expect(
        await dashboard.locator(`#queue-heading ~ .table-scroll a[href="/admin/reports/${reportId}"]`).count(),
      ).toBe(1);
      for (const [page, name] of [
        [dashboard, "the dashboard"],
        [
          await openPage(`/admin/reports/${reportId}`, {
            locale,
            viewport: VIEWPORTS.phone,
            ...signedIn(inject("baseUrl"), token),
          }),
          "the report",
        ],
      ] as const) {
        const violations = await axeViolations(page);
        expect(violations, `${name} in ${locale}:\n${describeViolations(violations)}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} sticks out sideways`).toBeLessThanOrEqual(0);
      }
    }
  }, 90_000);
});
