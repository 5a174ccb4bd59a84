/**
 * Every page, in both languages, as the server sends it: valid HTML by the W3C checker
 * (vnu, the Nu Html Checker validator.w3.org runs), and the structure keyboard and screen-reader
 * users rely on (skip link, landmarks, one h1, headings in order). The pages are every address in
 * the sitemap, the states a sitemap never lists (a form with errors, the code page, search results
 * and refusals, the 404, the FIR dashboard behind its sign-in) and the administration area.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { describeCheckerMessages, htmlErrors } from "../support/html-checker";
import { pageStructureProblems } from "../support/page-structure";
import { Visitor } from "../support/http-client";
import { TestClock, useTestServer } from "../support/test-server";
import { createStaff, signIn } from "./admin-support";
import {
  CITIZEN_ENV,
  CitizenBrowser,
  freshMobile,
  lastCode,
  personAt,
  SAMPLE,
  submitComplaint,
} from "./citizen-support";

const SITE = "https://railwaypolice.example.org";
const LOCALES = ["en", "mr"] as const;
const ADMIN_PAGES = [
  "/admin",
  "/admin/account",
  "/admin/account/two-factor",
  "/admin/users",
  "/admin/users/new",
  "/admin/audit",
  "/admin/audit?from=2026-02-30",
  "/admin/settings",
  "/admin/reports",
  "/admin/found-property",
  "/admin/found-property/1",
  "/admin/content",
  "/admin/content/news",
  "/admin/content/news/new",
  "/admin/content/news/1",
  "/admin/content/tenders",
  "/admin/content/tenders/new",
  "/admin/content/news-flashes",
  "/admin/content/site-settings",
  "/admin/content/notices",
  "/admin/content/notices/new",
  "/admin/content/notices/1",
  "/admin/content/officers/new",
  "/admin/content/albums",
  "/admin/content/albums/1",
  "/admin/content/albums/1/photos",
  "/admin/content/albums/1/videos",
  "/admin/content/stations/10",
  "/admin/content/stations/new",
  "/admin/content/former-commissioners/new",
  "/admin/content/leadership",
];

type Page = { name: string; status: number; html: string };
const pages: Page[] = [];
const clock = new TestClock();

async function fetchPage(visitor: Visitor, path: string, name = path): Promise<void> {
  const response = await visitor.get(path);
  pages.push({ name, status: response.status, html: await response.text() });
}

/** A complaint sent with nothing filled in (the error summary), then sent properly (the code page). */
async function citizenFormStates(locale: "en" | "mr") {
  for (const form of ["/complaint", "/suggestion", "/lost-and-found"]) {
    const browser = await personAt(server, clock, form, { locale });
    const response = await browser.submit(form, { intent: "send" });
    pages.push({ name: `${form} with errors (${locale})`, status: response.status, html: await response.text() });
  }
  const browser = await personAt(server, clock, "/complaint", { locale });
  const sent = await submitComplaint(browser);
  expect(sent.status).toBe(303);
  await fetchPage(browser, sent.headers.get("location")!, `the complaint's code page (${locale})`);
}

/** The FIR dashboard's states: sign-in code page, name, each step with and without errors, the acknowledgement. */
async function firStates(locale: "en" | "mr") {
  const browser = new CitizenBrowser(server.url, undefined, locale);
  const mobile = freshMobile();
  await browser.open("/fir-dashboard/sign-in");
  const start = await browser.submit("/fir-dashboard/sign-in", { intent: "start", mobile_number: mobile });
  const codePage = await start.text();
  pages.push({ name: `the FIR sign-in code page (${locale})`, status: start.status, html: codePage });
  const verified = await browser.submit("/fir-dashboard/sign-in", {
    intent: "verify",
    check: /name="check" value="([^"]+)"/.exec(codePage)![1]!,
    otp: lastCode(server, mobile),
  });
  expect(verified.status).toBe(302);
  clock.advance(31_000);
  await fetchPage(browser, "/fir-dashboard", `the FIR dashboard asking for a name (${locale})`);
  await browser.open("/fir-dashboard");
  await browser.submit("/fir-dashboard", { intent: "name", name: SAMPLE.name });
  await fetchPage(browser, "/fir-dashboard", `the FIR dashboard (${locale})`);
  const steps: Array<[string, Record<string, string>]> = [
    [
      "personal",
      {
        "full-name": SAMPLE.name,
        "parentage-name": "Sample Parent",
        "date-of-birth": "1990-04-12",
        gender: "female",
        country: "India",
        address: "Sample address, Mumbai",
      },
    ],
    [
      "incident",
      {
        "incident-date": new Date(clock.now().getTime() - 86_400_000).toISOString().slice(0, 10),
        "incident-time": "18:30",
        "place-type": "train",
        "from-stop": "thane",
        "to-stop": "kurla",
        offence: "theft",
        description: "Sample: a phone was taken from a bag.",
        "property-item-1": "Sample phone",
        "property-value-1": "12000",
      },
    ],
  ];
  for (const [step, fields] of steps) {
    await fetchPage(browser, `/fir-dashboard?step=${step}`, `FIR step ${step} (${locale})`);
    const refused = await browser.submit(`/fir-dashboard?step=${step}`, { intent: step });
    pages.push({
      name: `FIR step ${step} with errors (${locale})`,
      status: refused.status,
      html: await refused.text(),
    });
    await browser.submit(`/fir-dashboard?step=${step}`, { intent: step, ...fields });
  }
  await fetchPage(browser, "/fir-dashboard?step=review", `FIR step review (${locale})`);
  const undeclared = await browser.submit("/fir-dashboard?step=review", { intent: "submit" });
  pages.push({ name: `FIR review with errors (${locale})`, status: undeclared.status, html: await undeclared.text() });
  const submitted = await browser.submit("/fir-dashboard?step=review", { intent: "submit", declaration: "on" });
  await fetchPage(browser, submitted.headers.get("location")!, `the FIR acknowledgement (${locale})`);
}

