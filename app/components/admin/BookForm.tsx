/**
 * The form of an initiative booklet, shared by the new and edit pages: its name in either
 * language, the cover picture, the PDF and the order. A plain multipart form (no JavaScript needed).
 */
import { useTranslation } from "~/i18n/use-translation";
import { TextField, FileField } from "../ui/fields";
import { formErrors } from "./form-errors";
import { BilingualTextFields, ItemForm } from "./ItemForm";

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
const FALLBACK: Partial<Record<string, Problem>> = {
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
  const { values, current } = props;
  const { message, summary } = formErrors(props.errors, {
    problems: PROBLEMS,
    fallback: FALLBACK,
    order: ["name_en", "name_mr", "cover", "file", "sort_order"],
    text: (problem) => t(`admin.content.books.errors.${problem}`),
  });
  return (
    <ItemForm summary={summary} publishNow={!current} submitLabel={props.submitLabel}>
      <p className="admin-hint">{t("admin.content.books.names_hint")}</p>
      <BilingualTextFields
        field="name"
        labels={{ en: t("admin.content.books.name_en"), mr: t("admin.content.books.name_mr") }}
        values={values}
        message={message}
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
        optional
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
        optional
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
    </ItemForm>
  );
}
