import { useTranslation } from "~/i18n/use-translation";
import type { FirRequestDetails } from "~/.server/reports/desk/fir-request-details";
import type { TFunction } from "~/i18n/translator";
import { useFormat } from "~/i18n/use-format";
import { FIR_NUMBER_MAX } from "~/validation/inbox";
import { TextField } from "../../ui/fields";
import { IntentForm } from "../../admin/StaffForm";
import { SummarySection, type SummaryRow } from "../../admin/SummarySection";

/** When the incident happened and the train, which the report's common fields hold. */
export type FirIncident = { date: string | null; time: string | null; train: string | null };

/**
 * An FIR request's own details in the inbox: who is asking, when, where and what
 * happened, what was lost. The field names and the place are those of the citizen's
 * acknowledgement, so staff and citizen read the same words.
 */
export function FirRequestSection({ fir, incident }: { fir: FirRequestDetails; incident: FirIncident }) {
  const { t } = useTranslation();
  const format = useFormat();
  const notGiven = <span className="muted">{t("admin.inbox.not_given")}</span>;
  const stop = (id: string | null) => (id ? (fir.stopNames[id] ?? id) : "");
  const rupees = (value: number) => `₹${format.number(value)}`;
  const place =
    fir.place_type === "station"
      ? [
          t("admin.inbox.fir_place_station"),
          stop(fir.stop_id),
          fir.platform && `${t("fir.fields.platform")} ${fir.platform}`,
        ]
      : [
          t("admin.inbox.fir_place_train"),
          t("fir.review.place_between", { from: stop(fir.from_stop_id), to: stop(fir.to_stop_id) }),
          incident.train,
          fir.train_class && t(`fir.fields.train_classes.${fir.train_class as "second"}`),
          fir.coach && `${t("fir.fields.coach")} ${fir.coach}`,
        ];
  const rows: SummaryRow[] = [
    [t("fir.fields.parentage_name"), fir.parentage_name],
    [t("fir.fields.date_of_birth"), format.dayMonthYear(`${fir.date_of_birth}T00:00:00Z`)],
    [t("fir.fields.gender"), t(`fir.fields.genders.${fir.gender}`)],
    [t("fir.fields.country"), fir.country],
    [
      t("fir.fields.alternate_mobile"),
      fir.alternate_mobile ? <a href={`tel:${fir.alternate_mobile}`}>{fir.alternate_mobile}</a> : notGiven,
    ],
    [t("fir.fields.address"), <span className="admin-preformatted">{fir.address}</span>],
    [t("fir.fields.incident_date"), incident.date ? format.dateAndTime(incident.date, incident.time) : notGiven],
    [t("fir.fields.place_type"), place.filter(Boolean).join(", ")],
    [t("fir.fields.offence"), t(`fir.fields.offences.${fir.offence}`)],
    [
      t("fir.fields.property"),
      fir.property.length === 0 ? (
        notGiven
      ) : (
        <ul>
          {fir.property.map((entry, index) => (
            <li key={index}>{`${entry.item}: ${rupees(entry.value)}`}</li>
          ))}
        </ul>
      ),
    ],
    [t("fir.fields.suspects"), fir.suspects ? <span className="admin-preformatted">{fir.suspects}</span> : notGiven],
    [t("fir.fields.witnesses"), fir.witnesses ? <span className="admin-preformatted">{fir.witnesses}</span> : notGiven],
  ];
  return <SummarySection id="fir-heading" heading={t("admin.inbox.fir_heading")} rows={rows} />;
}

/** A complaint's or an FIR request's FIR number, and when staff recorded it, for the report's details. */
export function firNumberRows(
  report: { fir_number: string | null; fir_recorded_at: string | null },
  t: TFunction,
  format: ReturnType<typeof useFormat>,
): Array<[string, React.ReactNode]> {
  return [
    [t("admin.inbox.fir_number_field"), report.fir_number ?? t("admin.inbox.fir_not_registered")],
    ...(report.fir_recorded_at
      ? ([[t("admin.inbox.fir_recorded_at"), format.dateTime(report.fir_recorded_at)]] as Array<
          [string, React.ReactNode]
        >)
      : []),
  ];
}

/** The form that records (or corrects) the FIR number once the police station has registered it. */
export function RecordFirNumber(props: { current: string | null; value?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="fir-number-heading" className="admin-section">
      <h2 id="fir-number-heading">{t("admin.inbox.fir_number_heading")}</h2>
      <p>{t("admin.inbox.fir_number_intro")}</p>
      <IntentForm intent="fir_number" submit={t("admin.inbox.fir_number_submit")} noValidate actions>
        <TextField
          id="fir_number"
          name="fir_number"
          label={t("admin.inbox.fir_number_field")}
          hint={t("admin.inbox.fir_number_hint")}
          maxLength={FIR_NUMBER_MAX}
          width="medium"
          spellCheck={false}
          defaultValue={props.value ?? props.current ?? ""}
          error={props.error}
        />
      </IntentForm>
    </section>
  );
}
