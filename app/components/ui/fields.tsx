import { createContext, useContext, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { inputValue } from "~/lib/input-value";

/**
 * The form parts of every page, the citizen's forms and the staff screens alike, in the GOV.UK
 * shape: label, hint, the control, and the error message under it; the control is described by
 * the hint and the error and marked invalid while the error shows; an error summary at the top
 * takes focus and links to each field. Controls are uncontrolled (`defaultValue`), so a page
 * without JavaScript refills them from what the server echoes back; passwords are never sent back.
 *
 * The two areas look different (pages/citizen/fields.css and pages/admin/fields.css, loaded by
 * their own routes), so a field's classes carry its area's prefix: the administration layout says
 * "admin" through `FieldLook`; everything else is "citizen".
 */
export type FieldArea = "citizen" | "admin";
const LOOKS = {
  citizen: {
    prefix: "citizen",
    summaryTitle: "citizen.errors.summary_title",
    errorTitle: "citizen.error_title",
    // A citizen's optional field says so in its label (GOV.UK); staff forms mark nothing.
    marksOptional: true,
    fileClass: "citizen-file",
  },
  admin: {
    prefix: "admin",
    summaryTitle: "admin.error_summary_title",
    errorTitle: "admin.error_title",
    marksOptional: false,
    fileClass: "admin-input admin-file",
  },
} as const;

export const FieldLook = createContext<FieldArea>("citizen");
const useLook = () => LOOKS[useContext(FieldLook)];

type Common = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** Not required; on a citizen's form the label says "(optional)". */
  optional?: boolean;
};

/** The CSRF token every post carries (docs/decisions/002-csrf.md). */
export function CsrfField() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <input type="hidden" name="_token" value={root?.csrfToken ?? ""} />;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function OptionalMark({ optional }: { optional?: boolean }) {
  const { t } = useTranslation();
  const look = useLook();
  return optional && look.marksOptional ? <span className={`${look.prefix}-optional`}> {t("citizen.optional")}</span> : null;
}

function Label({ id, label, optional }: Pick<Common, "id" | "label" | "optional">) {
  const look = useLook();
  return (
    <label htmlFor={id} className={`${look.prefix}-label`}>
      {label}
      <OptionalMark optional={optional} />
    </label>
  );
}

