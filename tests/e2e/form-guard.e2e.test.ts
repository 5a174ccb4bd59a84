/**
 * The anti-robot minimum fill time in Chromium: a form sent sooner after it was shown than
 * FORM_MIN_FILL_MS is refused with its message, and no code is texted. The other browser tests
 * share a server with the check off; this file starts a production server of its own that keeps
 * it on, with the longest fill time config.ts allows, so that a test as quick as a robot is
 * refused however slow the machine. (The rule itself, a stamp's age and forgery, is tested over
 * HTTP in citizen-form-stamp.integration.test.ts.)
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import enCitizen from "~/locales/en/citizen";
import { setUpBrowser, VIEWPORTS } from "../support/browser";
import { createSite, startServer, type ServerProcess, type Site } from "../support/production-site";
import { textsTo } from "../support/sms-outbox";

let site: Site;
let server: ServerProcess;
beforeAll(async () => {
  site = await createSite();
  server = await startServer(site, { FORM_MIN_FILL_MS: "60000" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await site?.remove();
});

const browser = setUpBrowser(() => server.url);

test("a suggestion sent the moment it is filled in is refused with the fill-time message, and no code is sent", async () => {
  const page = await browser.openPage("/suggestion", { locale: "en", viewport: VIEWPORTS.phone });
  const mobile = "9123400077";
  await page.locator("#suggestion-name").fill("Asha D'Souza");
  await page.locator("#suggestion-mobile_number").fill(mobile);
  await page.locator("#suggestion-suggestion").fill("More lights on the platform.");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/suggestion/new"));
  await page.locator("button.citizen-submit").click();
  expect((await answer).status()).toBe(422);

  const alert = page.locator(".citizen-alert[role=alert]");
  await alert.waitFor();
  expect(await alert.textContent()).toBe(enCitizen.errors.too_fast);
  expect(await page.locator(".citizen-otp-box").count()).toBe(0);
  expect(textsTo(site.dataDir, mobile)).toEqual([]);
});
