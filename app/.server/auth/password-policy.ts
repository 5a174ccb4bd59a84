/**
 * What a staff password must be (NIST SP 800-63B: length over composition rules): at least 12
 * characters, not one of the passwords everybody tries first, not the account's own e-mail
 * address. No rules about digits or symbols, which only make people write passwords down.
 */
import { COMMON_PASSWORDS } from "./common-passwords";
import { MAX_PASSWORD_LENGTH } from "./passwords";

export const MIN_PASSWORD_LENGTH = 12;

export type PasswordProblem = "too_short" | "too_long" | "common" | "same_as_email";

export function passwordProblem(password: string, email: string): PasswordProblem | null {
  // Counted in characters a person sees, so a Marathi passphrase is not penalised for its bytes.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "too_short";
  if (length > MAX_PASSWORD_LENGTH) return "too_long";
  const lower = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1*$/u.test(lower)) return "common";
  const address = email.trim().toLowerCase();
  const localPart = address.split("@")[0] ?? "";
  if (lower === address || (localPart.length >= 4 && lower === localPart)) return "same_as_email";
  return null;
}
