import { expect, test } from "vitest";
import { randomBytesFromPool } from "./random-bytes";

test("gives the asked number of bytes, never the same twice, across pool refills", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 1000; i += 1) {
    const bytes = randomBytesFromPool(16);
    expect(bytes).toHaveLength(16);
    seen.add(bytes.toString("hex"));
  }
  expect(seen.size).toBe(1000);
});

test("what it hands out is a copy, not a view of the pool", () => {
  const first = randomBytesFromPool(12);
  const copy = Buffer.from(first);
  randomBytesFromPool(12);
  expect(first.equals(copy)).toBe(true);
});
