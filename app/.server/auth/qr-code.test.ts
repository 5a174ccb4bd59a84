import qrcode from "qrcode-generator";
import { expect, test } from "vitest";
import { qrSvg } from "./qr-code";
import { otpauthUri } from "./totp";

/** Paints the SVG path back into a grid of modules. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, width] = [Number(match[1]), Number(match[2]), Number(match[3])];
    expect(Number(match[4])).toBe(width);
    for (let dx = 0; dx < width; dx++) grid[y]![x + dx] = true;
  }
  return grid;
}

const text = otpauthUri("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "sample.officer@example.org", "Mumbai Railway Police");

test("the path draws exactly the encoder's dark modules, inside a four-module quiet zone", () => {
  const { size, path } = qrSvg(text);
  const reference = qrcode(0, "M");
  reference.addData(text, "Byte");
  reference.make();
  const count = reference.getModuleCount();
  expect(size).toBe(count + 8);
  const grid = paint(path, size);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      const inside = row >= 4 && col >= 4 && row < count + 4 && col < count + 4;
      expect(grid[row]![col], `${row},${col}`).toBe(inside ? reference.isDark(row - 4, col - 4) : false);
    }
});

test("the three finder patterns sit in their corners (what a camera looks for first)", () => {
  const { size, path } = qrSvg(text);
  const grid = paint(path, size);
  const finder = ["1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111"];
  const count = size - 8;
  for (const [top, left] of [
    [4, 4],
    [4, 4 + count - 7],
    [4 + count - 7, 4],
  ] as const) {
    finder.forEach((line, r) => [...line].forEach((bit, c) => expect(grid[top + r]![left + c]).toBe(bit === "1")));
  }
});

test("an otpauth URI fits a small version (easy to scan from a screen)", () => {
  expect(qrSvg(text).size - 8).toBeLessThanOrEqual(57); // version 10 or lower
});
