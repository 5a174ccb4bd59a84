import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { loadAcknowledgement } from "~/.server/fir/fir-acknowledgement-page";
import { AcknowledgementEnd } from "~/components/fir/AcknowledgementEnd";
import { fallbackLang } from "~/components/ui/content-name";
import { useFormat } from "~/i18n/use-format";
import { FirRegistered } from "~/components/fir/FirRegistered";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { placeDescription, policeStationName } from "~/lib/fir-acknowledgement";
import { acknowledgementStylesheets } from "~/lib/acknowledgement-stylesheets";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/fir-request";

/**
 * /fir-dashboard/requests/:reference: the acknowledgement of one of the citizen's own FIR
 * requests, made to be printed, with a link to the same as a PDF file (acknowledgement.pdf) and
 * the FIR number once the police station has registered it.
 */
export function loader(args: Route.LoaderArgs) {
  return loadAcknowledgement(args);
}

export const links: Route.LinksFunction = acknowledgementStylesheets;

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function FirRequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { request, stopNames, justSubmitted } = loaderData;
  const site = useSiteSettings();
  const { details } = request;
  const title = t("fir.acknowledgement.title", { reference: request.reference });
  const stationName = policeStationName(request, format.locale);
  // A station's name is staff content: English, marked so, where staff wrote none in the language.
  const station = stationName ? <span lang={fallbackLang(stationName, format.locale)}>{stationName}</span> : null;
  const none = t("fir.review.none");
  const place = placeDescription(request, stopNames, t);
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value || none}</dd>
    </div>
  );
  const rupees = (value: number) => `₹${format.number(value)}`;
  return (
    <div className="citizen-page fir-page fir-acknowledgement">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <meta name="robots" content="noindex" />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      {justSubmitted ? (
        <div className="citizen-success fir-submitted" role="status">
          <h2>{t("fir.acknowledgement.submitted")}</h2>
          <p className="fir-reference">{t("fir.acknowledgement.reference", { reference: request.reference })}</p>
          <p>{t("fir.acknowledgement.sms")}</p>
        </div>
      ) : null}
      <dl className="citizen-summary-list">
        {row(t("fir.acknowledgement.police_station"), station)}
        {row(
          t("fir.acknowledgement.status"),
          <strong className={`citizen-status citizen-status-${request.status}`}>
            {t(`citizen.statuses.${request.status}`)}
          </strong>,
        )}
        {row(t("fir.acknowledgement.fir_number"), details.fir_number ?? t("fir.acknowledgement.fir_pending"))}
        {row(
          t("fir.acknowledgement.submitted_on"),
          <time dateTime={request.submittedAt}>{format.dateTime(request.submittedAt)}</time>,
        )}
        {row(
          t("fir.acknowledgement.updated_on"),
          <time dateTime={request.updatedAt}>{format.dateTime(request.updatedAt)}</time>,
        )}
        {request.publicRemark ? row(t("fir.acknowledgement.remark"), request.publicRemark) : null}
      </dl>
      {details.fir_number ? (
        <FirRegistered
          firNumber={details.fir_number}
          recordedAt={details.fir_recorded_at}
          station={stationName ?? none}
          portal={site.links.firStatus}
        />
      ) : (
        <section className="fir-section" aria-labelledby="fir-next">
          <h2 id="fir-next">{t("fir.acknowledgement.next_heading")}</h2>
          <p>{t("fir.acknowledgement.next")}</p>
        </section>
      )}
      <section className="fir-section" aria-labelledby="fir-details">
        <h2 id="fir-details">{t("fir.acknowledgement.details")}</h2>
        <dl className="citizen-summary-list">
          {row(t("fir.fields.full_name"), request.name)}
          {row(t("fir.fields.parentage_name"), details.parentage_name)}
          {row(t("fir.fields.date_of_birth"), format.dayMonthYear(details.date_of_birth))}
          {row(t("fir.fields.gender"), t(`fir.fields.genders.${details.gender}`))}
          {row(t("fir.fields.country"), details.country)}
          {row(t("citizen.fields.mobile_number"), request.mobile)}
          {row(t("fir.fields.alternate_mobile"), details.alternate_mobile ?? "")}
          {row(t("fir.fields.address"), <span className="fir-pre">{details.address}</span>)}
          {row(t("fir.fields.incident_date"), format.dateAndTime(request.incidentDate, request.incidentTime))}
          {row(t("fir.fields.place_type"), place)}
          {row(t("fir.fields.offence"), t(`fir.fields.offences.${details.offence}`))}
          {row(t("fir.fields.description"), <span className="fir-pre">{request.description}</span>)}
          {row(
            t("fir.fields.property"),
            details.property.length === 0 ? (
              ""
            ) : (
              <ul className="fir-property-list">
                {details.property.map((entry, index) => (
                  <li key={index}>{`${entry.item}: ${rupees(entry.value)}`}</li>
                ))}
              </ul>
            ),
          )}
          {row(t("fir.fields.suspects"), details.suspects ? <span className="fir-pre">{details.suspects}</span> : "")}
          {row(
            t("fir.fields.witnesses"),
            details.witnesses ? <span className="fir-pre">{details.witnesses}</span> : "",
          )}
        </dl>
      </section>
      <AcknowledgementEnd
        qr={loaderData.qr}
        verifyUrl={loaderData.verifyUrl}
        pdfHref={`/fir-dashboard/requests/${request.reference}/acknowledgement.pdf`}
        downloadLabel={t("fir.acknowledgement.download_pdf")}
        printLabel={t("fir.acknowledgement.print")}
      >
        <Link to="/fir-dashboard">{t("fir.acknowledgement.back")}</Link>
      </AcknowledgementEnd>
      <p className="citizen-hint fir-no-print">{t("fir.acknowledgement.print_hint")}</p>
    </div>
  );
}
