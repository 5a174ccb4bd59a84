import { createContext, useContext } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The parts every field of fields.tsx is made of (label, hint, error, the box around it), and the
 * area's look: the citizen's pages and the staff screens style their fields apart
 * (pages/citizen/fields.css, pages/admin/fields.css, loaded by their own routes), so a field's
 * classes carry its area's prefix. The administration layout says "admin" through `FieldLook`;
 * everything else is "citizen".
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
export const useLook = () => LOOKS[useContext(FieldLook)];

export type Common = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** Not required; on a citizen's form the label says "(optional)". */
  optional?: boolean;
};

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function OptionalMark({ optional }: { optional?: boolean }) {
  const { t } = useTranslation();
  const look = useLook();
  return optional && look.marksOptional ? (
    <span className={`${look.prefix}-optional`}> {t("citizen.optional")}</span>
  ) : null;
}

export function Label({ id, label, optional }: Pick<Common, "id" | "label" | "optional">) {
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
export function Field({ error, children }: { error?: string; children: React.ReactNode }) {
  const { prefix } = useLook();
  return <div className={`${prefix}-field${error ? ` ${prefix}-field-invalid` : ""}`}>{children}</div>;
}

/** A field with a label: the label, the hint, the control (and what goes with it), the error. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: Pick<Common, "id" | "label" | "hint" | "error" | "optional"> & { children: React.ReactNode }) {
  return (
    <Field error={error}>
      <Label id={id} label={label} optional={optional} />
      <Hint id={id} hint={hint} />
      {children}
      <FieldError id={id} error={error} />
    </Field>
  );
}

/** What every control carries: its description, its invalid state, and whether it is required. */
export function controlProps({ id, hint, error, optional }: Pick<Common, "id" | "hint" | "error" | "optional">) {
  return {
    "aria-describedby": describedBy(id, hint, error),
    "aria-invalid": error ? true : undefined,
    required: !optional,
  };
}
