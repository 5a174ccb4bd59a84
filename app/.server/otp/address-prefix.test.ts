import { expect, test } from "vitest";
import { rateLimitAddress } from "./address-prefix";

test("an IPv4 address counts whole, also when written as IPv4-mapped IPv6", () => {
  expect(rateLimitAddress("203.0.113.7")).toBe("203.0.113.7");
  expect(rateLimitAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
});

test("IPv6 addresses in one /64 count as one", () => {
  const a = rateLimitAddress("2409:4042:2d1b:8a10:1c2e:3f4a:5b6c:7d8e");
  const b = rateLimitAddress("2409:4042:2d1b:8a10::1");
  expect(a).toBe("2409:4042:2d1b:8a10::/64");
  expect(b).toBe(a);
  expect(rateLimitAddress("2409:4042:2d1b:8a11::1")).not.toBe(a);
  expect(rateLimitAddress("2409:4042::1")).toBe("2409:4042:0:0::/64");
  expect(rateLimitAddress("::1")).toBe("0:0:0:0::/64");
  expect(rateLimitAddress("2409:4042:0002:8a10::1")).toBe("2409:4042:2:8a10::/64");
});

test("anything else is left as it is", () => {
  expect(rateLimitAddress("")).toBe("");
  expect(rateLimitAddress("unknown")).toBe("unknown");
});
