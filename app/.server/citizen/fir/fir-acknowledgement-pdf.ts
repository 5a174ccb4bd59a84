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
import { formatDateTime, formatDayMonthYear, formatNumber, localDigits } from "~/lib/format";
import { requestContext, servicesContext } from "../../context";
import { i18nFor } from "../../i18n/server-i18n";
import { PdfWriter, type TextStyle } from "../../pdf/pdf-writer";
import { findAcknowledgement, type AcknowledgementData, type Args } from "./fir-acknowledgement-page";

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
const QR_SIZE = 100;
const ROW_GAP = 3;

type Row = [label: string, value: string];

/** The page's formatting (SPEC §9 dates, Devanagari digits in Marathi), for the server. */
function formatterFor(locale: Locale, t: TFunction) {
  const labels = { months: t("format.months"), am: t("format.am"), pm: t("format.pm") };
  return {
    dateTime: (iso: string) => formatDateTime(iso, locale, labels),
    dayMonthYear: (iso: string) => formatDayMonthYear(iso, locale, labels),
    number: (value: number) => formatNumber(value, locale),
    digits: (text: string | number) => localDigits(String(text), locale),
  };
}

/** The rows the acknowledgement page shows, in the same order, as text. */
function rowsOf({ request, stopNames }: AcknowledgementData, locale: Locale, t: TFunction) {
  const format = formatterFor(locale, t);
  const { details } = request;
  const station = policeStationName(request, locale) ?? "";
  const place = placeDescription(request, stopNames, t);
  const summary: Row[] = [
    [t("fir.acknowledgement.police_station"), station],
    [t("fir.acknowledgement.status"), t(`citizen.statuses.${request.status}`)],
    [t("fir.acknowledgement.fir_number"), details.fir_number ?? t("fir.acknowledgement.fir_pending")],
    [t("fir.acknowledgement.submitted_on"), format.dateTime(request.submittedAt)],
    [t("fir.acknowledgement.updated_on"), format.dateTime(request.updatedAt)],
  ];
  if (request.publicRemark) summary.push([t("fir.acknowledgement.remark"), request.publicRemark]);
  const told: Row[] = [
    [t("fir.fields.full_name"), request.name],
    [t("fir.fields.parentage_name"), details.parentage_name],
    [t("fir.fields.date_of_birth"), format.dayMonthYear(details.date_of_birth)],
    [t("fir.fields.gender"), t(`fir.fields.genders.${details.gender}`)],
    [t("fir.fields.country"), details.country],
    [t("citizen.fields.mobile_number"), format.digits(request.mobile)],
    [t("fir.fields.alternate_mobile"), details.alternate_mobile ? format.digits(details.alternate_mobile) : ""],
    [t("fir.fields.address"), details.address],
    [
      t("fir.fields.incident_date"),
      `${format.dayMonthYear(request.incidentDate)}, ${format.digits(request.incidentTime ?? "")}`,
    ],
    [t("fir.fields.place_type"), place],
    [t("fir.fields.offence"), t(`fir.fields.offences.${details.offence}`)],
    [t("fir.fields.description"), request.description],
    [
      t("fir.fields.property"),
      details.property.map((entry) => `${entry.item}: ₹${format.number(entry.value)}`).join("\n"),
    ],
    [t("fir.fields.suspects"), details.suspects ?? ""],
    [t("fir.fields.witnesses"), details.witnesses ?? ""],
  ];
  return { summary, told, format };
}

export type PdfContext = { locale: Locale; now: Date; siteUrl: string };

/** The acknowledgement as a PDF file. */
export async function renderAcknowledgementPdf(ack: AcknowledgementData, context: PdfContext): Promise<Buffer> {
  const { locale } = context;
  const { t } = i18nFor(locale);
  const { summary, told, format } = rowsOf(ack, locale, t);
  const none = t("fir.review.none");
  const title = t("fir.acknowledgement.title", { reference: ack.request.reference });
  const { PDF_FONTS } = await import("../../pdf/pdf-fonts");
  const pdf = new PdfWriter(PDF_FONTS, {
    lang: locale === "mr" ? "mr-IN" : "en-IN",
    title,
    author: t("common.site_name"),
    createdAt: context.now,
    footerHeight: 16,
  });
  const rows = (list: Row[]) => {
    for (const [label, value] of list)
      pdf.labelled(label, value || none, STYLE.label, STYLE.value, LABEL_WIDTH, ROW_GAP);
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
  pdf.paragraph(t("fir.acknowledgement.pdf_heading"), STYLE.subtitle, 12);
  rows(summary);

  heading(t("fir.acknowledgement.next_heading"));
  pdf.paragraph(t("fir.acknowledgement.next"), STYLE.body);

  heading(t("fir.acknowledgement.details"));
  rows(told);

  heading(t("fir.acknowledgement.declaration_heading"));
  pdf.paragraph(t("fir.fields.declaration"), STYLE.body, 4);
  pdf.paragraph(
    t("fir.acknowledgement.declaration_accepted", { date: format.dateTime(ack.request.submittedAt) }),
    STYLE.body,
  );

  // Like every acknowledgement: whoever is shown the paper can check it is genuine (issue 23).
  heading(t("acknowledgement.page.verify_heading"));
  pdf.paragraph(t("acknowledgement.page.verify_text"), STYLE.body, 6);
  pdf.qrCode(ack.qr, QR_SIZE, 4);
  pdf.paragraph(ack.verifyUrl, STYLE.body);

  const made = format.dateTime(context.now.toISOString());
  return pdf.finish(
    (page, pages) => ({
      left: t("fir.acknowledgement.pdf_generated", { date: made, site: context.siteUrl }),
      right: t("fir.acknowledgement.pdf_page", { page: format.digits(page), pages: format.digits(pages) }),
    }),
    STYLE.footer,
  );
}

/** The route's answer: the file, the sign-in redirect, or a plain 404 in the visitor's language. */
export async function acknowledgementPdfResponse(args: Args): Promise<Response> {
  const ack = await findAcknowledgement(args);
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
  const pdf = await renderAcknowledgementPdf(ack, {
    locale,
    now: services.clock.now(),
    siteUrl: services.config.publicUrl,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      // The reference matched REFERENCE_PATTERN (letters, digits, hyphens): safe in the header.
      "Content-Disposition": `attachment; filename="${ack.request.reference}.pdf"`,
      "Content-Length": String(pdf.length),
      "X-Content-Type-Options": "nosniff",
      ...privateHeaders,
    },
  });
}
