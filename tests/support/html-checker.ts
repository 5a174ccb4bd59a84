/**
 * The W3C HTML checker (the Nu Html Checker that validator.w3.org runs, from the `vnu-jar`
 * package, on the machine's Java) over many documents in one run: starting the JVM costs a few
 * seconds, checking a page a few milliseconds.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

/**
 * Where the checker is behind the HTML standard, and only there. `vnu-jar` 26.9 knows `blocking`
 * on stylesheet links only; the standard also gives it to `<link rel="expect">` (app/root.tsx,
 * Chromium 124+), the one such link on our pages. Matched on message and source both.
 */
const CHECKER_BEHIND_THE_STANDARD = [
  {
    message: "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    extract: '<link rel="expect"',
  },
];

export type CheckerMessage = { document: string; type: string; line?: number; message: string; extract?: string };

/** Every error the checker reports, per document name (warnings and info are left out). */
export async function htmlErrors(documents: ReadonlyArray<{ name: string; html: string }>): Promise<CheckerMessage[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "rp-vnu-"));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const names = new Map(files.map((file, index) => [`file:${file}`, documents[index]!.name]));
    const { stdout } = await promisify(execFile)(
      "java",
      ["-Xss1m", "-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as {
      messages: Array<{
        type: string;
        subType?: string;
        url?: string;
        lastLine?: number;
        message: string;
        extract?: string;
      }>;
    };
    return report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .filter(
        (message) =>
          !CHECKER_BEHIND_THE_STANDARD.some(
            (known) => message.message === known.message && (message.extract ?? "").includes(known.extract),
          ),
      )
      .map((message) => ({
        document: names.get(message.url ?? "") ?? message.url ?? "?",
        type: message.type,
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeCheckerMessages(messages: CheckerMessage[]): string {
  return messages
    .map(
      (m) => `${m.document}${m.line ? `:${m.line}` : ""}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`,
    )
    .join("\n");
}
