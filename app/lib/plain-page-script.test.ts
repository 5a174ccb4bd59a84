import { expect, test } from "vitest";
import { PLAIN_PAGE_SCRIPT } from "./plain-page-script";

test("the plain script is one valid classic script, with no characters that would end it early", () => {
  expect(() => new Function(PLAIN_PAGE_SCRIPT)).not.toThrow();
  // Inline in the page as it is: React does not escape dangerouslySetInnerHTML.
  expect(PLAIN_PAGE_SCRIPT).not.toMatch(/<\/?script|<!--/i);
  expect(PLAIN_PAGE_SCRIPT).toContain('register("/sw.js"');
});
