import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { PLACE_TYPES } from "~/validation/citizen-rules";
import { RadioGroup, SelectField } from "../ui/fields";
import type { ReportFieldsProps } from "./report-flow";

/**
 * Where it happened, as a complaint and a lost-and-found report both ask it: at a station or on a
 * train, and the railway station (which decides the police station that receives the report);
 * then what each kind adds (`children`).
 */
export function ReportWhereFields({
  settings,
  field,
  texts,
  children,
}: ReportFieldsProps & { texts: "complaints" | "lost_found"; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="citizen-fieldset citizen-group">
      <legend className="citizen-legend">{t(`citizen.${texts}.where_legend`)}</legend>
      <RadioGroup
        {...field("place_type")}
        legend={t("citizen.complaints.place_type")}
        options={PLACE_TYPES.map((value) => ({ value, label: t(`citizen.complaints.place_types.${value}`) }))}
        optional
      />
      <SelectField
        {...field("stop_id")}
        label={t("citizen.complaints.stop")}
        hint={t(`citizen.${texts}.stop_hint`)}
        placeholder={t("citizen.complaints.choose")}
        options={settings.stops.map((stop) => ({ value: stop.id, label: stop.name }))}
        optional
      />
      {children}
    </fieldset>
  );
}
