/**
 * The form of a found-property item, shared by the register page (adding) and the edit page:
 * a plain multipart form (the photo), no JavaScript needed, with the error summary above it.
 */
import { useTranslation } from "~/i18n/use-translation";
import { CONTENT_LOCALES } from "~/i18n/locales";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { ImageRef } from "~/lib/image-sources";
import { IMEI_INPUT_MAX } from "~/validation/citizen-rules";
import { FOUND_DESCRIPTION_MAX, LOST_FOUND_CATEGORY_VALUES } from "~/validation/inbox";
import { CheckboxField, ErrorSummary, SelectField, TextField, TextArea, FileField } from "../ui/fields";
import { IntentForm } from "../admin/StaffForm";

const FIELDS = [
  "category",
  "description_en",
  "description_mr",
  "description_hi",
  "station_id",
  "found_on",
  "held_until",
  "imei",
  "photo",
];

export type StationChoice = { id: number; name: string; lang?: string };

export function FoundPropertyForm(props: {
  intent: "add" | "save";
  values: Record<string, string>;
  errors: Record<string, string>;
  stations: StationChoice[];
  /** A desk officer limited to one station: that station is the only choice. */
  limited: boolean;
  /** Present when editing an item that has a photo. */
  currentPhoto?: ImageRef | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const { values, errors, stations, limited, currentPhoto } = props;
  // The IMEI is checked by the lost form's own rule, whose messages are full keys of its own.
  const errorText = (field: string) => {
    const code = errors[field];
    if (!code) return undefined;
    return code.includes(".")
      ? t(code as "citizen.validation.imei_invalid")
      : t(`admin.found_property_admin.errors.${code as "category_missing"}`);
  };
  const summary = FIELDS.flatMap((field) => {
    const message = errorText(field);
    return message ? [{ id: field, message }] : [];
  });
  return (
    <>
      <ErrorSummary errors={summary} />
      <IntentForm intent={props.intent} submit={props.submitLabel} multipart noValidate actions>
        <SelectField
          id="category"
          name="category"
          label={t("admin.found_property_admin.category")}
          options={[
            { value: "", label: t("admin.found_property_admin.category_choose") },
            ...LOST_FOUND_CATEGORY_VALUES.map((category) => ({
              value: category,
              label: t(`citizen.categories.${category}`),
            })),
          ]}
          defaultValue={values.category}
          error={errorText("category")}
        />
        {CONTENT_LOCALES.map((language) => (
          <TextArea
            key={language}
            id={`description_${language}`}
            optional
            name={`description_${language}`}
            label={t(`admin.found_property_admin.description_${language}`)}
            hint={language === "en" ? t("admin.found_property_admin.description_hint") : undefined}
            defaultValue={values[`description_${language}`]}
            error={errorText(`description_${language}`)}
            maxLength={FOUND_DESCRIPTION_MAX}
            rows={2}
          />
        ))}
        <SelectField
          id="station_id"
          name="station_id"
          label={t("admin.found_property_admin.station")}
          options={[
            ...(limited ? [] : [{ value: "", label: t("admin.found_property_admin.station_choose") }]),
            ...stations.map((station) => ({ value: String(station.id), label: station.name, lang: station.lang })),
          ]}
          defaultValue={values.station_id}
          error={errorText("station_id")}
        />
        <TextField
          id="found_on"
          name="found_on"
          type="date"
          label={t("admin.found_property_admin.found_on")}
          defaultValue={values.found_on}
          error={errorText("found_on")}
          width="medium"
        />
        <TextField
          id="held_until"
          name="held_until"
          type="date"
          label={t("admin.found_property_admin.held_until")}
          hint={t("admin.found_property_admin.held_until_hint")}
          defaultValue={values.held_until}
          error={errorText("held_until")}
          optional
          width="medium"
        />
        <TextField
          id="imei"
          name="imei"
          label={t("admin.found_property_admin.imei")}
          hint={t("admin.found_property_admin.imei_hint")}
          defaultValue={values.imei}
          error={errorText("imei")}
          optional
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={IMEI_INPUT_MAX}
          width="medium"
        />
        {currentPhoto ? (
          <>
            <ResponsiveImage
              image={currentPhoto}
              alt={t("admin.found_property_admin.current_photo")}
              sizes="200px"
              className="admin-content-cover"
            />
            <CheckboxField id="remove_photo" name="remove_photo" label={t("admin.found_property_admin.remove_photo")} />
          </>
        ) : null}
        <FileField
          id="photo"
          optional
          name="photo"
          label={t("admin.found_property_admin.photo")}
          hint={t(`admin.found_property_admin.${currentPhoto ? "photo_replace_hint" : "photo_hint"}`)}
          accept="image/jpeg,image/png,image/webp,image/gif"
          error={errorText("photo")}
        />
      </IntentForm>
    </>
  );
}
