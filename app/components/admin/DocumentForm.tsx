/**
 * The form of a press release, tender, recruitment notice or RTI document, shared by the new and
 * edit pages: a title in either language, the PDF, and (tenders, recruitments) a closing date.
 * A plain multipart form that works without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { CheckboxField, CsrfField, ErrorSummary, TextField } from "./fields";
import { FileField } from "./content-fields";

export type DocumentSectionPath = "press-releases" | "tenders" | "recruitments" | "rti";
export const documentSectionKey = (section: DocumentSectionPath) =>
  section === "press-releases" ? "press_releases" : section;

export type DocumentFormText = { title_en?: string | null; title_mr?: string | null; expires_on?: string | null };

const PROBLEMS = [
  "title_missing",
  "title_too_long",
  "file_missing",
  "file_invalid",
  "file_too_large",
  "date_invalid",
] as const;
type Problem = (typeof PROBLEMS)[number];
const FALLBACK: Record<string, Problem> = {
  title_en: "title_missing",
  title_mr: "title_too_long",
  file: "file_invalid",
  expires_on: "date_invalid",
};

export function DocumentForm(props: {
  values: DocumentFormText;
  errors: Record<string, string>;
  closingDate: boolean;
  /** Present when editing: where the current PDF is served. */
  currentFile?: string;
  isNew: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { values, errors } = props;
  const message = (field: string): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    const problem = PROBLEMS.includes(code as Problem) ? (code as Problem) : (FALLBACK[field] ?? "title_missing");
    return t(`admin.content.documents.errors.${problem}`);
  };
  const summary = ["title_en", "title_mr", "file", "expires_on"].flatMap((field) => {
    const text = message(field);
    return text ? [{ id: field, message: text }] : [];
  });
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="post" encType="multipart/form-data" noValidate className="admin-form">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <p className="admin-hint">{t("admin.content.documents.titles_hint")}</p>
        <TextField
          id="title_en"
          name="title_en"
          label={t("admin.content.documents.title_en")}
          required={false}
          maxLength={300}
          defaultValue={values.title_en ?? ""}
          error={message("title_en")}
        />
        <TextField
          id="title_mr"
          name="title_mr"
          label={t("admin.content.documents.title_mr")}
          required={false}
          maxLength={300}
          defaultValue={values.title_mr ?? ""}
          error={message("title_mr")}
        />
        {props.currentFile ? (
          <p>
            <a href={props.currentFile}>{t("admin.content.documents.open_file")}</a>
          </p>
        ) : null}
        <FileField
          id="file"
          name="file"
          label={t("admin.content.documents.file")}
          hint={props.isNew ? t("admin.content.documents.file_hint") : t("admin.content.documents.file_replace_hint")}
          accept="application/pdf"
          error={message("file")}
        />
        {props.closingDate ? (
          <TextField
            id="expires_on"
            name="expires_on"
            type="date"
            width="medium"
            required={false}
            label={t("admin.content.documents.expires_on")}
            hint={t("admin.content.documents.expires_on_hint")}
            defaultValue={values.expires_on ?? ""}
            error={message("expires_on")}
          />
        ) : null}
        {props.isNew ? (
          <CheckboxField
            id="published"
            name="published"
            label={t("admin.content.articles.publish_now")}
            hint={t("admin.content.articles.publish_now_hint")}
          />
        ) : null}
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {props.submitLabel}
        </button>
      </Form>
    </>
  );
}
