import { expect, test } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const here = "https://rp.example/locale/mr";

test("goes back to the path the form names", () => {
  expect(safeRedirectPath("/news?page=2#top", null, here)).toBe("/news?page=2#top");
});

test("falls back to a same-site Referer, then to the home page", () => {
  expect(safeRedirectPath(null, "https://rp.example/faq", here)).toBe("/faq");
  expect(safeRedirectPath(null, null, here)).toBe("/");
});

test("never sends the visitor to another site", () => {
  for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
    const result = safeRedirectPath(target, "https://evil.example/", here);
    expect(result.startsWith("/")).toBe(true);
    expect(new URL(result, here).origin).toBe("https://rp.example");
  }
});
