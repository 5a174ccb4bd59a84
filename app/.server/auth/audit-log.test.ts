import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { indiaDayStart, sanitizeDetails } from "./audit-log";

const root = path.resolve(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [full] : [];
  });
}

test("no code path updates or deletes audit rows (the database also refuses, see the integration tests)", () => {
  const offenders: string[] = [];
  for (const dir of ["app", "server", "scripts"]) {
    for (const file of sourceFiles(path.join(root, dir))) {
      // Tests may try (the integration test checks the database refuses); application code may not.
      if (/\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(file, "utf8");
      if (/(updateTable|deleteFrom)\(\s*["'`]audit_log["'`]/.test(text)) offenders.push(file);
      if (/\b(update|delete\s+from|truncate(\s+table)?)\s+["`]?audit_log\b/i.test(text) && !file.includes("migrations"))
        offenders.push(file);
    }
  }
  expect(offenders).toEqual([]);
});

test("details never keep passwords, codes, secrets, tokens or session ids, whatever a caller passes", () => {
  const text = sanitizeDetails({
    reason: "wrong_password",
    password: "hunter2hunter2",
    new_password: "x",
    code: "123456",
    recovery_codes: "abcde-fghjk",
    totp_secret: "JBSW",
    token: "t",
    session_id: "s",
    password_hash: "$argon2id$",
    sessions_ended: 2,
  });
  expect(JSON.parse(text!)).toEqual({ reason: "wrong_password", sessions_ended: 2 });
  expect(sanitizeDetails({ password: "only secrets" })).toBeNull();
  expect(sanitizeDetails(undefined)).toBeNull();
});

test("a filter day is a day in India (UTC+05:30)", () => {
  expect(indiaDayStart("2026-11-21")).toBe("2026-11-20T18:30:00.000Z");
});
