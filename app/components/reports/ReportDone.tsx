import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { REPORT_KIND_PATHS, type CitizenReportKind } from "~/validation/citizen-rules";
import { WhatHappensNext } from "./WhatHappensNext";

const SUCCESS_KEYS = {
  suggestion: "citizen.suggestions.suggestion_sent",
  complaint: "citizen.complaints.complaint_sent_successfully",
  lost_found: "citizen.lost_found.report_sent",
} as const;

/**
 * The end of a report: the reference number, what happens next, and what the citizen can do
 * (the acknowledgement, the status by the link that needs no code, another report).
 * `onSendAnother` starts again in place once JavaScript runs; without it, a link to an empty form.
 */
export function ReportDone(props: {
  kind: CitizenReportKind;
  reference: string;
  id: number;
  statusPath: string;
  station: string | null;
  headingLevel: 2 | 3;
  onSendAnother?: () => void;
}) {
  const { t } = useTranslation();
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <div className="citizen-panel" role="status">
        <Heading className="citizen-panel-title" tabIndex={-1}>
          {t(SUCCESS_KEYS[props.kind])}
        </Heading>
        <p className="citizen-panel-body">
          {t("citizen.success.reference")}
          <br />
          <strong className="citizen-reference">{props.reference}</strong>
        </p>
      </div>
      <p>{t("citizen.success.sms_note")}</p>
      <WhatHappensNext
        kind={props.kind}
        station={props.station}
        headingLevel={props.headingLevel}
        id="report-next-heading"
      />
      <ul className="citizen-next-links">
        <li>
          {/* A plain link: the acknowledgement's strings load with the document (app/entry.client.tsx). */}
          <a href={`/acknowledgement/${props.id}`}>{t("citizen.success.acknowledgement")}</a>
        </li>
        <li>
          <Link to={props.statusPath}>{t("citizen.success.check_status")}</Link>
        </li>
        <li>
          {props.onSendAnother ? (
            <button type="button" className="link-button" onClick={props.onSendAnother}>
              {t("citizen.success.send_another")}
            </button>
          ) : (
            <a href={REPORT_KIND_PATHS[props.kind].page}>{t("citizen.success.send_another")}</a>
          )}
        </li>
      </ul>
    </>
  );
}
