/**
 * A lost phone finding its owner, walked through in Chromium as the people involved do it, in every
 * language, with JavaScript and without: a commuter reports a lost phone with its IMEI to the Dadar
 * railway police station and opens the acknowledgement; the phone is handed in at Thane, whose
 * desk officer enters it in the register and is proposed the commuter's report first; an
 * administrator sees the item proposed first on the lost report's page; the Thane desk confirms
 * the match, the owner is texted in their language to come to Thane, and the acknowledgement's
 * verification address shows a stranger the reference, date, station and category and nothing
 * personal. axe-core checks each page the walk-through passes, the proposals among them.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { RESOURCES } from "~/.server/i18n/resources";
import { smsLanguage } from "~/.server/sms/template-list";
import { LOCALES, type Locale } from "~/i18n/locales";
import { localDigits } from "~/lib/format";
import { indiaDay } from "~/lib/india-time";
import { axeViolations, describeViolations, setUpBrowser, VIEWPORTS, type OpenPageOptions } from "../support/browser";
import { createStaffUser, signedIn, staffSession } from "../support/staff-accounts";
import { latestCode, textsTo as outboxTexts } from "../support/sms-outbox";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = setUpBrowser(baseUrl);
const DADAR = 11;
const THANE = 13;
const DESK_EMAIL = "walkthrough.thane@example.org";
const ADMIN_EMAIL = "walkthrough.admin@example.org";

const CITIZEN = (locale: Locale) => RESOURCES[locale].citizen;
const ADMIN = (locale: Locale) => RESOURCES[locale].admin;

/** The commuter's report, as a reader of each language writes it. */
const SAMPLE: Record<Locale, { description: string; name: string }> = {
  en: { description: "Black Samsung phone, red cover, scratch on the back", name: "Sunita Patil" },
  mr: { description: "काळा सॅमसंग फोन, लाल कव्हर, मागे ओरखडा", name: "सुनीता पाटील" },
  hi: { description: "काला सैमसंग फोन, लाल कवर, पीछे खरोंच", name: "सुनीता शर्मा" },
};

const openPage = (pagePath: string, locale: Locale, javaScript: boolean, options: OpenPageOptions = {}) =>
  browser.openPage(pagePath, {
    locale,
    reducedMotion: "reduce",
    viewport: VIEWPORTS.phone,
    withoutAppScripts: !javaScript,
    ...options,
  });

