/**
 * The form of a news item or good work, shared by the new and edit pages: both languages' title,
 * summary and full text (HTML, sanitised on the server), pictures and an optional PDF. A plain
 * multipart form that works without JavaScript; after a refused post the text comes back filled in
 * (files cannot be refilled by a server, so they are chosen again).
 */
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { CheckboxField, CsrfField, ErrorSummary, TextField } from "./fields";
import { FileField, TextAreaField } from "./content-fields";

export type ArticleSectionPath = "news" | "good-works";
export const sectionKey = (section: ArticleSectionPath) => (section === "news" ? "news" : "good_works");

export type ArticleFormText = {
  title_en?: string | null;
  title_mr?: string | null;
  summary_en?: string | null;
  summary_mr?: string | null;
  description_en?: string | null;
  description_mr?: string | null;
};

const PROBLEMS = [
  "title_missing",
  "title_too_long",
  "summary_too_long",
  "description_too_long",
  "image_invalid",
  "image_too_large",
  "too_many_images",
  "file_invalid",
  "file_too_large",
] as const;
type Problem = (typeof PROBLEMS)[number];

const FIELD_ORDER = [
  "title_en",
  "title_mr",
  "summary_en",
  "summary_mr",
  "description_en",
  "description_mr",
  "images",
  "file",
] as const;

export function useArticleErrors(errors: Record<string, string>, maxImages: number) {
  const { t } = useTranslation();
  const message = (field: string): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    const problem: Problem = PROBLEMS.includes(code as Problem) ? (code as Problem) : "title_missing";
    return t(`admin.content.articles.errors.${problem}`, { number: maxImages });
  };
  const summary = FIELD_ORDER.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: field, message: text }] : [];
  });
  return { message, summary };
}

export type ExistingMedia = {
  images: Array<{ id: number; thumbnail: string }>;
  file: string | null;
};

export function ArticleForm(props: {
  values: ArticleFormText;
  errors: Record<string, string>;
  maxImages: number;
  /** Present when editing: the pictures and PDF the article has. */
  existing?: ExistingMedia;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { values, existing } = props;
  const { message, summary } = useArticleErrors(props.errors, props.maxImages);
  const value = (field: keyof ArticleFormText) => values[field] ?? "";
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="post" encType="multipart/form-data" noValidate className="admin-form">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <p className="admin-hint">{t("admin.content.articles.languages_hint")}</p>
        {(["en", "mr"] as const).map((lang) => (
          <fieldset key={lang} className="admin-fieldset admin-section" lang={lang}>
            <legend className="admin-label">
              {lang === "en" ? t("admin.content.articles.english") : t("admin.content.articles.marathi")}
            </legend>
            <TextField
              id={`title_${lang}`}
              name={`title_${lang}`}
              label={t(`admin.content.articles.title_${lang}`)}
              maxLength={300}
              required={false}
              defaultValue={value(`title_${lang}`)}
              error={message(`title_${lang}`)}
            />
            <TextAreaField
              id={`summary_${lang}`}
              name={`summary_${lang}`}
              label={t(`admin.content.articles.summary_${lang}`)}
              hint={t("admin.content.articles.summary_hint")}
              rows={3}
              maxLength={1000}
              defaultValue={value(`summary_${lang}`)}
              error={message(`summary_${lang}`)}
            />
            <TextAreaField
              id={`description_${lang}`}
              name={`description_${lang}`}
              label={t(`admin.content.articles.description_${lang}`)}
              hint={t("admin.content.articles.description_hint")}
              rows={12}
              code
              defaultValue={value(`description_${lang}`)}
              error={message(`description_${lang}`)}
            />
          </fieldset>
        ))}

        <fieldset className="admin-fieldset admin-section">
          <legend className="admin-label">{t("admin.content.articles.pictures")}</legend>
          {existing ? (
            existing.images.length === 0 ? (
              <p>{t("admin.content.articles.no_images")}</p>
            ) : (
              <ul className="admin-content-images">
                {existing.images.map((image, index) => (
                  <li key={image.id}>
                    <img
                      src={image.thumbnail}
                      alt={t("admin.content.articles.picture_alt", { number: index + 1 })}
                      width={200}
                      height={150}
                      loading="lazy"
                    />
                    <div className="admin-checkbox">
                      <input id={`remove_image-${image.id}`} type="checkbox" name="remove_image" value={image.id} />
                      <label htmlFor={`remove_image-${image.id}`}>
                        {t("admin.content.articles.remove_image", { number: index + 1 })}
                      </label>
                    </div>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <FileField
            id="images"
            name="images"
            label={t("admin.content.articles.images")}
            hint={t("admin.content.articles.images_hint", { number: props.maxImages })}
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            error={message("images")}
          />
        </fieldset>

        <fieldset className="admin-fieldset admin-section">
          <legend className="admin-label">{t("admin.content.articles.file")}</legend>
          {existing?.file ? (
            <>
              <p>
                <a href={existing.file}>{t("admin.content.articles.open_file")}</a>
              </p>
              <CheckboxField id="remove_file" name="remove_file" label={t("admin.content.articles.remove_file")} />
            </>
          ) : null}
          <FileField
            id="file"
            name="file"
            label={t("admin.content.articles.file")}
            hint={
              existing?.file ? t("admin.content.articles.file_replace_hint") : t("admin.content.articles.file_hint")
            }
            accept="application/pdf"
            error={message("file")}
          />
        </fieldset>

        {existing ? null : (
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
