/**
 * Form parts of the content screens, in the same shape as fields.tsx (label, hint, control, the
 * error under it): a multi-line text box and a file chooser. Both work without JavaScript.
 */
import { useTranslation } from "~/i18n/use-translation";
import { RichTextToolbar } from "./RichTextToolbar";

type Common = { id: string; name: string; label: string; hint?: string; error?: string };

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function HintAndError({ id, hint, error, children }: Common & { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="admin-field-error">
          <span className="visually-hidden">{t("admin.error_title", { title: "" })}</span>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextAreaField(
  props: Common & {
    defaultValue?: string;
    rows?: number;
    maxLength?: number;
    lang?: string;
    code?: boolean;
    /** HTML text with the formatting toolbar over it (shown only once JavaScript runs). */
    richText?: boolean;
  },
) {
  const {
    id,
    name,
    label,
    hint,
    error,
    defaultValue,
    rows = 4,
    maxLength,
    lang,
    code = false,
    richText = false,
  } = props;
  return (
    <div className={`admin-field${error ? " admin-field-invalid" : ""}`}>
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <HintAndError id={id} name={name} label={label} hint={hint} error={error}>
        {richText ? <RichTextToolbar textAreaId={id} label={label} /> : null}
        <textarea
          id={id}
          name={name}
          rows={rows}
          className={`admin-input admin-input-full admin-textarea${code ? " admin-textarea-code" : ""}`}
          defaultValue={defaultValue}
          maxLength={maxLength}
          lang={lang}
          spellCheck={code ? false : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
        />
      </HintAndError>
    </div>
  );
}

export function FileField(props: Common & { accept: string; multiple?: boolean }) {
  const { id, name, label, hint, error, accept, multiple = false } = props;
  return (
    <div className={`admin-field${error ? " admin-field-invalid" : ""}`}>
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <HintAndError id={id} name={name} label={label} hint={hint} error={error}>
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          className="admin-input admin-file"
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
        />
      </HintAndError>
    </div>
  );
}
