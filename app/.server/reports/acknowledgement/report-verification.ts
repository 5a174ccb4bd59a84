/**
 * /verify/:reference?t=<token>: what a telecom shop or a bank sees when it scans the QR code on
 * a printed acknowledgement. With the reference's own token it shows that the railway
 * police received the report, and only the reference, the date, the station and the category:
 * never the name, mobile number, description or IMEI, which the holder can show on paper. A
 * changed reference or token, or a report that no longer exists, is "not verified", with nothing
 * about whether the reference exists.
 */
import { data, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../context";
import type { ReportKind } from "../../db/tables/citizen";
import { stationName } from "./report-acknowledgement";
import { tokenMatches } from "./verification-token";
import { normalizeReference, REFERENCE_PATTERN, type LostFoundCategoryValue } from "~/validation/citizen-rules";

type Args = { request: Request; params: { reference?: string }; context: Readonly<RouterContextProvider> };

export type Verification =
  | {
      verified: true;
      reference: string;
      receivedAt: string;
      station: string | null;
      /** The item's category for a lost-and-found report; otherwise the kind of report is the category. */
      category: { kind: ReportKind; item: LostFoundCategoryValue | null };
    }
  | { verified: false };

/** Every answer is private to whoever holds the address: not cached, not indexed, not passed on. */
export const VERIFICATION_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

export async function verifyAcknowledgement(args: Args): Promise<Verification> {
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const reference = normalizeReference(args.params.reference ?? "");
  const token = new URL(args.request.url).searchParams.get("t") ?? "";
  // The token is checked before the database is asked, so a guess costs nothing and says nothing.
  if (!REFERENCE_PATTERN.test(reference) || !tokenMatches(services.config.appSecret, reference, token.slice(0, 64))) {
    return { verified: false };
  }
  const report = await services.reports.findConfirmedByReference(reference);
  if (!report?.reference) return { verified: false };
  return {
    verified: true,
    reference: report.reference,
    receivedAt: report.confirmed_at ?? report.created_at,
    station: await stationName(services, report.station_id, locale),
    category: { kind: report.kind, item: report.kind === "lost_found" ? report.category : null },
  };
}

/** The page's data, with 404 for "not verified" so that nothing treats it as a found page. */
export async function loadVerification(args: Args) {
  const verification = await verifyAcknowledgement(args);
  return data(verification, { status: verification.verified ? 200 : 404, headers: VERIFICATION_HEADERS });
}
