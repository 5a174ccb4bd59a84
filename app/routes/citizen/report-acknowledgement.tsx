import { useTranslation } from "~/i18n/use-translation";
import { loadReportAcknowledgement } from "~/.server/reports/acknowledgement/report-acknowledgement";
import { detailRows, headingOf, summaryRows, type Row } from "~/lib/report-acknowledgement";
import { AcknowledgementEnd } from "~/components/fir/AcknowledgementEnd";
import { WhatHappensNext } from "~/components/reports/WhatHappensNext";
import { EXTERNAL_LINKS } from "~/content/external-links";
import { useFormat } from "~/i18n/use-format";
import { acknowledgementStylesheets } from "~/lib/acknowledgement-stylesheets";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/report-acknowledgement";

/**
 * /acknowledgement/:id: the printable acknowledgement of a confirmed suggestion, complaint or
 * lost-and-found report, for the browser that made it only (it carries personal data), with its
 * PDF and the QR code of the verification address.
 */
export function loader(args: Route.LoaderArgs) {
  return loadReportAcknowledgement(args);
}

export const links: Route.LinksFunction = acknowledgementStylesheets;

export const headers: Route.HeadersFunction = privatePageHeaders;

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="citizen-summary-list">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd className="fir-pre">{row.dateTime ? <time dateTime={row.dateTime}>{row.value}</time> : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ReportAcknowledgementPage({ loaderData: ack }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const title = t("acknowledgement.page.title", { reference: ack.reference });
  return (
    <div className="citizen-page fir-page fir-acknowledgement">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <meta name="robots" content="noindex" />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <p className="citizen-intro">{headingOf(ack, t)}</p>
      <Rows rows={summaryRows(ack, locale, t)} />
      <section className="fir-section" aria-labelledby="ack-what">
        <h2 id="ack-what">{t("acknowledgement.page.what_heading")}</h2>
        <p>{t("acknowledgement.page.what_is")}</p>
        <p>
          <strong>{t("acknowledgement.page.what_is_not")}</strong>
        </p>
      </section>
      <WhatHappensNext kind={ack.kind} station={ack.station} headingLevel={2} id="ack-next" className="fir-section" />
      <section className="fir-section" aria-labelledby="ack-details">
        <h2 id="ack-details">{t("acknowledgement.page.details")}</h2>
        <Rows rows={detailRows(ack, locale, t)} />
      </section>
      {ack.blockPhone ? (
        <section className="fir-section" aria-labelledby="ack-ceir">
          <h2 id="ack-ceir">{t("acknowledgement.page.ceir_heading")}</h2>
          <p>{t("acknowledgement.page.ceir_text", { reference: ack.reference })}</p>
          {ack.lostFound?.imeis.length === 0 ? <p>{t("acknowledgement.page.ceir_no_imei")}</p> : null}
          <p>
            <a href={EXTERNAL_LINKS.ceir} target="_blank" rel="noopener noreferrer">
              {t("acknowledgement.page.ceir_link")}
            </a>
          </p>
        </section>
      ) : null}
      <AcknowledgementEnd
        qr={ack.qr}
        verifyUrl={ack.verifyUrl}
        pdfHref={`/acknowledgement/${ack.id}/acknowledgement.pdf`}
        downloadLabel={t("acknowledgement.page.download_pdf")}
        printLabel={t("acknowledgement.page.print")}
      >
        <a href={ack.statusPath}>{t("acknowledgement.page.check_status")}</a>
      </AcknowledgementEnd>
      <p className="citizen-hint fir-no-print">{t("acknowledgement.page.print_hint")}</p>
    </div>
  );
}
