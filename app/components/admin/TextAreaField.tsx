import { useTranslation } from "~/i18n/use-translation";

/**
 * A multi-line text field in the same GOV.UK shape as the fields in fields.tsx: label, hint,
 * control, the error under it. Uncontrolled, so a page without JavaScript refills it.
 */
export function TextAreaField(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  maxLength?: number;
  rows?: number;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { id, name, label, hint, error, defaultValue, maxLength, rows = 4, required = false } = props;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`admin-field${error ? " admin-field-invalid" : ""}`}>
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={rows}
        className="admin-input admin-input-full admin-textarea"
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="admin-field-error">
          <span className="visually-hidden">{t("admin.error_title", { title: "" })}</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
