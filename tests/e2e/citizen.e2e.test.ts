/**
 * Citizen services in Chromium: suggestion, complaint and lost-and-found end to end in
 * every language, with JavaScript (the SPEC's dialogs and in-place steps over the JSON API)
 * and without (plain form -> code page -> done), reading each code from the SMS outbox of the e2e
 * server. axe-core checks every state (form, error summary, code step, code error, success) at
 * phone and desktop widths. Also: the one-box-per-digit code input, the dialogs starting afresh
 * when reopened, the status page and the found-property list.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { RESOURCES } from "~/.server/i18n/resources";
import { LOCALE_SETTINGS, LOCALES, type Locale } from "~/i18n/locales";
import { indiaDay } from "~/lib/india-time";
import { expectAccessibleAtEveryWidth, setUpBrowser, VIEWPORTS } from "../support/browser";
import { RESEND_WAIT_MS } from "../support/short-waits";

const browser = setUpBrowser(inject("baseUrl"));
/**
 * Pages open with reduced motion: the shell's scrolling ticker then stands still, so axe measures
 * the page the same way every time instead of catching the ticker's links mid-scroll.
 */
const openPage: typeof browser.openPage = (pagePath, options = {}) =>
  browser.openPage(pagePath, { reducedMotion: "reduce", ...options });
const OUTBOX = path.join(inject("dataDir"), "sms-outbox.jsonl");
const STRINGS = Object.fromEntries(LOCALES.map((locale) => [locale, RESOURCES[locale].citizen])) as Record<
  Locale,
  (typeof RESOURCES)["en"]["citizen"]
>;
type Kind = "suggestion" | "complaint" | "lost_found";

let mobiles = 0;
function freshMobile(): string {
  mobiles += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, "0")}${String(mobiles).padStart(3, "0")}`;
}

type OutboxLine = { to: string; text: string; template: string; purpose: string };

function outbox(): OutboxLine[] {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The latest one-time code texted to `mobile`, once it has been written. */
async function codeFor(mobile: string, count = 1): Promise<string> {
  await expect
    .poll(() => outbox().filter((line) => line.to === mobile && line.template === "otp").length)
    .toBeGreaterThanOrEqual(count);
  const text = outbox()
    .filter((line) => line.to === mobile && line.template === "otp")
    .at(-1)!.text;
  return /^(\d{4,8})\s/.exec(text)![1]!;
}

const wrongCode = (right: string) => String((Number(right) + 1) % 10_000).padStart(4, "0");
const devanagari = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
/** Digits as the language writes them in running text (Marathi ०-९, English and Hindi 0-9). */
const written = (locale: Locale, text: string) => (LOCALE_SETTINGS[locale].devanagariDigits ? devanagari(text) : text);

/** Sample reports, as a reader of each language would write them. */
const SAMPLE: Record<Locale, { name: string; description: string; suggestion: string; complaint: string }> = {
  en: {
    name: "Asha D'Souza",
    description: "Blue school bag with notebooks",
    suggestion: "More lights on the platform.",
    complaint: "A man harassed passengers on the train.",
  },
  mr: {
    name: "सुनीता पाटील",
    description: "वह्या असलेली निळी बॅग",
    suggestion: "फलाटावर अधिक दिवे लावा.",
    complaint: "गाडीत एका व्यक्तीने प्रवाशांना त्रास दिला.",
  },
  hi: {
    name: "सुनीता शर्मा",
    description: "कॉपियों वाला नीला स्कूल बैग",
    suggestion: "प्लेटफॉर्म पर और रोशनी लगाएँ।",
    complaint: "ट्रेन में एक आदमी ने यात्रियों को परेशान किया।",
  },
};

/** axe at both widths, coming back to the width the test uses. */
const expectAccessible = (page: Page, state: string) => expectAccessibleAtEveryWidth(page, state);

/** Fills a report form whose fields carry ids `${prefix}-<field>`. */
async function fillReport(scope: Page | Locator, kind: Kind, prefix: string, mobile: string, locale: Locale) {
  const field = (name: string) => scope.locator(`#${prefix}-${name}`);
  if (kind === "lost_found") {
    await field("type").check();
    await field("category").selectOption("bag");
    await field("description").fill(SAMPLE[locale].description);
    await field("incident_date").fill(indiaDay(new Date()));
    await field("incident_time").fill("08:15");
    await scope.locator(`#${prefix}-place_type-train`).check();
    await field("stop_id").selectOption("dadar");
    await field("line").selectOption("central");
    await field("train").fill("8:14 Kalyan fast");
  }
  await field("name").fill(SAMPLE[locale].name);
  await field("mobile_number").fill(mobile);
  if (kind === "suggestion") await field("suggestion").fill(SAMPLE[locale].suggestion);
  if (kind === "complaint") {
    await field("complaint").fill(SAMPLE[locale].complaint);
    await field("terms").check();
  }
}

