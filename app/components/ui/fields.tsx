import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { inputValue } from "~/lib/input-value";

/**
 * Form parts of the admin screens, in the GOV.UK shape: label, hint, control, the error under it,
 * and an error summary at the top that takes focus. Controls are uncontrolled, so a page without
 * JavaScript refills them from what the server sends back; passwords are never sent back.
 */

/** The CSRF token every post carries (docs/decisions/002-csrf.md). */
export function CsrfField() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <input type="hidden" name="_token" value={root?.csrfToken ?? ""} />;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="admin-hint">
      {hint}
    </p>
  ) : null;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return error ? (
    <p id={`${id}-error`} className="admin-field-error">
      <span className="visually-hidden">{t("admin.error_title", { title: "" })}</span>
      {error}
    </p>
  ) : null;
}

type Common = { id: string; name: string; label: string; hint?: string; error?: string };

export function TextField(
  props: Common & {
    type?: "text" | "email" | "password" | "date" | "time";
    defaultValue?: string;
    autoComplete?: string;
    inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
    maxLength?: number;
    width?: "short" | "medium" | "full";
    spellCheck?: boolean;
    required?: boolean;
    /** The language of what is typed, when it is not the page's (a Marathi field on an English page). */
    lang?: string;
  },
) {
  const { id, name, label, hint, error, type = "text", width = "full", required = true, defaultValue, ...rest } = props;
  return (
    <div className={`admin-field${error ? " admin-field-invalid" : ""}`}>
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        type={type}
        className={`admin-input admin-input-${width}`}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        required={required}
        defaultValue={inputValue(type, defaultValue)}
        {...rest}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField(
  props: Common & {
    options: Array<{ value: string; label: string; lang?: string }>;
    defaultValue?: string;
  },
) {
  const { id, name, label, hint, error, options, defaultValue } = props;
  return (
    <div className={`admin-field${error ? " admin-field-invalid" : ""}`}>
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        className="admin-input admin-select"
        defaultValue={defaultValue ?? ""}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Radios in a fieldset; the first radio carries `id`, so the error summary can link to it. */
export function RadioGroup(
  props: Omit<Common, "label"> & {
    legend: string;
    options: Array<{ value: string; label: string; hint?: string }>;
    defaultValue?: string;
  },
) {
  const { id, name, legend, hint, error, options, defaultValue } = props;
  return (
    <div className={`admin-field${error ? " admin-field-invalid" : ""}`}>
      <fieldset className="admin-fieldset" aria-describedby={describedBy(id, hint, error)}>
        <legend className="admin-label">{legend}</legend>
        <Hint id={id} hint={hint} />
        <FieldError id={id} error={error} />
        <div className="admin-radios">
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${option.value}`;
            return (
              <div key={option.value} className="admin-radio">
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  defaultChecked={defaultValue === option.value}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                />
                <label htmlFor={optionId}>
                  {option.label}
                  {option.hint ? (
                    <span id={`${optionId}-hint`} className="admin-radio-hint">
                      {option.hint}
                    </span>
                  ) : null}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

export function CheckboxField(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultChecked?: boolean;
}) {
  const { id, name, label, hint, defaultChecked } = props;
  return (
    <div className="admin-field">
      <div className="admin-checkbox">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="on"
          defaultChecked={defaultChecked}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <label htmlFor={id}>
          {label}
          {hint ? (
            <span id={`${id}-hint`} className="admin-radio-hint">
              {hint}
            </span>
          ) : null}
        </label>
      </div>
    </div>
  );
}

/**
 * The list of problems at the top of a form (GOV.UK error summary). It takes focus when it
 * appears, so a screen reader reads it first; each link moves focus to its field.
 */
export function ErrorSummary({ errors }: { errors: Array<{ id: string; message: string }> }) {
  const { t } = useTranslation();
  const summary = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.id}:${error.message}`).join("|");
  useEffect(() => {
    if (signature) summary.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;
  return (
    <div className="admin-error-summary" tabIndex={-1} ref={summary} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t("admin.error_summary_title")}</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                const field = document.getElementById(error.id);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: "center" });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A confirmation after something was done ("The role has been saved."). */
export function Notice({
  children,
  tone = "success",
}: {
  children: React.ReactNode;
  tone?: "success" | "info" | "warning";
}) {
  return (
    <div className={`admin-notice admin-notice-${tone}`} role={tone === "warning" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** `<title>`: "Error: " first while a form shows errors (GOV.UK). */
export function PageTitle({ title, hasErrors = false }: { title: string; hasErrors?: boolean }) {
  const { t } = useTranslation();
  const text = hasErrors ? t("admin.error_title", { title }) : title;
  return <title>{`${text} | ${t("common.site_name")}`}</title>;
}
