/**
 * Recovery codes: ten single-use codes shown once when two-factor sign-in is turned on, for the
 * day the phone is lost. Each is 10 characters from an alphabet without look-alikes (about 50
 * bits), written as two groups of five; only a keyed hash is stored. With that much entropy a
 * fast keyed hash is enough (argon2 is for what people choose, not for random codes).
 */
import { createHmac, randomInt } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = "";
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(`${code.slice(0, 5)}-${code.slice(5)}`);
  }
  return [...codes];
}

/** What people type: any case, with or without the dash or spaces. Null when it cannot be a code. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "").toLowerCase();
  if (compact.length !== LENGTH || ![...compact].every((char) => ALPHABET.includes(char))) return null;
  return compact;
}

export function hashRecoveryCode(appSecret: string, code: string): string {
  const normalized = normalizeRecoveryCode(code) ?? code;
  return createHmac("sha256", appSecret).update(`staff-recovery-code\u0000${normalized}`).digest("base64url");
}
