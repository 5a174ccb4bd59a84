/**
 * What happens after a report is sent, GOV.UK's confirmation pattern: the sent step, the status
 * page and the acknowledgement (page and PDF) say which police station's desk has it, by when it
 * is looked at, how the police may get in touch and when to go to the station; "Check the status"
 * is the status link that needs no code. Over real HTTP, in English and Marathi.
 */
import { describe, expect, test } from "vitest";
import en from "~/locales/en";
import mr from "~/locales/mr";
import { DESK_REVIEW_DAYS } from "~/lib/report-next-steps";
import { localDigits } from "~/lib/format";
import { indiaDay } from "~/lib/india-time";
import { pdfLines } from "../support/pdf-text";
import { Visitor } from "../support/http-client";
import { htmlText, sendConfirmedLostReport, useCitizenServer } from "./citizen-support";

const { server, clock } = useCitizenServer();

function confirmedLostBag(locale: "en" | "mr") {
  return sendConfirmedLostReport(
    server,
    clock,
    {
      type: "lost",
      category: "bag",
      description: "Sample blue bag with a red strap",
      incident_date: indiaDay(clock.now()),
      station_id: "11",
      name: "Sample Citizen",
    },
    locale,
  );
}

async function stationName(locale: "en" | "mr") {
  const station = (await server.services.stations.findById(11))!;
  return locale === "mr" && station.name_mr ? station.name_mr : station.name_en;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

function expectNextSteps(text: string, locale: "en" | "mr", station: string) {
  const next = (locale === "en" ? en : mr).citizen.next;
  expect(text).toContain(next.heading);
  expect(text).toContain(fill(next.desk, { station }));
  expect(text).toContain(fill(next.review, { days: localDigits(String(DESK_REVIEW_DAYS), locale) }));
  expect(text).toContain(next.contact);
  expect(text).toContain(next.visit.lost_found);
}

/**
 * `html` links to this report's status like the SMS's, and the link opens it with no code and no
 * cookie. The link is signed when the page is made, so its expiry (in seconds) may be a second
 * later than the one the confirmation gave: only the part before the expiry is compared.
 */
async function expectStatusLinkIn(html: string, verified: { status_path?: string | null; reference?: string | null }) {
  const link = /href="(\/status\/[^"]+)"/.exec(html)?.[1];
  expect(link?.split(".")[0]).toBe(verified.status_path!.split(".")[0]);
  const opened = await new Visitor(server.url).get(link!);
  expect(opened.status).toBe(200);
  expect(htmlText(await opened.text())).toContain(verified.reference!);
}

describe("after a report is sent", () => {
  test("the sent step says what happens next, and 'Check the status' is the link that needs no code", async () => {
    const { browser, id, verified } = await confirmedLostBag("en");
    expect(verified.status_path).toMatch(/^\/status\/[A-Za-z0-9._-]+$/);
    const html = await (await browser.get(`/lost-and-found?sent=${id}`)).text();
    expectNextSteps(htmlText(html), "en", await stationName("en"));
    await expectStatusLinkIn(html, verified);
    expect(html).not.toContain("/status?reference=");

    // The link opens the status with no code and no cookie, and says what happens next too.
    const status = await new Visitor(server.url).get(verified.status_path!);
    expect(status.status).toBe(200);
    expectNextSteps(htmlText(await status.text()), "en", await stationName("en"));
  });

  test("the acknowledgement, page and PDF, says it too, and links to the status the same way", async () => {
    const { browser, id, verified } = await confirmedLostBag("en");
    const html = await (await browser.get(`/acknowledgement/${id}`)).text();
    expectNextSteps(htmlText(html), "en", await stationName("en"));
    await expectStatusLinkIn(html, verified);
    const lines = pdfLines(
      Buffer.from(await (await browser.get(`/acknowledgement/${id}/acknowledgement.pdf`)).arrayBuffer()),
    );
    expect(lines).toContain(en.citizen.next.heading);
    expect(lines.join(" ")).toContain(fill(en.citizen.next.review, { days: String(DESK_REVIEW_DAYS) }));
  });

  test("in Marathi, with the station's Marathi name", async () => {
    const { browser, id, verified } = await confirmedLostBag("mr");
    expectNextSteps(
      htmlText(await (await browser.get(`/lost-and-found?sent=${id}`)).text()),
      "mr",
      await stationName("mr"),
    );
    const status = new Visitor(server.url);
    status.cookies.set("lang", "mr");
    expectNextSteps(htmlText(await (await status.get(verified.status_path!)).text()), "mr", await stationName("mr"));
  });
});
