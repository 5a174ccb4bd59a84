import { useTranslation } from "~/i18n/use-translation";
import { TextField } from "../ui/fields";
import type { ReportFieldsProps } from "./report-flow";

/** When it happened: a date (not in the future) and an optional time, side by side. */
export function ReportWhenFields({
  settings,
  field,
  texts,
  dateOptional = false,
  dateHint,
}: ReportFieldsProps & { texts: "complaints" | "lost_found"; dateOptional?: boolean; dateHint?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="citizen-fieldset citizen-group">
      <legend className="citizen-legend">{t(`citizen.${texts}.when_legend`)}</legend>
      <div className="citizen-row">
        <TextField
          {...field("incident_date")}
          type="date"
          label={t(`citizen.${texts}.date`)}
          hint={dateHint}
          max={settings.today}
          optional={dateOptional}
          width="medium"
        />
        <TextField {...field("incident_time")} type="time" label={t(`citizen.${texts}.time`)} optional width="short" />
      </div>
    </fieldset>
  );
}
