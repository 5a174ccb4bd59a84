/**
 * A confirmed report's printable acknowledgement and its verification address over real HTTP
 *: the page and PDF only for the browser that made the report, in its language; the
 * QR code's address showing the reference, date, station and category and nothing personal; a
 * changed token "not verified"; and the lost phone's optional IMEI, judged by its check digit.
 */
import { describe, expect, test } from "vitest";
import { citizenErrorSchema } from "~/.server/reports/api-schemas";
import en from "~/locales/en";
import mr from "~/locales/mr";
import { formatDateTime } from "~/lib/format";
import { indiaDay } from "~/lib/india-time";
import { pdfLines } from "../support/pdf-text";
import { Visitor } from "../support/http-client";
import {
  BROWSER,
  CitizenBrowser,
  freshMobile,
  htmlText,
  json,
  personAt,
  sendConfirmedComplaint,
  sendConfirmedLostReport,
  useCitizenServer,
} from "./citizen-support";

const { server, clock } = useCitizenServer();

/** GSMA's sample IMEI and a second one, both with good Luhn check digits. */
const IMEI = "490154203237518";
const IMEI_2 = "356938035643809";
const DESCRIPTION = "Sample black phone with a cracked red cover";
const NAME = "Sunita D'Souza";

function lostPhone(extra: Record<string, string> = {}) {
  return {
    type: "lost",
    category: "mobile_phone",
    description: DESCRIPTION,
    incident_date: indiaDay(clock.now()),
    incident_time: "18:30",
    station_id: "11",
    line: "central",
    train: "8:14 Kalyan fast",
    name: NAME,
    ...extra,
  };
}

/** A visitor in `locale` who sent and confirmed a lost phone report through the JSON API. */
async function confirmedLostPhone(locale: "en" | "mr", extra: Record<string, string> = { imei: IMEI, imei_2: IMEI_2 }) {
  const sent = await sendConfirmedLostReport(server, clock, lostPhone(extra), locale);
  expect(sent.verified.otp_verification).toBe("successful");
  return sent;
}

/** The page's own content, without the site's header, footer and the stations list every page carries. */
const mainText = (html: string) => htmlText(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "");

const verifyPathIn = (html: string) => /\/verify\/MRP-L-\d{4}-\d{6}\?t=[A-Za-z0-9_-]{22}/.exec(html)?.[0];

async function stationName(locale: "en" | "mr") {
  const station = (await server.services.stations.findById(11))!;
  return locale === "mr" && station.name_mr ? station.name_mr : station.name_en;
}

