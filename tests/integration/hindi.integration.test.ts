/**
 * Hindi as an interface language over real HTTP: `?lang=hi` pages, the language switch offering
 * every language, staff-written content (English only, for a Hindi reader: marked `lang="en"`
 * with the notice), and a complaint sent in Hindi (kept as Hindi, confirmed with its code, its SMS
 * in English until Hindi texts are registered with DLT).
 */
import { beforeAll, describe, expect, test, vi } from "vitest";
import { createArticleRepository } from "~/.server/content/articles/articles-repository";
import { complaintCreatedSchema, verificationSchema } from "~/.server/reports/api-schemas";
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
