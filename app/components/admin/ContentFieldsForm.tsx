/**
 * The form of a content type from its list of fields (app/lib/content-views.ts), for its add and
 * edit pages: each field with its label, hint and message, the files the item has now beside the
 * boxes that replace them, and the error summary in the order of the form. A plain post; no
 * JavaScript needed.
 */
import { Fragment } from "react";
import type { ContentField } from "~/lib/content-views";
import type { TranslationKey } from "~/i18n/translator";
import { useTranslation } from "~/i18n/use-translation";
import { safeColour } from "../stations/LineMark";
import { CheckboxField, FileField, SelectField, TextArea, TextField } from "../ui/fields";
import { ItemForm } from "./ItemForm";

const ACCEPT = { image: "image/jpeg,image/png,image/webp,image/gif,image/avif", pdf: "application/pdf" } as const;

const INPUT_PROPS = {
  numeric: { inputMode: "numeric" },
  tel: { inputMode: "tel", autoComplete: "off" },
  en: { lang: "en" },
  mr: { lang: "mr" },
  code: { spellCheck: false, autoComplete: "off" },
} as const;

export function ContentFieldsForm(props: {
  fields: ContentField[];
  isNew: boolean;
  values: Record<string, string>;
  errors: Record<string, TranslationKey>;
  current: Record<string, string | null>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const { fields, isNew, values, current } = props;
  const message = (name: string) => {
    const key = props.errors[name];
    return key ? t(key) : undefined;
  };
  const summary = fields.flatMap((field) => {
    const text = "name" in field ? message(field.name) : undefined;
    return text && "name" in field ? [{ id: field.name, message: text }] : [];
  });
  const field = (spec: ContentField) => {
    switch (spec.kind) {
      case "note":
        return <p className="admin-hint">{t(spec.text)}</p>;
      case "text":
        return (
          <>
            <TextField
              id={spec.name}
              name={spec.name}
              type={spec.type}
              width={spec.width}
              label={t(spec.label)}
              hint={spec.hint && t(spec.hint)}
              optional={spec.optional}
              maxLength={spec.maxLength}
              {...(spec.input ? INPUT_PROPS[spec.input] : {})}
              defaultValue={values[spec.name] ?? (isNew ? spec.initial : undefined) ?? ""}
              error={message(spec.name)}
            />
            {spec.swatch ? <ColourSwatch colour={current[spec.name]} text={spec.swatch} /> : null}
          </>
        );
      case "textarea":
        return (
          <TextArea
            id={spec.name}
            name={spec.name}
            label={t(spec.label)}
            hint={spec.hint && t(spec.hint)}
            optional={spec.optional}
            rows={spec.rows}
            maxLength={spec.maxLength}
            lang={spec.input}
            defaultValue={values[spec.name] ?? ""}
            error={message(spec.name)}
          />
        );
      case "select":
        if (spec.onlyNew && !isNew) return null;
        return (
          <SelectField
            id={spec.name}
            name={spec.name}
            label={t(spec.label)}
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
            error={message(spec.name)}
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
              id={spec.name}
              name={spec.name}
              optional
              label={t(spec.label)}
              hint={t(now ? spec.replaceHint : (spec.hint ?? spec.replaceHint))}
              accept={ACCEPT[spec.accept]}
              error={message(spec.name)}
            />
          </>
        );
      }
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
  return (
    <ItemForm summary={summary} multipart={fields.some((spec) => spec.kind === "file")} submitLabel={props.submitLabel}>
      {fields.map((spec, index) => (
        <Fragment key={"name" in spec ? spec.name : index}>{field(spec)}</Fragment>
      ))}
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
