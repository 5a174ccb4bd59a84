/**
 * The policy and help pages GIGW requires, in both languages: each has its heading and
 * text, the footer of every page links to all of them, the privacy page states the limits the code
 * enforces (including a configured retention period), and feedback goes through the suggestion flow
 * on its own page.
 */
import { describe, expect, test } from "vitest";
import { DRAFT_LIFETIME_MS } from "~/.server/reports/reports";
import { CODE_TTL_MS } from "~/.server/otp/otp-limits";
import { POLICY_LINKS } from "~/content/policy-pages";
import enPolicies from "~/locales/en/policies";
import mrPolicies from "~/locales/mr/policies";
import { firstHeading, htmlLang } from "../support/html";
import { TestClock, useTestServer } from "../support/test-server";
import { afterFillTime, CITIZEN_ENV, CitizenBrowser, freshMobile, lastCode, personAt, SAMPLE } from "./citizen-support";

const clock = new TestClock();
const server = useTestServer({ ...CITIZEN_ENV, REPORT_RETENTION_DAYS: "90" }, { clock });

const STRINGS = { en: enPolicies, mr: mrPolicies } as const;

async function page(path: string, locale: "en" | "mr") {
  const browser = new CitizenBrowser(server.url, undefined, locale);
  const response = await browser.get(path);
  expect(response.status, path).toBe(200);
  // React separates adjacent text with empty comments; they are not part of what people see.
  return (await response.text()).replaceAll("<!-- -->", "");
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("every policy and help page", () => {
  for (const locale of ["en", "mr"] as const) {
    test(`renders with its heading and every section, in ${locale}`, async () => {
      const s = STRINGS[locale];
      for (const { to, key } of POLICY_LINKS) {
        const html = decode(await page(to, locale));
        expect(htmlLang(html)).toBe(locale);
        expect(firstHeading(html), to).toBe(s[key].title);
        if ("sections" in s[key]) {
          for (const section of Object.values((s[key] as { sections: Record<string, { heading: string }> }).sections)) {
            expect(html, `${to}: ${section.heading}`).toContain(`>${section.heading}</h2>`);
          }
        }
      }
      const sitemap = decode(await page("/sitemap", locale));
      for (const { to } of POLICY_LINKS) expect(sitemap).toContain(`href="${to}"`);
      expect(sitemap).toContain('href="/found-property"');
    });
  }

  test("the footer of every page links to each of them and to the sitemap", async () => {
    for (const path of ["/", "/news", "/no-such-page"]) {
      const response = await new CitizenBrowser(server.url).get(path);
      const footer = (await response.text()).split('<footer id="site-footer" class="site-footer"')[1]!;
      for (const { to } of POLICY_LINKS) expect(footer, `${path} ${to}`).toContain(`href="${to}"`);
      expect(footer).toContain('href="/sitemap"');
    }
  });
});

describe("the privacy page", () => {
  test("states the limits the code enforces and the configured retention, in both languages", async () => {
    const en = decode(await page("/privacy-policy", "en"));
    expect(en).toContain(`deleted after ${DRAFT_LIFETIME_MS / 60_000} minutes`);
    expect(en).toContain(`valid for ${CODE_TTL_MS / 60_000} minutes`);
    expect(en).toContain("deleted 90 days after it is closed");
    const mr = decode(await page("/privacy-policy", "mr"));
    expect(mr).toContain("३० मिनिटांनंतर हटवली जाते");
    expect(mr).toContain("५ मिनिटे वैध");
    expect(mr).toContain("९० दिवसांनी हटवला जातो");
  });
});

describe("the feedback page", () => {
  test("sends feedback as a suggestion and keeps the visitor on the feedback page through every step", async () => {
    const browser = new CitizenBrowser(server.url, undefined, "en");
    const html = decode(await page("/feedback", "en"));
    expect(firstHeading(html)).toBe(enPolicies.feedback.title);
    await browser.open("/feedback");
    afterFillTime(clock);
    const mobile = freshMobile();
    const sent = await browser.submit("/feedback", {
      intent: "send",
      name: SAMPLE.name,
      mobile_number: mobile,
      suggestion: "The station pages could show the nearest exit.",
    });
    expect(sent.status).toBe(303);
    const codePage = sent.headers.get("location")!;
    expect(codePage).toMatch(/^\/feedback\?report=\d+$/);
    const id = /report=(\d+)/.exec(codePage)![1]!;
    const verified = await browser.submit(codePage, {
      intent: "verify",
      suggestion_id: id,
      otp: lastCode(server, mobile),
    });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toMatch(/^\/feedback\?sent=\d+$/);
    const report = await server.services.db
      .selectFrom("citizen_reports")
      .select(["kind", "status"])
      .where("mobile_number", "=", mobile)
      .executeTakeFirstOrThrow();
    expect(report).toEqual({ kind: "suggestion", status: "received" });
  });

  test("a form with mistakes comes back on the feedback page with its errors", async () => {
    const browser = await personAt(server, clock, "/feedback", { locale: "mr" });
    const response = await browser.submit("/feedback", {
      intent: "send",
      name: "",
      mobile_number: "1",
      suggestion: "",
    });
    expect(response.status).toBe(422);
    const html = decode((await response.text()).replaceAll("<!-- -->", ""));
    expect(html).toContain(mrPolicies.feedback.title);
    expect(html).toContain('class="citizen-error-summary"');
  });
});