export function Hint({ id, hint }: { id: string; hint?: string }) {
  const look = useLook();
  return hint ? (
    <p id={`${id}-hint`} className={`${look.prefix}-hint`}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  const look = useLook();
  return error ? (
    <p id={`${id}-error`} className={`${look.prefix}-field-error`}>
      <span className="visually-hidden">{t(look.errorTitle, { title: "" })}</span>
      {error}
    </p>
  ) : null;
}

/** The box around one field: red bar while its error shows. */
function Field({ error, children }: { error?: string; children: React.ReactNode }) {
  const { prefix } = useLook();
  return <div className={`${prefix}-field${error ? ` ${prefix}-field-invalid` : ""}`}>{children}</div>;
}

/** What every control carries: its description, its invalid state, and whether it is required. */
function controlProps({ id, hint, error, optional }: Pick<Common, "id" | "hint" | "error" | "optional">) {
  return {
    "aria-describedby": describedBy(id, hint, error),
    "aria-invalid": error ? true : undefined,
    required: !optional,
  };
}

export function TextField(
  props: Common & {
    type?: "text" | "email" | "password" | "date" | "time";
    defaultValue?: string;
    autoComplete?: string;
    inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
    maxLength?: number;
    pattern?: string;
    max?: string;
    min?: string;
    width?: "short" | "medium" | "full";
    spellCheck?: boolean;
    /** The language of what is typed, when it is not the page's (a Marathi field on an English page). */
    lang?: string;
  },
) {
  const { id, name, label, hint, error, optional, type = "text", width = "full", defaultValue, ...rest } = props;
  const { prefix } = useLook();
  return (
    <Field error={error}>
      <Label id={id} label={label} optional={optional} />
      <Hint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        type={type}
        className={`${prefix}-input ${prefix}-input-${width}`}
        {...controlProps(props)}
        defaultValue={inputValue(type, defaultValue)}
        {...rest}
      />
      <FieldError id={id} error={error} />
    </Field>
  );
}

export function TextArea(
  props: Common & {
    rows?: number;
    maxLength?: number;
    defaultValue?: string;
    /** The language of what is typed, when it is not the page's. */
    lang?: string;
    /** Source text (HTML): no spell-check, a fixed-width font. */
    code?: boolean;
    /** Shown between the hint and the box (the rich-text toolbar of the staff screens). */
    toolbar?: React.ReactNode;
  },
) {
  const { id, name, label, hint, error, optional, rows = 4, maxLength, defaultValue, lang, code = false } = props;
  const { prefix } = useLook();
  return (
    <Field error={error}>
      <Label id={id} label={label} optional={optional} />
      <Hint id={id} hint={hint} />
      {props.toolbar}
      <textarea
        id={id}
        name={name}
        rows={rows}
        className={`${prefix}-input ${prefix}-input-full ${prefix}-textarea${code ? ` ${prefix}-textarea-code` : ""}`}
        {...controlProps(props)}
        maxLength={maxLength}
        defaultValue={defaultValue}
        lang={lang}
        spellCheck={code ? false : undefined}
      />
      <FieldError id={id} error={error} />
    </Field>
  );
}

/**
 * Files (photos). A file box cannot be refilled by the server, so after a refused post the person
 * chooses the files again; everything else they typed comes back.
 */
export function FileField(props: Common & { accept: string; multiple?: boolean }) {
  const { id, name, label, hint, error, optional, accept, multiple } = props;
  const look = useLook();
  return (
    <Field error={error}>
      <Label id={id} label={label} optional={optional} />
      <Hint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        type="file"
        className={look.fileClass}
        accept={accept}
        multiple={multiple}
        {...controlProps(props)}
      />
      <FieldError id={id} error={error} />
    </Field>
  );
}

export function SelectField(
  props: Common & {
    options: Array<{ value: string; label: string; lang?: string }>;
    /** A first, empty choice ("Choose…"); without it the first option is chosen. */
    placeholder?: string;
    defaultValue?: string;
  },
) {
  const { id, name, label, hint, error, optional, options, placeholder, defaultValue } = props;
  const { prefix } = useLook();
  return (
    <Field error={error}>
      <Label id={id} label={label} optional={optional} />
      <Hint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        className={`${prefix}-input ${prefix}-select`}
        defaultValue={defaultValue ?? ""}
        {...controlProps(props)}
        // A select without an empty choice always has a value: `required` would say nothing.
        required={placeholder !== undefined && !optional}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </Field>
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
  const { id, name, legend, hint, error, optional, options, defaultValue } = props;
  const { prefix } = useLook();
  return (
    <Field error={error}>
      <fieldset className={`${prefix}-fieldset`} aria-describedby={describedBy(id, hint, error)}>
        <legend className={`${prefix}-label`}>
          {legend}
          <OptionalMark optional={optional} />
        </legend>
        <Hint id={id} hint={hint} />
        <FieldError id={id} error={error} />
        <div className={`${prefix}-radios`}>
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${option.value}`;
            return (
              <div key={option.value} className={`${prefix}-radio`}>
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  defaultChecked={defaultValue === option.value}
                  required={!optional}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                />
                <label htmlFor={optionId}>
                  {option.label}
                  {option.hint ? (
                    <span id={`${optionId}-hint`} className={`${prefix}-radio-hint`}>
                      {option.hint}
                    </span>
                  ) : null}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </Field>
  );
}

/** One box to tick; `required` when it must be ticked to go on (the complaint's terms). */
export function CheckboxField(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  const { id, name, label, hint, error, defaultChecked, required = false } = props;
  const { prefix } = useLook();
  return (
    <Field error={error}>
      <div className={`${prefix}-checkbox`}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="on"
          defaultChecked={defaultChecked}
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
          required={required}
        />
        <label htmlFor={id}>
          {label}
          {hint ? (
            <span id={`${id}-hint`} className={`${prefix}-radio-hint`}>
              {hint}
            </span>
          ) : null}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </Field>
  );
}

/**
 * The list of problems at the top of a form (GOV.UK error summary): announced as an alert, and
 * focused when it appears, so a screen reader reads it first and a keyboard starts from it. The
 * server-rendered page focuses it too (`autoFocus` is an HTML attribute, so it works before and
 * without JavaScript). Each link moves focus to its field.
 */
export function ErrorSummary({
  errors,
  idPrefix = "error-summary",
  headingLevel = 2,
}: {
  errors: Array<{ id: string; message: string }>;
  /** Distinguishes two forms on one page (a page and a dialog), so each title has its own id. */
  idPrefix?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const look = useLook();
  const summary = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.id}:${error.message}`).join("|");
  useEffect(() => {
    if (signature) summary.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `${idPrefix}-title`;
  return (
    <div
      className={`${look.prefix}-error-summary`}
      tabIndex={-1}
      ref={summary}
      role="alert"
      aria-labelledby={titleId}
      autoFocus
    >
      <Heading id={titleId}>{t(look.summaryTitle)}</Heading>
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
  const look = useLook();
  const text = hasErrors ? t(look.errorTitle, { title }) : title;
  return <title>{`${text} | ${t("common.site_name")}`}</title>;
}
