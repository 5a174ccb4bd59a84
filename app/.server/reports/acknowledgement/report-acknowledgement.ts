/**
 * /acknowledgement/:id: the printable acknowledgement of a confirmed suggestion, complaint or
 * lost-and-found report, and (report-acknowledgement-pdf.ts) the same as a PDF. It
 * carries the citizen's name, mobile number and description, so it is shown only to the browser
 * that made and confirmed the report (the report's owner key, as for the form's "sent" step):
 * the numeric id in the path is no secret, and anyone else, or a guess, gets the same 404 as an id
 * that does not exist. The reference alone opens nothing but the verification page, which shows no
 * personal data (report-verification.ts).
 */
import { data, type RouterContextProvider } from "react-router";
import { qrSvg, type QrSvg } from "../../auth/qr-code";
import { localized, textsOf } from "../../content/localized";
import { requestContext, servicesContext } from "../../context";
import type { CitizenReport } from "../../db/tables/citizen";
import type { AppServices } from "../../services";
import { verificationUrl } from "./verification-token";
import type { Locale } from "~/i18n/locales";
import type { CitizenReportKind, LostFoundCategoryValue, RAILWAY_LINES } from "~/validation/citizen-rules";

export type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

export type ReportAcknowledgement = {
  id: number;
  kind: CitizenReportKind;
  reference: string;
  /** When the code was confirmed: the report's date and time. */
  receivedAt: string;
  name: string;
  mobile: string;
  /** The suggestion, complaint or description of the item. */
  text: string;
  lostFound: {
    type: "lost" | "found";
    category: LostFoundCategoryValue;
    incidentDate: string | null;
    incidentTime: string | null;
    line: (typeof RAILWAY_LINES)[number] | null;
    train: string | null;
    imeis: string[];
  } | null;
  /** The police station with jurisdiction, in the visitor's language (null when none was named). */
  station: string | null;
  /** A lost mobile phone: the page tells its owner how to block it through CEIR. */
  blockPhone: boolean;
  verifyUrl: string;
  qr: QrSvg;
  /** The status link's path: "Check the status" without a code. */
  statusPath: string;
};

/**
 * The station's name in `locale` as staff content gives it (`localized`: the English name where it
 * has none in that language), for the acknowledgement, its PDF and the verification page.
 */
export async function stationName(services: AppServices, id: number | null, locale: Locale): Promise<string | null> {
  if (id === null) return null;
  const station = await services.stations.findById(id);
  if (!station) return null;
  return localized(textsOf(station, "name"), locale).text;
}

function lostFoundOf(report: CitizenReport): ReportAcknowledgement["lostFound"] {
  if (report.kind !== "lost_found" || !report.lf_type || !report.category) return null;
  return {
    type: report.lf_type,
    category: report.category,
    incidentDate: report.incident_date,
    incidentTime: report.incident_time,
    line: report.line as (typeof RAILWAY_LINES)[number] | null,
    train: report.train,
    imeis: [report.imei, report.imei_2].filter((imei): imei is string => Boolean(imei)),
  };
}

/** The report of this browser by the id in the path, or null for anyone else's, a guess or a bad id alike. */
export async function findReportAcknowledgement(args: Args): Promise<ReportAcknowledgement | null> {
  const raw = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) return null;
  const services = args.context.get(servicesContext);
  const { anonId, locale } = args.context.get(requestContext);
  const report = await services.reports.findConfirmedOwnedById(Number(raw), anonId);
  if (!report?.reference || report.kind === "fir") return null;
  const url = verificationUrl(services.config.publicUrl, services.config.appSecret, report.reference);
  const lostFound = lostFoundOf(report);
  return {
    id: report.id,
    kind: report.kind,
    reference: report.reference,
    receivedAt: report.confirmed_at ?? report.created_at,
    name: report.name,
    mobile: report.mobile_number,
    text: report.message,
    lostFound,
    station: await stationName(services, report.station_id, locale),
    blockPhone: lostFound?.type === "lost" && lostFound.category === "mobile_phone",
    verifyUrl: url,
    qr: qrSvg(url),
    statusPath: services.reports.statusPath(report),
  };
}

export async function loadReportAcknowledgement(args: Args): Promise<ReportAcknowledgement> {
  const found = await findReportAcknowledgement(args);
  if (!found) throw data({ reason: "not_found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return found;
}
