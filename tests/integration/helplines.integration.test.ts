/**
 * The numbers a commuter may need to call: beside the railway police's own 1512 and
 * 1800 22 1512, the national helplines 112, 139, 1091, 1098 and 1930, each a tel: link with a line
 * on when to call it, on the home page's helplines card, the contact page and the offline page,
 * in English and Marathi, as a browser without JavaScript receives them.
 */
import { describe, expect, test } from "vitest";
import enEmergency from "~/locales/en/emergency";
import mrEmergency from "~/locales/mr/emergency";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const NATIONAL = [
  ["112", "emergency"],
  ["139", "rail_madad"],
  ["1091", "women"],
  ["1098", "childline"],
  ["1930", "cyber"],
] as const;

const STRINGS = { en: enEmergency.national, mr: mrEmergency.national } as const;

const server = useTestServer();

/** Where the numbers are listed on each page: the helplines card at home, the main content elsewhere. */
const PAGES = [
  { path: "/", part: (html: string) => /<section[^>]*id="helplines"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "" },
  { path: "/contact-us", part: (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "" },
  { path: "/offline", part: (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "" },
] as const;

/** The text a reader sees: tags out, the entities React writes decoded, white space collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The links' targets and texts in the order they appear. */
const telLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*href="(tel:[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [m[1], text(m[2]!).trim()]);

for (const locale of ["en", "mr"] as const) {
  describe(`in ${locale === "en" ? "English" : "Marathi"}`, () => {
    for (const { path, part } of PAGES) {
      test(`${path} lists the railway police's numbers and the national helplines as tel: links, each with when to call`, async () => {
        const visitor = new Visitor(server.url);
        visitor.cookies.set("lang", locale);
        const response = await visitor.get(path);
        expect(response.status).toBe(200);
        const html = part(await response.text());
        expect(html, `${path}: where the numbers should be`).not.toBe("");
        const links = telLinks(html);
        // The railway police's own numbers stay, and first.
        expect(links).toContainEqual(["tel:1512", "1512"]);
        expect(links).toContainEqual(["tel:1800221512", "1800 22 1512"]);
        const seen = text(html);
        expect(seen).toContain(STRINGS[locale].heading);
        for (const [number, key] of NATIONAL) {
          // The digits people dial stay Latin in Marathi too.
          expect(links, `${path} ${number}`).toContainEqual([`tel:${number}`, number]);
          expect(seen, `${path} ${number}`).toContain(STRINGS[locale][key].name);
          expect(seen, `${path} ${number}`).toContain(STRINGS[locale][key].when);
        }
        const national = links.filter(([href]) => NATIONAL.some(([number]) => href === `tel:${number}`));
        expect(national.map(([href]) => href)).toEqual(NATIONAL.map(([number]) => `tel:${number}`));
      });
    }
  });
}
