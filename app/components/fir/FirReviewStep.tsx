import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { StopOption } from "~/.server/fir/fir-dashboard-page";
import type { StepValues } from "~/.server/fir/fir-requests";
import { CheckboxField } from "~/components/ui/fields";
import { useFormat } from "~/i18n/use-format";
import { withContentName } from "~/components/ui/content-name";
import { PROPERTY_ROWS } from "~/validation/fir-rules";
import type { FieldHelpers } from "./fir-steps";

/** Step 3: every answer with a way back to change it, where the request will go, and the declaration. */
export function ReviewStep({
  draft,
  stops,
  policeStation,
  error,
}: FieldHelpers & {
  draft: { personal: StepValues; incident: StepValues };
  stops: StopOption[];
  policeStation: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { personal, incident } = draft;
  const stopName = (stopId: string | undefined) => stops.find((stop) => stop.id === stopId)?.name ?? "";
  const none = t("fir.review.none");
  const place =
    incident["place-type"] === "station"
      ? [stopName(incident.stop), incident.platform ? `${t("fir.fields.platform")} ${incident.platform}` : null]
      : [
          t("fir.review.place_between", { from: stopName(incident["from-stop"]), to: stopName(incident["to-stop"]) }),
          incident.train ?? null,
          incident["train-class"] ? t(`fir.fields.train_classes.${incident["train-class"]}` as never) : null,
          incident.coach ? `${t("fir.fields.coach")} ${incident.coach}` : null,
        ];
  const property = Array.from({ length: PROPERTY_ROWS }, (_, index) => index + 1)
    .filter((n) => incident[`property-item-${n}`])
    .map((n) => ({ item: incident[`property-item-${n}`]!, value: Number(incident[`property-value-${n}`] ?? 0) }));
  const rupees = (value: number) => `₹${format.number(value)}`;
  const row = (label: string, text: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{text || none}</dd>
    </div>
  );
  const change = (step: "personal" | "incident", heading: string) => (
    <div className="fir-review-heading">
      <h3>{heading}</h3>
      <Link to={`/fir-dashboard?step=${step}#fir-form`}>
        {t("fir.form.change")}
        <span className="visually-hidden"> {heading}</span>
      </Link>
    </div>
  );
  return (
    <>
      <h3 className="visually-hidden">{t("fir.review.heading")}</h3>
      {change("personal", t("fir.form.steps.personal"))}
      <dl className="citizen-summary-list">
        {row(t("fir.fields.full_name"), personal["full-name"])}
        {row(t("fir.fields.parentage_name"), personal["parentage-name"])}
        {row(
          t("fir.fields.date_of_birth"),
          personal["date-of-birth"] ? format.dayMonthYear(personal["date-of-birth"]) : "",
        )}
        {row(t("fir.fields.gender"), personal.gender ? t(`fir.fields.genders.${personal.gender}` as never) : "")}
        {row(t("fir.fields.country"), personal.country)}
        {row(t("fir.fields.alternate_mobile"), personal["alternate-mobile"] ?? "")}
        {row(t("fir.fields.address"), <span className="fir-pre">{personal.address}</span>)}
      </dl>
      {change("incident", t("fir.form.steps.incident"))}
      <dl className="citizen-summary-list">
        {row(
          t("fir.fields.incident_date"),
          incident["incident-date"] ? format.dateAndTime(incident["incident-date"], incident["incident-time"]) : "",
        )}
        {row(t("fir.fields.place_type"), place.filter(Boolean).join(", "))}
        {row(t("fir.fields.offence"), incident.offence ? t(`fir.fields.offences.${incident.offence}` as never) : "")}
        {row(t("fir.fields.description"), <span className="fir-pre">{incident.description}</span>)}
        {row(
          t("fir.fields.property"),
          property.length === 0 ? (
            ""
          ) : (
            <ul className="fir-property-list">
              {property.map((entry) => (
                <li key={entry.item}>{`${entry.item}: ${rupees(entry.value)}`}</li>
              ))}
              <li>
                <strong>
                  {t("fir.review.total")}: {rupees(property.reduce((sum, entry) => sum + entry.value, 0))}
                </strong>
              </li>
            </ul>
          ),
        )}
        {row(t("fir.fields.suspects"), incident.suspects ? <span className="fir-pre">{incident.suspects}</span> : "")}
        {row(
          t("fir.fields.witnesses"),
          incident.witnesses ? <span className="fir-pre">{incident.witnesses}</span> : "",
        )}
      </dl>
      {policeStation ? (
        <p className="fir-goes-to">
          {withContentName(t("fir.review.goes_to", { station: policeStation }), policeStation, format.locale)}
        </p>
      ) : null}
      <CheckboxField
        id="fir-declaration"
        required
        name="declaration"
        label={t("fir.fields.declaration")}
        error={error("declaration")}
      />
    </>
  );
}
