/**
 * The project's layout, checked on the source as text: inside `app/.server/` dependencies run one
 * way (routes -> domains -> engines -> db/config: no two folders import each other, and an engine
 * never imports a domain), every folder there is named in the README's "Project layout", and no
 * file in `app/` grows past what one reads in one sitting.
 *
 * A top-level folder of `app/.server/` is a domain or an engine; the files directly in
 * `app/.server/` (services.ts, context.ts, config.ts, …) are the composition root that wires them
 * together, and may import anything. Test files (`*.test.ts`) are left out of the import graph:
 * they are not part of what ships, and a test may borrow another folder's sample data.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");
const SERVER = path.join(APP, ".server");

/** Engines: purpose-agnostic machinery the domains use. */
const ENGINES = ["otp", "sms", "security", "storage", "pdf", "i18n", "api", "http", "db"];
/** Domains: what the site does for its visitors and staff. */
const DOMAINS = ["reports", "found-property", "fir", "content", "content-admin"];

/** The longest a file in `app/` may be. */
const MAX_LINES = 400;

/** The longest a component file may be: one component and its small helpers, read in one go. */
const MAX_COMPONENT_LINES = 300;

/** Every file below `dir`, as paths relative to it with forward slashes. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

const serverFolders = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The top-level folder of `app/.server/` a path lies in, or null (the composition root, or outside). */
function serverFolderOf(absolutePath: string): string | null {
  const relative = path.relative(SERVER, absolutePath);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const first = relative.split(path.sep)[0]!;
  return serverFolders.includes(first) ? first : null;
}

/** Where an import points, for relative and `~/` imports; null for packages and Node's modules. */
function resolveImport(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith("./") || specifier.startsWith("../")) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  return null;
}

type Import = { file: string; specifier: string; from: string; to: string };

/** Every import from one top-level folder of `app/.server/` into another (static, dynamic, type-only, re-export). */
function importsBetweenFolders(): Import[] {
  const imports: Import[] = [];
  for (const relative of filesBelow(SERVER)) {
    if (!/\.tsx?$/.test(relative) || /\.test\.tsx?$/.test(relative)) continue;
    const file = path.join(SERVER, relative);
    const from = serverFolderOf(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const target = resolveImport(file, specifier);
      const to = target && serverFolderOf(target);
      if (to && to !== from) imports.push({ file: `app/.server/${relative}`, specifier, from, to });
    }
  }
  return imports;
}

describe("inside app/.server/", () => {
  const imports = importsBetweenFolders();

  test("the folders this test names as engines and domains exist", () => {
    expect(serverFolders).toEqual(expect.arrayContaining([...ENGINES, ...DOMAINS]));
  });

  test("no two folders import each other", () => {
    const cycles = imports
      .filter((one) => one.from < one.to)
      .filter((one) => imports.some((other) => other.from === one.to && other.to === one.from))
      .map((one) => {
        const back = imports.find((other) => other.from === one.to && other.to === one.from)!;
        return `${one.from} <-> ${one.to}: ${one.file} imports "${one.specifier}", ${back.file} imports "${back.specifier}"`;
      });
    // One line per pair of folders.
    const pairs = [...new Map(cycles.map((line) => [line.split(":")[0], line])).values()];
    expect(pairs).toEqual([]);
  });

  test("the engines never import a domain", () => {
    const wrong = imports
      .filter((one) => ENGINES.includes(one.from) && DOMAINS.includes(one.to))
      .map((one) => `${one.file} imports "${one.specifier}" (${one.to})`);
    expect(wrong).toEqual([]);
  });
});

test('every folder of app/.server/ is named in the README\'s "Project layout"', () => {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const section = /^## Project layout\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1];
  expect(section, 'the README has a "## Project layout" section').toBeDefined();
  const unnamed = serverFolders.filter(
    (folder) => !new RegExp(`(^|[^\\w-])${folder.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}/`).test(section!),
  );
  expect(unnamed).toEqual([]);
});

test(`no file in app/ is longer than ${MAX_LINES} lines`, () => {
  const tooLong = filesBelow(APP)
    .filter((relative) => !relative.startsWith("locales/"))
    // Demo data is a list of sample records, not code to read through.
    .filter((relative) => !/(^|\/)demo-[^/]*\.ts$/.test(relative))
    .flatMap((relative) => {
      const bytes = readFileSync(path.join(APP, relative));
      // Fonts and other binary data have no lines to read.
      if (bytes.includes(0)) return [];
      const lines = bytes.toString("utf8").split("\n").length - (bytes.at(-1) === 0x0a ? 1 : 0);
      return lines > MAX_LINES ? [`app/${relative}: ${lines} lines`] : [];
    });
  expect(tooLong).toEqual([]);
});

test(`no component file in app/components/ is longer than ${MAX_COMPONENT_LINES} lines`, () => {
  const tooLong = filesBelow(path.join(APP, "components"))
    .filter((relative) => relative.endsWith(".tsx"))
    .flatMap((relative) => {
      const lines = readFileSync(path.join(APP, "components", relative), "utf8")
        .trimEnd()
        .split("\n").length;
      return lines > MAX_COMPONENT_LINES ? [`app/components/${relative}: ${lines} lines`] : [];
    });
  expect(tooLong).toEqual([]);
});