type CitizenStrings = (typeof STRINGS)[Locale];
const SUCCESS: Record<Kind, (s: CitizenStrings) => string> = {
  suggestion: (s) => s.suggestions.suggestion_sent,
  complaint: (s) => s.complaints.complaint_sent_successfully,
  lost_found: (s) => s.lost_found.report_sent,
};
const PAGES: Record<Kind, string> = {
  suggestion: "/suggestion",
  complaint: "/complaint",
  lost_found: "/lost-and-found",
};
const PREFIX: Record<Kind, string> = { suggestion: "MRP-S-", complaint: "MRP-C-", lost_found: "MRP-L-" };
const TITLES: Record<Kind, (s: CitizenStrings) => string> = {
  suggestion: (s) => s.suggestions.title,
  complaint: (s) => s.complaints.title,
  lost_found: (s) => s.lost_found.title,
};

async function typeCode(page: Page, code: string) {
  await page.locator(".citizen-otp-box").first().click();
  await page.keyboard.type(code);
}

describe("with JavaScript", () => {
  for (const locale of LOCALES) {
    const s = STRINGS[locale];
    for (const kind of ["complaint", "lost_found"] as const) {
      test(`the ${kind} page goes form -> code -> success in place, in ${locale}, with no axe violations`, async () => {
        const page = await openPage(PAGES[kind], { locale, viewport: VIEWPORTS.phone });
        await expectAccessible(page, "the form");

        // Nothing filled in: the error summary, focused, and "Error:" in the title; nothing sent.
        await page.locator("button.citizen-submit").click();
        const summary = page.locator(".citizen-error-summary");
        await summary.waitFor();
        expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await page.title()).toMatch(new RegExp(`^${s.error_title.replace("{{title}}", "")}`));
        if (kind === "complaint") expect(await summary.textContent()).toContain(s.complaints.confirm_accuracy);
        await expectAccessible(page, "the error summary");

        const mobile = freshMobile();
        await fillReport(page, kind, kind, mobile, locale);
        await page.locator("button.citizen-submit").click();

        // The code step: four boxes, the first focused, and the OK button for whoever looks for one
        // (filling the boxes sends the code all the same).
        const boxes = page.locator(".citizen-otp-box");
        await boxes.first().waitFor();
        expect(await boxes.count()).toBe(4);
        expect(await boxes.first().evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await page.getByRole("button", { name: s.code.submit, exact: true }).isVisible()).toBe(true);
        expect(
          await page.getByRole("group", { name: s.code.label.replace("{{length}}", written(locale, "4")) }).count(),
        ).toBe(1);
        expect(await boxes.first().getAttribute("inputmode")).toBe("numeric");
        expect(await boxes.first().getAttribute("autocomplete")).toBe("one-time-code");
        expect(await boxes.first().evaluate((element) => element.getBoundingClientRect().width)).toBe(40);
        expect(await page.locator("details.citizen-resend summary").textContent()).toBe(s.code.not_received);
        await expectAccessible(page, "the code step");

        const code = await codeFor(mobile);
        await page.keyboard.type(wrongCode(code));
        const alert = page.locator(".citizen-alert[role=alert]");
        await alert.waitFor();
        expect(await alert.textContent()).toContain(
          s.code.errors.wrong_code_other.replace("{{n}}", written(locale, "4")),
        );
        // The boxes are emptied for another go, focus back on the first.
        await expect.poll(() => boxes.first().inputValue()).toBe("");
        await expectAccessible(page, "a wrong code");

        await page.keyboard.type(code);
        const panel = page.locator(".citizen-panel");
        await panel.waitFor();
        expect(await panel.textContent()).toContain(SUCCESS[kind](s));
        expect(await panel.locator(".citizen-reference").textContent()).toMatch(
          new RegExp(`^${PREFIX[kind]}\\d{4}-\\d{6}$`),
        );
        expect(
          await page.locator(".citizen-panel-title").evaluate((element) => element === document.activeElement),
        ).toBe(true);
        // What happens next, and "Check the status" by the status link that needs no code.
        expect(await page.locator("#report-next-heading").textContent()).toBe(s.next.heading);
        expect(await page.locator(".citizen-flow").textContent()).toContain(s.next.contact);
        expect(
          await page
            .locator(".citizen-next-links")
            .getByRole("link", { name: s.success.check_status })
            .getAttribute("href"),
        ).toMatch(/^\/status\/[A-Za-z0-9._-]+$/);
        await expectAccessible(page, "the success message");
      }, 90_000);
    }

    test(`the suggestion dialog on the home page goes form -> code -> success, in ${locale}`, async () => {
      const page = await openPage("/", { locale, viewport: VIEWPORTS.desktop });
      await page.locator(".tile-link").first().click();
      await page.locator("#modal-citizen-corner:modal").waitFor();
      await page
        .locator("#modal-citizen-corner")
        .getByRole("link", { name: RESOURCES[locale].modals.citizen_corner.suggestions })
        .click();
      const dialog = page.locator("#modal-suggestion:modal");
      await dialog.locator(".citizen-form").waitFor();
      expect(new URL(page.url()).searchParams.get("modal")).toBe("suggestion");
      await expectAccessible(page, "the suggestion dialog");

      const mobile = freshMobile();
      await fillReport(dialog, "suggestion", "dialog-suggestion", mobile, locale);
      const stamp = await dialog.locator('input[name="_opened"]').inputValue();
      const created = page.waitForResponse((response) => response.url().endsWith("/api/suggestion/new"));
      await dialog.locator("button.citizen-submit").click();
      const answer = await created;
      expect(answer.status()).toBe(200);
      expect(answer.request().headers()["x-requested-with"]).toBe("XMLHttpRequest");
      expect(answer.request().headers()["x-csrf-token"]).toBeTruthy();
      // With the stamp the dialog's form got when it opened.
      expect(stamp).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(new URLSearchParams(answer.request().postData() ?? "").get("_opened")).toBe(stamp);
      expect(await answer.json()).toEqual({ suggestion: { id: expect.any(Number), mobile_number: mobile } });

      await dialog.locator(".citizen-otp-box").first().waitFor();
      await expectAccessible(page, "the dialog's code step");
      await typeCode(page, await codeFor(mobile));
      await dialog.locator(".citizen-panel").waitFor();
      expect(await dialog.locator(".citizen-panel").textContent()).toContain(s.suggestions.suggestion_sent);
      await expectAccessible(page, "the dialog's success message");

      // Closed and opened again, it starts afresh (SPEC §4).
      await page.keyboard.press("Escape");
      await page.waitForURL((url) => !url.searchParams.has("modal"));
      await page.goto("/?modal=suggestion");
      await page.locator("#modal-suggestion:modal .citizen-form").waitFor();
      expect(await page.locator("#dialog-suggestion-name").inputValue()).toBe("");
      expect(await page.locator("#modal-suggestion .citizen-panel").count()).toBe(0);
    }, 90_000);
  }

  test("the complaint dialog starts afresh each time it opens: fields, terms, record and errors cleared", async () => {
    const page = await openPage("/", { locale: "en", viewport: VIEWPORTS.phone });
    await page.locator(".tile-link").first().click();
    await page.locator("#modal-citizen-corner:modal").waitFor();
    await page.locator("#modal-citizen-corner").getByRole("link", { name: "Make a complaint" }).click();
    const dialog = page.locator("#modal-complaint:modal");
    await dialog.locator(".citizen-form").waitFor();
    await dialog.locator("#dialog-complaint-name").fill("Asha");
    await dialog.locator("#dialog-complaint-terms").check();
    // Unticking the terms and sending: 'Please accept the terms and conditions', nothing sent.
    await dialog.locator("#dialog-complaint-terms").uncheck();
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/complaint/")) sent = true;
    });
    await dialog.locator("button.citizen-submit").click();
    await dialog.locator(".citizen-error-summary").waitFor();
    expect(await dialog.locator("#dialog-complaint-terms-error").textContent()).toContain(
      STRINGS.en.complaints.confirm_accuracy,
    );
    expect(await dialog.locator("#dialog-complaint-terms").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toBe(false);
    await expectAccessible(page, "the complaint dialog with errors");
    const firstStamp = await dialog.locator('input[name="_opened"]').inputValue();

    await dialog.getByRole("link", { name: "Close and return to the home page" }).click();
    await page.waitForURL((url) => !url.searchParams.has("modal"));
    await page.locator(".tile-link").first().click();
    await page.locator("#modal-citizen-corner").getByRole("link", { name: "Make a complaint" }).click();
    await dialog.locator(".citizen-form").waitFor();
    expect(await dialog.locator("#dialog-complaint-name").inputValue()).toBe("");
    expect(await dialog.locator("#dialog-complaint-terms").isChecked()).toBe(false);
    expect(await dialog.locator(".citizen-error-summary").count()).toBe(0);
    expect(sent).toBe(false);
    // Opened again, the form was fetched again, with the time of this opening.
    const secondStamp = await dialog.locator('input[name="_opened"]').inputValue();
    expect(firstStamp).toBeTruthy();
    expect(secondStamp).toBeTruthy();
    expect(secondStamp).not.toBe(firstStamp);
  }, 60_000);

  test("the code boxes: typing moves on, Backspace goes back, letters are ignored, a pasted code fills them", async () => {
    const page = await openPage("/suggestion", { locale: "en", viewport: VIEWPORTS.phone });
    const mobile = freshMobile();
    await fillReport(page, "suggestion", "suggestion", mobile, "en");
    await page.locator("button.citizen-submit").click();
    const boxes = page.locator(".citizen-otp-box");
    await boxes.first().waitFor();
    const values = () =>
      boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(","));
    const focused = () => boxes.evaluateAll((inputs) => inputs.indexOf(document.activeElement as HTMLInputElement));

    await page.keyboard.type("1");
    expect(await values()).toBe("1,,,");
    expect(await focused()).toBe(1);
    await page.keyboard.type("x");
    expect(await values()).toBe("1,,,");
    await page.keyboard.type("2");
    expect(await focused()).toBe(2);
    await page.keyboard.press("Backspace"); // box 3 is empty: clears box 2 and goes back to it
    expect(await values()).toBe("1,,,");
    expect(await focused()).toBe(1);
    await page.keyboard.type("५"); // a Devanagari digit typed is a digit
    expect(await values()).toBe("1,5,,");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe(0);
    await page.keyboard.press("Delete");
    expect(await values()).toBe(",5,,");

    const code = await codeFor(mobile);
    const paste = (text: string) =>
      boxes.nth(1).evaluate((input, text) => {
        const data = new DataTransfer();
        data.setData("text/plain", text);
        input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);

    // Text with anything but digits is not pasted, and a polite message under the boxes says why.
    const pasteMessage = page.locator("#suggestion-otp-paste");
    expect(await pasteMessage.getAttribute("aria-live")).toBe("polite");
    expect(await pasteMessage.textContent()).toBe("");
    for (const refused of ["code 12", "12a4"]) {
      await paste(refused);
      expect(await values()).toBe(",5,,");
      expect(await pasteMessage.textContent()).toBe(STRINGS.en.code.paste_refused.replace("{{length}}", "4"));
      expect(
        await boxes.first().evaluate((box) => box.closest("fieldset")?.getAttribute("aria-describedby")),
      ).toContain("suggestion-otp-paste");
    }

    // A whole code pasted fills every box and is sent at once; "१२३४" is read as 1234.
    for (const pasted of ["1234", "१२३४"]) {
      const verify = page.waitForRequest((request) => request.url().endsWith("/api/suggestion/verify"));
      await paste(pasted);
      expect((await verify).postData()).toContain("otp=1234");
      if (code === "1234") return; // the right code: confirmed, nothing more to try
      await page.locator(".citizen-alert[role=alert]").waitFor();
      await expect.poll(values).toBe(",,,");
    }
    await paste(devanagari(code));
    await page.locator(".citizen-panel").waitFor();
    expect(await page.locator(".citizen-reference").textContent()).toMatch(/^MRP-S-/);
  }, 60_000);

  test("'Not received a text message?' asks for a new code and says so, up to the limit", async () => {
    const page = await openPage("/complaint", { locale: "en", viewport: VIEWPORTS.desktop });
    const mobile = freshMobile();
    await fillReport(page, "complaint", "complaint", mobile, "en");
    await page.locator("button.citizen-submit").click();
    await page.locator(".citizen-otp-box").first().waitFor();
    await codeFor(mobile, 1);
    await page.locator("details.citizen-resend summary").click();
    const resend = page.getByRole("button", { name: STRINGS.en.code.resend });
    const sentTo = page.locator(".citizen-flow p", { hasText: "We have sent a new code to" });
    // Two more codes (past the test server's short wait between codes), each said so...
    for (const count of [2, 3]) {
      await page.waitForTimeout(RESEND_WAIT_MS);
      await resend.click();
      await codeFor(mobile, count);
      await sentTo.waitFor();
      await expect.poll(() => resend.isEnabled()).toBe(true);
    }
    // ...and the fourth within 15 minutes is over the limit of three: the limit, clearly, whatever
    // the wait between codes is set to.
    await page.waitForTimeout(RESEND_WAIT_MS);
    await resend.click();
    const alert = page.locator(".citizen-alert[role=alert]");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /Too many codes have been asked for\. Wait \d+ (minutes?|seconds?) and try again\./,
    );
    expect(outbox().filter((line) => line.to === mobile && line.template === "otp")).toHaveLength(3);
    await expectAccessible(page, "the resend limit message");
  }, 60_000);

  for (const locale of LOCALES) {
    test(`a mobile number typed as people write it, "+91 98765 43210", reaches the code step, in ${locale}`, async () => {
      const page = await openPage("/complaint", { locale, viewport: VIEWPORTS.phone });
      const mobile = freshMobile();
      await fillReport(page, "complaint", "complaint", mobile, locale);
      // Typed key by key, as a person does (the box's maxlength applies to typing), in the digits
      // of the visitor's keyboard.
      const typed = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
      const box = page.locator("#complaint-mobile_number");
      await box.fill("");
      await box.pressSequentially(written(locale, typed));
      expect(await box.inputValue()).toHaveLength(typed.length);
      expect(await box.getAttribute("inputmode")).toBe("tel");
      const created = page.waitForResponse((response) => response.url().endsWith("/api/complaint/new"));
      await page.locator("button.citizen-submit").click();
      expect(await (await created).json()).toEqual({ complaint: { id: expect.any(Number), mobile_number: mobile } });

      // The code step, which says where the code went: the ten digits, in Latin digits in Marathi too.
      await page.locator(".citizen-otp-box").first().waitFor();
      const sentTo = STRINGS[locale].code.sent_to.replace("{{length}}", written(locale, "4"));
      await page.locator(".citizen-flow p", { hasText: sentTo.replace("{{mobile}}", mobile) }).waitFor();
      await typeCode(page, await codeFor(mobile));
      await page.locator(".citizen-panel").waitFor();
      expect(await page.locator(".citizen-reference").textContent()).toMatch(/^MRP-C-/);
    }, 60_000);
  }
});

