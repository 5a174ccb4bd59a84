/** The form of an officer, shared by the new and edit pages (a plain multipart form, no JavaScript needed). */
import { useTranslation } from "~/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, SelectField, TextField } from "../ui/fields";
import { CsrfField } from "../ui/form-page";
import { PhotoFields } from "./PhotoFields";

export type OfficerFormText = {
  name_en?: string | null;
  name_mr?: string | null;
  designation?: string | null;
  contact_number?: string | null;
  email?: string | null;
};

const DESIGNATION_CHOICES = ["CP", "DCP", "ACP", "SENIOR_PI", "PI", "API", "PSI"] as const;

const PROBLEMS = [
  "name_missing",
  "name_too_long",
  "designation_missing",
  "phone_invalid",
  "email_invalid",
  "image_invalid",
  "image_too_large",
] as const;
type Problem = (typeof PROBLEMS)[number];
const FALLBACK: Record<string, Problem> = {
  name_en: "name_missing",
  name_mr: "name_too_long",
  designation: "designation_missing",
  contact_number: "phone_invalid",
  email: "email_invalid",
  photo: "image_invalid",
};

export function OfficerForm(props: {
  values: OfficerFormText;
  errors: Record<string, string>;
  /** Present when editing and the officer has a photo: its thumbnail. */
  currentPhoto?: string | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { values, errors, currentPhoto } = props;
  const message = (field: string): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    const problem = PROBLEMS.includes(code as Problem) ? (code as Problem) : (FALLBACK[field] ?? "name_missing");
    return t(`admin.content.officers.errors.${problem}`);
  };
  const summary = ["name_en", "name_mr", "designation", "contact_number", "email", "photo"].flatMap((field) => {
    const text = message(field);
    return text ? [{ id: field, message: text }] : [];
  });
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="post" encType="multipart/form-data" noValidate className="admin-form">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <TextField
          id="name_en"
          name="name_en"
          label={t("admin.content.officers.name_en")}
          maxLength={200}
          autoComplete="off"
          defaultValue={values.name_en ?? ""}
          error={message("name_en")}
        />
        <TextField
          id="name_mr"
          name="name_mr"
          label={t("admin.content.officers.name_mr")}
          hint={t("admin.content.officers.name_mr_hint")}
          optional
          maxLength={200}
          autoComplete="off"
          defaultValue={values.name_mr ?? ""}
          error={message("name_mr")}
        />
        <SelectField
          id="designation"
          name="designation"
          label={t("admin.content.officers.designation")}
          options={[
            { value: "", label: t("admin.content.officers.designation_choose") },
            ...DESIGNATION_CHOICES.map((value) => ({ value, label: t(`common.designations.${value}`) })),
          ]}
          defaultValue={values.designation ?? ""}
          error={message("designation")}
        />
        <TextField
          id="contact_number"
          name="contact_number"
          type="text"
          inputMode="tel"
          width="medium"
          label={t("admin.content.officers.contact_number")}
          hint={t("admin.content.officers.contact_number_hint")}
          optional
          maxLength={25}
          autoComplete="off"
          defaultValue={values.contact_number ?? ""}
          error={message("contact_number")}
        />
        <TextField
          id="email"
          name="email"
          type="email"
          label={t("admin.content.officers.email")}
          hint={t("admin.content.officers.email_hint")}
          optional
          maxLength={254}
          spellCheck={false}
          autoComplete="off"
          defaultValue={values.email ?? ""}
          error={message("email")}
        />
        <PhotoFields texts="admin.content.officers" currentPhoto={currentPhoto} error={message("photo")} />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {props.submitLabel}
        </button>
      </Form>
    </>
  );
}
