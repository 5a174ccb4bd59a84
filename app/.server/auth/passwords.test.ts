import * as argon2Module from "@node-rs/argon2";
import { expect, test, vi } from "vitest";
import { hashPassword, MAX_PASSWORD_LENGTH, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords";

// The real argon2, watched: which hash each check verifies against.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof argon2Module>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

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

test("the dummy check for unknown accounts always says no, and does the work a real check does", async () => {
  const argon2Verify = vi.mocked(argon2Module.verify);
  argon2Verify.mockClear();
  expect(await verifyAgainstDummy("whatever was typed")).toBe(false);
  expect(argon2Verify).toHaveBeenCalledTimes(1);
  const [dummyHash, typed] = argon2Verify.mock.calls[0]!;
  expect(typed).toBe("whatever was typed");
  // A hash with today's parameters (so the same memory and passes as every stored one)...
  expect(typeof dummyHash).toBe("string");
  expect(needsRehash(String(dummyHash))).toBe(false);
  // ...that argon2 reads and verifies to the end, rather than rejecting at once as malformed.
  await expect(argon2Module.verify(dummyHash, "whatever was typed")).resolves.toBe(false);

  // Even an over-long password is checked (cut to the longest one a real check accepts).
  argon2Verify.mockClear();
  expect(await verifyAgainstDummy("x".repeat(MAX_PASSWORD_LENGTH + 50))).toBe(false);
  expect(argon2Verify).toHaveBeenCalledWith(dummyHash, "x".repeat(MAX_PASSWORD_LENGTH));
});
