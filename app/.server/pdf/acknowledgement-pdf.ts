/**
 * What every acknowledgement PDF shares (the FIR request's and a report's): the A4 layout
 * of title, labelled rows and headed sections in the visitor's language, the QR code of the
 * verification address, the "made on" footer, and the download answer with its plain 404. The
 * documents themselves say only what rows and sections they hold.
 */
import type { TFunction } from "~/i18n/translator";
import { LOCALE_SETTINGS, type Locale } from "~/i18n/locales";
import { formatDateTime, formatLabels, localDigits } from "~/lib/format";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-page";
import { i18nFor } from "../i18n/server-i18n";
import { PdfWriter, type TextStyle } from "./pdf-writer";

const NAVY = "#0b3d91";
const GREY = "#4d4d4d";
const STYLE = {
  site: { size: 11, bold: true, color: NAVY },
  title: { size: 18, bold: true },
  subtitle: { size: 10.5, color: GREY },
  heading: { size: 13, bold: true, color: NAVY },
  label: { size: 9.5, bold: true, color: GREY },
  value: { size: 10.5 },
  body: { size: 10.5 },
  footer: { size: 8, color: GREY },
} satisfies Record<string, TextStyle>;
const LABEL_WIDTH = 170;
const ROW_GAP = 3;
/** About 3.5 cm: a phone camera reads it from a printout at arm's length. */
const QR_SIZE = 100;
const QR_GAP = 14;

export type PdfContext = { locale: Locale; now: Date; siteUrl: string };
export type PdfRow = { label: string; value: string };

export class AcknowledgementPdf {
  private constructor(
    private readonly pdf: PdfWriter,
    private readonly context: PdfContext,
    readonly t: TFunction,
  ) {}

  /** A document whose first lines are the site's name, the title and what kind of document it is. */
  static async start(context: PdfContext, title: string, subtitle: string): Promise<AcknowledgementPdf> {
    const { t } = i18nFor(context.locale);
    // The fonts (about 2 MB) load with the first PDF asked for, not with the server.
    const { PDF_FONTS } = await import("./pdf-fonts");
    const pdf = new PdfWriter(PDF_FONTS, {
      lang: LOCALE_SETTINGS[context.locale].tag,
      title,
      author: t("common.site_name"),
      createdAt: context.now,
      footerHeight: 16,
    });
    pdf.paragraph(t("common.site_name"), STYLE.site, 2);
    pdf.rule(NAVY, 10);
    pdf.paragraph(title, STYLE.title);
    pdf.paragraph(subtitle, STYLE.subtitle, 12);
    return new AcknowledgementPdf(pdf, context, t);
  }

  /** Label and value side by side; an empty value reads `empty` when given. */
  rows(list: PdfRow[], empty?: string): void {
    for (const { label, value } of list) {
      this.pdf.labelled(label, value || empty || "", STYLE.label, STYLE.value, LABEL_WIDTH, ROW_GAP);
    }
  }

  /** A section heading, kept on the page with the start of what follows it. */
  heading(text: string): void {
    this.pdf.y += 10;
    this.pdf.ensureSpace(this.pdf.lineHeight(STYLE.heading) + 3 * this.pdf.lineHeight(STYLE.value));
    this.pdf.paragraph(text, STYLE.heading, 2);
    this.pdf.rule();
  }

  paragraph(text: string, gapAfter = 0): void {
    this.pdf.paragraph(text, STYLE.body, gapAfter);
  }

  /**
   * Whoever is shown the paper can check it is genuine: the QR code, with the heading and what it
   * is for beside it, and its address below. Written straight after the summary rows, so that it is on the
   * first page however long the details that follow are (a lost phone's, an FIR request's).
   */
  verification(ack: { qr: { size: number; path: string }; verifyUrl: string }): void {
    const { pdf } = this;
    pdf.y += 10;
    pdf.ensureSpace(QR_SIZE);
    const top = pdf.y;
    pdf.qrCode(ack.qr, QR_SIZE);
    const belowQr = pdf.y;
    pdf.y = top;
    const x = pdf.left + QR_SIZE + QR_GAP;
    const beside = (text: string, style: TextStyle, gapAfter: number) => {
      pdf.drawLines(pdf.layout(text, style, pdf.right - x), x, style);
      pdf.y += gapAfter;
    };
    beside(this.t("acknowledgement.page.verify_heading"), STYLE.heading, 4);
    beside(this.t("acknowledgement.page.verify_text"), STYLE.body, 0);
    pdf.y = Math.max(belowQr, pdf.y) + 4;
    // Across the page, so that the address stays on one line for typing or copying.
    this.paragraph(ack.verifyUrl);
  }

  /** The file, each page's footer saying when and where it was made and which page it is. */
  finish(): Promise<Buffer> {
    const { locale, now, siteUrl } = this.context;
    const made = formatDateTime(now.toISOString(), locale, formatLabels(this.t));
    return this.pdf.finish(
      (page, pages) => ({
        left: this.t("acknowledgement.page.pdf_generated", { date: made, site: siteUrl }),
        right: this.t("acknowledgement.page.pdf_page", {
          page: localDigits(String(page), locale),
          pages: localDigits(String(pages), locale),
        }),
      }),
      STYLE.footer,
    );
  }
}

/**
 * The route's answer: the PDF as a download named after the reference, or, when the visitor may
 * not have it (`file` undefined), a plain 404 in their language. Never cached: it is personal.
 */
export function pdfDownload(file: { pdf: Buffer; reference: string } | undefined, locale: Locale): Response {
  if (!file) {
    const { t } = i18nFor(locale);
    return new Response(`${t("errors.not_found.title")}\n\n${t("errors.not_found.message")}\n`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE_PAGE_HEADERS },
    });
  }
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      // A stored MRP-X-YYYY-NNNNNN reference (letters, digits, hyphens): safe in the header.
      "Content-Disposition": `attachment; filename="${file.reference}.pdf"`,
      "Content-Length": String(file.pdf.length),
      "X-Content-Type-Options": "nosniff",
      ...PRIVATE_PAGE_HEADERS,
    },
  });
}
