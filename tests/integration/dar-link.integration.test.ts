/**
 * The citizen corner's "Accidental death reports (DAR)" link (item 7). The DAR service
 * is outside this application (SPEC §1), so the link appears only when DAR_URL names where it
 * lives, and then opens it in a new tab like the other external links; without DAR_URL there is no
 * link at all, rather than one to a page that does not exist here.
 */
import { describe, expect, test } from "vitest";
import enModals from "~/locales/en/modals";
import mrModals from "~/locales/mr/modals";
import { Visitor } from "../support/http-client";
import { type TestServer, useTestServer } from "../support/test-server";

const DAR_URL = "https://dar.example.gov.in/v2/adr";
const NAMES = { en: enModals.citizen_corner.dar, mr: mrModals.citizen_corner.dar } as const;

/** The citizen corner as a browser without JavaScript gets it (the dialog rendered open). */
async function citizenCorner(server: TestServer, locale: "en" | "mr"): Promise<string> {
  const visitor = new Visitor(server.url, { accept: "text/html" });
  visitor.cookies.set("lang", locale);
  const response = await visitor.get("/?modal=citizen-corner");
  expect(response.status).toBe(200);
  const html = await response.text();
  const dialog = /<dialog[^>]*id="modal-citizen-corner"[\s\S]*?<\/dialog>/.exec(html)?.[0];
  expect(dialog, "the citizen corner dialog is on the page").toBeDefined();
  return dialog!;
}

/** The `<a …>` start tags whose link text contains `text`. */
function anchorsWithText(html: string, text: string): string[] {
  return [...html.matchAll(/(<a\s[^>]*>)([\s\S]*?)<\/a>/g)]
    .filter((match) => match[2]!.replace(/<[^>]+>/g, "").includes(text))
    .map((match) => match[1]!);
}

describe("without DAR_URL", () => {
  const server = useTestServer();

  for (const locale of ["en", "mr"] as const) {
    test(`the citizen corner has no DAR link, in ${locale}`, async () => {
      const dialog = await citizenCorner(server, locale);
      expect(anchorsWithText(dialog, NAMES[locale])).toEqual([]);
      expect(dialog).not.toContain("/v2/adr");
      // The rest of the corner is still there.
      expect(dialog).toContain('href="/lost-and-found"');
    });
  }

  test("no page of the site links to the missing /v2/adr", async () => {
    const html = await (await new Visitor(server.url, { accept: "text/html" }).get("/")).text();
    expect(html).not.toContain("/v2/adr");
  });
});

describe("with DAR_URL", () => {
  const server = useTestServer({ DAR_URL });

  for (const locale of ["en", "mr"] as const) {
    test(`the citizen corner links to it in a new tab, in ${locale}`, async () => {
      const dialog = await citizenCorner(server, locale);
      const [anchor, ...more] = anchorsWithText(dialog, NAMES[locale]);
      expect(more).toEqual([]);
      expect(anchor).toContain(`href="${DAR_URL}"`);
      expect(anchor).toContain('target="_blank"');
      expect(anchor).toMatch(/rel="[^"]*noopener/);
    });
  }
});
