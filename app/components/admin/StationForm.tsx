/**
 * The form of a police station or office, shared by the new page (which also asks for the type)
 * and the edit page: details, officer in charge, the office it reports to, and its suburban line
 * with the line's colour (shown as a swatch: an SVG fill, as the CSP allows no inline styles).
 */
import { useTranslation } from "~/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import type { Designation, StationType } from "~/.server/db/schema";
import { safeColour } from "~/components/stations/LineMark";
import { MAP_LINES } from "~/components/stations/railway-map-layout";
import { STATION_TYPES } from "~/lib/station-types";
import { ErrorSummary, SelectField, TextField, TextArea } from "../ui/fields";
import { CsrfField } from "../ui/form-page";

/** Every field either form posts (the route echoes them back after a refusal). */
export const STATION_FIELDS = [
  "type",
  "name_en",
  "name_mr",
  "address_en",
  "address_mr",
  "landline",
  "email",
  "officer_id",
  "parent_id",
  "color_code",
  "strip",
] as const;
type Field = (typeof STATION_FIELDS)[number];
export type StationFormText = Partial<Record<Field, string | null>>;

const PROBLEMS = [
  "name_missing",
  "name_too_long",
  "address_too_long",
  "phone_invalid",
  "email_invalid",
  "officer_invalid",
  "type_missing",
  "parent_invalid",
  "parent_cycle",
  "parent_level",
  "colour_invalid",
  "strip_invalid",
] as const;
type Problem = (typeof PROBLEMS)[number];
const FALLBACK: Record<Field, Problem> = {
  type: "type_missing",
  name_en: "name_missing",
  name_mr: "name_too_long",
  address_en: "address_too_long",
  address_mr: "address_too_long",
  landline: "phone_invalid",
  email: "email_invalid",
  officer_id: "officer_invalid",
  parent_id: "parent_invalid",
  color_code: "colour_invalid",
  strip: "strip_invalid",
};

export function StationForm(props: {
  /** Only a new station or office chooses its type. */
  isNew: boolean;
  values: StationFormText;
  errors: Record<string, string>;
  officers: Array<{ id: number; name_en: string; designation: Designation }>;
  parents: Array<{ id: number; name_en: string; type: StationType }>;
  /** The saved colour, drawn as a swatch beside the field. */
  savedColour?: string | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { values, errors } = props;
  const message = (field: Field): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    return t(
      `admin.content.stations.errors.${PROBLEMS.includes(code as Problem) ? (code as Problem) : FALLBACK[field]}`,
    );
  };
  const summary = STATION_FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: field, message: text }] : [];
  });
  const value = (field: Field): string => values[field] ?? "";
  const swatch = safeColour(props.savedColour);
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate className="admin-form">
        <CsrfField />
        {props.isNew ? (
          <SelectField
            id="type"
            name="type"
            label={t("admin.content.stations.type")}
            options={[
              { value: "", label: t("admin.content.stations.type_choose") },
              ...STATION_TYPES.map((type) => ({ value: type, label: t(`admin.content.stations.types.${type}`) })),
            ]}
            defaultValue={value("type")}
            error={message("type")}
          />
        ) : null}
        <TextField
          id="name_en"
          name="name_en"
          label={t("admin.content.stations.name_en")}
          maxLength={200}
          lang="en"
          defaultValue={value("name_en")}
          error={message("name_en")}
        />
        <TextField
          id="name_mr"
          name="name_mr"
          label={t("admin.content.stations.name_mr")}
          optional
          maxLength={200}
          lang="mr"
          defaultValue={value("name_mr")}
          error={message("name_mr")}
        />
        <TextArea
          id="address_en"
          optional
          name="address_en"
          label={t("admin.content.stations.address_en")}
          rows={3}
          maxLength={1000}
          lang="en"
          defaultValue={value("address_en")}
          error={message("address_en")}
        />
        <TextArea
          id="address_mr"
          optional
          name="address_mr"
          label={t("admin.content.stations.address_mr")}
          rows={3}
          maxLength={1000}
          lang="mr"
          defaultValue={value("address_mr")}
          error={message("address_mr")}
        />
        <TextField
          id="landline"
          name="landline"
          inputMode="tel"
          width="medium"
          optional
          label={t("admin.content.stations.landline")}
          hint={t("admin.content.stations.landline_hint")}
          maxLength={60}
          defaultValue={value("landline")}
          error={message("landline")}
        />
        <TextField
          id="email"
          name="email"
          type="email"
          optional
          spellCheck={false}
          label={t("admin.content.stations.email")}
          maxLength={254}
          defaultValue={value("email")}
          error={message("email")}
        />
        <SelectField
          id="officer_id"
          name="officer_id"
          label={t("admin.content.stations.officer")}
          hint={t("admin.content.stations.officer_hint")}
          options={[
            { value: "", label: t("admin.content.stations.no_officer") },
            ...props.officers.map((officer) => ({
              value: String(officer.id),
              label: `${officer.name_en} (${t(`common.designations.${officer.designation}`)})`,
            })),
          ]}
          defaultValue={value("officer_id")}
          error={message("officer_id")}
        />
        <SelectField
          id="parent_id"
          name="parent_id"
          label={t("admin.content.stations.parent")}
          hint={t("admin.content.stations.parent_hint")}
          options={[
            { value: "", label: t("admin.content.stations.no_parent") },
            ...props.parents.map((office) => ({
              value: String(office.id),
              label: `${office.name_en} (${t(`admin.content.stations.types.${office.type}`)})`,
            })),
          ]}
          defaultValue={value("parent_id")}
          error={message("parent_id")}
        />
        <SelectField
          id="strip"
          name="strip"
          label={t("admin.content.stations.strip")}
          options={[
            { value: "", label: t("admin.content.stations.no_strip") },
            ...MAP_LINES.map((line) => ({ value: line, label: t(`stations.lines.${line}`) })),
          ]}
          defaultValue={value("strip")}
          error={message("strip")}
        />
        <TextField
          id="color_code"
          name="color_code"
          width="short"
          optional
          spellCheck={false}
          autoComplete="off"
          label={t("admin.content.stations.colour")}
          hint={t("admin.content.stations.colour_hint")}
          maxLength={7}
          defaultValue={value("color_code")}
          error={message("color_code")}
        />
        {swatch ? (
          <p className="line-mark">
            <svg
              className="line-mark-swatch"
              width="28"
              height="28"
              viewBox="0 0 28 28"
              aria-hidden="true"
              focusable="false"
            >
              <rect width="28" height="28" rx="4" fill={swatch} stroke="#000000" strokeOpacity="0.4" />
            </svg>
            {t("admin.content.stations.colour_current", { colour: swatch })}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {props.submitLabel}
        </button>
      </Form>
    </>
  );
}
