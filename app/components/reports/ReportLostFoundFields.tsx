import { useTranslation } from "~/i18n/use-translation";
import {
  DESCRIPTION_MAX,
  IMEI_INPUT_MAX,
  LOST_FOUND_CATEGORY_VALUES,
  RAILWAY_LINES,
  TRAIN_MAX,
} from "~/validation/citizen-rules";
import { RadioGroup, SelectField, TextArea, TextField } from "../ui/fields";
import type { ReportFieldsProps } from "./report-flow";
import { ReportWhenFields } from "./ReportWhenFields";
import { ReportWhereFields } from "./ReportWhereFields";

/**
 * What a lost-and-found report asks before the contact details: lost or found, what, when,
 * where (as a complaint asks it: at a station or on a train, and the railway station, which
 * decides the police station), and a phone's IMEI numbers (which let a found phone find its owner).
 */
export function ReportLostFoundFields(props: ReportFieldsProps) {
  const { field } = props;
  const { t } = useTranslation();
  return (
    <>
      <RadioGroup
        {...field("type")}
        legend={t("citizen.lost_found.type_legend")}
        options={[
          { value: "lost", label: t("citizen.lost_found.type_lost") },
          { value: "found", label: t("citizen.lost_found.type_found") },
        ]}
      />
      <SelectField
        {...field("category")}
        label={t("citizen.lost_found.category")}
        placeholder={t("citizen.lost_found.choose")}
        options={LOST_FOUND_CATEGORY_VALUES.map((value) => ({ value, label: t(`citizen.categories.${value}`) }))}
      />
      <TextArea
        {...field("description")}
        label={t("citizen.lost_found.description")}
        hint={t("citizen.lost_found.description_hint")}
        rows={4}
        maxLength={DESCRIPTION_MAX}
      />
      <ReportWhenFields {...props} texts="lost_found" dateHint={t("citizen.lost_found.date_hint")} />
      <ReportWhereFields {...props} texts="lost_found">
        <SelectField
          {...field("line")}
          label={t("citizen.lost_found.line")}
          placeholder={t("citizen.lost_found.any_line")}
          options={RAILWAY_LINES.map((value) => ({ value, label: t(`citizen.lines.${value}`) }))}
          optional
        />
        <TextField
          {...field("train")}
          label={t("citizen.lost_found.train")}
          hint={t("citizen.lost_found.train_hint")}
          maxLength={TRAIN_MAX}
          optional
        />
      </ReportWhereFields>
      <fieldset className="citizen-fieldset citizen-group">
        <legend className="citizen-legend">{t("citizen.lost_found.imei_legend")}</legend>
        <p className="citizen-hint">{t("citizen.lost_found.imei_intro")}</p>
        {(["imei", "imei_2"] as const).map((name) => (
          <TextField
            key={name}
            {...field(name)}
            label={t(`citizen.lost_found.${name}`)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={IMEI_INPUT_MAX}
            optional
            spellCheck={false}
            width="medium"
          />
        ))}
      </fieldset>
    </>
  );
}
