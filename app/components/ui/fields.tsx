import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { inputValue } from "~/lib/input-value";
import {
  controlProps,
  describedBy,
  Field,
  FieldError,
  Hint,
  LabelledField,
  OptionalMark,
  useLook,
  type Common,
} from "./field-look";
import { restoreTypedText } from "./typed-before-hydration";

/**
 * The fields of every form, the citizen's and the staff's, in the GOV.UK shape: label, hint, the
 * control, the error under it; an error summary that takes focus. Uncontrolled, so a page without
 * JavaScript refills them from what the server echoes back (never a password). Each area has its
 * own look (field-look.tsx).
 */
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
    <LabelledField id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={id}
        name={name}
        type={type}
        className={`${prefix}-input ${prefix}-input-${width}`}
        {...controlProps(props)}
        defaultValue={inputValue(type, defaultValue)}
        {...rest}
      />
    </LabelledField>
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
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => restoreTypedText(box.current), []);
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} optional={optional}>
      {props.toolbar}
      <textarea
        ref={box}
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
    </LabelledField>
  );
}

/** Files. A file box cannot be refilled by the server: after a refused post, only they are chosen again. */
export function FileField(props: Common & { accept: string; multiple?: boolean }) {
  const { id, name, label, hint, error, optional, accept, multiple } = props;
  const look = useLook();
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={id}
        name={name}
        type="file"
        className={look.fileClass}
        accept={accept}
        multiple={multiple}
        {...controlProps(props)}
      />
    </LabelledField>
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
    <LabelledField id={id} label={label} hint={hint} error={error} optional={optional}>
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
    </LabelledField>
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
      // GOV.UK moves focus to the summary when a page with errors loads; the attribute does that
      // before (and without) JavaScript, where the effect above cannot.
      // eslint-disable-next-line jsx-a11y/no-autofocus
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
