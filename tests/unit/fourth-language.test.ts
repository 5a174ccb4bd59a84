/**
 * Adding an interface language is configuration: in a copy of the project, a fourth language
 * (Gujarati, `gu`, its strings copied from English) is its folder app/locales/gu/ plus its entry in
 * the two configuration files, and the whole project still type-checks. A part of the site that
 * named the languages one by one (a `Record<Locale, …>` written out, a key per language) would fail
 * the compiler here, and its file would have to change too.
 *
 * The browser tests (tests/e2e/) are left out of the copy: their sample data (names, texts typed
 * into forms) is written per language, so a new language asks for its own there on purpose.
 *
 * Slow for a unit test (the compiler on the whole project, about 30-90 s on a busy machine): it is
 * the only way to know that nothing else names the languages.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CODE = "gu";
/** What adding a language may change: its folder and the configuration files. */
const CONFIGURATION = ["app/i18n/locales.ts", "app/.server/i18n/resources.ts"];

/** Generated, installed or local-only folders, and the browser tests (see above). */
const LEFT_OUT = new Set(["node_modules", "build", ".react-router", ".git", ".cache", "data", "coverage", "tests/e2e"]);
/** What the compiler reads (tsconfig.json takes every TypeScript file of the project). */
const SOURCES = ["app", "server", "scripts", "tests"];

const kept = (relative: string) => !LEFT_OUT.has(relative) && !relative.startsWith("build-");

function copyProject(to: string) {
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    const isConfig = entry.isFile() && /\.(ts|json|js|mjs)$/.test(entry.name);
    if (!isConfig && !SOURCES.includes(entry.name)) continue;
    cpSync(path.join(ROOT, entry.name), path.join(to, entry.name), {
      recursive: true,
      filter: (source) => kept(path.relative(ROOT, source)),
    });
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(to, "node_modules"), "dir");
}

/** Every file under `root` (as kept in the copy), by its path relative to `root`. */
function files(root: string, under = ""): string[] {
  return readdirSync(path.join(root, under)).flatMap((name) => {
    const relative = path.posix.join(under, name);
    if (!kept(relative) || (under === "" && !SOURCES.includes(name) && !/\.(ts|json|js|mjs)$/.test(name))) return [];
    return statSync(path.join(root, relative)).isDirectory() ? files(root, relative) : [relative];
  });
}

/** `text` with `pattern` replaced, failing if the pattern is not there (the configuration moved). */
function edit(file: string, pattern: RegExp, replace: (match: string) => string) {
  const text = readFileSync(file, "utf8");
  expect(text, `${path.basename(file)} no longer matches ${pattern}`).toMatch(pattern);
  writeFileSync(file, text.replace(pattern, replace));
}

function addLanguage(copy: string) {
  cpSync(path.join(copy, "app/locales/en"), path.join(copy, `app/locales/${CODE}`), { recursive: true });
  const locales = path.join(copy, "app/i18n/locales.ts");
  edit(locales, /export const LOCALES = \[[^\]]*/, (list) => `${list}, "${CODE}"`);
  edit(
    locales,
    /export const LOCALE_SETTINGS: Record<Locale, LocaleSettings> = \{\n/,
    (start) => `${start}  ${CODE}: { name: "ગુજરાતી", tag: "${CODE}-IN", devanagariDigits: false },\n`,
  );
  const resources = path.join(copy, "app/.server/i18n/resources.ts");
  edit(resources, /^/, () => `import ${CODE} from "~/locales/${CODE}";\n`);
  edit(resources, /(RESOURCES: Record<Locale, Resources> = \{[^}]*)( \})/, (record) =>
    record.replace(/ \}$/, `, ${CODE} }`),
  );
}

const copy = mkdtempSync(path.join(tmpdir(), "fourth-language-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

test("a fourth language is its locale folder and its configuration, and the project still compiles", () => {
  copyProject(copy);
  addLanguage(copy);

  const bin = (name: string) => path.join(copy, "node_modules/.bin", name);
  const run = (command: string, args: string[]) => {
    try {
      execFileSync(command, args, { cwd: copy, encoding: "utf8", stdio: "pipe" });
      return "";
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      return `${stdout}${stderr}` || String(error);
    }
  };
  // The routes' types (`./+types/…`) are generated, as `npm run typecheck` does.
  expect(run(bin("react-router"), ["typegen"])).toBe("");
  expect(run(bin("tsc"), ["-p", "."])).toBe("");

  const original = new Set(files(ROOT));
  const copied = files(copy);
  const changed = copied.filter(
    (file) => !original.has(file) || !readFileSync(path.join(copy, file)).equals(readFileSync(path.join(ROOT, file))),
  );
  const removed = [...original].filter((file) => !copied.includes(file));
  expect(removed).toEqual([]);
  expect(changed.filter((file) => !file.startsWith(`app/locales/${CODE}/`)).sort()).toEqual([...CONFIGURATION].sort());
  expect(changed.filter((file) => file.startsWith(`app/locales/${CODE}/`)).length).toBe(
    readdirSync(path.join(ROOT, "app/locales/en")).length,
  );
}, 300_000);
