/**
 * What happens after a suggestion, complaint or lost-and-found report is sent (GOV.UK's
 * confirmation pattern): which police station's desk has it, by when it is looked at, how the
 * police may get in touch, and when to go to the station. One list of sentences that the sent
 * step, the status page and the acknowledgement (page and PDF) all show, so they never differ.
 */
import type { TFunction } from "~/i18n/translator";
import type { Locale } from "~/i18n/locales";
import { localDigits } from "~/lib/format";
import type { CitizenReportKind } from "~/validation/citizen-rules";

/** The days within which a desk officer looks at a new report: the promise the citizen is given. */
export const DESK_REVIEW_DAYS = 2;

/** The sentences, in order; `station` is the police station's name in the reader's language. */
export function nextStepLines(kind: CitizenReportKind, station: string | null, locale: Locale, t: TFunction): string[] {
  return [
    station ? t("citizen.next.desk", { station }) : t("citizen.next.desk_unassigned"),
    t("citizen.next.review", { days: localDigits(String(DESK_REVIEW_DAYS), locale) }),
    t("citizen.next.contact"),
    t(`citizen.next.visit.${kind}`),
  ];
}
