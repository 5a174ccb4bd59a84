import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import { nextStepLines } from "~/lib/report-next-steps";
import { withContentName } from "~/components/ui/content-name";
import type { CitizenReportKind } from "~/validation/citizen-rules";

/**
 * "What happens next" after a report is sent (GOV.UK's confirmation pattern), on the sent step,
 * the status page and the acknowledgement: the sentences of app/lib/report-next-steps.ts.
 */
export function WhatHappensNext(props: {
  kind: CitizenReportKind;
  /** The police station whose desk has the report, in the reader's language. */
  station: string | null;
  headingLevel: 2 | 3;
  id: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={props.className} aria-labelledby={props.id}>
      <Heading id={props.id}>{t("citizen.next.heading")}</Heading>
      {nextStepLines(props.kind, props.station, format.locale, t).map((line) => (
        <p key={line}>{withContentName(line, props.station, format.locale)}</p>
      ))}
    </section>
  );
}
