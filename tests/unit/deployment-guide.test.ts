/**
 * docs/deployment.md's examples are copied onto servers as they are, so the mistakes that would
 * only show there are checked here: an environment file read by systemd (EnvironmentFile=), which
 * takes a "# …" after a value as part of the value, and the Node.js version to install.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const guide = readFileSync(path.join(ROOT, "docs/deployment.md"), "utf8");
const codeBlocks = [...guide.matchAll(/^```\w*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);

test("no variable in an example has a comment after its value: comments are lines of their own", () => {
  const lines = codeBlocks.flatMap((block) => block.split("\n"));
  expect(lines.filter((line) => /^[A-Z][A-Z0-9_]*=\S*\s+#/.test(line))).toEqual([]);
});

test("the Node.js build to download is the version of .nvmrc", () => {
  const nvmrc = readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();
  const versions = codeBlocks.flatMap((block) => [...block.matchAll(/^v=(\S+)$/gm)].map((match) => match[1]));
  expect(versions).toEqual([nvmrc]);
});
