import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import hi from "~/locales/hi";
import mr from "~/locales/mr";
import { pdfPages } from "../../../../tests/support/pdf-text";
import { qrSvg } from "../../auth/qr-code";
import type { ReportAcknowledgement } from "./report-acknowledgement";
import { renderReportAcknowledgementPdf } from "./report-acknowledgement-pdf";

const VERIFY_URL = "https://example.test/verify/MRP-L-2026-000042?t=AAAAAAAAAAAAAAAAAAAAAA";

/** The languages this test has sample data in (a new language brings its own). */
const WORDS = { en, mr, hi };
type Locale = keyof typeof WORDS;

/** The citizen's description, in the language they wrote it in. */
const SENTENCE: Record<Locale, string> = {
  en: "Black phone in a cover with a cracked back and a family photo on the lock screen. ",
  mr: "काळ्या कव्हरचा फोन, मागे तडा गेलेला, लॉक स्क्रीनवर कुटुंबाचा फोटो. ",
  hi: "काले कवर वाला फोन, पीछे दरार, लॉक स्क्रीन पर परिवार की फोटो। ",
};

/** The station's name as `localized` gives it: English for Hindi until staff content has Hindi names. */
const STATION: Record<Locale, string> = {
  en: "Kurla Railway Police Station",
  mr: "कुर्ला लोहमार्ग पोलीस ठाणे",
  hi: "Kurla Railway Police Station",
};

/** A lost phone with two IMEIs and a long description: the longest acknowledgement there is. */
function lostPhone(locale: Locale): ReportAcknowledgement {
  return {
    id: 42,
    kind: "lost_found",
    reference: "MRP-L-2026-000042",
    receivedAt: "2026-11-21T09:05:00.000Z",
    name: "Asha Patil",
    mobile: "9876543210",
    text: SENTENCE[locale].repeat(12).trim(),
    lostFound: {
      type: "lost",
      category: "mobile_phone",
      incidentDate: "2026-11-20",
      incidentTime: "18:30",
      line: "central",
      train: "8:14 Kalyan fast",
      imeis: ["490154203237518", "356938035643809"],
    },
    station: STATION[locale],
    blockPhone: true,
    verifyUrl: VERIFY_URL,
    qr: qrSvg(VERIFY_URL),
    statusPath: "/status/abc",
  };
}

const render = (locale: Locale) =>
  renderReportAcknowledgementPdf(lostPhone(locale), {
    locale,
    now: new Date("2026-11-21T09:10:00.000Z"),
    siteUrl: "https://example.test",
  });

/** The QR code's white square (QR_SIZE points wide) as PDFKit writes it: "x y 100 100 re". */
const QR_SQUARE = / 100 100 re\n/;

describe("a lost phone's acknowledgement PDF", () => {
  it.each(["en", "mr", "hi"] as const)("keeps its QR code and verification address on page 1 (%s)", async (locale) => {
    const pages = pdfPages(await render(locale));
    expect(pages.length).toBeGreaterThan(1);
    const qrPages = pages.flatMap((page, index) => (QR_SQUARE.test(page.content) ? [index + 1] : []));
    expect(qrPages).toEqual([1]);
    expect(pages[0]!.lines).toContain(WORDS[locale].acknowledgement.page.verify_heading);
    expect(pages[0]!.lines.join("")).toContain(VERIFY_URL);
  });

  it("writes the incident's day and time as the one date-time format, as 'received on' is", async () => {
    const lines = pdfPages(await render("en")).flatMap((page) => page.lines);
    expect(lines).toContain("21 Nov 2026, 02:35 PM");
    expect(lines).toContain("20 Nov 2026, 06:30 PM");
    const marathi = pdfPages(await render("mr")).flatMap((page) => page.lines);
    expect(marathi).toContain("२० नोव्हें २०२६, ०६:३० म.उ.");
  });

  it("in Hindi is in Hindi words, with Hindi dates in 0-9, drawn in the Devanagari font", async () => {
    const pdf = await render("hi");
    expect(pdf.toString("latin1")).toContain("/Lang (hi-IN)");
    expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-(Regular|Bold)/);
    const lines = pdfPages(pdf).flatMap((page) => page.lines);
    const words = hi.acknowledgement.page;
    expect(lines).toContain(hi.acknowledgement.page.title.replace("{{reference}}", "MRP-L-2026-000042"));
    expect(lines).toContain(words.headings.lost);
    expect(lines).toContain(words.what_heading);
    expect(lines).toContain(words.ceir_heading);
    expect(lines).toContain(hi.citizen.categories.mobile_phone);
    expect(lines).toContain(STATION.hi);
    // Hindi writes 0-9 (LOCALE_SETTINGS.hi), with its own month names and पूर्वाह्न/अपराह्न.
    expect(lines).toContain("21 नव 2026, 02:35 अपराह्न");
    expect(lines).toContain("20 नव 2026, 06:30 अपराह्न");
    expect(lines.join(" ")).not.toMatch(/[०-९]/);
    expect(lines.join(" ")).not.toContain("Acknowledgement");
  });
});
