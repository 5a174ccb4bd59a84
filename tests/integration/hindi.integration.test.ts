/**
 * Hindi as an interface language over real HTTP: `?lang=hi` pages, the language switch offering
 * every language, staff-written content (English only, for a Hindi reader: marked `lang="en"`
 * with the notice), and citizen services in Hindi end to end: a complaint sent in Hindi (kept as
 * Hindi, its code, reference, status and transfer SMS the registered Hindi texts), a lost phone
 * reported in Hindi (the owner-found SMS in Hindi, its acknowledgement PDF and the QR code's
 * verification page in Hindi), and numbers and dates typed in Devanagari digits on a Hindi page,
 * read as on a Marathi one.
 */
import { beforeAll, describe, expect, test, vi } from "vitest";
import { createArticleRepository } from "~/.server/content/articles/articles-repository";
import { localized, textsOf } from "~/.server/content/localized";
import { complaintCreatedSchema, lostFoundCreatedSchema, verificationSchema } from "~/.server/reports/api-schemas";
import { LANGUAGE_NAMES, LOCALES } from "~/i18n/locales";
import { indiaDay } from "~/lib/india-time";
import hiAcknowledgement from "~/locales/hi/acknowledgement";
import hiCitizen from "~/locales/hi/citizen";
import hiCommon from "~/locales/hi/common";
import hiShell from "~/locales/hi/shell";
import { firstHeading, htmlLang, setCookies } from "../support/html";
import { pdfLines } from "../support/pdf-text";
import { createStaff, post, signIn } from "./admin-support";
import {
  BROWSER,
  freshMobile,
  htmlText,
  json,
  lastCode,
  messagesTo,
  personAt,
  SAMPLE,
  sendConfirmedLostReport,
  useCitizenServer,
} from "./citizen-support";
import { Visitor } from "../support/http-client";
import { auditRows, details, location } from "./admin-support";
import { contentStaff } from "./content-support";
import { postMultipart } from "./content-uploads";

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

describe("a news item staff write in Hindi too, through the admin form", () => {
  const hindiTitle = "नमूना: दादर स्टेशन पर रात की गश्त बढ़ाई गई";
  let id: number;
  let before: string;
  beforeAll(async () => {
    before = await (await englishBrowser().get("/news?lang=hi")).text();
    const { editor } = await contentStaff(server, "hindi");
    const response = await postMultipart(editor, "/admin/content/news/new", {
      title_en: "Sample: more night patrols at Dadar",
      title_hi: hindiTitle,
      summary_en: "More officers on the platforms at night.",
      summary_hi: "रात में प्लेटफॉर्म पर अधिक पुलिसकर्मी।",
      description_en: "<p>Officers patrol every platform until the last train.</p>",
      description_hi: "<p>आखिरी ट्रेन तक पुलिसकर्मी हर प्लेटफॉर्म पर गश्त करते हैं।</p>",
      published: "on",
    });
    expect(response.status, await response.clone().text()).toBe(302);
    id = Number(/^\/admin\/content\/news\/(\d+)\?done=created$/.exec(location(response))![1]);
  });

  test("is stored with its Hindi text and audited", async () => {
    const row = await server.services.db
      .selectFrom("articles")
      .select(["title_hi", "summary_hi", "description_hi"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.title_hi).toBe(hindiTitle);
    expect(row.description_hi).toContain("आखिरी ट्रेन तक");
    const created = (await auditRows(server, "content_created")).find((entry) => entry.target_id === String(id));
    expect(details(created!)).toMatchObject({ kind: "news", published: true });
  });

  test("a Hindi reader reads it in Hindi, without the notice; the list was purged from the page cache", async () => {
    expect(before).not.toContain(hindiTitle);
    const list = await (await englishBrowser().get("/news?lang=hi")).text();
    expect(list).toContain(hindiTitle);
    const page = await (await englishBrowser().get(`/news/${id}?lang=hi`)).text();
    expect(page).toContain(hindiTitle);
    expect(page).toContain("<p>आखिरी ट्रेन तक पुलिसकर्मी हर प्लेटफॉर्म पर गश्त करते हैं।</p>");
    expect(page).not.toContain(hiCommon.language_fallback);
    expect(page).not.toContain("Officers patrol every platform");
    const english = await (await englishBrowser().get(`/news/${id}?lang=en`)).text();
    expect(english).toContain("Sample: more night patrols at Dadar");
  });

  test("the edit form shows the Hindi fields with what was saved", async () => {
    const { admin } = await contentStaff(server, "hindi-edit");
    const form = await (await admin.get(`/admin/content/news/${id}`)).text();
    expect(form).toMatch(/<input[^>]*name="title_hi"[^>]*>/);
    expect(form).toContain(hindiTitle);
  });

  test("a Hindi search finds it, in Hindi", async () => {
    const html = await (await englishBrowser().get(`/search?q=${encodeURIComponent("गश्त")}&lang=hi`)).text();
    expect(html).toContain(`/news/${id}`);
  });
});

describe("the home page's staff-written text for a Hindi reader", () => {
  test("news flashes are the English ones, marked as English, never the Marathi ones", async () => {
    const html = await (await englishBrowser().get("/?lang=hi")).text();
    const flashes = /<section class="news-flash"[\s\S]*?<\/section>/.exec(html)![0];
    expect(flashes).toContain('lang="en"');
    expect(flashes).not.toContain('lang="mr"');
  });

  test("notices are in Hindi where staff wrote it, else English marked as English; the commissioner's name is English", async () => {
    const html = await (await englishBrowser().get("/?lang=hi")).text();
    const board = /<section class="card notice-board"[\s\S]*?<\/section>/.exec(html)![0];
    const notices = [...board.matchAll(/<li><span([^>]*)>/g)].map((m) => m[1]);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((attributes) => attributes === ' lang="en"' || attributes === "")).toBe(true);
    expect(notices).toContain(' lang="en"');
    expect(board).toContain("<li><span>नमूना सूचना: दादर स्टेशन पर प्लेटफॉर्म सुरक्षा अभ्यास");
    expect(html).toMatch(/<p class="commissioner-name" lang="en">/);
    const english = await (await englishBrowser().get("/?lang=en")).text();
    expect(english).not.toMatch(/<p class="commissioner-name" lang=/);
    expect(english).toMatch(/<section class="card notice-board"[\s\S]*?<li><span>/);
  });
});

