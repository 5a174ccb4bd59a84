/**
 * Form parts of the gallery's admin pages: the error messages of every album form (by field, and
 * the summary in the order of the form), and the caption and description fields a photo or video
 * has in both languages; and the page of one form under an album (add photos, add a video, edit an
 * item). Plain fields and forms that work without JavaScript.
 */
import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { ErrorSummary, TextField, TextArea } from "../ui/fields";
import { PageTitle } from "../ui/form-page";
import { StaffForm } from "./StaffForm";
import { CONTENT_LOCALES } from "~/i18n/locales";

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

/** A photo's or video's texts, each in every language: `caption_<code>`, `description_<code>`. */
export const ITEM_TEXT_FIELDS = CONTENT_LOCALES.flatMap((lang) => [`caption_${lang}`, `description_${lang}`] as const);
export type ItemText = Partial<Record<(typeof ITEM_TEXT_FIELDS)[number], string | null>>;

/**
 * A photo's or video's caption (also its text alternative) and description, in every language:
 * the captions first, then the descriptions; English's carry the hints.
 */
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
      {CONTENT_LOCALES.map((lang) => (
        <TextField
          key={`caption_${lang}`}
          id={`caption_${lang}`}
          name={`caption_${lang}`}
          label={t(`admin.content.albums.caption_${lang}`)}
          hint={lang === "en" ? t("admin.content.albums.caption_hint") : undefined}
          optional
          maxLength={300}
          lang={lang === "en" ? undefined : lang}
          defaultValue={values[`caption_${lang}`] ?? ""}
          error={message(`caption_${lang}`)}
        />
      ))}
      {CONTENT_LOCALES.map((lang) => (
        <TextArea
          key={`description_${lang}`}
          id={`description_${lang}`}
          optional
          name={`description_${lang}`}
          label={t(`admin.content.albums.description_${lang}`)}
          hint={lang === "en" ? t("admin.content.albums.description_hint") : undefined}
          rows={3}
          maxLength={2000}
          lang={lang === "en" ? undefined : lang}
          defaultValue={values[`description_${lang}`] ?? ""}
          error={message(`description_${lang}`)}
        />
      ))}
    </>
  );
}

/** The text fields of a refused post, cut to a sane length, to fill the form again. */
export function refill(fields: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, (fields[name] ?? "").slice(0, 3000)]));
}

/**
 * A page of one form under an album (add photos, add a video, edit an item): its heading under a
 * link back to the album, the item's picture, the summary of its problems, what it says first, and
 * its form (CSRF field, fields, button), multipart when it uploads.
 */
export function AlbumFormPage(props: {
  album: { id: number; title: string };
  title: string;
  picture?: string | null;
  summary: Array<{ id: string; message: string }>;
  intro?: React.ReactNode;
  upload?: boolean;
  submit: string;
  children: React.ReactNode;
}) {
  const { album, title, summary } = props;
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <p>
        <Link to={`/admin/content/albums/${album.id}`}>{album.title}</Link>
      </p>
      <h1>{title}</h1>
      {props.picture ? (
        <img src={props.picture} alt="" width={200} height={150} className="admin-content-cover" />
      ) : null}
      <ErrorSummary errors={summary} />
      {props.intro}
      <StaffForm submit={props.submit} multipart={props.upload} noValidate>
        {props.children}
      </StaffForm>
    </div>
  );
}