describe("without JavaScript", () => {
  for (const locale of LOCALES) {
    const s = STRINGS[locale];
    for (const kind of ["suggestion", "complaint", "lost_found"] as const) {
      test(`the ${kind} page goes form -> code page -> done as plain forms, in ${locale}, with no axe violations`, async () => {
        // The page exactly as the server sends it, with none of the site's scripts running.
        const page = await openPage(PAGES[kind], { locale, viewport: VIEWPORTS.desktop, withoutAppScripts: true });
        await expectAccessible(page, "the form");

        await Promise.all([page.waitForEvent("load"), page.locator("button.citizen-submit").click()]);
        await page.locator(".citizen-error-summary").waitFor();
        expect(await page.title()).toBe(
          `${s.error_title.replace("{{title}}", TITLES[kind](s))} | ${RESOURCES[locale].common.site_name}`,
        );
        await expectAccessible(page, "the error summary");

        const mobile = freshMobile();
        await fillReport(page, kind, kind, mobile, locale);
        await Promise.all([page.waitForURL(/\?report=\d+$/), page.locator("button.citizen-submit").click()]);
        // One text box for the code, and the OK button.
        const input = page.locator(`#${kind}-otp`);
        expect(await input.getAttribute("inputmode")).toBe("numeric");
        expect(await input.getAttribute("autocomplete")).toBe("one-time-code");
        expect(await page.locator(".citizen-otp-box").count()).toBe(0);
        await expectAccessible(page, "the code page");

        const code = await codeFor(mobile);
        await input.fill(wrongCode(code));
        await Promise.all([
          page.waitForEvent("load"),
          page.getByRole("button", { name: s.code.submit, exact: true }).click(),
        ]);
        await page.locator(".citizen-alert[role=alert]").waitFor();
        await expectAccessible(page, "a wrong code");

        await page.locator(`#${kind}-otp`).fill(written(locale, code));
        await Promise.all([
          page.waitForURL(/\?sent=\d+$/),
          page.getByRole("button", { name: s.code.submit, exact: true }).click(),
        ]);
        const panel = page.locator(".citizen-panel");
        expect(await panel.textContent()).toContain(SUCCESS[kind](s));
        expect(await panel.locator(".citizen-reference").textContent()).toMatch(new RegExp(`^${PREFIX[kind]}`));
        await expectAccessible(page, "the confirmation");
      }, 90_000);
    }
  }
});

