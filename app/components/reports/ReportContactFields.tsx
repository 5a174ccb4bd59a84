import { useTranslation } from "~/i18n/use-translation";
import { NAME_MAX, NAME_PATTERN_ATTRIBUTE } from "~/validation/citizen-rules";
import { TextField } from "../ui/fields";
import { MobileField } from "../ui/MobileField";
import type { ReportFieldsProps } from "./report-flow";

/** Who sends the report (SPEC §3): every kind asks for a name and the mobile the code goes to. */
export function ReportContactFields({ field }: ReportFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...field("name")}
        label={t("citizen.fields.name")}
        hint={t("citizen.fields.name_hint")}
        autoComplete="name"
        maxLength={NAME_MAX}
        pattern={NAME_PATTERN_ATTRIBUTE}
        spellCheck={false}
      />
      <MobileField
        {...field("mobile_number")}
        label={t("citizen.fields.mobile_number")}
        hint={t("citizen.fields.mobile_hint")}
      />
    </>
  );
}
