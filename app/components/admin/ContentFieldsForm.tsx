/**
 * The form of a content type from its list of fields (app/lib/content-views.ts), for its add and
 * edit pages: each field with its label, hint and message, the files the item has now beside the
 * boxes that replace them, and the error summary in the order of the form. A plain post; no
 * JavaScript needed.
 */
import { Fragment } from "react";
import { ALT_COLUMNS, photoField } from "~/lib/article-photo-fields";
import { flatFields, type ContentField, type ExistingPhoto } from "~/lib/content-views";
import type { TranslationKey } from "~/i18n/translator";
import { useTranslation } from "~/i18n/use-translation";
import { safeColour } from "../stations/LineMark";
import { CheckboxField, FileField, SelectField, TextArea, TextField } from "../ui/fields";
import { ArticlePhotos } from "./ArticlePhotos";
import { ItemForm } from "./ItemForm";
import { RichTextToolbar } from "./RichTextToolbar";

const ACCEPT = { image: "image/jpeg,image/png,image/webp,image/gif,image/avif", pdf: "application/pdf" } as const;

const INPUT_PROPS = {
  numeric: { inputMode: "numeric" },
  tel: { inputMode: "tel", autoComplete: "off" },
  code: { spellCheck: false, autoComplete: "off" },
} as const;

/** What an input of the kind `input` says to the browser: its language, for a language's text. */
const inputProps = (input: NonNullable<Extract<ContentField, { kind: "text" }>["input"]>) =>
  input in INPUT_PROPS ? INPUT_PROPS[input as keyof typeof INPUT_PROPS] : { lang: input };

/** The names a field posts, in the order of the form (a picture's fields by picture). */
function namesOf(spec: ContentField, photos: ExistingPhoto[]): string[] {
  if (spec.kind === "group") return spec.fields.flatMap((inner) => namesOf(inner, photos));
  if (spec.kind === "photos")
    return [...photos.flatMap((photo) => PHOTO_FIELDS.map((name) => photoField(name, photo.id))), spec.name];
  return "name" in spec ? [spec.name] : [];
}
const PHOTO_FIELDS = [...ALT_COLUMNS, "position"] as const;

