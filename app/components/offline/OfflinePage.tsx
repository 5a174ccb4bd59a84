import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData } from "react-router";
import { HelplinesCard } from "~/components/home/HelplinesCard";
import { useFormat } from "~/i18n/use-format";
import { telHref } from "~/lib/tel";
import type { Resources } from "~/locales/types";
import type { loader as rootLoader } from "~/root";

/** You are offline: the emergency numbers (the national ones too), then every police station's phone number. */
export function OfflinePage({ savedAt, national }: { savedAt: string; national: Resources["emergency"]["national"] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const stations = (root?.policeStations ?? []).flatMap((station) =>
    station.type === "PS" && station.landline ? [{ ...station, landline: station.landline }] : [],
  );
  return (
    <div className="stations-page offline-page">
      <title>{`${t("offline.title")} | ${t("common.site_name")}`}</title>
      <meta name="robots" content="noindex" />
      <div className="page-header">
        <h1>{t("offline.title")}</h1>
      </div>
      <p className="stations-lead">{t("offline.intro")}</p>
      <HelplinesCard national={national} />
      <section aria-labelledby="offline-stations-heading">
        <h2 id="offline-stations-heading">{t("offline.stations_heading")}</h2>
        <ul className="offline-stations">
          {stations.map((station) => (
            <li key={station.id}>
              <span lang={station.lang}>{station.name}</span>{" "}
              <a
                href={telHref(station.landline!)}
                aria-label={t("stations.contact.call", { number: station.landline })}
              >
                {station.landline}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p>{t("offline.saved_on", { date: format.dayMonthYear(savedAt) })}</p>
      <p>{t("offline.back_online")}</p>
    </div>
  );
}
