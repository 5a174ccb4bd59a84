/**
 * The texts the browser tests' server "sent": with SMS_PROVIDER=outbox it writes each one as a
 * JSON line to $DATA_DIR/sms-outbox.jsonl (app/.server/sms/outbox-provider.ts), which the tests
 * read back to type a one-time code or check a message, as a citizen reads their phone.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";

export type OutboxLine = { to: string; text: string; template: string; purpose: string };

/** Every text to `mobile`, oldest first; only those of `template` when it is given. */
export function textsTo(dataDir: string, mobile: string, template?: string): OutboxLine[] {
  const file = path.join(dataDir, "sms-outbox.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.to === mobile && (template === undefined || line.template === template));
}

/** The one-time codes texted to `mobile`, oldest first. */
export function codesTo(dataDir: string, mobile: string): string[] {
  return textsTo(dataDir, mobile, "otp").map((line) => /^(\d{4,8})\s/.exec(line.text)![1]!);
}

/** The latest one-time code to `mobile`, once at least `count` have been written. */
export async function latestCode(dataDir: string, mobile: string, count = 1): Promise<string> {
  await expect.poll(() => codesTo(dataDir, mobile).length).toBeGreaterThanOrEqual(count);
  return codesTo(dataDir, mobile).at(-1)!;
}
