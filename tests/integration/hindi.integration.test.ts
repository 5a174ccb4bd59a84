/**
 * Hindi as an interface language over real HTTP: `?lang=hi` pages, the language switch offering
 * every language, staff-written content (English only, for a Hindi reader: marked `lang="en"`
 * with the notice), a complaint sent in Hindi (kept as Hindi, confirmed with its code, its SMS
 * in English until Hindi texts are registered with DLT), and numbers and dates typed in Devanagari
 * digits on a Hindi page, read as on a Marathi one.
 */
import { beforeAll, describe, expect, test, vi } from "vitest";
import { createArticleRepository } from "~/.server/content/articles/articles-repository";
import { complaintCreatedSchema, lostFoundCreatedSchema, verificationSchema } from "~/.server/reports/api-schemas";
import { indiaDay } from "~/lib/india-time";
import { LANGUAGE_NAMES, LOCALES } from "~/i18n/locales";
import hiCitizen from "~/locales/hi/citizen";
import hiCommon from "~/locales/hi/common";
import hiShell from "~/locales/hi/shell";
import { firstHeading, htmlLang, setCookies } from "../support/html";
import {
  BROWSER,
  freshMobile,
  json,
  lastCode,
  messagesTo,
  personAt,
  SAMPLE,
  useCitizenServer,
} from "./citizen-support";
import { Visitor } from "../support/http-client";

const { server, clock } = useCitizenServer();

const englishBrowser = () => new Visitor(server.url, { ...BROWSER, "accept-language": "en-GB,en;q=0.9" });

/** The language switch's buttons: the language each posts to, and the name it shows. */
function switchButtons(html: string): Array<{ locale: string; name: string; form: string }> {
  const strip = /<div class="language-switch">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  return [...strip.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes, name]) => ({
    locale: /formAction="\/locale\/(\w+)"/i.exec(attributes!)?.[1] ?? "",
    name: name!,
    form: /\bform="([^"]+)"/.exec(attributes!)?.[1] ?? "",
  }));
}

describe("?lang=hi", () => {
  test.each([
    ["/", null],
    ["/complaint", hiCitizen.complaints.title],
    ["/status", hiCitizen.status.title],
  ])("shows %s in Hindi, says so, and names every language version", async (path, heading) => {
    const response = await englishBrowser().get(`${path}?lang=hi`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("hi");
    const html = await response.text();
    expect(htmlLang(html)).toBe("hi");
    expect(html).toContain(`>${hiShell.nav.home}<`);
    if (heading) expect(firstHeading(html)).toBe(heading);
    for (const locale of ["en", "mr", "hi"]) {
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="${locale}" href="[^"]+${path}\\?lang=${locale}"/>`),
      );
    }
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="[^"?]+${path}"/>`));
  });

  test("a Hindi-first browser gets Hindi without asking", async () => {
    const html = await (
      await new Visitor(server.url, { ...BROWSER, "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" }).get("/")
    ).text();
    expect(htmlLang(html)).toBe("hi");
  });
});

