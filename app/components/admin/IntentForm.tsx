/**
 * A staff form that does one thing (its `intent`) on a page that has several: a plain POST with the
 * CSRF field, the intent as a hidden field, its fields if any, and its button, disabled while a
 * post is on its way.
 */
import { Form, useNavigation } from "react-router";
import { CsrfField } from "../ui/form-page";

export function IntentForm(props: {
  intent: string;
  submit: string;
  /** The button's id, for a page that names each of its buttons. */
  submitId?: string;
  /** The button's look beside "button": "admin-button-secondary", "admin-button-warning". */
  look?: "admin-button-secondary" | "admin-button-warning";
  /** For a form with fields the server checks (its messages are the page's, not the browser's). */
  noValidate?: boolean;
  children?: React.ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate={props.noValidate} className="admin-form">
      <CsrfField />
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
      <button
        id={props.submitId}
        type="submit"
        className={props.look ? `button ${props.look}` : "button"}
        disabled={busy}
      >
        {props.submit}
      </button>
    </Form>
  );
}
