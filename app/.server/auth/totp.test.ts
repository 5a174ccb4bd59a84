import { describe, expect, test } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from "./totp";

const ascii = (text: string) => base32Encode(Buffer.from(text, "ascii"));

describe("base32 (RFC 4648 section 10 vectors, without padding)", () => {
  const vectors: Array<[string, string]> = [
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ];
  test.each(vectors)("%j encodes as %j and decodes back", (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  test("decoding ignores spaces, dashes, padding and case, as people type keys", () => {
    expect(base32Decode("mzxw 6ytb-oi==").toString()).toBe("foobar");
  });

  test("a character outside the alphabet is refused", () => {
    expect(() => base32Decode("MZXW1")).toThrow();
  });
});

describe("HOTP (RFC 4226 appendix D)", () => {
  const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
  test.each(expected.map((code, counter) => [counter, code] as const))("counter %i gives %s", (counter, code) => {
    expect(hotp(Buffer.from("12345678901234567890"), counter)).toBe(code);
  });
});

describe("TOTP (RFC 6238 appendix B, 8 digits)", () => {
  const keys = {
    sha1: ascii("12345678901234567890"),
    sha256: ascii("12345678901234567890123456789012"),
    sha512: ascii("1234567890123456789012345678901234567890123456789012345678901234"),
  };
  const vectors: Array<[number, "sha1" | "sha256" | "sha512", string]> = [
    [59, "sha1", "94287082"],
    [59, "sha256", "46119246"],
    [59, "sha512", "90693936"],
    [1111111109, "sha1", "07081804"],
    [1111111109, "sha256", "68084774"],
    [1111111109, "sha512", "25091201"],
    [1111111111, "sha1", "14050471"],
    [1111111111, "sha256", "67062674"],
    [1111111111, "sha512", "99943326"],
    [1234567890, "sha1", "89005924"],
    [1234567890, "sha256", "91819424"],
    [1234567890, "sha512", "93441116"],
    [2000000000, "sha1", "69279037"],
    [2000000000, "sha256", "90698825"],
    [2000000000, "sha512", "38618901"],
    [20000000000, "sha1", "65353130"],
    [20000000000, "sha256", "77737706"],
    [20000000000, "sha512", "47863826"],
  ];
  test.each(vectors)("at %i s with %s the code is %s", (seconds, algorithm, code) => {
    expect(totpCode(keys[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(code);
  });
});

describe("accepting a code", () => {
  const secret = ascii("12345678901234567890");
  const now = 1_700_000_000_000;
  const step = totpStep(now);
  const codeAt = (offsetSteps: number) => totpCode(secret, now + offsetSteps * 30_000);

  test("the current code and the codes one step either side are accepted, at their own step", () => {
    expect(matchTotp(secret, codeAt(0), now, null)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), now, null)).toBe(step + 1);
  });

  test("codes two steps away are refused", () => {
    expect(matchTotp(secret, codeAt(-2), now, null)).toBeNull();
    expect(matchTotp(secret, codeAt(2), now, null)).toBeNull();
  });

  test("a code is used once: its step, or any earlier one, is refused after it was accepted", () => {
    expect(matchTotp(secret, codeAt(0), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(-1), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(1), now, step)).toBe(step + 1);
  });

  test("anything but six digits is refused", () => {
    for (const code of ["", "12345", "1234567", "12345a", " 123456"])
      expect(matchTotp(secret, code, now, null)).toBeNull();
  });
});

test("the otpauth URI carries the secret, issuer and parameters apps expect", () => {
  const uri = otpauthUri("JBSWY3DPEHPK3PXP", "desk@example.org", "Mumbai Railway Police");
  expect(uri).toBe(
    "otpauth://totp/Mumbai%20Railway%20Police%3Adesk%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Mumbai%20Railway%20Police&algorithm=SHA1&digits=6&period=30",
  );
});
