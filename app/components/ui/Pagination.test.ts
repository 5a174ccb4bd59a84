import { expect, test } from "vitest";
import { pageWindow } from "./Pagination";

test("shows five pages around the current one, clamped to the ends", () => {
  expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
});

test("shows every page when there are fewer than five", () => {
  expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 1)).toEqual([1]);
});
