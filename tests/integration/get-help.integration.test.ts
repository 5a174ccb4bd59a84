/**
 * /get-help over real HTTP without JavaScript: every question is a list of plain links,
 * every answer names the right agency with a number to call or a link, in English and Marathi, and
 * the home page's first screen links to it.
 */
import { describe, expect, test } from "vitest";
import en from "~/locales/en";
import mr from "~/locales/mr";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { BROWSER, htmlText } from "./citizen-support";

const server = useTestServer();

const LANGUAGES = [
  ["en", en],
  ["mr", mr],
] as const;

function visitor(locale: "en" | "mr") {
  const browser = new Visitor(server.url, BROWSER);
  browser.cookies.set("lang", locale);
  return browser;
}

const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

/** Where each path through the questions ends, and what its answer must offer. */
const PATHS = [
  { need: "emergency", hrefs: ['href="tel:112"', 'href="tel:1512"'] },
  { need: "suburban_crime", hrefs: ['href="tel:1512"', 'href="/complaint"', 'href="/fir-dashboard"'] },
  { need: "suburban_lost", hrefs: ['href="/lost-and-found"', 'href="/found-property"'] },
  { need: "lost_phone", hrefs: ['href="/lost-and-found"', 'href="https://www.ceir.gov.in"'] },
  { need: "cyber", hrefs: ['href="tel:1930"', 'href="https://cybercrime.gov.in"'] },
  { need: "amenities", hrefs: ['href="tel:139"', 'href="https://railmadad.indianrailways.gov.in"'] },
  { need: "long_distance", hrefs: ['href="tel:139"'] },
] as const;

describe.each(LANGUAGES)("/get-help in %s", (locale, strings) => {
  test("the first question links to each choice, and the suburban one to its second question", async () => {
    const html = await (await visitor(locale).get("/get-help")).text();
    const main = mainOf(html);
    expect(htmlText(main)).toContain(strings.get_help.question);
    for (const choice of ["emergency", "suburban", "lost_phone", "cyber", "amenities", "long_distance"]) {
      expect(main).toContain(`href="/get-help?need=${choice}"`);
    }
    const second = mainOf(await (await visitor(locale).get("/get-help?need=suburban")).text());
    expect(htmlText(second)).toContain(strings.get_help.suburban_question);
    expect(second).toContain('href="/get-help?need=suburban_crime"');
    expect(second).toContain('href="/get-help?need=suburban_lost"');
  });

  test.each(PATHS)("the answer for $need names the agency and offers its number or link", async ({ need, hrefs }) => {
    const response = await visitor(locale).get(`/get-help?need=${need}`);
    expect(response.status).toBe(200);
    const main = mainOf(await response.text());
    const answer = strings.get_help.answers[need];
    expect(htmlText(main)).toContain(answer.heading);
    expect(htmlText(main)).toContain(answer.text);
    for (const href of hrefs) expect(main).toContain(href);
    expect(main).toContain('href="/get-help"');
  });

  test("an unknown answer starts again at the first question", async () => {
    const main = mainOf(await (await visitor(locale).get("/get-help?need=%3Cscript%3E")).text());
    expect(htmlText(main)).toContain(strings.get_help.question);
  });

  test("the home page's first screen links to it", async () => {
    const html = await (await visitor(locale).get("/")).text();
    expect(html).toContain(`<a href="/get-help" data-discover="true">${strings.emergency.first_screen.get_help}</a>`);
  });
});
