import { useTranslation } from "~/i18n/use-translation";
import { loadVerification, VERIFICATION_HEADERS } from "~/.server/reports/acknowledgement/report-verification";
import { useFormat } from "~/i18n/use-format";
import { withContentName } from "~/components/ui/content-name";
import citizenStyles from "~/styles/pages/citizen.css?url";
import styles from "~/styles/pages/acknowledgement.css?url";
import type { Route } from "./+types/verify-acknowledgement";

/**
 * /verify/:reference?t=<token>: the page a printed acknowledgement's QR code opens. It shows that
 * the report was received, with the reference, date, station and category only, or "not verified".
 */
export function loader(args: Route.LoaderArgs) {
  return loadVerification(args);
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: citizenStyles },
  { rel: "stylesheet", href: styles },
];

export const headers: Route.HeadersFunction = () => VERIFICATION_HEADERS;

export default function VerifyAcknowledgementPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t("acknowledgement.verify.title");
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="citizen-page">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <meta name="robots" content="noindex" />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      {loaderData.verified ? (
        <div className="citizen-panel" role="status">
          <h2 className="citizen-panel-title">{t("acknowledgement.verify.verified_heading")}</h2>
          <dl className="citizen-summary-list">
            {row(t("acknowledgement.verify.reference"), loaderData.reference)}
            {row(
              t("acknowledgement.verify.received_on"),
              <time dateTime={loaderData.receivedAt}>{format.dateTime(loaderData.receivedAt)}</time>,
            )}
            {row(
              t("acknowledgement.verify.station"),
              loaderData.station
                ? withContentName(loaderData.station, loaderData.station, format.locale)
                : t("acknowledgement.verify.not_stated"),
            )}
            {row(
              t("acknowledgement.verify.category"),
              loaderData.category.item
                ? t(`citizen.categories.${loaderData.category.item}`)
                : t(`citizen.kinds.${loaderData.category.kind}`),
            )}
          </dl>
          <p>{t("acknowledgement.verify.verified_text")}</p>
          <p>{t("acknowledgement.verify.not_an_fir")}</p>
        </div>
      ) : (
        <div className="ack-not-verified" role="alert">
          <h2>{t("acknowledgement.verify.not_verified_heading")}</h2>
          <p>{t("acknowledgement.verify.not_verified_text")}</p>
        </div>
      )}
    </div>
  );
}
