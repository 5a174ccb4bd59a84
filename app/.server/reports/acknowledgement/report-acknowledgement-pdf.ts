/**
 * /acknowledgement/:id/acknowledgement.pdf: a report's acknowledgement as a PDF in the visitor's
 * language, with what the page shows: what the document is and is not, the rows, how to block a
 * lost phone, and the QR code of the verification address. Who may have it is decided exactly as
 * for the page (findReportAcknowledgement): anyone but the report's own browser gets a plain 404.
 */
import { EXTERNAL_LINKS } from "~/content/external-links";
import { detailRows, headingOf, summaryRows } from "~/lib/report-acknowledgement";
import { nextStepLines } from "~/lib/report-next-steps";
import { requestContext, servicesContext } from "../../context";
import { i18nFor } from "../../i18n/server-i18n";
import { AcknowledgementPdf, pdfDownload, type PdfContext } from "../../pdf/acknowledgement-pdf";
import { findReportAcknowledgement, type Args, type ReportAcknowledgement } from "./report-acknowledgement";

export async function renderReportAcknowledgementPdf(ack: ReportAcknowledgement, context: PdfContext): Promise<Buffer> {
  const { locale } = context;
  const { t } = i18nFor(locale);
  const pdf = await AcknowledgementPdf.start(
    context,
    t("acknowledgement.page.title", { reference: ack.reference }),
    headingOf(ack, t),
  );
  pdf.rows(summaryRows(ack, locale, t));
  pdf.verification(ack);

  pdf.heading(t("acknowledgement.page.what_heading"));
  pdf.paragraph(t("acknowledgement.page.what_is"), 4);
  pdf.paragraph(t("acknowledgement.page.what_is_not"));

  pdf.heading(t("citizen.next.heading"));
  for (const line of nextStepLines(ack.kind, ack.station, locale, t)) pdf.paragraph(line, 4);

  pdf.heading(t("acknowledgement.page.details"));
  pdf.rows(detailRows(ack, locale, t));

  if (ack.blockPhone) {
    pdf.heading(t("acknowledgement.page.ceir_heading"));
    pdf.paragraph(t("acknowledgement.page.ceir_text", { reference: ack.reference }), 4);
    if (ack.lostFound?.imeis.length === 0) pdf.paragraph(t("acknowledgement.page.ceir_no_imei"), 4);
    pdf.paragraph(EXTERNAL_LINKS.ceir);
  }

  return pdf.finish();
}

/** The route's answer: the file, or a plain 404 in the visitor's language. */
export async function reportAcknowledgementPdfResponse(args: Args): Promise<Response> {
  const ack = await findReportAcknowledgement(args);
  const { locale } = args.context.get(requestContext);
  if (!ack) return pdfDownload(undefined, locale);
  const services = args.context.get(servicesContext);
  const pdf = await renderReportAcknowledgementPdf(ack, {
    locale,
    now: services.clock.now(),
    siteUrl: services.config.publicUrl,
  });
  return pdfDownload({ pdf, reference: ack.reference }, locale);
}
