/**
 * What the FIR acknowledgement says in words, shared by its page and its PDF so that both always
 * say the same: the police station it went to and where the incident happened.
 */
import type { TFunction } from "~/i18n/translator";
import type { AcknowledgementData } from "~/.server/fir/fir-acknowledgement-page";
import type { Locale } from "~/i18n/locales";

type Acknowledgement = AcknowledgementData["request"];

/**
 * The police station's name in the visitor's language as staff wrote it, else English: the page
 * renders in the browser too, so it cannot ask the server's `localized`.
 */
export function policeStationName(request: Acknowledgement, locale: Locale): string | null {
  const station = request.policeStation;
  if (!station) return null;
  return station[locale] || station.en;
}

/** "Dadar, platform 3", or "between Dadar and Kurla, 8:14 fast, second class, coach 4". */
export function placeDescription(request: Acknowledgement, stopNames: Record<string, string>, t: TFunction): string {
  const { details } = request;
  const parts =
    details.place_type === "station"
      ? [stopNames[details.stop_id ?? ""], details.platform ? `${t("fir.fields.platform")} ${details.platform}` : null]
      : [
          t("fir.review.place_between", {
            from: stopNames[details.from_stop_id ?? ""] ?? "",
            to: stopNames[details.to_stop_id ?? ""] ?? "",
          }),
          request.train,
          details.train_class ? t(`fir.fields.train_classes.${details.train_class}` as never) : null,
          details.coach ? `${t("fir.fields.coach")} ${details.coach}` : null,
        ];
  return parts.filter(Boolean).join(", ");
}
