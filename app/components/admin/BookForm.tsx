/**
 * The form of an initiative booklet, shared by the new and edit pages: its name in either
 * language, the cover picture, the PDF and the order. A plain multipart form (no JavaScript needed).
 */
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { CheckboxField, CsrfField, ErrorSummary, TextField } from "./fields";
import { FileField } from "./content-fields";

export type BookFormText = { name_en?: string | null; name_mr?: string | null; sort_order?: string };

const PROBLEMS = [
  "name_missing",
  "name_too_long",
  "order_invalid",
  "cover_missing",
  "image_invalid",
  "image_too_large",
  "file_missing",
  "file_invalid",
  "file_too_large",
] as const;
type Problem = (typeof PROBLEMS)[number];
const FALLBACK: Record<string, Problem> = {
  name_en: "name_missing",
  name_mr: "name_too_long",
  sort_order: "order_invalid",
  cover: "image_invalid",
  file: "file_invalid",
};

export function BookForm(props: {
  values: BookFormText;
  errors: Record<string, string>;
  /** Present when editing. */
  current?: { cover: string; file: string };
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { values, errors, current } = props;
  const message = (field: string): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    const problem = PROBLEMS.includes(code as Problem) ? (code as Problem) : (FALLBACK[field] ?? "name_missing");
    return t(`admin.content.books.errors.${problem}`);
  };
  const summary = ["name_en", "name_mr", "cover", "file", "sort_order"].flatMap((field) => {
    const text = message(field);
    return text ? [{ id: field, message: text }] : [];
  });
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="post" encType="multipart/form-data" noValidate className="admin-form">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <p className="admin-hint">{t("admin.content.books.names_hint")}</p>
        <TextField
          id="name_en"
          name="name_en"
          label={t("admin.content.books.name_en")}
          required={false}
          maxLength={300}
          defaultValue={values.name_en ?? ""}
          error={message("name_en")}
        />
        <TextField
          id="name_mr"
          name="name_mr"
          label={t("admin.content.books.name_mr")}
          required={false}
          maxLength={300}
          defaultValue={values.name_mr ?? ""}
          error={message("name_mr")}
        />
        {current ? (
          <img
            src={current.cover}
            alt={t("admin.content.books.cover_alt")}
            width={200}
            height={150}
            className="admin-content-cover"
          />
        ) : null}
        <FileField
          id="cover"
          name="cover"
          label={t("admin.content.books.cover")}
          hint={current ? t("admin.content.books.cover_replace_hint") : t("admin.content.books.cover_hint")}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          error={message("cover")}
        />
        {current ? (
          <p>
            <a href={current.file}>{t("admin.content.books.open_file")}</a>
          </p>
        ) : null}
        <FileField
          id="file"
          name="file"
          label={t("admin.content.books.file")}
          hint={current ? t("admin.content.books.file_replace_hint") : t("admin.content.books.file_hint")}
          accept="application/pdf"
          error={message("file")}
        />
        <TextField
          id="sort_order"
          name="sort_order"
          label={t("admin.content.books.order")}
          hint={t("admin.content.books.order_hint")}
          inputMode="numeric"
          width="short"
          maxLength={6}
          defaultValue={values.sort_order ?? "0"}
          error={message("sort_order")}
        />
        {current ? null : (
          <CheckboxField
            id="published"
            name="published"
            label={t("admin.content.articles.publish_now")}
            hint={t("admin.content.articles.publish_now_hint")}
          />
        )}
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {props.submitLabel}
        </button>
      </Form>
    </>
  );
}