describe("the language switch", () => {
  test.each(LOCALES)("in %s offers each other language, named in its own script", async (locale) => {
    const html = await (await englishBrowser().get(`/news?lang=${locale}`)).text();
    const others = LOCALES.filter((other) => other !== locale);
    expect(switchButtons(html)).toEqual(
      others.map((other) => ({ locale: other, name: LANGUAGE_NAMES[other], form: "display-form" })),
    );
    expect(html).toContain('id="display-form"');
  });

  test("names the three languages English, मराठी and हिंदी", () => {
    expect(LANGUAGE_NAMES).toEqual({ en: "English", mr: "मराठी", hi: "हिंदी" });
  });

  test("POST /locale/hi remembers Hindi for the pages after it", async () => {
    const visitor = englishBrowser();
    const token = await visitor.csrfToken("/");
    const response = await visitor.postForm("/locale/hi", { _token: token, redirectTo: "/news" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/news");
    expect(setCookies(response).get("lang")?.value).toBe("hi");
    expect(htmlLang(await (await visitor.get("/news")).text())).toBe("hi");
  });
});

describe("staff-written content for a Hindi reader", () => {
  let id: number;
  beforeAll(async () => {
    id = await createArticleRepository(server.services.db).create({
      kind: "news",
      title_en: "Extra patrols at Dadar (sample)",
      title_mr: "दादर येथे अतिरिक्त गस्त (नमुना)",
      summary_en: "More officers on the platforms at night.",
      summary_mr: "रात्री फलाटांवर अधिक अधिकारी.",
      description_en: "<p>Officers patrol every platform until the last train.</p>",
      description_mr: "<p>शेवटच्या गाडीपर्यंत अधिकारी प्रत्येक फलाटावर गस्त घालतात.</p>",
      created_at: "2026-11-20T05:00:00.000Z",
    });
  });

  test("is the English text marked as English, with the notice that it is not in Hindi", async () => {
    const list = await (await englishBrowser().get("/news?lang=hi")).text();
    expect(list).toContain('<span lang="en">Extra patrols at Dadar (sample)</span>');
    expect(list).toContain(hiCommon.language_fallback);
    expect(list).not.toContain("दादर येथे अतिरिक्त गस्त");

    const page = await (await englishBrowser().get(`/news/${id}?lang=hi`)).text();
    expect(page).toContain('<span lang="en">Extra patrols at Dadar (sample)</span>');
    expect(page).toContain('lang="en"><p>Officers patrol every platform until the last train.</p>');
    expect(page).toContain(hiCommon.language_fallback);
    expect(page).not.toContain("शेवटच्या गाडीपर्यंत");
  });
});

describe("the home page's staff-written text for a Hindi reader", () => {
  test("news flashes are the English ones, marked as English, never the Marathi ones", async () => {
    const html = await (await englishBrowser().get("/?lang=hi")).text();
    const flashes = /<section class="news-flash"[\s\S]*?<\/section>/.exec(html)![0];
    expect(flashes).toContain('lang="en"');
    expect(flashes).not.toContain('lang="mr"');
  });

  test("notices and the commissioner's name are in English, marked as English", async () => {
    const html = await (await englishBrowser().get("/?lang=hi")).text();
    const board = /<section class="card notice-board"[\s\S]*?<\/section>/.exec(html)![0];
    const notices = [...board.matchAll(/<li><span([^>]*)>/g)].map((m) => m[1]);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((attributes) => attributes === ' lang="en"')).toBe(true);
    expect(html).toMatch(/<p class="commissioner-name" lang="en">/);
    const english = await (await englishBrowser().get("/?lang=en")).text();
    expect(english).not.toMatch(/<p class="commissioner-name" lang=/);
    expect(english).toMatch(/<section class="card notice-board"[\s\S]*?<li><span>/);
  });
});

describe("police station names for a Hindi reader", () => {
  test("are the English names, each marked as English, on the found-property register's filter", async () => {
    const html = await (await englishBrowser().get("/found-property?lang=hi")).text();
    const options = [...html.matchAll(/<option value="(\d+)"([^>]*)>/g)];
    expect(options.length).toBeGreaterThan(10);
    for (const [, id, attributes] of options) expect(attributes, id).toContain('lang="en"');
  });
});

describe("a complaint sent in Hindi", () => {
  test("is kept as Hindi, confirmed with its code, and its SMS are the English texts", async () => {
    const browser = await personAt(server, clock, "/complaint", { locale: "hi" });
    const mobile = freshMobile();
    const fields = { name: SAMPLE.name, mobile_number: mobile, complaint: SAMPLE.complaint };
    const created = complaintCreatedSchema.parse(await json(await browser.api("/api/complaint/new", fields)));
    const [code] = messagesTo(server, mobile);
    expect(code!.text).toMatch(/^\d{4,8} is your Mumbai Railway Police code to confirm your complaint\./);

    const verified = verificationSchema.parse(
      await json(
        await browser.api("/api/complaint/verify", {
          complaint_id: String(created.complaint.id),
          otp: lastCode(server, mobile),
        }),
      ),
    );
    expect(verified.reference).toMatch(/^MRP-C-\d{4}-\d{6}$/);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select(["locale", "status"])
      .where("id", "=", created.complaint.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ locale: "hi", status: "received" });
    await vi.waitFor(() => expect(messagesTo(server, mobile).map((line) => line.template)).toContain("reference"));
    const reference = messagesTo(server, mobile).find((line) => line.template === "reference")!;
    expect(reference.text).toMatch(
      new RegExp(`^Mumbai Railway Police: complaint ${verified.reference} received\\. Status: https?://`),
    );
  });
});

describe("Devanagari digits typed on a Hindi page", () => {
  const devanagari = (digits: string) =>
    digits.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

  test("a lost phone's mobile number, IMEI and date in ०-९ are kept as the digits 0-9", async () => {
    const browser = await personAt(server, clock, "/lost-and-found", { locale: "hi" });
    const mobile = freshMobile();
    const day = indiaDay(clock.now());
    const response = await browser.api("/api/lost-found-report/new", {
      type: "lost",
      category: "mobile_phone",
      description: "काले रंग का फोन, लाल कवर (नमूना)",
      incident_date: devanagari(day),
      stop_id: "parel",
      name: SAMPLE.name,
      mobile_number: `+९१ ${devanagari(mobile)}`,
      imei: "४९-०१५४२०-३२३७५१-८",
    });
    expect(response.status).toBe(200);
    const { id } = lostFoundCreatedSchema.parse(await json(response)).lost_found_report;
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select(["locale", "mobile_number", "imei", "incident_date", "stop_id", "station_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      locale: "hi",
      mobile_number: mobile,
      imei: "490154203237518",
      incident_date: day,
      stop_id: "parel",
      station_id: 11,
    });
  });

  test("an IMEI in ०-९ with a wrong check digit is refused in Hindi, as in Marathi", async () => {
    const browser = await personAt(server, clock, "/lost-and-found", { locale: "hi" });
    const response = await browser.api("/api/lost-found-report/new", {
      type: "lost",
      category: "mobile_phone",
      description: "काले रंग का फोन (नमूना)",
      incident_date: devanagari(indiaDay(clock.now())),
      name: SAMPLE.name,
      mobile_number: devanagari(freshMobile()),
      imei: "४९०१५४२०३२३७५१७",
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ errors: { imei: [hiCitizen.validation.imei_check_digit] } });
  });
});