describe("police station names for a Hindi reader", () => {
  test("are the Hindi names on the found-property register's filter, an office without one in English marked as English", async () => {
    const html = await (await englishBrowser().get("/found-property?lang=hi")).text();
    const options = [...html.matchAll(/<option value="(\d+)"([^>]*)>([^<]*)</g)];
    expect(options.length).toBeGreaterThan(10);
    for (const [, id, attributes, name] of options) {
      if (name!.endsWith("रेलवे पुलिस थाना")) expect(attributes, id).not.toContain("lang=");
      else expect(attributes, id).toContain('lang="en"');
    }
    expect(html).toContain("कुर्ला रेलवे पुलिस थाना");
  });
});

/** Staff who change, transfer and match a Hindi citizen's reports (signed in once, in English). */
let admin: Visitor;
beforeAll(async () => {
  await createStaff(server, { email: "hindi.desk-admin@example.org", role: "admin" });
  admin = await signIn(server, "hindi.desk-admin@example.org");
});

/** The texts of one registered template the outbox holds for `mobile`, oldest first. */
const textsTo = (mobile: string, template: string) =>
  messagesTo(server, mobile)
    .filter((line) => line.template === template)
    .map((line) => line.text);

describe("a complaint sent in Hindi", () => {
  test("is kept as Hindi, and every SMS about it is the registered Hindi text", async () => {
    const browser = await personAt(server, clock, "/complaint", { locale: "hi" });
    const mobile = freshMobile();
    const fields = { name: SAMPLE.name, mobile_number: mobile, complaint: SAMPLE.complaint };
    const created = complaintCreatedSchema.parse(await json(await browser.api("/api/complaint/new", fields)));
    expect(textsTo(mobile, "otp")).toEqual([
      expect.stringMatching(
        /^\d{4,8} आपकी शिकायत के लिए मुंबई रेलवे पुलिस का ओटीपी है। यह 5 मिनट तक वैध है। किसी को न बताएँ; पुलिस इसे कभी नहीं माँगेगी।$/,
      ),
    ]);

    const verified = verificationSchema.parse(
      await json(
        await browser.api("/api/complaint/verify", {
          complaint_id: String(created.complaint.id),
          otp: lastCode(server, mobile),
        }),
      ),
    );
    const reference = verified.reference!;
    expect(reference).toMatch(/^MRP-C-\d{4}-\d{6}$/);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select(["locale", "status"])
      .where("id", "=", created.complaint.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ locale: "hi", status: "received" });
    await vi.waitFor(() => expect(textsTo(mobile, "reference")).toHaveLength(1));
    expect(textsTo(mobile, "reference")[0]).toMatch(
      new RegExp(`^मुंबई रेलवे पुलिस: आपकी शिकायत की संदर्भ संख्या ${reference} है। स्थिति देखें: https?://\\S+/status/\\S+$`),
    );

    // The desk's status changes, with and without a remark, are texted in Hindi.
    const path = `/admin/reports/${created.complaint.id}`;
    await post(admin, path, { status: "under_review", send_sms: "on" });
    expect(textsTo(mobile, "status")).toEqual([
      expect.stringMatching(
        new RegExp(`^मुंबई रेलवे पुलिस: आपकी रिपोर्ट ${reference} की स्थिति अब "जाँच जारी" है। विवरण: \\S+$`),
      ),
    ]);
    await post(admin, path, { status: "action_taken", public_remark: "अधिकारी आज आपको फोन करेंगे।", send_sms: "on" });
    expect(textsTo(mobile, "status_remark")).toEqual([
      expect.stringContaining(
        `आपकी रिपोर्ट ${reference} की स्थिति अब "कार्रवाई की गई" है। टिप्पणी: "अधिकारी आज आपको फोन करेंगे।"।`,
      ),
    ]);

    // Assigned to a police station's desk: the station is named as staff content gives it in Hindi.
    await post(admin, path, { intent: "transfer", to_station_id: "10", reason: "The train was boarded at CSMT." });
    expect(textsTo(mobile, "transfer")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^मुंबई रेलवे पुलिस: आपकी रिपोर्ट ${reference} अब इस पुलिस थाने के पास है: ${await stationName(10)}। विवरण: \\S+$`,
        ),
      ),
    ]);
    expect(messagesTo(server, mobile).every((line) => !line.text.startsWith("Mumbai Railway Police"))).toBe(true);
  });
});

/** The name of a police station a Hindi reader is given: its Hindi name (the demo stations have one). */
async function stationName(id: number): Promise<string> {
  const station = (await server.services.stations.findById(id))!;
  expect(station.name_hi).toBeTruthy();
  return localized(textsOf(station, "name"), "hi").text;
}

/** A lost phone reported and confirmed in Hindi through the JSON API, as the site's own script sends it. */
function lostPhoneInHindi() {
  return sendConfirmedLostReport(
    server,
    clock,
    {
      type: "lost",
      category: "mobile_phone",
      description: "काले कवर वाला सैमसंग फोन",
      incident_date: indiaDay(clock.now()),
      incident_time: "18:30",
      station_id: "11",
      line: "central",
      name: SAMPLE.name,
    },
    "hi",
  );
}

describe("a lost phone reported in Hindi", () => {
  test("its owner is told in Hindi when staff match a found item to it", async () => {
    const { mobile, id, reference } = await lostPhoneInHindi();
    expect(textsTo(mobile, "otp")[0]).toContain("आपकी खोया-पाया रिपोर्ट के लिए मुंबई रेलवे पुलिस का ओटीपी है।");
    const item = await server.services.db
      .insertInto("found_property")
      .values({
        category: "mobile_phone",
        description_en: "Black Samsung phone",
        station_id: 13,
        found_on: indiaDay(clock.now()),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const response = await post(admin, `/admin/found-property/${item.id}`, {
      intent: "confirm_match",
      report_id: String(id),
    });
    expect(response.status).toBe(302);
    expect(textsTo(mobile, "claim")).toEqual([
      `मुंबई रेलवे पुलिस: आपकी रिपोर्ट ${reference} से मेल खाता सामान यहाँ रखा गया है: ${await stationName(13)}, वस्तु संख्या FP-${String(item.id).padStart(6, "0")}। मूल फोटो पहचान पत्र और यह आपका है, इसका कोई प्रमाण (बिल या डिब्बा) लेकर स्वयं आएँ और इसे ले जाएँ।`,
    ]);
  });

  test("its acknowledgement PDF is in Hindi, and the QR code's verification page shows in Hindi", async () => {
    const { browser, id, reference } = await lostPhoneInHindi();
    const pdf = await browser.get(`/acknowledgement/${id}/acknowledgement.pdf`);
    expect(pdf.status).toBe(200);
    const buffer = Buffer.from(await pdf.arrayBuffer());
    expect(buffer.toString("latin1")).toContain("/Lang (hi-IN)");
    const lines = pdfLines(buffer);
    expect(lines).toContain(`पावती ${reference}`);
    expect(lines).toContain(hiAcknowledgement.page.headings.lost);
    expect(lines).toContain(hiCitizen.categories.mobile_phone);
    expect(lines).toContain(await stationName(11));

    const path = /\/verify\/MRP-L-\d{4}-\d{6}\?t=[\w-]{22}/.exec(
      await (await browser.get(`/acknowledgement/${id}`)).text(),
    )![0];
    expect(lines.join("")).toContain(path);
    // Whoever scans it (a shop, a bank) reads it in Hindi with ?lang=hi, whatever their browser's language.
    const response = await englishBrowser().get(`${path}&lang=hi`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe("hi");
    const text = htmlText(/<main\b[\s\S]*<\/main>/.exec(html)![0]);
    expect(text).toContain(hiAcknowledgement.verify.verified_heading);
    expect(text).toContain(reference);
    expect(text).toContain(hiCitizen.categories.mobile_phone);
    expect(text).toContain(await stationName(11));
    expect(text).not.toContain(SAMPLE.name);
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
