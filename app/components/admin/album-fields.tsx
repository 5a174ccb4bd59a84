/**
 * Form parts of the gallery's admin pages: the error messages of every album form (by field, and
 * the summary in the order of the form), and the caption and description fields a photo or video
 * has in both languages. Plain fields that work without JavaScript.
 */
import { useTranslation } from "~/i18n/use-translation";
import { TextField, TextArea } from "../ui/fields";

const PROBLEMS = [
  "title_missing",
  "title_too_long",
  "caption_too_long",
  "description_too_long",
  "photos_missing",
  "photo_missing",
  "image_invalid",
  "image_too_large",
  "video_missing",
  "video_both",
  "url_not_https",
  "url_unsupported",
  "video_invalid",
  "video_too_large",
  "captions_invalid",
  "captions_too_large",
  "captions_need_file",
] as const;
type Problem = (typeof PROBLEMS)[number];

/** Messages by field, and the error summary listing them in the order `fields` gives. */
export function useAlbumErrors(errors: Record<string, string>, fields: string[]) {
  const { t } = useTranslation();
  const message = (field: string): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    const problem: Problem = PROBLEMS.includes(code as Problem) ? (code as Problem) : "title_missing";
    return t(`admin.content.albums.errors.${problem}`);
  };
  const summary = fields.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: field, message: text }] : [];
  });
  return { message, summary };
}

export type ItemText = {
  caption_en?: string | null;
  caption_mr?: string | null;
  description_en?: string | null;
  description_mr?: string | null;
};
export const ITEM_TEXT_FIELDS = ["caption_en", "caption_mr", "description_en", "description_mr"] as const;

/** A photo's or video's caption (also its text alternative) and description, in both languages. */
export function ItemTextFields({
  values,
  message,
}: {
  values: ItemText;
  message: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id="caption_en"
        name="caption_en"
        label={t("admin.content.albums.caption_en")}
        hint={t("admin.content.albums.caption_hint")}
        optional
        maxLength={300}
        defaultValue={values.caption_en ?? ""}
        error={message("caption_en")}
      />
      <TextField
        id="caption_mr"
        name="caption_mr"
        label={t("admin.content.albums.caption_mr")}
        optional
        maxLength={300}
        lang="mr"
        defaultValue={values.caption_mr ?? ""}
        error={message("caption_mr")}
      />
      <TextArea
        id="description_en"
        optional
        name="description_en"
        label={t("admin.content.albums.description_en")}
        hint={t("admin.content.albums.description_hint")}
        rows={3}
        maxLength={2000}
        defaultValue={values.description_en ?? ""}
        error={message("description_en")}
      />
      <TextArea
        id="description_mr"
        optional
        name="description_mr"
        label={t("admin.content.albums.description_mr")}
        rows={3}
        maxLength={2000}
        lang="mr"
        defaultValue={values.description_mr ?? ""}
        error={message("description_mr")}
      />
    </>
  );
}

/** The text fields of a refused post, cut to a sane length, to fill the form again. */
export function refill(fields: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, (fields[name] ?? "").slice(0, 3000)]));
}
