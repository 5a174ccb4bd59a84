/**
 * Fixed inputs for the tests that pin the format of every signed token. Tokens already issued
 * live on in SMS messages (status links, 30 days), on printed acknowledgements (verification
 * tokens, for ever) and in pages open right now (CSRF tokens, form stamps, step tokens), so each
 * format's tests hard-code tokens made from these inputs and check that the code still makes and
 * accepts exactly those strings.
 */
import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";

export const GOLDEN_SECRET = "golden-secret-0123456789abcdef0123456789";
/** A browser's anonymous id, as the rp_anon cookie carries it. */
export const GOLDEN_BROWSER = "Zm9yLWEtZ29sZGVuLXRlc3Q";
/** Some other browser's anonymous id. */
export const OTHER_BROWSER = "YW5vdGhlci1icm93c2VyLWlk";
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

/** The purposes of the step tokens: a token made for one must be worthless for every other. */
const STEP_TOKEN_PURPOSES = ["form-opened", "status-check", "citizen-sign-in"];

/**
 * The tests of one kind of step token already in open pages: `token` was made for GOLDEN_BROWSER
 * at GOLDEN_NOW from `values` for `purpose`. `sign` makes it again; `read(token, browser, now)`
 * reads it as its caller does, giving `readsAs`, or null where the caller refuses it.
 */
export function testIssuedStepToken(kind: {
  name: string;
  token: string;
  purpose: string;
  values: readonly string[];
  maxAgeMs: number;
  sign: () => string;
  read: (token: string, browser: string, now: number) => unknown;
  readsAs: unknown;
}): void {
  const { token } = kind;
  const read = (given: string, at: { browser?: string; now?: number } = {}) =>
    kind.read(given, at.browser ?? GOLDEN_BROWSER, at.now ?? GOLDEN_NOW);
  const payload = token.slice(0, token.indexOf("."));

  describe(`${kind.name} already in open pages`, () => {
    test("are the values and issue time as JSON in base64url, then the MAC of that for the browser", () => {
      expect(payload).toBe(referencePayload(kind.values, GOLDEN_NOW));
      expect(token).toBe(`${payload}.${referenceMac(kind.purpose, [GOLDEN_BROWSER, payload])}`);
    });

    test("the same values, browser and time make the same token, and it reads back all its life", () => {
      expect(kind.sign()).toBe(token);
      expect(read(token)).toEqual(kind.readsAs);
      expect(read(token, { now: GOLDEN_NOW + kind.maxAgeMs })).toEqual(kind.readsAs);
    });

    test("a changed byte, another browser, another purpose, an old or a future one are refused", () => {
      for (const index of [0, payload.length >> 1, -1]) expect(read(withChangedCharacter(token, index))).toBeNull();
      expect(read(token, { browser: OTHER_BROWSER })).toBeNull();
      for (const purpose of STEP_TOKEN_PURPOSES.filter((purpose) => purpose !== kind.purpose)) {
        expect(read(`${payload}.${referenceMac(purpose, [GOLDEN_BROWSER, payload])}`)).toBeNull();
      }
      expect(read(token, { now: GOLDEN_NOW + kind.maxAgeMs + 1 })).toBeNull();
      expect(read(token, { now: GOLDEN_NOW - 60_001 })).toBeNull();
    });
  });
}
