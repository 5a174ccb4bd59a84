/**
 * The rows of a report's acknowledgement, as label and text, in the visitor's language: one list
 * that the page (routes/citizen/report-acknowledgement.tsx) and the PDF both show, so the two
 * never say different things.
 */
import type { TFunction } from "~/i18n/translator";
import type { Locale } from "~/i18n/locales";
import { formatterFor } from "~/lib/format";
import type { ReportAcknowledgement } from "~/.server/reports/acknowledgement/report-acknowledgement";

export type Row = { label: string; value: string; dateTime?: string };

/** The heading under the title: what kind of acknowledgement this is. */
export function headingOf(ack: ReportAcknowledgement, t: TFunction): string {
  if (ack.lostFound) return t(`acknowledgement.page.headings.${ack.lostFound.type}`);
  return t(`acknowledgement.page.headings.${ack.kind === "complaint" ? "complaint" : "suggestion"}`);
}

/** Reference, date and kind: what the verification page also shows (with the station and category). */
export function summaryRows(ack: ReportAcknowledgement, locale: Locale, t: TFunction): Row[] {
  const format = formatterFor(locale, t);
  return [
    { label: t("acknowledgement.page.reference"), value: ack.reference },
    { label: t("acknowledgement.page.received_on"), value: format.dateTime(ack.receivedAt), dateTime: ack.receivedAt },
    { label: t("acknowledgement.page.kind"), value: t(`citizen.kinds.${ack.kind}`) },
  ];
}

/** What the citizen told us: the item, where and when, and who they are. */
export function detailRows(ack: ReportAcknowledgement, locale: Locale, t: TFunction): Row[] {
  const format = formatterFor(locale, t);
  const none = t("acknowledgement.page.not_given");
  const rows: Row[] = [];
  const lf = ack.lostFound;
  if (lf) {
    const when = lf.incidentDate ? format.dateAndTime(lf.incidentDate, lf.incidentTime) : none;
    rows.push(
      { label: t("acknowledgement.page.lost_or_found"), value: t(`acknowledgement.page.${lf.type}`) },
      { label: t("acknowledgement.page.category"), value: t(`citizen.categories.${lf.category}`) },
      { label: t("acknowledgement.page.description"), value: ack.text },
      // IMEIs are typed and dialled: Latin digits, like mobile numbers (docs/glossary-mr.md).
      ...(lf.imeis.length > 0 ? [{ label: t("acknowledgement.page.imei"), value: lf.imeis.join("\n") }] : []),
      { label: t("acknowledgement.page.when"), value: when },
      { label: t("acknowledgement.page.station"), value: ack.station ?? none },
      { label: t("acknowledgement.page.line"), value: lf.line ? t(`citizen.lines.${lf.line}`) : none },
      { label: t("acknowledgement.page.train"), value: lf.train ?? none },
    );
  } else {
    rows.push({ label: t("acknowledgement.page.message"), value: ack.text });
  }
  rows.push(
    { label: t("acknowledgement.page.name"), value: ack.name },
    { label: t("acknowledgement.page.mobile"), value: ack.mobile },
  );
  return rows;
}
