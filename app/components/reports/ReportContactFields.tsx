import { useTranslation } from "~/i18n/use-translation";
import { MOBILE_INPUT_MAX } from "~/lib/mobile-number";
import { NAME_MAX, NAME_PATTERN_ATTRIBUTE } from "~/validation/citizen-rules";
import { TextField } from "../ui/fields";
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
      <TextField
        {...field("mobile_number")}
        // A text box with the telephone keypad (which has "+" and the space), not type="tel":
        // autofill's national number (tel-national) is only valid HTML on a text box. The number
        // is taken as typed, "+91 98765 43210" included, and read as its ten digits.
        type="text"
        label={t("citizen.fields.mobile_number")}
        hint={t("citizen.fields.mobile_hint")}
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={MOBILE_INPUT_MAX}
        width="medium"
      />
    </>
  );
}
