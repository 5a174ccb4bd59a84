/**
 * Citizens for the operations tests (backups, crashes, shutdown), which run the real server as a
 * child process with the real clock: a suggestion sent over the JSON API and confirmed with the
 * code read back from the site's SMS outbox, as the site's own script does it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { FILL_TIME_MS } from "../support/short-waits";
import { CitizenBrowser, freshMobile, SAMPLE } from "./citizen-support";

/** Until a form opened at `openedAt` counts as filled in by a person (on production-site.ts's short wait). */
export function waitForFillTime(openedAt: number): Promise<void> {
  const left = openedAt + FILL_TIME_MS - Date.now();
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, left)));
}

/** A citizen who opened the home page (and so holds a CSRF token) with a mobile number of their own. */
export class Citizen extends CitizenBrowser {
  readonly mobile = freshMobile();
  openedAt = 0;

  async start(): Promise<this> {
    await this.open("/");
    this.openedAt = Date.now();
    return this;
  }

  /** The suggestion form's fields. */
  suggestionFields(text = SAMPLE.suggestion): Record<string, string> {
    return { name: SAMPLE.name, mobile_number: this.mobile, suggestion: text };
  }

  /** Sends the suggestion; the draft's id. */
  async sendSuggestion(text?: string): Promise<number> {
    const response = await this.api("/api/suggestion/new", this.suggestionFields(text));
    if (response.status !== 200) throw new Error(`/api/suggestion/new answered ${response.status}`);
    const body = (await response.json()) as { suggestion: { id: number } };
    return body.suggestion.id;
  }

  /** Confirms the draft with the code texted to this citizen; the reference, or null if refused. */
  async confirmSuggestion(dataDir: string, id: number): Promise<string | null> {
    const response = await this.api("/api/suggestion/verify", {
      suggestion_id: String(id),
      otp: lastCode(dataDir, this.mobile),
    });
    if (response.status !== 200) return null;
    const body = (await response.json()) as { otp_verification: string; reference?: string };
    return body.otp_verification === "successful" ? (body.reference ?? null) : null;
  }
}

/** The last one-time code the outbox SMS provider "sent" to `mobile` on the site in `dataDir`. */
export function lastCode(dataDir: string, mobile: string): string {
  const file = path.join(dataDir, "sms-outbox.jsonl");
  const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
  const texts = lines
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { to: string; template: string; text: string }];
      } catch {
        return []; // the last line of a server killed while writing it
      }
    })
    .filter((line) => line.to === mobile && line.template === "otp");
  const text = texts.at(-1)?.text;
  if (!text) throw new Error("no code was sent to this citizen");
  return /^(\d{4,8})\s/.exec(text)![1]!;
}

/** A confirmed suggestion row as the database holds it. */
export type ReportRow = {
  id: number;
  status: string;
  reference: string | null;
  confirmed_at: string | null;
  mobile_number: string;
  message: string;
};

export const REPORT_COLUMNS = "id, status, reference, confirmed_at, mobile_number, message";
