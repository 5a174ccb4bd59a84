/**
 * A staff form: a plain POST, so it works without JavaScript, with the CSRF field, its fields and
 * its button, disabled while a post is on its way. A page with several forms tells them apart with
 * IntentForm, which is this with an `intent` field. Both live in this one module: most staff routes
 * use both, and one small chunk weighs less than two in their JavaScript budget.
 */
import { Form, useNavigation } from "react-router";
import { CsrfField } from "../ui/form-page";

export type StaffFormProps = {
  submit: string;
  /** The button's id, for a page that names each of its buttons. */
  submitId?: string;
  /** The button's accessible name, when its text alone would not say which row it acts on. */
  submitLabel?: string;
  /** The button's look beside "button": "admin-button-secondary", "admin-button-warning". */
  look?: "admin-button-secondary" | "admin-button-warning";
  /** For a form with fields the server checks (its messages are the page's, not the browser's). */
  noValidate?: boolean;
  /** For a form that uploads files. */
  multipart?: boolean;
  /** A small form inside a table's row, under the row's other content, rather than a page's form. */
  inline?: boolean;
  /** The button in the row of actions under a long form's fields. */
  actions?: boolean;
  children?: React.ReactNode;
};

export function StaffForm(props: StaffFormProps) {
  const busy = useNavigation().state === "submitting";
  const button = (
    <button
      id={props.submitId}
      type="submit"
      className={props.look ? `button ${props.look}` : "button"}
      aria-label={props.submitLabel}
      disabled={busy}
    >
      {props.submit}
    </button>
  );
  return (
    <Form
      method="post"
      encType={props.multipart ? "multipart/form-data" : undefined}
      noValidate={props.noValidate}
      className={props.inline ? "admin-inline-form" : "admin-form"}
    >
      <CsrfField />
      {props.children}
      {props.actions ? <div className="admin-actions">{button}</div> : button}
    </Form>
  );
}

/**
 * A staff form that does one thing (its `intent`) on a page whose action does several: a
 * StaffForm with the intent as a hidden field, from a row's button to an item's whole form.
 */
export function IntentForm({ intent, children, ...form }: StaffFormProps & { intent: string }) {
  return (
    <StaffForm {...form}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </StaffForm>
  );
}