describe("the status page", () => {
  // The status code is the second code to each mobile: the test waits out the test server's short
  // wait between codes (short-waits.ts) once for both languages.
  test("shows the status and remark after a code, in every language, with no axe violations", async () => {
    const reports: Array<{ locale: Locale; mobile: string; reference: string }> = [];
    for (const locale of LOCALES) {
      // A confirmed suggestion to ask about.
      const mobile = freshMobile();
      const report = await openPage("/suggestion", { locale, viewport: VIEWPORTS.phone });
      await fillReport(report, "suggestion", "suggestion", mobile, locale);
      await report.locator("button.citizen-submit").click();
      await report.locator(".citizen-otp-box").first().waitFor();
      await typeCode(report, await codeFor(mobile));
      reports.push({ locale, mobile, reference: (await report.locator(".citizen-reference").textContent())! });
    }
    await new Promise((resolve) => setTimeout(resolve, RESEND_WAIT_MS));

    for (const { locale, mobile, reference } of reports) {
      const s = STRINGS[locale];
      const page = await openPage("/status", { locale, viewport: VIEWPORTS.phone });
      await expectAccessible(page, `the status form (${locale})`);
      await page.locator("#status-reference").fill(reference.toLowerCase());
      await page.locator("#status-mobile_number").fill(mobile);
      await page.locator("button.citizen-submit").click();
      await page.locator(".citizen-otp-box").first().waitFor();
      await expectAccessible(page, `the status code step (${locale})`);
      await typeCode(page, await codeFor(mobile, 2));
      const result = page.locator(".citizen-result");
      await result.waitFor();
      expect(await result.textContent()).toContain(s.statuses.received);
      expect(await result.textContent()).toContain(s.status.no_remark);
      expect(await result.locator("h2").textContent()).toContain(reference);
      await expectAccessible(page, `the status (${locale})`);
    }
  }, 150_000);

  test("a malformed reference shows the error summary, without JavaScript too", async () => {
    const page = await openPage("/status", { locale: "mr", viewport: VIEWPORTS.desktop, withoutAppScripts: true });
    await page.locator("#status-reference").fill("XYZ");
    await page.locator("#status-mobile_number").fill("123");
    await Promise.all([page.waitForEvent("load"), page.locator("button.citizen-submit").click()]);
    await page.locator(".citizen-error-summary").waitFor();
    expect(await page.title()).toMatch(/^त्रुटी: /);
    await expectAccessible(page, "the status form with errors");
  });
});