/** A 15-digit IMEI with a good Luhn check digit, different for each walk-through. */
function imei(seed: number): string {
  const body = `35${String(seed).padStart(12, "0").slice(-12)}`;
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const textsTo = (mobile: string, template: string) => outboxTexts(dataDir, mobile, template);
const codeFor = (mobile: string) => latestCode(dataDir, mobile);

let runs = 0;
const freshMobile = () => `9${String(Date.now() % 1_000_000).padStart(6, "0")}${String((runs += 1)).padStart(3, "0")}`;

function stationName(id: number, locale: Locale): string {
  const db = new SQLite(path.join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select name_en, name_mr, name_hi from police_stations where id = ?").get(id) as Record<
      `name_${Locale}`,
      string | null
    >;
    // Station names are staff content: English where staff wrote none in the language.
    return row[`name_${locale}`] || row.name_en!;
  } finally {
    db.close();
  }
}

async function expectNoViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Clicks what submits a form and waits for the page it leads to, by full load or in place. */
async function submitTo(page: Page, button: ReturnType<Page["locator"]>, url: RegExp) {
  await Promise.all([
    page.waitForURL(url, { timeout: 15_000 }).catch(async (error: unknown) => {
      throw new Error(`still at ${page.url()}: ${String(error)}`);
    }),
    button.click(),
  ]);
}

beforeAll(async () => {
  await createStaffUser(dataDir, DESK_EMAIL, "desk", "Sample Officer (Thane desk)");
  await createStaffUser(dataDir, ADMIN_EMAIL, "admin", "Sample Officer (all stations)");
  // `admin create-user` names no station: the desk officer is Thane's, as set in the staff screens.
  const db = new SQLite(path.join(dataDir, "app.db"));
  try {
    db.prepare("update staff_users set station_id = ? where email = ?").run(THANE, DESK_EMAIL);
  } finally {
    db.close();
  }
}, 60_000);

const WALKS = LOCALES.flatMap((locale) => [true, false].map((javaScript) => ({ locale, javaScript })));

describe("a phone lost on the way to Dadar and handed in at Thane finds its owner", () => {
  WALKS.forEach(({ locale, javaScript }, walk) => {
    const how = javaScript ? "with JavaScript" : "without JavaScript";
    test(`in ${locale}, ${how}`, async () => {
      const s = CITIZEN(locale);
      const a = ADMIN(locale);
      const phoneImei = imei(Date.now() * 10 + walk);
      const mobile = freshMobile();
      const { description, name } = SAMPLE[locale];

      // 1. The commuter reports the phone lost, with its IMEI, and confirms with the texted code.
      const citizen = await openPage("/lost-and-found", locale, javaScript);
      const field = (id: string) => citizen.locator(`#lost_found-${id}`);
      await field("type").check();
      await field("category").selectOption("mobile_phone");
      await field("description").fill(description);
      await field("incident_date").fill(indiaDay(new Date()));
      await field("incident_time").fill("08:40");
      // Lost on a train that was leaving Dadar: Dadar's police station has it.
      await citizen.locator("#lost_found-place_type-train").check();
      await field("stop_id").selectOption("dadar");
      await field("line").selectOption("central");
      await field("imei").fill(`${phoneImei.slice(0, 8)} ${phoneImei.slice(8)}`);
      await field("name").fill(name);
      await field("mobile_number").fill(mobile);
      if (javaScript) {
        await citizen.locator("button.citizen-submit").click();
        await citizen.locator(".citizen-otp-box").first().click();
        await citizen.keyboard.type(await codeFor(mobile));
      } else {
        await submitTo(citizen, citizen.locator("button.citizen-submit"), /\?report=\d+$/);
        await field("otp").fill(await codeFor(mobile));
        await submitTo(citizen, citizen.getByRole("button", { name: s.code.submit, exact: true }), /\?sent=\d+$/);
      }
      const panel = citizen.locator(".citizen-panel");
      expect(await panel.textContent()).toContain(s.lost_found.report_sent);
      const reference = (await panel.locator(".citizen-reference").textContent())!.trim();
      expect(reference).toMatch(/^MRP-L-\d{4}-\d{6}$/);

      // 2. Its acknowledgement: the IMEI, how to block the phone, and the verification address.
      await submitTo(citizen, citizen.locator('main a[href^="/acknowledgement/"]'), /\/acknowledgement\/\d+$/);
      const reportId = Number(/\/acknowledgement\/(\d+)$/.exec(citizen.url())![1]);
      const acknowledgement = (await citizen.locator("main").textContent())!;
      expect(acknowledgement).toContain(reference);
      expect(acknowledgement).toContain(phoneImei);
      expect(await citizen.locator('a[href="https://www.ceir.gov.in"]').count()).toBeGreaterThan(0);
      expect(await citizen.locator("svg.ack-qr[role=img]").count()).toBe(1);
      const verifyUrl = new URL((await citizen.locator(".ack-url").textContent())!.trim());
      expect(verifyUrl.pathname).toBe(`/verify/${reference}`);
      await expectNoViolations(citizen, "the acknowledgement");

      // 3. Thane's desk enters the phone in the register, as handed in at Thane today, with its
      // IMEI in the register's own field (in Devanagari digits in Marathi), not the description.
      const desk = signedIn(baseUrl, await staffSession(baseUrl, DESK_EMAIL));
      const register = await openPage("/admin/found-property", locale, javaScript, desk);
      await register.locator("#category").selectOption("mobile_phone");
      await register.locator("#description_en").fill("Black Samsung phone in a red cover");
      await register.locator("#imei").fill(localDigits(phoneImei, locale));
      expect(await register.locator("#station_id").inputValue()).toBe(String(THANE));
      await submitTo(
        register,
        register.locator('form:has(#description_en) button[type="submit"]'),
        /\/admin\/found-property\?done=added$/,
      );
      // Staff see the IMEI whole in the register.
      const row = register.locator("tbody tr", { hasText: phoneImei });
      await submitTo(register, row.locator('a[href^="/admin/found-property/"]'), /\/admin\/found-property\/\d+$/);
      const itemId = Number(/\/admin\/found-property\/(\d+)$/.exec(register.url())![1]);
      const itemNumber = `FP-${String(itemId).padStart(6, "0")}`;

      // 4. The item's page proposes the commuter's report first, with the IMEI as the reason;
      // the report was filed at Dadar, so Thane's desk sees its reference, not its page.
      const firstProposal = register.locator(".admin-match-list > li").first();
      expect(await firstProposal.textContent()).toContain(reference);
      expect(await firstProposal.textContent()).toContain(phoneImei);
      expect(await firstProposal.locator(`a[href="/admin/reports/${reportId}"]`).count()).toBe(0);
      expect(await register.locator("main").textContent()).not.toContain(mobile);
      await expectNoViolations(register, "the register item's proposals");

      // The public register shows the phone with its IMEI masked but for the last four digits.
      const publicRegister = await openPage(
        `/found-property?station=${THANE}&category=mobile_phone`,
        locale,
        javaScript,
      );
      const publicText = (await publicRegister.locator("main").textContent())!;
      expect(publicText).toContain(`${"•".repeat(11)}${phoneImei.slice(-4)}`);
      expect(publicText).not.toContain(phoneImei.slice(0, 11));
      await expectNoViolations(publicRegister, "the public register");

      // 5. On the lost report's page, an administrator is proposed the item held at Thane first.
      const adminSession = signedIn(baseUrl, await staffSession(baseUrl, ADMIN_EMAIL));
      const report = await openPage(`/admin/reports/${reportId}`, locale, javaScript, adminSession);
      const items = report.locator("#item-matches-heading ~ .admin-match-list > li");
      expect(await report.locator("#item-matches-heading").textContent()).toBe(a.claims.items_heading);
      expect(await items.first().textContent()).toContain(itemNumber);
      expect(await items.first().textContent()).toContain(stationName(THANE, locale));
      await expectNoViolations(report, "the lost report's proposals");

      // 6. Thane's desk confirms; the page says the claim is in progress and the owner was texted.
      await submitTo(
        register,
        firstProposal.getByRole("button", { name: a.claims.confirm.replace("{{reference}}", reference) }),
        /\?done=confirmed$/,
      );
      expect(await register.locator("#claim-heading").textContent()).toBe(a.claims.in_progress_heading);
      await expectNoViolations(register, "the claim in progress");

      // 7. The owner's SMS, in their language: the reference, the item's number and Thane.
      await expect.poll(() => textsTo(mobile, "claim").length).toBe(1);
      const sms = textsTo(mobile, "claim")[0]!.text;
      expect(sms).toContain(reference);
      expect(sms).toContain(itemNumber);
      expect(sms).toContain(stationName(THANE, smsLanguage(locale)));
      // In the reader's registered SMS language: English in GSM-7, Marathi and Hindi in Devanagari.
      expect(sms).toMatch(smsLanguage(locale) === "en" ? /^[\x20-\x7e\n]+$/ : /[\u0900-\u097f]/);

      // 8. A telecom shop scans the QR code: verified, with the four things and nothing personal.
      const shop = await openPage(`${verifyUrl.pathname}${verifyUrl.search}`, locale, javaScript);
      const shown = (await shop.locator("main").textContent())!;
      expect(shown).toContain(reference);
      expect(shown).toContain(stationName(DADAR, locale));
      expect(shown).toContain(s.categories.mobile_phone);
      for (const hidden of [name, mobile, phoneImei, description, "Samsung", "सॅमसंग"]) {
        expect(shown).not.toContain(hidden);
      }
      await expectNoViolations(shop, "the verification page");
      // Readable, not only present: the list sits in the green panel, whose text is white, on a
      // white card of its own (axe left that case unreported).
      const shownReference = shop.locator(".citizen-summary-list dd").first();
      expect(await shownReference.evaluate((dd) => getComputedStyle(dd).color)).not.toBe("rgb(255, 255, 255)");
    }, 120_000);
  });
});
