/**
 * /fir-dashboard/requests/:reference/acknowledgement.pdf: the acknowledgement of one of the
 * signed-in citizen's own FIR requests as a PDF, in the visitor's language, with what the page
 * shows and the declaration they accepted. Who may have it is decided exactly as for the page
 * (findAcknowledgement): not signed in goes to sign in, and anyone else's reference or a guess is
 * the same 404.
 */
import type { TFunction } from "~/i18n/translator";
import type { Locale } from "~/i18n/locales";
import { placeDescription, policeStationName } from "~/lib/fir-acknowledgement";
import { formatterFor } from "~/lib/format";
import { requestContext, servicesContext } from "../context";
import { i18nFor } from "../i18n/server-i18n";
import { AcknowledgementPdf, pdfDownload, type PdfContext, type PdfRow } from "../pdf/acknowledgement-pdf";
import { findAcknowledgement, type AcknowledgementData, type Args } from "./fir-acknowledgement-page";

const row = (label: string, value: string): PdfRow => ({ label, value });

/** The rows the acknowledgement page shows, in the same order, as text. */
function rowsOf({ request, stopNames }: AcknowledgementData, locale: Locale, t: TFunction) {
  const format = formatterFor(locale, t);
  const { details } = request;
  const station = policeStationName(request, locale) ?? "";
  const place = placeDescription(request, stopNames, t);
  const summary: PdfRow[] = [
    row(t("fir.acknowledgement.police_station"), station),
    row(t("fir.acknowledgement.status"), t(`citizen.statuses.${request.status}`)),
    row(t("fir.acknowledgement.fir_number"), details.fir_number ?? t("fir.acknowledgement.fir_pending")),
    row(t("fir.acknowledgement.submitted_on"), format.dateTime(request.submittedAt)),
    row(t("fir.acknowledgement.updated_on"), format.dateTime(request.updatedAt)),
  ];
  if (request.publicRemark) summary.push(row(t("fir.acknowledgement.remark"), request.publicRemark));
  const told: PdfRow[] = [
    row(t("fir.fields.full_name"), request.name),
    row(t("fir.fields.parentage_name"), details.parentage_name),
    row(t("fir.fields.date_of_birth"), format.dayMonthYear(details.date_of_birth)),
    row(t("fir.fields.gender"), t(`fir.fields.genders.${details.gender}`)),
    row(t("fir.fields.country"), details.country),
    row(t("citizen.fields.mobile_number"), request.mobile),
    row(t("fir.fields.alternate_mobile"), details.alternate_mobile ?? ""),
    row(t("fir.fields.address"), details.address),
    row(t("fir.fields.incident_date"), format.dateAndTime(request.incidentDate, request.incidentTime)),
    row(t("fir.fields.place_type"), place),
    row(t("fir.fields.offence"), t(`fir.fields.offences.${details.offence}`)),
    row(t("fir.fields.description"), request.description),
    row(
      t("fir.fields.property"),
      details.property.map((entry) => `${entry.item}: ₹${format.number(entry.value)}`).join("\n"),
    ),
    row(t("fir.fields.suspects"), details.suspects ?? ""),
    row(t("fir.fields.witnesses"), details.witnesses ?? ""),
  ];
  return { summary, told, format };
}

/** The acknowledgement as a PDF file. */
export async function renderAcknowledgementPdf(ack: AcknowledgementData, context: PdfContext): Promise<Buffer> {
  const { locale } = context;
  const { t } = i18nFor(locale);
  const { summary, told, format } = rowsOf(ack, locale, t);
  const none = t("fir.review.none");
  const pdf = await AcknowledgementPdf.start(
    context,
    t("fir.acknowledgement.title", { reference: ack.request.reference }),
    t("fir.acknowledgement.pdf_heading"),
  );
  pdf.rows(summary, none);
  // Like every acknowledgement: whoever is shown the paper can check it is genuine.
  pdf.verification(ack);

  pdf.heading(t("fir.acknowledgement.next_heading"));
  pdf.paragraph(t("fir.acknowledgement.next"));

  pdf.heading(t("fir.acknowledgement.details"));
  pdf.rows(told, none);

  pdf.heading(t("fir.acknowledgement.declaration_heading"));
  pdf.paragraph(t("fir.fields.declaration"), 4);
  pdf.paragraph(t("fir.acknowledgement.declaration_accepted", { date: format.dateTime(ack.request.submittedAt) }));

  return pdf.finish();
}

/** The route's answer: the file, the sign-in redirect, or a plain 404 in the visitor's language. */
export async function acknowledgementPdfResponse(args: Args): Promise<Response> {
  const ack = await findAcknowledgement(args);
  const { locale } = args.context.get(requestContext);
  if (!ack) return pdfDownload(undefined, locale);
  const services = args.context.get(servicesContext);
  const pdf = await renderAcknowledgementPdf(ack, {
    locale,
    now: services.clock.now(),
    siteUrl: services.config.publicUrl,
  });
  return pdfDownload({ pdf, reference: ack.request.reference }, locale);
}
