import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { SmsProvider } from "./provider";

/** The file local runs and tests read codes from: one JSON object per line. */
export const OUTBOX_FILE = "sms-outbox.jsonl";

/**
 * Writes each message as a JSON line (`to`, `text`, `purpose`, `at`) instead of sending it. The
 * file holds real codes and numbers: it lives in the private data directory, never in a log.
 */
export function createOutboxProvider(dataDir: string): SmsProvider {
  const file = path.join(dataDir, OUTBOX_FILE);
  return {
    async send(message) {
      await mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({
        to: message.to,
        text: message.text,
        purpose: message.purpose,
        template: message.template,
        at: new Date().toISOString(),
      });
      await appendFile(file, line + "\n", { mode: 0o600 });
    },
  };
}
