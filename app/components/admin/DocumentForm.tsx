/**
 * The form of a press release, tender, recruitment notice or RTI document, shared by the new and
 * edit pages: a title in either language, the PDF, and (tenders, recruitments) a closing date.
 * A plain multipart form that works without JavaScript.
 */
import { useTranslation } from "~/i18n/use-translation";
import { TextField, FileField } from "../ui/fields";
import { formErrors } from "./form-errors";
import { BilingualTextFields, ItemForm } from "./ItemForm";

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
const FALLBACK: Partial<Record<string, Problem>> = {
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
  const { values } = props;
  const { message, summary } = formErrors(props.errors, {
    problems: PROBLEMS,
    fallback: FALLBACK,
    order: ["title_en", "title_mr", "file", "expires_on"],
    text: (problem) => t(`admin.content.documents.errors.${problem}`),
  });
  return (
    <ItemForm summary={summary} publishNow={props.isNew} submitLabel={props.submitLabel}>
      <p className="admin-hint">{t("admin.content.documents.titles_hint")}</p>
      <BilingualTextFields
        field="title"
        labels={{ en: t("admin.content.documents.title_en"), mr: t("admin.content.documents.title_mr") }}
        values={values}
        message={message}
      />
      {props.currentFile ? (
        <p>
          <a href={props.currentFile}>{t("admin.content.documents.open_file")}</a>
        </p>
      ) : null}
      <FileField
        id="file"
        optional
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
          optional
          label={t("admin.content.documents.expires_on")}
          hint={t("admin.content.documents.expires_on_hint")}
          defaultValue={values.expires_on ?? ""}
          error={message("expires_on")}
        />
      ) : null}
    </ItemForm>
  );
}
