/**
 * The form of a news item or good work, shared by the new and edit pages: both languages' title,
 * summary and full text (HTML, sanitised on the server), pictures and an optional PDF. A plain
 * multipart form that works without JavaScript; after a refused post the text comes back filled in
 * (files cannot be refilled by a server, so they are chosen again).
 */
import { useTranslation } from "~/i18n/use-translation";
import { photoField } from "~/lib/article-photo-fields";
import { ArticlePhotos, type ExistingPhoto } from "./ArticlePhotos";
import { RichTextToolbar } from "./RichTextToolbar";
import { CheckboxField, FileField, TextArea, TextField } from "../ui/fields";
import { formErrors } from "./form-errors";
import { ItemForm } from "./ItemForm";

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
  "alt_too_long",
  "position_invalid",
] as const;
const TEXT_FIELDS = ["title_en", "title_mr", "summary_en", "summary_mr", "description_en", "description_mr"];
const PHOTO_FIELDS = ["alt_en", "alt_mr", "position"] as const;

/** Messages by field, and the error summary in the order of the form (photo fields by photo). */
function useArticleErrors(errors: Record<string, string>, maxImages: number, photoIds: number[] = []) {
  const { t } = useTranslation();
  const photoFields = photoIds.map((id) => PHOTO_FIELDS.map((name) => photoField(name, id)));
  return formErrors(errors, {
    problems: PROBLEMS,
    fallback: {},
    order: [...TEXT_FIELDS, ...photoFields.flat(), "images", "file"],
    // A photo's problem names the photo ("picture 2"); the others quote the most pictures allowed.
    text: (problem, field) => {
      const photo = photoFields.findIndex((fields) => fields.includes(field));
      return t(`admin.content.articles.errors.${problem}`, { number: photo >= 0 ? photo + 1 : maxImages });
    },
  });
}

export type ExistingMedia = {
  images: ExistingPhoto[];
  file: string | null;
};

export function ArticleForm(props: {
  values: ArticleFormText;
  errors: Record<string, string>;
  maxImages: number;
  /** Present when editing: the pictures and PDF the article has. */
  existing?: ExistingMedia;
  /** What was typed into the photos' fields of a refused post. */
  photoValues?: Record<string, string>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const { values, existing } = props;
  const { message, summary } = useArticleErrors(
    props.errors,
    props.maxImages,
    existing?.images.map((image) => image.id),
  );
  const value = (field: keyof ArticleFormText) => values[field] ?? "";
  return (
    <ItemForm summary={summary} publishNow={!existing} submitLabel={props.submitLabel}>
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
            optional
            defaultValue={value(`title_${lang}`)}
            error={message(`title_${lang}`)}
          />
          <TextArea
            id={`summary_${lang}`}
            optional
            name={`summary_${lang}`}
            label={t(`admin.content.articles.summary_${lang}`)}
            hint={t("admin.content.articles.summary_hint")}
            rows={3}
            maxLength={1000}
            defaultValue={value(`summary_${lang}`)}
            error={message(`summary_${lang}`)}
          />
          <TextArea
            id={`description_${lang}`}
            optional
            name={`description_${lang}`}
            label={t(`admin.content.articles.description_${lang}`)}
            hint={t("admin.content.articles.description_hint")}
            rows={12}
            code
            // The formatting buttons show only once JavaScript runs; the box takes HTML either way.
            toolbar={
              <RichTextToolbar
                textAreaId={`description_${lang}`}
                label={t(`admin.content.articles.description_${lang}`)}
              />
            }
            defaultValue={value(`description_${lang}`)}
            error={message(`description_${lang}`)}
          />
        </fieldset>
      ))}

      <fieldset className="admin-fieldset admin-section">
        <legend className="admin-label">{t("admin.content.articles.pictures")}</legend>
        {existing ? <ArticlePhotos photos={existing.images} values={props.photoValues} message={message} /> : null}
        <FileField
          id="images"
          optional
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
          optional
          name="file"
          label={t("admin.content.articles.file")}
          hint={existing?.file ? t("admin.content.articles.file_replace_hint") : t("admin.content.articles.file_hint")}
          accept="application/pdf"
          error={message("file")}
        />
      </fieldset>
    </ItemForm>
  );
}
