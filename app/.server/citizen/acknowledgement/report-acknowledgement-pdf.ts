/**
 * /acknowledgement/:id/acknowledgement.pdf: a report's acknowledgement as a PDF in the visitor's
 * language, with what the page shows: what the document is and is not, the rows, how to block a
 * lost phone, and the QR code of the verification address. Who may have it is decided exactly as
 * for the page (findReportAcknowledgement): anyone but the report's own browser gets a plain 404.
 */
import { EXTERNAL_LINKS } from "~/content/external-links";
import type { Locale } from "~/i18n/locales";
import { requestContext, servicesContext } from "../../context";
import { i18nFor } from "../../i18n/server-i18n";
import { PdfWriter, type TextStyle } from "../../pdf/pdf-writer";
import { detailRows, formatterFor, headingOf, summaryRows, type Row } from "~/lib/report-acknowledgement";
import { findReportAcknowledgement, type Args, type ReportAcknowledgement } from "./report-acknowledgement";

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

export type PdfContext = { locale: Locale; now: Date; siteUrl: string };

export async function renderReportAcknowledgementPdf(ack: ReportAcknowledgement, context: PdfContext): Promise<Buffer> {
  const { locale } = context;
  const { t } = i18nFor(locale);
  const format = formatterFor(locale, t);
  const title = t("acknowledgement.page.title", { reference: ack.reference });
  const { PDF_FONTS } = await import("../../pdf/pdf-fonts");
  const pdf = new PdfWriter(PDF_FONTS, {
    lang: locale === "mr" ? "mr-IN" : "en-IN",
    title,
    author: t("common.site_name"),
    createdAt: context.now,
    footerHeight: 16,
  });
  const rows = (list: Row[]) => {
    for (const { label, value } of list) pdf.labelled(label, value, STYLE.label, STYLE.value, LABEL_WIDTH, ROW_GAP);
  };
  const heading = (text: string) => {
    pdf.y += 10;
    pdf.ensureSpace(pdf.lineHeight(STYLE.heading) + 3 * pdf.lineHeight(STYLE.value));
    pdf.paragraph(text, STYLE.heading, 2);
    pdf.rule();
  };

  pdf.paragraph(t("common.site_name"), STYLE.site, 2);
  pdf.rule(NAVY, 10);
  pdf.paragraph(title, STYLE.title);
  pdf.paragraph(headingOf(ack, t), STYLE.subtitle, 12);
  rows(summaryRows(ack, locale, t));

  heading(t("acknowledgement.page.what_heading"));
  pdf.paragraph(t("acknowledgement.page.what_is"), STYLE.body, 4);
  pdf.paragraph(t("acknowledgement.page.what_is_not"), STYLE.body);

  heading(t("acknowledgement.page.details"));
  rows(detailRows(ack, locale, t));

  if (ack.blockPhone) {
    heading(t("acknowledgement.page.ceir_heading"));
    pdf.paragraph(t("acknowledgement.page.ceir_text", { reference: ack.reference }), STYLE.body, 4);
    if (ack.lostFound?.imeis.length === 0) pdf.paragraph(t("acknowledgement.page.ceir_no_imei"), STYLE.body, 4);
    pdf.paragraph(EXTERNAL_LINKS.ceir, STYLE.body);
  }

  heading(t("acknowledgement.page.verify_heading"));
  pdf.paragraph(t("acknowledgement.page.verify_text"), STYLE.body, 6);
  pdf.qrCode(ack.qr, QR_SIZE, 4);
  pdf.paragraph(ack.verifyUrl, STYLE.body);

  const made = format.dateTime(context.now.toISOString());
  return pdf.finish(
    (page, pages) => ({
      left: t("acknowledgement.page.pdf_generated", { date: made, site: context.siteUrl }),
      right: t("acknowledgement.page.pdf_page", {
        page: format.digits(String(page)),
        pages: format.digits(String(pages)),
      }),
    }),
    STYLE.footer,
  );
}

/** The route's answer: the file, or a plain 404 in the visitor's language. */
export async function reportAcknowledgementPdfResponse(args: Args): Promise<Response> {
  const ack = await findReportAcknowledgement(args);
  const { locale } = args.context.get(requestContext);
  const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (!ack) {
    const { t } = i18nFor(locale);
    return new Response(`${t("errors.not_found.title")}\n\n${t("errors.not_found.message")}\n`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...privateHeaders },
    });
  }
  const services = args.context.get(servicesContext);
  const pdf = await renderReportAcknowledgementPdf(ack, {
    locale,
    now: services.clock.now(),
    siteUrl: services.config.publicUrl,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      // The reference is a stored MRP-X-YYYY-NNNNNN (letters, digits, hyphens): safe in the header.
      "Content-Disposition": `attachment; filename="${ack.reference}.pdf"`,
      "Content-Length": String(pdf.length),
      "X-Content-Type-Options": "nosniff",
      ...privateHeaders,
    },
  });
}
