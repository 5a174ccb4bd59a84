import { expect, test } from "vitest";
import { documentScripts, TEXT_PAGE } from "./page-handle";

const root = { id: "root", handle: undefined };

test("a document whose every route below the root is a text page gets the plain script", () => {
  expect(documentScripts([root, { id: "routes/info/faq", handle: TEXT_PAGE }], false)).toBe("plain");
  expect(documentScripts([root, { id: "layout", handle: TEXT_PAGE }, { id: "page", handle: TEXT_PAGE }], false)).toBe(
    "plain",
  );
});

test("any route that is not a text page, or a document with no route below the root, gets React", () => {
  expect(documentScripts([root, { id: "layout", handle: TEXT_PAGE }, { id: "page" }], false)).toBe("router");
  expect(documentScripts([root, { id: "page", handle: { hydrate: true } }], false)).toBe("router");
  expect(documentScripts([root], false)).toBe("router");
});

test("a browser running React keeps it on text pages; the offline page has no script at all", () => {
  expect(documentScripts([root, { id: "routes/info/faq", handle: TEXT_PAGE }], true)).toBe("router");
  expect(documentScripts([root, { id: "routes/offline", handle: { withoutScripts: true } }], false)).toBe("none");
  expect(documentScripts([root, { id: "routes/offline", handle: { withoutScripts: true } }], true)).toBe("none");
});
