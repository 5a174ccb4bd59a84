/**
 * Issue 6 end to end in Chromium against the production server, in Marathi on a phone: a
 * commuter signs in with a one-time code, files an FIR request through the three steps (meeting
 * the error summary on the way), gets the acknowledgement; desk staff find it in the inbox and
 * record the FIR number; the commuter sees the number on the dashboard. axe finds nothing on any
 * of the pages, errors included. Also: Cancel closes the form and gives the focus back.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import mrFir from "~/locales/mr/fir";
import { axeViolations, describeViolations, setUpBrowser, VIEWPORTS } from "../support/browser";
import { createStaffUser, signedIn, staffSession } from "../support/staff-accounts";
import { codesTo as outboxCodes } from "../support/sms-outbox";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { openPage } = setUpBrowser(baseUrl);
const codesTo = (mobile: string) => outboxCodes(dataDir, mobile);

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

let mobileCounter = 0;
const freshMobile = () => `8${String((Date.now() + mobileCounter++) % 1_000_000_000).padStart(9, "0")}`;

async function signIn(page: Page, mobile: string) {
  await page.locator("#sign-in-mobile_number").fill(mobile);
  await page.locator("button.citizen-submit").click();
  await page.locator(".citizen-otp-box").first().waitFor();
  await expect.poll(() => codesTo(mobile).length).toBe(1);
  await page.locator(".citizen-otp-box").first().click();
  await page.keyboard.type(codesTo(mobile)[0]!);
  await page.waitForURL(/\/fir-dashboard$/);
}

beforeAll(async () => {
  await createStaffUser(dataDir, "fir.desk@example.org", "desk", "Sample Officer 31");
});

describe("an FIR request, from a commuter's phone to the police station and back", () => {
  test("sign in, file in Marathi, staff record the FIR number, the commuter sees it", async () => {
    const mobile = freshMobile();
    const page = await openPage("/fir-dashboard", { locale: "mr", viewport: VIEWPORTS.phone });
    await page.waitForURL(/\/fir-dashboard\/sign-in$/);
    await expectNoAxeViolations(page);
    await signIn(page, mobile);

    // The first sign-in asks for the name.
    await page.locator("#fir-name").fill("सुनीता पाटील");
    await page.getByRole("button", { name: mrFir.name.save }).click();
    await page.getByText(mrFir.dashboard.signed_in_as.replace("{{name}}", "सुनीता पाटील")).waitFor();
    await expect.poll(() => page.locator(".fir-warning").textContent()).toContain(mrFir.dashboard.warning);
    await expectNoAxeViolations(page);

    // 'File New FIR' opens the form and is gone while it is open.
    await page.getByRole("link", { name: mrFir.dashboard.file_new }).click();
    await page.locator("#fir-full-name").waitFor();
    expect(await page.getByRole("link", { name: mrFir.dashboard.file_new }).count()).toBe(0);
    expect(await page.locator("#fir-full-name").inputValue()).toBe("सुनीता पाटील");

    // Continue with gaps: the error summary takes the focus, each field says what is wrong.
    await page.getByRole("button", { name: mrFir.form.continue }).click();
    const summary = page.locator(".citizen-error-summary");
    await summary.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain("citizen-error-summary");
    expect(await summary.textContent()).toContain(mrFir.validation.parentage_required);
    expect(await page.locator("#fir-parentage-name").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);

    await page.locator("#fir-parentage-name").fill("रमेश पाटील");
    await page.locator("#fir-date-of-birth").fill("1990-04-12");
    await page.locator("#fir-gender").check();
    await page.locator("#fir-country").fill("भारत");
    await page.locator("#fir-address").fill("नमुना पत्ता, सदनिका १, नमुना नगर, मुंबई ४०००००");
    await page.getByRole("button", { name: mrFir.form.continue }).click();

    // Step 2: a theft on a train between Thane and Kurla.
    await page.locator("#fir-incident-date").waitFor();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.locator("#fir-incident-date").fill(yesterday);
    await page.locator("#fir-incident-time").fill("18:30");
    await page.locator("#fir-place-type-train").check();
    await page.locator("#fir-from-stop").selectOption("thane");
    await page.locator("#fir-to-stop").selectOption("kurla");
    await page.locator("#fir-train-class").selectOption("ladies_second");
    await page.locator("#fir-offence").check();
    await page.locator("#fir-description").fill("गर्दीत कोणीतरी माझ्या पिशवीतून फोन काढून घेतला.");
    await page.locator("#fir-property-item-1").fill("मोबाईल फोन (नमुना)");
    await page.locator("#fir-property-value-1").fill("१२०००");
    await page.getByRole("button", { name: mrFir.form.continue }).click();

    // Step 3: the answers, where the request goes, and the declaration.
    await page.locator("#fir-declaration").waitFor();
    const review = (await page.locator(".fir-form").textContent())!;
    expect(review).toContain("रमेश पाटील");
    expect(review).toContain("₹१२,०००");
    expect(review).toContain("ठाणे");
    await expectNoAxeViolations(page);
    await page.locator("#fir-declaration").check();
    await page.getByRole("button", { name: mrFir.form.submit }).click();
    await page.waitForURL(/\/fir-dashboard\/requests\/MRP-F-\d{4}-\d{6}\?submitted=1$/);
    const reference = /MRP-F-\d{4}-\d{6}/.exec(page.url())![0];
    expect(await page.locator(".fir-submitted").textContent()).toContain(reference);
    await expectNoAxeViolations(page);

    // Desk staff find it in the inbox and record the FIR number.
    const token = await staffSession(baseUrl, "fir.desk@example.org");
    const inbox = await openPage(`/admin/reports?q=${encodeURIComponent(reference)}`, {
      locale: "en",
      ...signedIn(baseUrl, token),
    });
    await inbox.getByRole("link", { name: reference }).click();
    const record = inbox.locator('form:has(input[name="fir_number"])');
    await record.waitFor();
    await record.locator('input[name="fir_number"]').fill("THANE/0456/2026");
    await record.locator('button[type="submit"]').click();
    await inbox.waitForURL(/done=fir_number/);

    // The commuter sees it.
    await page.goto("/fir-dashboard");
    await page.locator(".fir-table").getByText("THANE/0456/2026").waitFor();
  }, 120_000);

  test("Cancel closes the form and puts the focus back on 'File New FIR'", async () => {
    const page = await openPage("/fir-dashboard", { locale: "en", viewport: VIEWPORTS.desktop });
    await page.waitForURL(/\/fir-dashboard\/sign-in$/);
    await signIn(page, freshMobile());
    await page.locator("#fir-name").fill("Sample Commuter");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("link", { name: "File New FIR" }).click();
    await page.locator("#fir-full-name").waitFor();
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("link", { name: "File New FIR" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("File New FIR");
    expect(await page.locator("#fir-full-name").count()).toBe(0);
  }, 60_000);

  test("reached from a public page, the sign-in is in the visitor's language, with no key left raw", async () => {
    // Public pages do not download the FIR pages' strings; their links load the document.
    const page = await openPage("/sitemap", { locale: "mr", viewport: VIEWPORTS.desktop });
    await page.locator("main").getByRole("link", { name: "ऑनलाइन एफआयआर विनंती" }).click();
    await page.waitForURL(/\/fir-dashboard\/sign-in$/);
    await page.locator("h1", { hasText: mrFir.sign_in.title }).waitFor();
    expect(await page.locator("main").textContent()).not.toMatch(/\bfir\.[a-z_]+/);
  }, 60_000);
});