const server = useTestServer({ ...CITIZEN_ENV, PUBLIC_URL: SITE }, { clock });
beforeAll(async () => {
  // The sitemap index, then every sitemap it names.
  const locsIn = async (path: string) =>
    [...(await (await new Visitor(server.url).get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&").slice(SITE.length),
    );
  const paths: string[] = [];
  for (const sitemap of await locsIn("/sitemap.xml")) paths.push(...(await locsIn(sitemap)));
  expect(paths.length).toBeGreaterThan(100);
  const visitor = new Visitor(server.url);
  for (const path of paths) await fetchPage(visitor, path);

  for (const locale of LOCALES) {
    const person = new Visitor(server.url);
    person.cookies.set("lang", locale);
    const search = locale === "en" ? "railway police" : "पोलीस";
    await fetchPage(person, `/search?q=${encodeURIComponent(search)}`, `search results (${locale})`);
    await fetchPage(person, `/search?q=${"a".repeat(201)}`, `a search too long (${locale})`);
    await fetchPage(person, "/no-such-page", `the 404 page (${locale})`);
    await fetchPage(person, "/?modal=citizen-corner", `the home page with a dialog open (${locale})`);
    await fetchPage(person, "/admin/sign-in", `the sign-in page (${locale})`);
    await fetchPage(person, "/offline", `the offline page (${locale})`);
    await citizenFormStates(locale);
    await firStates(locale);
  }

  await createStaff(server, { email: "html.admin@example.org", role: "admin" });
  for (const locale of LOCALES) {
    const staff = await signIn(server, "html.admin@example.org");
    staff.cookies.set("lang", locale);
    for (const path of ADMIN_PAGES) await fetchPage(staff, path, `${path} (${locale})`);
  }
}, 300_000);

test("every page was served as expected before it is checked", () => {
  const unexpected = pages.filter((page) => {
    const expected = page.name.startsWith("the 404")
      ? 404
      : / with errors /.test(page.name)
        ? 422
        : /too long|2026-02-30/.test(page.name)
          ? 400
          : 200;
    return page.status !== expected;
  });
  expect(unexpected.map((page) => `${page.name}: ${page.status}`)).toEqual([]);
  expect(pages.length).toBeGreaterThan(300);
});

describe("the W3C HTML checker", () => {
  test("finds no errors on any page in either language", async () => {
    const errors = await htmlErrors(pages);
    expect(errors, describeCheckerMessages(errors)).toEqual([]);
  }, 180_000);

  test("is really checking: a page with a duplicate id and a stray end tag fails it", async () => {
    const broken = pages[0]!.html.replace("</main>", '<p id="main">x</p></span></main>');
    const errors = await htmlErrors([{ name: "broken", html: broken }]);
    expect(describeCheckerMessages(errors)).toMatch(/Duplicate ID “main”/);
    expect(describeCheckerMessages(errors)).toMatch(/Stray end tag “span”/);
  }, 60_000);
});

describe("skip link, landmarks and headings", () => {
  test("are the same on every page in either language", () => {
    const problems = pages.flatMap((page) =>
      pageStructureProblems(page.html).map((problem) => `${page.name}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  test("the structure check is really checking: a page without the skip link or with a skipped level fails it", () => {
    const html = pages[0]!.html;
    expect(pageStructureProblems(html.replace(/<a class="skip-link"[^>]*>.*?<\/a>/, ""))).toContain(
      "the first thing Tab reaches is not the skip link to #main",
    );
    expect(pageStructureProblems(html.replace("</main>", "<h4>Deep</h4></main>")).join()).toMatch(/a level is skipped/);
  });
});
