/**
 * The photos an article has, on its edit page: each in a fieldset of its own with its description
 * for people who cannot see it (English and Marathi), its position and a box to remove it. The
 * position list reorders without JavaScript; everything is saved with the rest of the form.
 */
import { useTranslation } from "~/i18n/use-translation";
import { ALT_COLUMNS, MAX_ALT, photoField, type PhotoFieldName } from "~/lib/article-photo-fields";
import { CONTENT_LOCALES } from "~/i18n/locales";
import type { ExistingPhoto } from "~/lib/content-views";
import { SelectField, TextField } from "../ui/fields";

export function ArticlePhotos(props: {
  photos: ExistingPhoto[];
  /** What was typed into the photo fields of a refused post, by field name. */
  values?: Record<string, string>;
  message: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { photos, values, message } = props;
  if (photos.length === 0) return <p>{t("admin.content.articles.no_images")}</p>;
  const positions = photos.map((_, index) => ({ value: String(index + 1), label: String(index + 1) }));
  return (
    <>
      <p className="admin-hint">{t("admin.content.articles.photos_hint")}</p>
      <ul className="admin-content-images admin-content-photos">
        {photos.map((photo, index) => {
          const number = index + 1;
          const field = (name: PhotoFieldName) => photoField(name, photo.id);
          const value = (name: PhotoFieldName, saved: string) => values?.[field(name)] ?? saved;
          return (
            <li key={photo.id}>
              <fieldset className="admin-fieldset">
                <legend className="admin-label">{t("admin.content.articles.picture_alt", { number })}</legend>
                <img
                  src={photo.thumbnail}
                  alt={
                    ALT_COLUMNS.map((column) => photo[column]).find(Boolean) ||
                    t("admin.content.articles.picture_alt", { number })
                  }
                  width={200}
                  height={150}
                  loading="lazy"
                />
                {CONTENT_LOCALES.map((lang) => (
                  <TextField
                    key={lang}
                    id={field(`alt_${lang}`)}
                    name={field(`alt_${lang}`)}
                    label={t(`admin.content.articles.alt_${lang}`, { number })}
                    maxLength={MAX_ALT}
                    optional
                    lang={lang}
                    defaultValue={value(`alt_${lang}`, photo[`alt_${lang}`])}
                    error={message(field(`alt_${lang}`))}
                  />
                ))}
                <SelectField
                  id={field("position")}
                  name={field("position")}
                  label={t("admin.content.articles.position", { number })}
                  options={positions}
                  defaultValue={value("position", String(number))}
                  error={message(field("position"))}
                />
                <div className="admin-checkbox">
                  <input id={`remove_image-${photo.id}`} type="checkbox" name="remove_image" value={photo.id} />
                  <label htmlFor={`remove_image-${photo.id}`}>
                    {t("admin.content.articles.remove_image", { number })}
                  </label>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </>
  );
}
