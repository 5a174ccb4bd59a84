import { expect, test } from "vitest";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords";

test("a password hashes to an argon2id PHC string with OWASP's parameters and verifies", async () => {
  const hash = await hashPassword("monsoon platform chai umbrella");
  expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(hash, "monsoon platform chai umbrella")).toBe(true);
  expect(await verifyPassword(hash, "monsoon platform chai umbrellA")).toBe(false);
  expect(needsRehash(hash)).toBe(false);
});

test("the same password hashes differently each time (a random salt)", async () => {
  expect(await hashPassword("monsoon platform chai")).not.toBe(await hashPassword("monsoon platform chai"));
});

test("a hash made with weaker parameters is flagged for re-hashing", () => {
  expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo")).toBe(true);
  expect(needsRehash("$2b$10$abcdefghijklmnopqrstuv")).toBe(true);
});

test("a malformed stored hash or an over-long password never verifies", async () => {
  expect(await verifyPassword("not a hash", "anything at all")).toBe(false);
  const hash = await hashPassword("x".repeat(300));
  expect(await verifyPassword(hash, "x".repeat(300))).toBe(false);
});

test("the dummy check for unknown accounts always says no, and costs what a real check costs", async () => {
  expect(await verifyAgainstDummy("whatever was typed")).toBe(false);
  const real = await hashPassword("whatever was typed");
  // Interleaved, so a machine that gets busier or quieter meanwhile affects both alike.
  let [dummy, account] = [0, 0];
  for (let i = 0; i < 6; i++) {
    let start = performance.now();
    await verifyAgainstDummy("x");
    dummy += performance.now() - start;
    start = performance.now();
    await verifyPassword(real, "x");
    account += performance.now() - start;
  }
  // Same parameters, same work: within a generous factor on a busy machine.
  expect(dummy / account).toBeGreaterThan(0.33);
  expect(dummy / account).toBeLessThan(3);
});
