/**
 * Sign out: a form post to /admin/sign-out with the CSRF field, never a link, because signing out
 * changes state. The navigation bar and the second-factor page each give it their own look.
 */
import { Form } from "react-router";
import { CsrfField } from "../ui/form-page";

export function SignOutForm(props: { label: string; className: string; buttonClassName: string }) {
  return (
    <Form method="post" action="/admin/sign-out" className={props.className}>
      <CsrfField />
      <button type="submit" className={props.buttonClassName}>
        {props.label}
      </button>
    </Form>
  );
}
