/**
 * Photos on the complaint and lost-and-found forms in a real browser: with JavaScript
 * the form's script sends the chosen files to the JSON API with the rest of the form (and staff then
 * see them on the report's page), and refuses a too-large photo before sending anything; without
 * JavaScript the plain form posts them.
 * (The server side, what is stored and who sees it, is in citizen-report-photos.integration.test.ts.)
 */
import type { Page, Request } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, test } from "vitest";
import mrCitizen from "~/locales/mr/citizen";
import { indiaDay } from "~/lib/india-time";
import { MAX_REPORT_PHOTO_BYTES } from "~/validation/report-photos";
import { axeViolations, describeViolations, setUpBrowser, VIEWPORTS } from "../support/browser";
import { createStaffUser, signedIn, staffSession } from "../support/staff-accounts";
import { latestCode } from "../support/sms-outbox";

const baseUrl = inject("baseUrl");
const browser = setUpBrowser(baseUrl);
const codeFor = (mobile: string) => latestCode(inject("dataDir"), mobile);
const STAFF_EMAIL = "photos.e2e.admin@example.org";

beforeAll(async () => {
  await createStaffUser(inject("dataDir"), STAFF_EMAIL, "admin", "Sample Officer (photos)");
});

let mobiles = 0;
function freshMobile(): string {
  mobiles += 1;
  return `8${String(Date.now() % 1_000_000).padStart(6, "0")}${String(mobiles).padStart(3, "0")}`;
}

async function samplePhoto() {
  const buffer = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#116633" } })
    .jpeg()
    .toBuffer();
  return { name: "bag.jpg", mimeType: "image/jpeg", buffer };
}

async function fillLostReport(page: Page, mobile: string) {
  await page.locator("#lost_found-type").check();
  await page.locator("#lost_found-category").selectOption("bag");
  await page.locator("#lost_found-description").fill("Sample blue school bag with notebooks");
  await page.locator("#lost_found-incident_date").fill(indiaDay(new Date()));
  await page.locator("#lost_found-name").fill("Asha Patil");
  await page.locator("#lost_found-mobile_number").fill(mobile);
}

/** The multipart part for a file field, as Chromium writes it. */
const photoPart = (name: string) => `Content-Disposition: form-data; name="photos"; filename="${name}"`;

describe("with JavaScript", () => {
  test("the chosen photo goes to the JSON API with the form and reaches the report's staff page", async () => {
    const page = await browser.openPage("/lost-and-found", { viewport: VIEWPORTS.phone });
    const mobile = freshMobile();
    await fillLostReport(page, mobile);
    await page.locator("#lost_found-photos").setInputFiles(await samplePhoto());
    const [created] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/lost-found-report/new")),
      page.locator("button.citizen-submit").click(),
    ]);
    expect(created.request().headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const { lost_found_report: report } = (await created.json()) as { lost_found_report: { id: number } };
    await page.locator(".citizen-otp-box").first().click();
    await page.keyboard.type(await codeFor(mobile));
    await page.locator(".citizen-panel").waitFor();

    // The photo came with the form: staff see it, decoded, at the size it was sent.
    const token = await staffSession(baseUrl, STAFF_EMAIL);
    const staffPage = await browser.openPage(`/admin/reports/${report.id}`, signedIn(baseUrl, token));
    const photo = staffPage.locator(".admin-report-photos img");
    expect(await photo.count()).toBe(1);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(60);
    const violations = await axeViolations(staffPage);
    expect(violations, describeViolations(violations)).toEqual([]);
  }, 60_000);

  test("a photo over 5 MB is refused before anything is sent, in Marathi, with the rest kept", async () => {
    const posts: Request[] = [];
    const page = await browser.openPage("/complaint", {
      locale: "mr",
      viewport: VIEWPORTS.desktop,
      beforeLoad: (page) => {
        page.on("request", (request) => request.method() === "POST" && posts.push(request));
      },
    });
    await page.locator("#complaint-name").fill("सुनीता पाटील");
    await page.locator("#complaint-mobile_number").fill(freshMobile());
    await page.locator("#complaint-complaint").fill("गाडीत एका व्यक्तीने प्रवाशांना त्रास दिला.");
    await page.locator("#complaint-terms").check();
    const big = Buffer.alloc(MAX_REPORT_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    await page.locator("#complaint-photos").setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: big });
    await page.locator("button.citizen-submit").click();

    const summary = page.locator(".citizen-error-summary");
    await summary.waitFor();
    expect(await summary.textContent()).toContain(mrCitizen.validation.photo_too_large);
    expect(await page.locator("#complaint-photos-error").textContent()).toContain(mrCitizen.validation.photo_too_large);
    expect(await page.locator("#complaint-complaint").inputValue()).toBe("गाडीत एका व्यक्तीने प्रवाशांना त्रास दिला.");
    expect(posts).toEqual([]);
  }, 60_000);
});

describe("without JavaScript", () => {
  test("the plain form posts the photo as multipart and goes on to the code page", async () => {
    const posts: Request[] = [];
    const page = await browser.openPage("/lost-and-found", {
      viewport: VIEWPORTS.desktop,
      withoutAppScripts: true,
      beforeLoad: (page) => {
        page.on("request", (request) => request.method() === "POST" && posts.push(request));
      },
    });
    await fillLostReport(page, freshMobile());
    await page.locator("#lost_found-photos").setInputFiles(await samplePhoto());
    await Promise.all([page.waitForURL(/\?report=\d+$/), page.locator("button.citizen-submit").click()]);

    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(posts[0]!.postDataBuffer()!.toString("latin1")).toContain(photoPart("bag.jpg"));
    expect(await page.locator("#lost_found-otp").count()).toBe(1);
  }, 60_000);
});
