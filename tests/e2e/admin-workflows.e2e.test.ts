/**
 * Two staff journeys end to end in Chromium against the production server:
 * - an editor writes a news item with a photograph, publishes it, and it is on /news at once in
 *   every language (English to a reader of a language staff do not write in);
 * - a citizen makes a complaint, desk staff close it with a public remark, and the citizen sees the
 *   status and the remark on the status page.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { setUpBrowser, VIEWPORTS } from "../support/browser";
import { RESEND_WAIT_MS } from "../support/short-waits";
import { createStaffUser, signedIn, staffSession } from "../support/staff-accounts";
import { LOCALES } from "~/i18n/locales";
import mrCitizen from "~/locales/mr/citizen";
import { latestCode, textsTo } from "../support/sms-outbox";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { openPage } = setUpBrowser(baseUrl);
const codeFor = (mobile: string, count: number) => latestCode(dataDir, mobile, count);

async function typeCode(page: Page, code: string) {
  await page.locator(".citizen-otp-box").first().click();
  await page.keyboard.type(code);
}

beforeAll(async () => {
  await createStaffUser(dataDir, "workflow.editor@example.org", "editor", "Sample Officer 21");
  await createStaffUser(dataDir, "workflow.desk@example.org", "desk", "Sample Officer 22");
});

describe("an editor publishes news", () => {
  test("a news item with a photograph appears on /news at once, in every language", async () => {
    const token = await staffSession(baseUrl, "workflow.editor@example.org");
    const page = await openPage("/admin/content/news/new", { locale: "en", ...signedIn(baseUrl, token) });
    const stamp = Date.now();
    const title = {
      en: `Lost child reunited at Thane (sample ${stamp})`,
      mr: `ठाणे स्थानकावर हरवलेले मूल सापडले (नमुना ${stamp})`,
      hi: `ठाणे स्टेशन पर खोया बच्चा मिला (नमूना ${stamp})`,
    };
    await page.locator('input[name="title_en"]').fill(title.en);
    await page.locator('input[name="title_mr"]').fill(title.mr);
    await page.locator('input[name="title_hi"]').fill(title.hi);
    await page
      .locator('textarea[name="description_en"]')
      .fill("<p>Officers found the child's parents within an hour.</p>");
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#2f5d9e" } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[name="images"]')
      .setInputFiles({ name: "thane.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.locator("#published").check();
    await page.locator('form:has(input[name="title_en"]) button[type="submit"]').click();
    await page.waitForURL(/\/admin\/content\/news\/\d+/);

    for (const locale of LOCALES) {
      const list = await openPage("/news", { locale, viewport: VIEWPORTS.phone });
      const card = list.locator(".articles-card", { hasText: title[locale] });
      await card.waitFor();
      // Its photograph is the card's picture, served from storage.
      const src = await card.locator("img").getAttribute("src");
      expect(src).toMatch(/^\/storage\/.+\/full\.jpg$/);
      expect((await list.request.get(new URL(src!, baseUrl).href)).status()).toBe(200);
    }
  }, 60_000);
});

describe("desk staff close a complaint", () => {
  test("the citizen's status page shows the closed status and the public remark", async () => {
    const mobile = `9${String(Date.now() % 100_000_000).padStart(9, "0")}`;
    // The citizen makes a complaint.
    const form = await openPage("/complaint", { locale: "mr", viewport: VIEWPORTS.phone });
    await form.locator("#complaint-name").fill("सुनीता पाटील");
    await form.locator("#complaint-mobile_number").fill(mobile);
    await form.locator("#complaint-complaint").fill("फलाटावर एका व्यक्तीने प्रवाशांना त्रास दिला.");
    await form.locator("#complaint-terms").check();
    await form.locator("button.citizen-submit").click();
    await form.locator(".citizen-otp-box").first().waitFor();
    await typeCode(form, await codeFor(mobile, 1));
    const reference = (await form.locator(".citizen-reference").textContent())!.trim();
    const complainedAt = Date.now();

    // Desk staff find it in the inbox and close it with a remark for the citizen.
    const token = await staffSession(baseUrl, "workflow.desk@example.org");
    const inbox = await openPage(`/admin/reports?q=${encodeURIComponent(reference)}`, {
      locale: "en",
      ...signedIn(baseUrl, token),
    });
    await inbox.getByRole("link", { name: reference }).click();
    // The list has a status filter of the same name: act on the report's own form only.
    const change = inbox.locator('form:has(textarea[name="internal_note"])');
    await change.waitFor();
    await change.locator('select[name="status"]').selectOption("closed");
    await change.locator('textarea[name="internal_note"]').fill("Spoke to the station master; CCTV checked.");
    const remark = "The person was identified and warned by the station police.";
    await change.locator('textarea[name="public_remark"]').fill(remark);
    await change.locator('button[type="submit"]').click();
    await inbox.waitForURL(/\/admin\/reports\/\d+\?done=saved$/);

    // The citizen checks the status (a second code to the same mobile: wait out the test server's
    // short wait between codes, which staff work above has most likely used up already).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, complainedAt + RESEND_WAIT_MS - Date.now())));
    const status = await openPage("/status", { locale: "mr", viewport: VIEWPORTS.phone });
    await status.locator("#status-reference").fill(reference);
    await status.locator("#status-mobile_number").fill(mobile);
    await status.locator("button.citizen-submit").click();
    await status.locator(".citizen-otp-box").first().waitFor();
    await typeCode(status, await codeFor(mobile, 2));
    const result = status.locator(".citizen-result");
    await result.waitFor();
    expect(await result.textContent()).toContain("बंद");
    expect(await result.textContent()).toContain(remark);
    expect(await result.textContent()).not.toContain("CCTV checked");
  }, 90_000);

  test("desk staff record a complaint's FIR number; the citizen reads it, and how to get the copy, from the SMS link", async () => {
    const mobile = `8${String(Date.now() % 100_000_000).padStart(9, "0")}`;
    const form = await openPage("/complaint", { locale: "mr", viewport: VIEWPORTS.phone });
    await form.locator("#complaint-name").fill("सुनीता पाटील");
    await form.locator("#complaint-mobile_number").fill(mobile);
    await form.locator("#complaint-complaint").fill("गर्दीत माझा फोन हिसकावून नेला.");
    await form.locator("#complaint-terms").check();
    await form.locator("button.citizen-submit").click();
    await form.locator(".citizen-otp-box").first().waitFor();
    await typeCode(form, await codeFor(mobile, 1));
    const reference = (await form.locator(".citizen-reference").textContent())!.trim();

    const token = await staffSession(baseUrl, "workflow.desk@example.org");
    const page = await openPage(`/admin/reports?q=${encodeURIComponent(reference)}`, {
      locale: "en",
      ...signedIn(baseUrl, token),
    });
    await page.getByRole("link", { name: reference }).click();
    const record = page.locator('form:has(input[name="fir_number"])');
    await record.waitFor();
    await record.locator("#fir_number").fill("CSMT/0777/2026");
    await record.locator('button[type="submit"]').click();
    await page.waitForURL(/\/admin\/reports\/\d+\?done=fir_number$/);

    await expect.poll(() => textsTo(dataDir, mobile, "fir_number").length).toBe(1);
    const sms = textsTo(dataDir, mobile, "fir_number")[0]!.text;
    expect(sms).toContain("CSMT/0777/2026");
    const link = new URL(/https?:\/\/\S+$/.exec(sms)![0]);
    const status = await openPage(link.pathname, { locale: "mr", viewport: VIEWPORTS.phone });
    const result = (await status.locator(".citizen-result").textContent())!;
    expect(result).toContain("CSMT/0777/2026");
    expect(result).toContain(mrCitizen.fir_registered.heading);
    expect(result).toContain(mrCitizen.fir_registered.copy_heading);
  }, 90_000);
});
