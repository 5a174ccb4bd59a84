import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import { withContentName } from "~/components/ui/content-name";
import { ExternalLink } from "~/components/ui/ExternalLink";

/**
 * What an FIR request's page, and the status page of a complaint or an FIR request, say once the
 * police station has registered the FIR: its number, the station and the day, and how to get the
 * copy the citizen is entitled to (at the station, or from the state police's citizen portal,
 * whose address staff keep in the site settings), with what to quote there.
 */
export function FirRegistered({
  firNumber,
  recordedAt,
  station,
  portal,
}: {
  firNumber: string;
  recordedAt: string | null;
  station: string;
  portal: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const year = format.digits((recordedAt ?? new Date().toISOString()).slice(0, 4));
  const named = (sentence: string) => withContentName(sentence, station, format.locale);
  return (
    <section className="fir-section fir-registered" aria-labelledby="fir-registered">
      <h2 id="fir-registered">{t("citizen.fir_registered.heading")}</h2>
      <p>
        {named(
          recordedAt
            ? t("citizen.fir_registered.registered", {
                fir_number: firNumber,
                station,
                date: format.dayMonthYear(recordedAt),
              })
            : t("citizen.fir_registered.registered_undated", { fir_number: firNumber, station }),
        )}
      </p>
      <h3>{t("citizen.fir_registered.copy_heading")}</h3>
      <p>{named(t("citizen.fir_registered.copy", { station }))}</p>
      <p>{named(t("citizen.fir_registered.copy_quote", { fir_number: firNumber, station, year }))}</p>
      {portal ? (
        <p>
          <ExternalLink href={portal}>{t("citizen.fir_registered.copy_portal")}</ExternalLink>
        </p>
      ) : null}
    </section>
  );
}
