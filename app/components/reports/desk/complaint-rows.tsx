import type { TFunction } from "~/i18n/translator";
import type { useFormat } from "~/i18n/use-format";
import type { ReportDetail } from "~/.server/reports/desk/report-inbox";

/**
 * What a complaint says beyond its text: category, when and where, as rows of the
 * report page's summary list. `stop` is the stop's name in the reader's language.
 */
export function complaintRows(
  report: Pick<
    ReportDetail,
    "complaint_category" | "incident_date" | "incident_time" | "place_type" | "platform" | "train"
  >,
  stop: string | null,
  t: TFunction,
  format: ReturnType<typeof useFormat>,
  notGiven: React.ReactNode,
): Array<[string, React.ReactNode]> {
  return [
    [
      t("admin.inbox.category"),
      report.complaint_category ? t(`citizen.complaint_categories.${report.complaint_category}`) : notGiven,
    ],
    [
      t("admin.inbox.incident_date"),
      report.incident_date ? format.dayMonthYear(`${report.incident_date}T00:00:00Z`) : notGiven,
    ],
    [t("admin.inbox.incident_time"), report.incident_time ?? notGiven],
    ...placeRows(report, stop, t, notGiven),
    [t("admin.complaint_details.platform"), report.platform ?? notGiven],
    [t("admin.inbox.train"), report.train ?? notGiven],
  ];
}

/** Where a complaint or a lost-and-found report happened: at a station or on a train, and the stop. */
export function placeRows(
  report: Pick<ReportDetail, "place_type">,
  stop: string | null,
  t: TFunction,
  notGiven: React.ReactNode,
): Array<[string, React.ReactNode]> {
  return [
    [
      t("admin.complaint_details.place"),
      report.place_type ? t(`citizen.complaints.place_types.${report.place_type}`) : notGiven,
    ],
    [
      report.place_type === "train" ? t("admin.complaint_details.stop_leaving") : t("admin.complaint_details.stop"),
      stop ?? notGiven,
    ],
  ];
}
