import { useTranslation } from "~/i18n/use-translation";
import { SUGGESTION_MAX } from "~/validation/citizen-rules";
import { TextArea } from "../ui/fields";
import type { ReportFieldsProps } from "./report-flow";

/** What a suggestion adds to the contact details: the suggestion itself. */
export function ReportSuggestionFields({ field }: ReportFieldsProps) {
  const { t } = useTranslation();
  return (
    <TextArea
      {...field("suggestion")}
      label={t("citizen.suggestions.label")}
      hint={t("citizen.suggestions.hint")}
      rows={6}
      maxLength={SUGGESTION_MAX}
    />
  );
}
