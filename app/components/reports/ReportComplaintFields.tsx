import { useTranslation } from "~/i18n/use-translation";
import { COMPLAINT_CATEGORY_VALUES, COMPLAINT_MAX, TRAIN_MAX, PLATFORM_MAX } from "~/validation/citizen-rules";
import { CheckboxField, SelectField, TextArea, TextField } from "../ui/fields";
import type { ReportFieldsProps } from "./report-flow";
import { ReportWhenFields } from "./ReportWhenFields";
import { ReportWhereFields } from "./ReportWhereFields";

/** What a complaint adds to the contact details: where and when, and what happened. */
export function ReportComplaintFields(props: ReportFieldsProps) {
  const { field } = props;
  const { t } = useTranslation();
  return (
    <>
      <ComplaintPlaceAndTime {...props} />
      <TextArea
        {...field("complaint")}
        label={t("citizen.complaints.label")}
        hint={t("citizen.complaints.hint")}
        rows={8}
        maxLength={COMPLAINT_MAX}
      />
    </>
  );
}

/**
 * The last part of a complaint, after its photos: what sending it means, and the box confirming
 * that what was given is accurate (which covers the photos too).
 */
export function ReportComplaintDeclaration(props: ReportFieldsProps) {
  const { values, errors, id, headingLevel } = props;
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <div className="citizen-disclaimer">
        <Heading className="citizen-disclaimer-title">{t("citizen.complaints.disclaimer_heading")}</Heading>
        <ul>
          <li>{t("citizen.complaints.disclaimer_confidential")}</li>
          <li>{t("citizen.complaints.disclaimer_not_fir")}</li>
          <li>{t("citizen.complaints.disclaimer_contact")}</li>
          <li>{t("citizen.complaints.zero_fir")}</li>
        </ul>
      </div>
      <CheckboxField
        id={id("terms")}
        required
        name="terms"
        label={t("citizen.complaints.terms_label")}
        defaultChecked={values.terms === "on"}
        error={errors.terms}
      />
    </>
  );
}

/**
 * What a complaint adds to SPEC §3's fields, all optional: what it is about, when, and
 * where. The stop (for a train, the one it was leaving) decides which police station receives it.
 */
function ComplaintPlaceAndTime(props: ReportFieldsProps) {
  const { field } = props;
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        {...field("category")}
        label={t("citizen.complaints.category")}
        placeholder={t("citizen.complaints.choose")}
        options={COMPLAINT_CATEGORY_VALUES.map((value) => ({
          value,
          label: t(`citizen.complaint_categories.${value}`),
        }))}
        optional
      />
      <ReportWhenFields {...props} texts="complaints" dateOptional />
      <ReportWhereFields {...props} texts="complaints">
        <div className="citizen-row">
          <TextField
            {...field("platform")}
            label={t("citizen.complaints.platform")}
            maxLength={PLATFORM_MAX}
            optional
            width="short"
          />
          <TextField
            {...field("train")}
            label={t("citizen.complaints.train")}
            hint={t("citizen.lost_found.train_hint")}
            maxLength={TRAIN_MAX}
            optional
          />
        </div>
      </ReportWhereFields>
    </>
  );
}
