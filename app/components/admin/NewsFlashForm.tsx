/** The form of a news flash, shared by the new and edit pages (a plain form, no JavaScript needed). */
import { useTranslation } from "~/i18n/use-translation";
import { CheckboxField, SelectField, TextField, TextArea } from "../ui/fields";
import { formErrors } from "./form-errors";
import { ItemForm } from "./ItemForm";

export type NewsFlashFormText = { text?: string; language?: string; link?: string; sort_order?: string };

const PROBLEMS = [
  "text_missing",
  "text_too_long",
  "language_invalid",
  "link_invalid",
  "link_unpublished",
  "order_invalid",
] as const;
type Problem = (typeof PROBLEMS)[number];
const FALLBACK: Partial<Record<string, Problem>> = {
  text: "text_missing",
  language: "language_invalid",
  link: "link_invalid",
  sort_order: "order_invalid",
};

export function NewsFlashForm(props: {
  values: NewsFlashFormText;
  errors: Record<string, string>;
  isNew: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const { values } = props;
  const { message, summary } = formErrors(props.errors, {
    problems: PROBLEMS,
    fallback: FALLBACK,
    order: ["text", "language", "link", "sort_order"],
    text: (problem) => t(`admin.content.flashes.errors.${problem}`),
  });
  return (
    <ItemForm summary={summary} multipart={false} submitLabel={props.submitLabel}>
      <TextArea
        id="text"
        optional
        name="text"
        label={t("admin.content.flashes.text")}
        hint={t("admin.content.flashes.text_hint")}
        rows={2}
        maxLength={500}
        defaultValue={values.text}
        error={message("text")}
      />
      <SelectField
        id="language"
        name="language"
        label={t("admin.content.flashes.language")}
        hint={t("admin.content.flashes.language_hint")}
        options={[
          { value: "", label: t("admin.content.flashes.language_any") },
          { value: "en", label: t("admin.content.flashes.language_en") },
          { value: "mr", label: t("admin.content.flashes.language_mr") },
        ]}
        defaultValue={values.language ?? ""}
        error={message("language")}
      />
      <TextField
        id="link"
        name="link"
        label={t("admin.content.flashes.link")}
        hint={t("admin.content.flashes.link_hint")}
        optional
        spellCheck={false}
        maxLength={300}
        defaultValue={values.link}
        error={message("link")}
      />
      <TextField
        id="sort_order"
        name="sort_order"
        label={t("admin.content.flashes.order")}
        hint={t("admin.content.flashes.order_hint")}
        inputMode="numeric"
        width="short"
        maxLength={6}
        defaultValue={values.sort_order ?? "0"}
        error={message("sort_order")}
      />
      {props.isNew ? (
        <CheckboxField
          id="active"
          name="active"
          label={t("admin.content.flashes.active")}
          hint={t("admin.content.flashes.active_hint")}
          defaultChecked
        />
      ) : null}
    </ItemForm>
  );
}
