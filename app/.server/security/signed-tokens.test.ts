import { describe, expect, test } from "vitest";
import {
  CLOCK_SKEW_MS,
  issuedWithin,
  macMatches,
  macOf,
  openToken,
  readStepToken,
  signStepToken,
  signToken,
} from "./signed-tokens";

const SECRET = "signed-tokens-test-secret-0123456789abcd";
const key = { secret: SECRET, purpose: "test-purpose", browser: "browser-a" };
const SHAPE = { fields: 2, maxLength: 200 };
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

/** A token whose single field is `payload` (as JSON, in base64url), genuinely signed for `key`. */
const signedPayload = (payload: unknown) =>
  signToken(key, [Buffer.from(JSON.stringify(payload) ?? "").toString("base64url")]);

describe("MACs", () => {
  test("differ by secret, purpose, browser and every signed value", () => {
    const mac = macOf(key, ["a", 1]);
    expect(macOf({ ...key, secret: `${SECRET}x` }, ["a", 1])).not.toBe(mac);
    expect(macOf({ ...key, purpose: "other-purpose" }, ["a", 1])).not.toBe(mac);
    expect(macOf({ ...key, browser: "browser-b" }, ["a", 1])).not.toBe(mac);
    expect(macOf({ secret: SECRET, purpose: "test-purpose" }, ["a", 1])).not.toBe(mac);
    expect(macOf(key, ["a", 2])).not.toBe(mac);
    expect(macOf(key, ["a", 1, ""])).not.toBe(mac);
  });

  test("keep all 32 bytes unless told to keep fewer", () => {
    expect(macOf(key, ["a"])).toMatch(/^[\w-]{43}$/);
    expect(macOf({ ...key, macBytes: 16 }, ["a"])).toMatch(/^[\w-]{22}$/);
    expect(macOf(key, ["a"]).startsWith(macOf({ ...key, macBytes: 16 }, ["a"]).slice(0, 21))).toBe(true);
  });

  test("match only their own spelling: another spelling of the same bytes is refused", () => {
    const short = { ...key, macBytes: 16 };
    const mac = macOf(short, ["a"]);
    expect(macMatches(short, ["a"], mac)).toBe(true);
    // The last of 22 characters carries 2 bits of the MAC and 4 spare ones.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled, "base64url").equals(Buffer.from(mac, "base64url"))).toBe(true);
    expect(macMatches(short, ["a"], respelled)).toBe(false);
  });

  test("a MAC of the right length in characters but not in bytes is refused, not thrown on", () => {
    const mac = macOf(key, ["a"]);
    expect(macMatches(key, ["a"], "ü".repeat(mac.length))).toBe(false);
    expect(macMatches(key, ["a"], "")).toBe(false);
  });

  test("a token bound to a browser is refused where there is no browser id", () => {
    const unbound = { ...key, browser: "" };
    expect(macMatches(unbound, ["a"], macOf(unbound, ["a"]))).toBe(false);
  });
});

describe("tokens of fields and their MAC", () => {
  test("open to their fields for their purpose and browser only", () => {
    const token = signToken(key, ["one", "two"]);
    expect(token).toBe(`one.two.${macOf(key, ["one", "two"])}`);
    expect(openToken(key, token, SHAPE)).toEqual(["one", "two"]);
    expect(openToken({ ...key, purpose: "other-purpose" }, token, SHAPE)).toBeNull();
    expect(openToken({ ...key, browser: "browser-b" }, token, SHAPE)).toBeNull();
  });

  test("of another shape, too long, with an empty field, or not a string, open to nothing", () => {
    const token = signToken(key, ["one", "two"]);
    expect(openToken(key, token, { ...SHAPE, fields: 1 })).toBeNull();
    expect(openToken(key, `${token}.x`, SHAPE)).toBeNull();
    expect(openToken(key, token, { ...SHAPE, maxLength: token.length - 1 })).toBeNull();
    expect(openToken(key, token, { ...SHAPE, maxLength: token.length })).toEqual(["one", "two"]);
    expect(openToken(key, signToken(key, ["", "two"]), SHAPE)).toBeNull();
    for (const notAToken of [null, undefined, 42, {}, ""]) expect(openToken(key, notAToken, SHAPE)).toBeNull();
  });
});

test("an issue time is good for its age and no further, and not from further ahead than the clock skew", () => {
  const hour = 60 * 60 * 1000;
  expect(issuedWithin(NOW - hour, NOW, hour)).toBe(true);
  expect(issuedWithin(NOW - hour - 1, NOW, hour)).toBe(false);
  expect(issuedWithin(NOW + CLOCK_SKEW_MS, NOW, hour)).toBe(true);
  expect(issuedWithin(NOW + CLOCK_SKEW_MS + 1, NOW, hour)).toBe(false);
  expect(issuedWithin(Number.NaN, NOW, hour)).toBe(false);
  expect(issuedWithin(Number.NEGATIVE_INFINITY, NOW, Number.POSITIVE_INFINITY)).toBe(false);
});

describe("step tokens", () => {
  const options = { now: NOW, maxAgeMs: 60_000, count: 2 };

  test("carry their values and issue time, for their purpose and browser, while young enough", () => {
    const token = signStepToken(key, ["x", "y"], NOW);
    expect(readStepToken(key, token, options)).toEqual({ values: ["x", "y"], issuedAt: NOW });
    expect(readStepToken({ ...key, purpose: "other-purpose" }, token, options)).toBeNull();
    expect(readStepToken({ ...key, browser: "browser-b" }, token, options)).toBeNull();
    expect(readStepToken(key, token, { ...options, now: NOW + 60_001 })).toBeNull();
    expect(readStepToken(key, token, { ...options, now: NOW - CLOCK_SKEW_MS - 1 })).toBeNull();
  });

  test("with another number of values, values that are not text or no time read as nothing", () => {
    expect(readStepToken(key, signStepToken(key, ["x"], NOW), options)).toBeNull();
    expect(readStepToken(key, signStepToken(key, ["x", "y", "z"], NOW), options)).toBeNull();
    expect(readStepToken(key, signedPayload(["x", 7, NOW]), options)).toBeNull();
    expect(readStepToken(key, signedPayload(["x", "y", String(NOW)]), options)).toBeNull();
    expect(readStepToken(key, signedPayload({ 0: "x", 1: "y", 2: NOW, length: 3 }), options)).toBeNull();
    expect(readStepToken(key, signToken(key, ["bm90IGpzb24"]), options)).toBeNull();
  });

  test("longer than 400 characters are refused unread", () => {
    const long = signStepToken(key, ["x".repeat(150), "y".repeat(150)], NOW);
    expect(long.length).toBeGreaterThan(400);
    expect(readStepToken(key, long, options)).toBeNull();
    const fits = signStepToken(key, ["x".repeat(120), "y".repeat(120)], NOW);
    expect(fits.length).toBeLessThanOrEqual(400);
    expect(readStepToken(key, fits, options)).not.toBeNull();
  });
});
