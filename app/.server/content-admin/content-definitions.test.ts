import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

/**
 * A content type is a definition, not code (docs/decisions/027): what several types share is a
 * builder in content-fields.ts, and a definition that grows past this is a sign it copies one.
 */
const MAX_LINES = 120;

test(`each content type's definition (<type>-type.ts) is under ${MAX_LINES} lines`, () => {
  const folder = import.meta.dirname;
  const definitions = readdirSync(folder).filter((name) => name.endsWith("-type.ts"));
  expect(definitions.length).toBeGreaterThanOrEqual(9);
  const lines = Object.fromEntries(
    definitions.map((name) => [name, readFileSync(join(folder, name), "utf8").trimEnd().split("\n").length]),
  );
  expect(Object.entries(lines).filter(([, count]) => count >= MAX_LINES)).toEqual([]);
});
