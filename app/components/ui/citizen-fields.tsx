import { useTranslation } from "~/i18n/use-translation";
import { inputValue } from "~/lib/input-value";

/**
 * Form fields in the GOV.UK shape: label, hint, the control, and the error message under it; the
 * control is described by the hint and the error and marked invalid while the error shows.
 * Fields are uncontrolled (`defaultValue`), so a page without JavaScript refills them from what the
 * server echoes back.
 */
type Common = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
};

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Label({ id, label, optional }: Pick<Common, "id" | "label" | "optional">) {
  const { t } = useTranslation();
  return (
    <label htmlFor={id} className="citizen-label">
      {label}
      {optional ? <span className="citizen-optional"> {t("citizen.optional")}</span> : null}
    </label>
  );
}

export function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="citizen-hint">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return error ? (
    <p id={`${id}-error`} className="citizen-field-error">
      <span className="visually-hidden">{t("citizen.error_title", { title: "" })}</span>
      {error}
    </p>
  ) : null;
}

export function TextField(
  props: Common & {
    type?: "text" | "date" | "time";
    defaultValue?: string;
    inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
    autoComplete?: string;
    maxLength?: number;
    pattern?: string;
    max?: string;
    min?: string;
    width?: "short" | "medium" | "full";
    spellCheck?: boolean;
  },
) {
  const { id, name, label, hint, error, optional, type = "text", width = "full", defaultValue, ...rest } = props;
  return (
    <div className={`citizen-field${error ? " citizen-field-invalid" : ""}`}>
      <Label id={id} label={label} optional={optional} />
      <Hint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        type={type}
        className={`citizen-input citizen-input-${width}`}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        required={!optional}
        defaultValue={inputValue(type, defaultValue)}
        {...rest}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * Optional photos. A file box cannot be refilled by the server, so after a refused post
 * the citizen chooses the photos again; everything else they typed comes back.
 */
export function PhotoField(props: Omit<Common, "optional"> & { accept: string; multiple: boolean }) {
  const { id, name, label, hint, error, accept, multiple } = props;
  return (
    <div className={`citizen-field${error ? " citizen-field-invalid" : ""}`}>
      <Label id={id} label={label} optional />
      <Hint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        type="file"
        className="citizen-file"
        accept={accept}
        multiple={multiple}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextArea(props: Common & { rows: number; maxLength: number; defaultValue?: string }) {
  const { id, name, label, hint, error, optional, ...rest } = props;
  return (
    <div className={`citizen-field${error ? " citizen-field-invalid" : ""}`}>
      <Label id={id} label={label} optional={optional} />
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        name={name}
        className="citizen-input citizen-textarea"
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        required={!optional}
        {...rest}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField(
  props: Common & {
    options: Array<{ value: string; label: string; lang?: string }>;
    placeholder: string;
    defaultValue?: string;
  },
) {
  const { id, name, label, hint, error, optional, options, placeholder, defaultValue } = props;
  return (
    <div className={`citizen-field${error ? " citizen-field-invalid" : ""}`}>
      <Label id={id} label={label} optional={optional} />
      <Hint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        className="citizen-input citizen-select"
        defaultValue={defaultValue ?? ""}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        required={!optional}
      >
        <option value="">{placeholder}</option>
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
    options: Array<{ value: string; label: string }>;
    defaultValue?: string;
  },
) {
  const { t } = useTranslation();
  const { id, name, legend, hint, error, optional, options, defaultValue } = props;
  return (
    <div className={`citizen-field${error ? " citizen-field-invalid" : ""}`}>
      <fieldset className="citizen-fieldset" aria-describedby={describedBy(id, hint, error)}>
        <legend className="citizen-label">
          {legend}
          {optional ? <span className="citizen-optional"> {t("citizen.optional")}</span> : null}
        </legend>
        <Hint id={id} hint={hint} />
        <div className="citizen-radios">
          {options.map((option, index) => (
            <div key={option.value} className="citizen-radio">
              <input
                id={index === 0 ? id : `${id}-${option.value}`}
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={defaultValue === option.value}
                required={!optional}
              />
              <label htmlFor={index === 0 ? id : `${id}-${option.value}`}>{option.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField(props: {
  id: string;
  name: string;
  label: string;
  error?: string;
  defaultChecked?: boolean;
}) {
  const { id, name, label, error, defaultChecked } = props;
  return (
    <div className={`citizen-field${error ? " citizen-field-invalid" : ""}`}>
      <div className="citizen-checkbox">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="on"
          defaultChecked={defaultChecked}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          required
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The link list at the top of a form with errors (GOV.UK error summary); focus moves to it. */
export function ErrorSummary({
  errors,
  summaryRef,
  headingLevel,
}: {
  errors: Array<{ id: string; message: string }>;
  summaryRef?: React.Ref<HTMLDivElement>;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="citizen-error-summary" tabIndex={-1} ref={summaryRef}>
      <Heading>{t("citizen.errors.summary_title")}</Heading>
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
