/**
 * The Marathi glossary (docs/glossary-mr.md) is the single source: this test reads its table and
 * fails when a forbidden variant appears in Marathi text the site shows or sends, or when a
 * translation key it names is missing or does not use the glossary's term.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import mr from "~/locales/mr";
import { renderSms, STATUS_NAMES, type SmsPurpose } from "~/.server/sms/templates";

const ROOT = new URL("../../", import.meta.url).pathname;

type Row = { english: string; terms: string[]; forbidden: string[]; keys: string[] };

/** Backticked items of a table cell. */
const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

function glossary(): Row[] {
  const lines = readFileSync(join(ROOT, "docs/glossary-mr.md"), "utf8").split("\n");
  const rows = lines.filter((line) => line.startsWith("|")).slice(2); // past the header and its rule
  return rows.map((line) => {
    const cells = line.split("|").slice(1, -1);
    expect(cells, line).toHaveLength(4);
    const [english, marathi, forbidden, where] = cells as [string, string, string, string];
    return {
      english: english.trim(),
      terms: quoted(marathi),
      forbidden: quoted(forbidden),
      keys: quoted(where).filter((item) => /^[a-z_]+(\.[a-z0-9_]+)+$/.test(item)),
    };
  });
}

// A letter, sign or digit of Devanagari (not the dandas), or a zero-width joiner: inside a word.
const WORD = "[\\u0900-\\u0963\\u0966-\\u097F\\u200C\\u200D]";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whole word, or the start of a word when the variant ends in "…" (see the glossary). */
function variantPattern(variant: string): RegExp {
  const prefix = variant.endsWith("…");
  const body = escape(prefix ? variant.slice(0, -1) : variant);
  return new RegExp(`(?<!${WORD})${body}${prefix ? "" : `(?!${WORD})`}`, "u");
}

function filesIn(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, folder))
    .filter(keep)
    .map((name) => join(folder, name));
}

const isSource = (name: string) => name.endsWith(".ts") && !name.endsWith(".test.ts");

/**
 * Every file whose Marathi text the glossary governs, read as it is written. The search's words
 * are what people type, variants and all (१५१२ as well as 1512), so the glossary does not govern them.
 */
const SCANNED_FILES = [
  ...filesIn("app/locales/mr", (name) => isSource(name) && name !== "search-words.ts"),
  "app/.server/sms/templates.ts",
  ...readdirSync(join(ROOT, "app/.server/content"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) =>
      filesIn(`app/.server/content/${area.name}`, (name) => name.startsWith("demo-") && isSource(name)),
    ),
  ...filesIn("app/.server/db/seed", (name) => name.startsWith("demo-") && isSource(name)),
  "public/sw.js",
];

const PURPOSES: SmsPurpose[] = ["suggestion", "complaint", "lost_found", "fir", "status_check", "sign_in"];
const sample = { code: "4821", reference: "MRP-L-2026-000007", url: "https://rp.example/status" };

/** Every Marathi SMS as it is sent: each template, for each purpose and each status. */
const SMS_TEXTS = [
  ...PURPOSES.flatMap((purpose) => [
    renderSms("otp", "mr", { ...sample, purpose }),
    renderSms("reference", "mr", { ...sample, purpose }),
  ]),
  ...Object.keys(STATUS_NAMES).flatMap((status) => [
    renderSms("status", "mr", { ...sample, status }),
    renderSms("status_remark", "mr", { ...sample, status, remark: "नमुना शेरा: अधिकारी आपल्याला फोन करतील." }),
  ]),
  renderSms("fir_number", "mr", { ...sample, fir_number: "CSMT/0123/2026" }),
  renderSms("claim", "mr", { ...sample, station: "ठाणे लोहमार्ग पोलीस ठाणे", item: "FP-000042" }),
];

type Tree = { [key: string]: string | Tree };

function lookup(path: string): string | undefined {
  let node: string | Tree | undefined = mr as unknown as Tree;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

const rows = glossary();

test("the glossary has rows, each with a Marathi term", () => {
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) expect(row.terms, row.english).not.toEqual([]);
});

test("no approved term contains a forbidden variant (the matching rule leaves correct words alone)", () => {
  const terms = rows.flatMap((row) => row.terms);
  const clashes = rows.flatMap((row) =>
    row.forbidden.flatMap((variant) =>
      terms.filter((term) => variantPattern(variant).test(term)).map((term) => `${variant} in ${term}`),
    ),
  );
  expect(clashes).toEqual([]);
});

describe("no forbidden variant appears", () => {
  test.each(SCANNED_FILES)("in %s", (file) => {
    const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
    const found = rows.flatMap((row) =>
      row.forbidden.flatMap((variant) => {
        const pattern = variantPattern(variant);
        return lines.flatMap((line, index) =>
          pattern.test(line) ? [`line ${index + 1}: "${variant}" (${row.english}): ${line.trim()}`] : [],
        );
      }),
    );
    expect(found).toEqual([]);
  });

  test("in any Marathi SMS as sent", () => {
    const found = SMS_TEXTS.flatMap((text) =>
      rows.flatMap((row) =>
        row.forbidden.filter((variant) => variantPattern(variant).test(text)).map((variant) => `"${variant}": ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

test("every key the glossary names exists and uses the glossary's term", () => {
  const problems = rows.flatMap((row) =>
    row.keys.flatMap((key) => {
      const value = lookup(key);
      if (value === undefined) return [`${key}: no such Marathi string`];
      return row.terms.some((term) => value.includes(term))
        ? []
        : [`${key} = "${value}" (want ${row.terms.join(" or ")})`];
    }),
  );
  expect(problems).toEqual([]);
});

/** Every source file of app/, tests beside the code left out. */
function appSources(folder = "app"): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("no code writes a mobile number in Devanagari digits: it is dialled (the FIR page and PDF included)", () => {
  const found = appSources().flatMap((file) =>
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        /\b(digits|localDigits)\([^)]*[mM]obile/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