describe("a lost phone's IMEI", () => {
  test("is optional, and a wrong check digit or length is refused with the field's message, in each language", async () => {
    for (const [locale, strings] of [
      ["en", en],
      ["mr", mr],
    ] as const) {
      const browser = await personAt(server, clock, "/lost-and-found", { locale });
      const response = await browser.api("/api/lost-found-report/new", {
        ...lostPhone({ imei: "490154203237517", imei_2: "4901542032375" }),
        mobile_number: freshMobile(),
      });
      expect(response.status).toBe(422);
      expect(citizenErrorSchema.parse(await json(response)).errors).toEqual({
        imei: [strings.citizen.validation.imei_check_digit],
        imei_2: [strings.citizen.validation.imei_invalid],
      });
    }
  });

  test("is kept as its digits when typed with spaces and hyphens", async () => {
    const { id } = await confirmedLostPhone("en", { imei: "49 015420-323751-8" });
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select(["imei", "imei_2"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ imei: IMEI, imei_2: null });
  });

  test("the form without JavaScript shows the check-digit error beside the field", async () => {
    const browser = await personAt(server, clock, "/lost-and-found");
    const response = await browser.submit("/lost-and-found", {
      intent: "send",
      ...lostPhone({ imei: "490154203237517" }),
      mobile_number: freshMobile(),
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(htmlText(html)).toContain(en.citizen.validation.imei_check_digit);
    expect(html).toMatch(
      /<input[^>]*name="imei"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="imei"/,
    );
  });
});

describe("the acknowledgement", () => {
  test("is linked from the sent step and shows the report, the CEIR guidance and the verification address", async () => {
    const { browser, mobile, id, reference } = await confirmedLostPhone("en");
    const sent = await (await browser.get(`/lost-and-found?sent=${id}`)).text();
    expect(sent).toContain(`href="/acknowledgement/${id}"`);

    const response = await browser.get(`/acknowledgement/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    const text = htmlText(html);
    expect(text).toContain(`Acknowledgement ${reference}`);
    expect(text).toContain(en.acknowledgement.page.what_is_not);
    for (const shown of [NAME, mobile, DESCRIPTION, IMEI, IMEI_2, await stationName("en"), "Mobile phone"]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain(en.acknowledgement.page.ceir_text.replace("{{reference}}", reference));
    expect(html).toContain('href="https://www.ceir.gov.in"');
    expect(html).toMatch(/<svg[^>]*class="ack-qr"[^>]*role="img"/);
    expect(verifyPathIn(html)).toBeDefined();
    expect(html).toContain(`href="/acknowledgement/${id}/acknowledgement.pdf"`);
  });

  test("is in Marathi for a Marathi visitor, page and PDF", async () => {
    const { browser, id, reference } = await confirmedLostPhone("mr");
    const text = htmlText(await (await browser.get(`/acknowledgement/${id}`)).text());
    expect(text).toContain(`पोचपावती ${reference}`);
    expect(text).toContain(mr.acknowledgement.page.what_is_not);
    expect(text).toContain(mr.citizen.categories.mobile_phone);
    expect(text).toContain(await stationName("mr"));

    const pdf = await browser.get(`/acknowledgement/${id}/acknowledgement.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const buffer = Buffer.from(await pdf.arrayBuffer());
    expect(buffer.toString("latin1")).toContain("/Lang (mr-IN)");
    const lines = pdfLines(buffer);
    expect(lines).toContain(`पोचपावती ${reference}`);
    expect(lines).toContain(mr.acknowledgement.page.headings.lost);
    expect(lines).toContain(mr.citizen.categories.mobile_phone);
    expect(lines).toContain(IMEI);
    expect(lines).toContain("https://www.ceir.gov.in");
    expect(lines.some((line) => /\/verify\/MRP-L-\d{4}-\d{6}\?t=/.test(line))).toBe(true);
  });

  test("as a PDF in English holds the report, the guidance and the verification address", async () => {
    const { browser, id, reference, mobile } = await confirmedLostPhone("en");
    const pdf = await browser.get(`/acknowledgement/${id}/acknowledgement.pdf`);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${reference}.pdf"`);
    const lines = pdfLines(Buffer.from(await pdf.arrayBuffer()));
    expect(lines).toContain(`Acknowledgement ${reference}`);
    expect(lines).toContain(en.acknowledgement.page.headings.lost);
    for (const shown of [NAME, mobile, DESCRIPTION, IMEI, IMEI_2, await stationName("en"), "Mobile phone"]) {
      expect(lines).toContain(shown);
    }
    expect(lines.join(" ")).toContain("It is not an FIR");
  });

  test("is a 404 for any other browser, page and PDF alike, and for an id that does not exist", async () => {
    const { id } = await confirmedLostPhone("en");
    const stranger = new CitizenBrowser(server.url);
    for (const path of [
      `/acknowledgement/${id}`,
      `/acknowledgement/${id}/acknowledgement.pdf`,
      "/acknowledgement/999999",
    ]) {
      const response = await stranger.get(path);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body).not.toContain(NAME);
      expect(body).not.toContain(DESCRIPTION);
    }
  });

  test("of a complaint says what it is, with the message and no CEIR guidance", async () => {
    const { browser, id } = await sendConfirmedComplaint(server, clock, {
      fields: { name: NAME, complaint: "Sample complaint text" },
    });
    const text = htmlText(await (await browser.get(`/acknowledgement/${id}`)).text());
    expect(text).toContain(en.acknowledgement.page.headings.complaint);
    expect(text).toContain("Sample complaint text");
    expect(text).not.toContain(en.acknowledgement.page.ceir_heading);
  });
});

describe("the verification address", () => {
  test("shows anyone the reference, date, station and category, and nothing personal", async () => {
    const { browser, id, reference, mobile } = await confirmedLostPhone("en");
    const path = verifyPathIn(await (await browser.get(`/acknowledgement/${id}`)).text())!;
    const shop = new Visitor(server.url, BROWSER);
    const response = await shop.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The last policy a browser understands wins: the token is never sent on to another site.
    expect(response.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("no-referrer");
    const text = mainText(await response.text());
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select("confirmed_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const labels = { months: en.format.months, am: en.format.am, pm: en.format.pm };
    expect(text).toContain(en.acknowledgement.verify.verified_heading);
    expect(text).toContain(reference);
    expect(text).toContain(formatDateTime(row.confirmed_at!, "en", labels));
    expect(text).toContain(await stationName("en"));
    expect(text).toContain("Mobile phone");
    for (const hidden of [NAME, mobile, DESCRIPTION, "cracked", IMEI, IMEI_2, "8:14 Kalyan"]) {
      expect(text).not.toContain(hidden);
    }
  });

  test("in Marathi shows the same four things in Marathi", async () => {
    const { browser, id, reference } = await confirmedLostPhone("mr");
    const path = verifyPathIn(await (await browser.get(`/acknowledgement/${id}`)).text())!;
    const shop = new Visitor(server.url, BROWSER);
    shop.cookies.set("lang", "mr");
    const text = mainText(await (await shop.get(path)).text());
    expect(text).toContain(mr.acknowledgement.verify.verified_heading);
    expect(text).toContain(reference);
    expect(text).toContain(await stationName("mr"));
    expect(text).toContain(mr.citizen.categories.mobile_phone);
    expect(text).not.toContain(NAME);
  });

  test("with a changed token, another reference or no token is not verified and shows no data", async () => {
    const { browser, id, reference } = await confirmedLostPhone("en");
    const path = verifyPathIn(await (await browser.get(`/acknowledgement/${id}`)).text())!;
    const token = new URL(path, server.url).searchParams.get("t")!;
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const [prefix, number] = [reference.slice(0, -6), Number(reference.slice(-6))];
    const other = `${prefix}${String(number + 1).padStart(6, "0")}`;
    const shop = new Visitor(server.url, BROWSER);
    for (const tampered of [
      `/verify/${reference}?t=${flipped}`,
      `/verify/${other}?t=${token}`,
      `/verify/${reference}`,
      `/verify/not-a-reference?t=${token}`,
    ]) {
      const response = await shop.get(tampered);
      expect(response.status, tampered).toBe(404);
      const text = mainText(await response.text());
      expect(text, tampered).toContain(en.acknowledgement.verify.not_verified_heading);
      expect(text, tampered).not.toContain(en.acknowledgement.verify.verified_heading);
      expect(text, tampered).not.toContain(await stationName("en"));
      expect(text, tampered).not.toContain("Mobile phone");
    }
  });
});
