import { describe, expect, test } from "vitest";
import { addressMatcher, parseAddressList } from "./address-list";

describe("parseAddressList", () => {
  test("reads addresses and ranges of both families, ignoring spaces and empty entries", () => {
    expect(parseAddressList(" 127.0.0.1, ::1 ,10.0.0.0/8,,fd00::/8")).toEqual([
      "127.0.0.1",
      "::1",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  test.each(["localhost", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "10.0.0.0/x", "300.1.1.1", " , "])(
    "refuses %j",
    (text) => {
      expect(parseAddressList(text)).toBeNull();
    },
  );
});

describe("addressMatcher", () => {
  const allowed = addressMatcher(["127.0.0.1", "::1", "10.1.0.0/16"]);

  test("matches listed addresses and addresses inside listed ranges", () => {
    expect(allowed("127.0.0.1")).toBe(true);
    expect(allowed("::1")).toBe(true);
    expect(allowed("10.1.200.7")).toBe(true);
  });

  test("matches an IPv4 client that a dual-stack socket reports in its IPv6 form", () => {
    expect(allowed("::ffff:127.0.0.1")).toBe(true);
    expect(allowed("::ffff:10.1.2.3")).toBe(true);
  });

  test("refuses everything else, including a missing or malformed address", () => {
    expect(allowed("10.2.0.1")).toBe(false);
    expect(allowed("192.0.2.1")).toBe(false);
    expect(allowed("::2")).toBe(false);
    expect(allowed(undefined)).toBe(false);
    expect(allowed("not an address")).toBe(false);
  });
});
