/**
 * The formatting toolbar over an article's HTML text box, in Chromium: it formats the selection,
 * is one tab stop with arrow-key movement, refuses script links, has Ctrl+B, passes axe in both
 * languages, and is absent without JavaScript (the plain text box still works then).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { LOCALES, type Locale } from "~/i18n/locales";
import { axeViolations, describeViolations, setUpBrowser, VIEWPORTS } from "../support/browser";
import { createStaffUser, signedIn, staffSession } from "../support/staff-accounts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { openPage } = setUpBrowser(baseUrl);
const EMAIL = "rich.text.editor@example.org";
let token = "";

beforeAll(async () => {
  await createStaffUser(dataDir, EMAIL, "editor", "Sample Officer 31");
  token = await staffSession(baseUrl, EMAIL);
});

async function openNewsForm(locale: Locale = "en", options: { javaScriptEnabled?: boolean } = {}) {
  return openPage("/admin/content/news/new", { locale, ...signedIn(baseUrl, token), ...options });
}

/** Types `text` into the English description and selects the part `selected`. */
async function typeAndSelect(page: Page, text: string, selected: string) {
  const box = page.locator("#description_en");
  await box.fill(text);
  await box.evaluate((element, part) => {
    const area = element as HTMLTextAreaElement;
    const start = area.value.indexOf(part);
    area.focus();
    area.setSelectionRange(start, start + part.length);
  }, selected);
  return box;
}

const toolbar = (page: Page) => page.getByRole("toolbar", { name: /Full text in English/ });

describe("the rich-text toolbar", () => {
  test("formats the selected text and keeps it selected", async () => {
    const page = await openNewsForm();
    const box = await typeAndSelect(page, "Call the helpline now", "helpline");
    await toolbar(page).getByRole("button", { name: "Bold", exact: true }).click();
    await expect.poll(() => box.inputValue()).toBe("Call the <strong>helpline</strong> now");
    expect(await box.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe(
      "helpline",
    );

    await typeAndSelect(
      page,
      "Stay behind the line\nDo not board a moving train",
      "Stay behind the line\nDo not board a moving train",
    );
    await toolbar(page).getByRole("button", { name: "Bulleted list" }).click();
    expect(await box.inputValue()).toBe(
      "<ul>\n  <li>Stay behind the line</li>\n  <li>Do not board a moving train</li>\n</ul>",
    );
  });

  test("Ctrl+B in the text box makes the selection bold, and Ctrl+Z undoes it", async () => {
    const page = await openNewsForm();
    const box = await typeAndSelect(page, "Dial 1512", "1512");
    await page.keyboard.press("Control+b");
    expect(await box.inputValue()).toBe("Dial <strong>1512</strong>");
    await page.keyboard.press("Control+z");
    expect(await box.inputValue()).toBe("Dial 1512");
  });

  test("is one tab stop; arrow keys, Home and End move along it", async () => {
    const page = await openNewsForm();
    const bar = toolbar(page);
    const buttons = bar.getByRole("button");
    await buttons.first().focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe("Bold");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Italic");
    await page.keyboard.press("End");
    expect(await focused()).toBe("Numbered list");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Bold");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("Numbered list");
    // Only the current button is in the tab order, so Tab leaves the toolbar for the text box.
    expect(await bar.locator('button[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("description_en");
  });

  test("inserts a link, refuses a javascript: address, and Escape returns to the text box", async () => {
    const page = await openNewsForm();
    const box = await typeAndSelect(page, "Read the safety tips", "safety tips");
    await toolbar(page).getByRole("button", { name: "Link", exact: true }).click();
    const address = page.getByLabel("Link address");
    await expect.poll(() => address.evaluate((el) => el === document.activeElement)).toBe(true);

    await address.fill("javascript:alert(1)");
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "Enter an address starting with https://" }).waitFor();
    expect(await box.inputValue()).toBe("Read the safety tips");
    expect(page.url()).toMatch(/\/admin\/content\/news\/new$/);

    await address.fill("/info/safety");
    await page.keyboard.press("Enter");
    expect(await box.inputValue()).toBe('Read the <a href="/info/safety">safety tips</a>');

    await toolbar(page).getByRole("button", { name: "Link", exact: true }).click();
    await page.keyboard.press("Escape");
    expect(await page.getByLabel("Link address").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("description_en");
  });

  for (const locale of LOCALES) {
    test(`has no axe violations with the link box open (${locale}, phone)`, async () => {
      const page = await openPage("/admin/content/news/new", {
        locale,
        viewport: VIEWPORTS.phone,
        ...signedIn(baseUrl, token),
      });
      await page.locator(".admin-rich-text-toolbar").first().waitFor();
      await page.locator('.admin-rich-text-button[aria-expanded="false"]').first().click();
      await page.locator(".admin-rich-text-link").waitFor();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }

  test("without JavaScript there is no toolbar and the text box posts as it is", async () => {
    const page = await openNewsForm("en", { javaScriptEnabled: false });
    expect(await page.locator(".admin-rich-text-toolbar").count()).toBe(0);
    expect(await page.locator("#description_en").count()).toBe(1);
  });
});
