/**
 * /fir-dashboard/requests/:reference: the printable acknowledgement of one of the signed-in
 * citizen's own FIR requests (and, through fir-acknowledgement-pdf.ts, its PDF). Anyone else's
 * reference (or a guess) is a plain 404, exactly as for a reference that does not exist.
 */
import { data, type RouterContextProvider } from "react-router";
import { qrSvg, type QrSvg } from "../auth/qr-code";
import { requestContext, servicesContext } from "../context";
import { verificationUrl } from "../reports/acknowledgement/verification-token";
import { requireCitizen } from "./accounts/citizen-guard";
import { findOwnFirRequest, type FirAcknowledgement } from "./fir-requests";
import { nameOfStop } from "../content/stations/jurisdiction";
import { findStop } from "../content/stations/railway-stops";
import { normalizeReference, REFERENCE_PATTERN } from "~/validation/citizen";

export type Args = { request: Request; params: { reference?: string }; context: Readonly<RouterContextProvider> };

export type AcknowledgementData = {
  request: FirAcknowledgement;
  /** Stop names in the visitor's language, by slug, for the stops the request names. */
  stopNames: Record<string, string>;
  justSubmitted: boolean;
  /** The address /verify answers for this reference, printed and as a QR code. */
  verifyUrl: string;
  qr: QrSvg;
};

/**
 * The signed-in citizen's own request by the reference in the path, or null for anyone else's, a
 * guess or a malformed reference alike. Visitors who are not signed in are sent to sign in. The
 * page and its PDF (fir-acknowledgement-pdf.ts) both start here, so they share one rule.
 */
export async function findAcknowledgement(args: Args): Promise<AcknowledgementData | null> {
  const account = await requireCitizen(args);
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const reference = normalizeReference(args.params.reference ?? "");
  const request = REFERENCE_PATTERN.test(reference)
    ? await findOwnFirRequest(services.db, account, reference)
    : undefined;
  if (!request) return null;
  const stopNames: Record<string, string> = {};
  for (const id of [request.details.stop_id, request.details.from_stop_id, request.details.to_stop_id]) {
    const stop = id ? findStop(id) : undefined;
    if (stop) stopNames[stop.id] = nameOfStop(stop, locale);
  }
  const url = verificationUrl(services.config.publicUrl, services.config.appSecret, request.reference);
  return {
    request,
    stopNames,
    verifyUrl: url,
    qr: qrSvg(url),
    justSubmitted: new URL(args.request.url).searchParams.has("submitted"),
  };
}

export async function loadAcknowledgement(args: Args): Promise<AcknowledgementData> {
  const found = await findAcknowledgement(args);
  if (!found) throw data({ reason: "not_found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return found;
}
