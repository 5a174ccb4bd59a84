/**
 * Fixed inputs for the tests that pin the format of every signed token. Tokens already issued
 * live on in SMS messages (status links, 30 days), on printed acknowledgements (verification
 * tokens, for ever) and in pages open right now (CSRF tokens, form stamps, step tokens), so each
 * format's tests hard-code tokens made from these inputs and check that the code still makes and
 * accepts exactly those strings.
 */
import { createHmac } from "node:crypto";

export const GOLDEN_SECRET = "golden-secret-0123456789abcdef0123456789";
/** A browser's anonymous id, as the rp_anon cookie carries it. */
export const GOLDEN_BROWSER = "Zm9yLWEtZ29sZGVuLXRlc3Q";
/** 2026-01-15 09:30 UTC. */
export const GOLDEN_NOW = Date.UTC(2026, 0, 15, 9, 30, 0);

/**
 * The MAC every format uses, written out here independently of the code under test: HMAC-SHA-256
 * keyed by the secret over the purpose and the signed parts joined by NUL, the first `bytes` bytes,
 * in base64url.
 */
export function referenceMac(purpose: string, parts: readonly (string | number)[], bytes = 32): string {
  return createHmac("sha256", GOLDEN_SECRET)
    .update([purpose, ...parts].join("\u0000"))
    .digest()
    .subarray(0, bytes)
    .toString("base64url");
}

/** `token` with the character at `index` (negative counts from the end) replaced by another. */
export function withChangedCharacter(token: string, index: number): string {
  const at = index < 0 ? token.length + index : index;
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}

/** The payload of a browser-bound step token: the values and the issue time, as JSON in base64url. */
export function referencePayload(values: readonly string[], issuedAt: number): string {
  return Buffer.from(JSON.stringify([...values, issuedAt])).toString("base64url");
}
