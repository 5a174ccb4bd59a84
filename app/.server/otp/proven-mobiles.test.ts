import { expect, test } from "vitest";
import { hasProven, PROOF_LIFETIME_MS, proofWith, provenMobilesCookie, PROVEN_MOBILES_KEPT } from "./proven-mobiles";

const SECRET = "unit-test-secret-0123456789abcdef0123";
const NOW = Date.parse("2026-11-28T10:00:00Z");
const MOBILE = "9876543210";

test("a proof names the mobile by a keyed hash, never the number, and only under this secret", () => {
  const proof = proofWith(SECRET, undefined, MOBILE, NOW);
  expect(proof).not.toContain(MOBILE);
  expect(proof).not.toContain(MOBILE.slice(-4));
  expect(hasProven(SECRET, proof, MOBILE, NOW)).toBe(true);
  expect(hasProven(SECRET, proof, "9876543211", NOW)).toBe(false);
  expect(hasProven(`${SECRET}-other`, proof, MOBILE, NOW)).toBe(false);
});

test("a changed, truncated or expired proof proves nothing", () => {
  const proof = proofWith(SECRET, undefined, MOBILE, NOW);
  const [issued, hashes, mac] = proof.split(".") as [string, string, string];
  expect(hasProven(SECRET, `${proof}x`, MOBILE, NOW)).toBe(false);
  expect(hasProven(SECRET, `${issued}.${hashes}`, MOBILE, NOW)).toBe(false);
  expect(hasProven(SECRET, `0${issued}.${hashes}.${mac}`, MOBILE, NOW)).toBe(false);
  expect(hasProven(SECRET, undefined, MOBILE, NOW)).toBe(false);
  expect(hasProven(SECRET, proof, MOBILE, NOW + PROOF_LIFETIME_MS)).toBe(true);
  expect(hasProven(SECRET, proof, MOBILE, NOW + PROOF_LIFETIME_MS + 1)).toBe(false);
});

test("a browser keeps its newest proven mobiles, each once, and a new right code renews the proof", () => {
  let proof: string | undefined;
  const mobiles = Array.from({ length: PROVEN_MOBILES_KEPT + 1 }, (_, i) => `98765432${String(i).padStart(2, "0")}`);
  for (const mobile of mobiles) proof = proofWith(SECRET, proof, mobile, NOW);
  proof = proofWith(SECRET, proof, mobiles.at(-1)!, NOW + 1000);
  expect(hasProven(SECRET, proof, mobiles[0]!, NOW)).toBe(false);
  for (const mobile of mobiles.slice(1)) expect(hasProven(SECRET, proof, mobile, NOW + 1000)).toBe(true);
  expect(proof!.split(".")[1]!.split("~")).toHaveLength(PROVEN_MOBILES_KEPT);
  expect(hasProven(SECRET, proof, mobiles.at(-1)!, NOW + 1000 + PROOF_LIFETIME_MS)).toBe(true);
});

test("the cookie is HttpOnly, SameSite=Lax, Secure in production, and lasts as long as the proof", () => {
  const cookie = provenMobilesCookie("token", true);
  expect(cookie).toBe(`rp_proven=token; Max-Age=${PROOF_LIFETIME_MS / 1000}; Path=/; HttpOnly; Secure; SameSite=Lax`);
});
