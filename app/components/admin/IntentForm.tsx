/**
 * A staff form that does one thing (its `intent`) on a page whose action does several: a
 * StaffForm with the intent as a hidden field, from a row's button to an item's whole form.
 */
import { StaffForm, type StaffFormProps } from "./StaffForm";

export function IntentForm({ intent, children, ...form }: StaffFormProps & { intent: string }) {
  return (
    <StaffForm {...form}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </StaffForm>
  );
}
