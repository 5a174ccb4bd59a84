import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import mr from "~/locales/mr";
import { pdfLines, pdfPages, pdfText } from "../../../tests/support/pdf-text";
import { qrSvg } from "../auth/qr-code";
import { PDF_FONTS } from "../pdf/pdf-fonts";
import { splitRuns } from "../pdf/script-runs";
import type { AcknowledgementData } from "./fir-acknowledgement-page";
import { renderAcknowledgementPdf } from "./fir-acknowledgement-pdf";

const VERIFY_URL = "https://example.test/verify/MRP-F-2026-000123?t=AAAAAAAAAAAAAAAAAAAAAA";

function sample(locale: "en" | "mr"): AcknowledgementData {
  const marathi = locale === "mr";
  return {
    justSubmitted: false,
    verifyUrl: VERIFY_URL,
    qr: qrSvg(VERIFY_URL),
    stopNames: { ghatkopar: marathi ? "घाटकोपर" : "Ghatkopar" },
    request: {
      reference: "MRP-F-2026-000123",
      status: "received",
      submittedAt: "2026-04-12T13:00:00.000Z",
      updatedAt: "2026-04-13T05:15:00.000Z",
      publicRemark: null,
      name: "Asha Patil",
      mobile: "9876543210",
      policeStation: { en: "Kurla Railway Police Station", mr: "कुर्ला लोहमार्ग पोलीस ठाणे" },
      description: marathi
        ? "गाडीत चढताना माझ्या पिशवीतून माझा फोन काढून घेतला."
        : "My phone was taken from my bag while boarding the slow train.",
      incidentDate: "2026-04-09",
      incidentTime: "18:30",
      train: null,
      details: {
        parentage_name: "Ramesh Patil",
        date_of_birth: "1990-04-12",
        gender: "female",
        country: "India",
        alternate_mobile: null,
        address: "Sample address, Flat 1\nSample Nagar, Mumbai 400000",
        place_type: "station",
        stop_id: "ghatkopar",
        platform: "2",
        train_class: null,
        coach: null,
        from_stop_id: null,
        to_stop_id: null,
        offence: "theft",
        suspects: null,
        witnesses: null,
        fir_number: null,
        fir_recorded_at: null,
        property: [{ item: "Mobile phone (sample)", value: 12000 }],
      },
    },
  };
}

const render = (locale: "en" | "mr") =>
  renderAcknowledgementPdf(sample(locale), {
    locale,
    now: new Date("2026-04-13T06:00:00.000Z"),
    siteUrl: "https://example.test",
  });

describe("the FIR acknowledgement as a PDF", () => {
  it("holds what the page shows, and the declaration, in English", async () => {
    const pdf = await render("en");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/Lang (en-IN)");
    const lines = pdfLines(pdf);
    expect(lines).toContain("FIR request MRP-F-2026-000123");
    // The verification address, like every acknowledgement's.
    expect(lines).toContain(en.acknowledgement.page.verify_heading);
    expect(lines).toContain(VERIFY_URL);
    expect(lines).toContain("Kurla Railway Police Station");
    expect(lines).toContain(en.citizen.statuses.received);
    expect(lines).toContain(en.fir.acknowledgement.fir_pending);
    expect(lines).toContain("12 Apr 2026, 06:30 PM");
    expect(lines).toContain("13 Apr 2026, 10:45 AM");
    expect(lines).toContain("12 Apr 1990");
    // The incident's day and time in the one date-time format, as "received on" is.
    expect(lines).toContain("09 Apr 2026, 06:30 PM");
    expect(lines).toContain("Ghatkopar, Platform number 2");
    expect(lines).toContain("Mobile phone (sample): ₹12,000");
    // The address keeps its own line break.
    expect(lines).toContain("Sample address, Flat 1");
    expect(lines).toContain("Sample Nagar, Mumbai 400000");
    const text = pdfText(pdf);
    expect(text).toContain(en.fir.acknowledgement.next);
    expect(text).toContain(en.fir.fields.declaration);
    expect(text).toContain("Made on 13 Apr 2026, 11:30 AM from https://example.test");
    expect(lines).toContain("Page 1 of 2");
  });

  it("is all Marathi for a Marathi visitor, with Devanagari digits as on the page", async () => {
    const pdf = await render("mr");
    expect(pdf.toString("latin1")).toContain("/Lang (mr-IN)");
    const lines = pdfLines(pdf);
    expect(lines).toContain(`${mr.fir.acknowledgement.title.replace("{{reference}}", "MRP-F-2026-000123")}`);
    expect(lines).toContain("कुर्ला लोहमार्ग पोलीस ठाणे");
    expect(lines).toContain(mr.fir.acknowledgement.police_station);
    expect(lines).toContain(mr.citizen.statuses.received);
    expect(lines).toContain(mr.fir.acknowledgement.fir_pending);
    expect(lines).toContain("१२ एप्रि २०२६, ०६:३० म.उ.");
    // A mobile number is dialled: Latin digits, as everywhere (docs/glossary-mr.md).
    expect(lines).toContain("9876543210");
    expect(lines).not.toContain("९८७६५४३२१०");
    expect(lines).toContain("Mobile phone (sample): ₹१२,०००");
    expect(lines).toContain("घाटकोपर, फलाट क्रमांक 2");
    const text = pdfText(pdf);
    expect(text).toContain(mr.fir.fields.declaration);
    expect(text).toContain("गाडीत चढताना माझ्या पिशवीतून माझा फोन काढून घेतला.");
    expect(lines).toContain("पान १ (एकूण २)");
    expect(text).not.toMatch(/\b(Police station|Status|Declaration|Page)\b/);
  });

  it.each(["en", "mr"] as const)("keeps its QR code and verification address on page 1 (%s)", async (locale) => {
    const pages = pdfPages(await render(locale));
    expect(pages.length).toBeGreaterThan(1);
    // The QR code's white square, QR_SIZE points wide, as PDFKit writes it: "x y 100 100 re".
    const qrPages = pages.flatMap((page, index) => (/ 100 100 re\n/.test(page.content) ? [index + 1] : []));
    expect(qrPages).toEqual([1]);
    expect(pages[0]!.lines).toContain((locale === "en" ? en : mr).acknowledgement.page.verify_heading);
    expect(pages[0]!.lines.join("")).toContain(VERIFY_URL);
  });

  it("has a glyph for every character of every string it may print, in both languages", () => {
    const fonts = {
      latin: [create(PDF_FONTS.latin.regular), create(PDF_FONTS.latin.bold)] as Font[],
      devanagari: [create(PDF_FONTS.devanagari.regular), create(PDF_FONTS.devanagari.bold)] as Font[],
    };
    const strings = (value: unknown): string[] =>
      typeof value === "string" ? [value] : Object.values(value as object).flatMap(strings);
    const missing: string[] = [];
    for (const locale of [en, mr]) {
      const printed = [
        locale.common.site_name,
        ...strings(locale.fir.acknowledgement),
        ...strings(locale.fir.fields),
        ...strings(locale.fir.review),
        ...strings(locale.citizen.statuses),
        locale.citizen.fields.mobile_number,
        ...strings(locale.format),
        "₹0123456789०१२३४५६७८९",
      ];
      for (const text of printed) {
        for (const run of splitRuns(text, PDF_FONTS.devanagariHas)) {
          for (const char of run.text.replace(/[\u200c\u200d]/g, "")) {
            if (!fonts[run.script].every((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!)))
              missing.push(`${char} (${run.script}) in "${text}"`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