export function ContentFieldsForm(props: {
  fields: ContentField[];
  isNew: boolean;
  values: Record<string, string>;
  errors: Record<string, TranslationKey>;
  current: Record<string, string | null>;
  /** The pictures the item has, for a "photos" field. */
  photos?: ExistingPhoto[];
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const { fields, isNew, values, current, photos = [] } = props;
  // A message may quote a number (the picture's it is about, else the most pictures allowed) and
  // its field's label (a form of many alike fields, such as the site settings' links).
  const most = flatFields(fields).flatMap((spec) => (spec.kind === "photos" ? [spec.max] : []))[0];
  const labels = new Map(flatFields(fields).flatMap((spec) => ("name" in spec ? [[spec.name, spec.label]] : [])));
  const message = (name: string) => {
    const key = props.errors[name];
    if (!key) return undefined;
    const photo = photos.findIndex((each) => PHOTO_FIELDS.some((field) => photoField(field, each.id) === name));
    const label = labels.get(name);
    return t(key, { number: photo >= 0 ? photo + 1 : most, ...(label ? { field: t(label) } : {}) });
  };
  const summary = fields
    .flatMap((spec) => namesOf(spec, photos))
    .flatMap((name) => {
      const text = message(name);
      return text ? [{ id: name, message: text }] : [];
    });
  // A field the spec names: its id and name are the spec's name, its label the spec's, its error the server's.
  const named = (spec: { name: string; label: TranslationKey }) => ({
    id: spec.name,
    name: spec.name,
    label: t(spec.label),
    error: message(spec.name),
  });
  const field = (spec: ContentField) => {
    switch (spec.kind) {
      case "note":
        return <p className="admin-hint">{t(spec.text)}</p>;
      case "text":
        return (
          <>
            <TextField
              {...named(spec)}
              type={spec.type}
              width={spec.width}
              hint={spec.hint && t(spec.hint)}
              optional={spec.optional}
              maxLength={spec.maxLength}
              {...(spec.input ? inputProps(spec.input) : {})}
              defaultValue={values[spec.name] ?? (isNew ? spec.initial : undefined) ?? ""}
            />
            {spec.swatch ? <ColourSwatch colour={current[spec.name]} text={spec.swatch} /> : null}
          </>
        );
      case "textarea":
        return (
          <TextArea
            {...named(spec)}
            hint={spec.hint && t(spec.hint)}
            optional={spec.optional}
            rows={spec.rows}
            maxLength={spec.maxLength}
            lang={spec.input}
            code={spec.rich}
            // The formatting buttons show only once JavaScript runs; the box takes HTML either way.
            toolbar={spec.rich ? <RichTextToolbar textAreaId={spec.name} label={t(spec.label)} /> : undefined}
            defaultValue={values[spec.name] ?? ""}
          />
        );
      case "select":
        if (spec.onlyNew && !isNew) return null;
        return (
          <SelectField
            {...named(spec)}
            hint={spec.hint && t(spec.hint)}
            options={spec.options.map((option) =>
              "label" in option
                ? { value: option.value, label: t(option.label) }
                : {
                    value: option.value,
                    label: option.note ? `${option.text} (${t(option.note)})` : option.text,
                    lang: option.lang ?? undefined,
                  },
            )}
            defaultValue={values[spec.name] ?? ""}
          />
        );
      case "file": {
        const now = current[spec.name];
        return (
          <>
            {now && spec.accept === "image" ? (
              <img src={now} alt={t(spec.current)} width={200} height={150} className="admin-content-cover" />
            ) : null}
            {now && spec.accept === "pdf" ? (
              <p>
                <a href={now}>{t(spec.current)}</a>
              </p>
            ) : null}
            {now && spec.remove ? (
              <CheckboxField id={`remove_${spec.name}`} name={`remove_${spec.name}`} label={t(spec.remove)} />
            ) : null}
            <FileField
              {...named(spec)}
              optional
              hint={t(now ? spec.replaceHint : (spec.hint ?? spec.replaceHint))}
              accept={ACCEPT[spec.accept]}
            />
          </>
        );
      }
      case "group":
        return (
          <fieldset className="admin-fieldset admin-section" lang={spec.lang}>
            <legend className="admin-label">{t(spec.legend)}</legend>
            {spec.fields.map(drawn)}
          </fieldset>
        );
      case "photos":
        return (
          <>
            {isNew ? null : <ArticlePhotos photos={photos} values={values} message={message} />}
            <FileField
              {...named(spec)}
              optional
              multiple
              hint={spec.hint && t(spec.hint, { number: spec.max })}
              accept={ACCEPT.image}
            />
          </>
        );
      case "new-checkbox":
        return isNew ? (
          <CheckboxField
            id={spec.name}
            name={spec.name}
            label={t(spec.label)}
            hint={spec.hint && t(spec.hint)}
            defaultChecked={spec.checked}
          />
        ) : null;
    }
  };
  const drawn = (spec: ContentField, index: number) => (
    <Fragment key={"name" in spec ? spec.name : index}>{field(spec)}</Fragment>
  );
  return (
    <ItemForm
      summary={summary}
      multipart={flatFields(fields).some((spec) => spec.kind === "file" || spec.kind === "photos")}
      submitLabel={props.submitLabel}
    >
      {fields.map(drawn)}
    </ItemForm>
  );
}

/** A saved colour as a swatch (an SVG fill, as the CSP allows no inline styles) and in words. */
function ColourSwatch({ colour, text }: { colour: string | null | undefined; text: TranslationKey }) {
  const { t } = useTranslation();
  const swatch = safeColour(colour);
  if (!swatch) return null;
  return (
    <p className="line-mark">
      <svg className="line-mark-swatch" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="4" fill={swatch} stroke="#000000" strokeOpacity="0.4" />
      </svg>
      {t(text, { colour: swatch })}
    </p>
  );
}
