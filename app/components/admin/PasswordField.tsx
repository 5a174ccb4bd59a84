/**
 * A staff password box: as long as the server reads a password (1024 characters, the limit of the
 * sign-in, account and two-factor forms' schemas), medium width, and what the browser's password
 * manager should offer (the saved password, or a new one).
 */
import { TextField } from "../ui/fields";

export function PasswordField(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
}) {
  return <TextField {...props} type="password" maxLength={1024} width="medium" />;
}