describe("found property", () => {
  for (const locale of LOCALES) {
    test(`is searchable by category with JavaScript and without, in ${locale}, with no axe violations`, async () => {
      const page = await openPage("/found-property", { locale, viewport: VIEWPORTS.phone });
      await expectAccessible(page, "the list");
      await page.locator("#found-category").selectOption("bag");
      await page.locator(".citizen-search-form button[type=submit]").click();
      await page.waitForURL(/category=bag/);
      await expect
        .poll(async () => [...new Set(await page.locator(".citizen-found-item .citizen-badge").allTextContents())])
        .toEqual([STRINGS[locale].categories.bag]);
      await expectAccessible(page, "the search results");

      const plain = await openPage("/found-property?page=2", {
        locale,
        viewport: VIEWPORTS.desktop,
        withoutAppScripts: true,
      });
      expect(await plain.locator(".citizen-found-item").count()).toBeGreaterThan(0);
      await plain.locator("#found-station").selectOption("10");
      await Promise.all([
        plain.waitForURL(/station=10/),
        plain.locator(".citizen-search-form button[type=submit]").click(),
      ]);
      expect(new URL(plain.url()).searchParams.has("page")).toBe(false);
      await expectAccessible(plain, "the search without JavaScript");
    }, 60_000);
  }
});
