/**
 * The citizen-report core on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): drafts
 * bound to the browser that made them, a live code not re-sent for a repeated submission, codes made
 * but not delivered (for status checks that match nothing), and the purge of expired drafts and of
 * closed reports past the retention period.
 */
import pino from "pino";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createDbRateLimiter } from "~/.server/security/rate-limiter";
import type { SmsMessage, SmsProvider } from "~/.server/sms/provider";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createOneTimeCodes } from "../otp/one-time-codes";
import { CODE_TTL_MS, MAX_ATTEMPTS_PER_CODE } from "../otp/otp-limits";
import { createCitizenReports, DRAFT_LIFETIME_MS } from "./reports";

class RecordingSms implements SmsProvider {
  sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    this.sent.push(message);
  }
  lastCode(): string {
    return this.sent.filter((m) => m.template === "otp").at(-1)!.variables.code!;
  }
}

let database: TestDatabase;
let offsetMs: number;
let sms: RecordingSms;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let codes: ReturnType<typeof createOneTimeCodes>;
let reports: ReturnType<typeof createCitizenReports>;
/** Who asks for the codes and enters them: an address and a browser (its anonymous cookie id). */
const REQUESTER = { address: "203.0.113.9", browser: "browser-a" };
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  database = await openTestDatabase();
  offsetMs = 0;
  sms = new RecordingSms();
  const logger = pino({ level: "silent" });
  codes = createOneTimeCodes({
    db: database.db,
    secret: "integration-test-secret-0123456789abcdef",
    codeLength: 4,
    clock,
    limiter: createDbRateLimiter(database.db, clock),
    sms,
    logger,
  });
  reports = createCitizenReports({
    db: database.db,
    clock,
    codes,
    sms,
    logger,
    publicUrl: "https://rp.example",
    retentionDays: 90,
    secret: "integration-test-secret-0123456789abcdef",
  });
});
afterEach(async () => {
  await database.close();
});

const draftOf = (anonId: string, key = "key-1", mobile = "9876500001") =>
  reports.createDraft("complaint", key, anonId, {
    name: "Asha",
    mobile_number: mobile,
    message: "Sample",
    locale: "en",
  });

describe("a draft", () => {
  test("lasts 30 minutes and is found only by the browser that made it", async () => {
    expect(DRAFT_LIFETIME_MS).toBe(30 * 60 * 1000);
    const draft = await draftOf("browser-a");
    expect(await reports.findDraft("complaint", draft.id, "browser-a")).toMatchObject({ id: draft.id });
    expect(await reports.findDraft("complaint", draft.id, "browser-b")).toBeUndefined();
    expect(await reports.findDraft("suggestion", draft.id, "browser-a")).toBeUndefined();
    offsetMs = DRAFT_LIFETIME_MS + 1000;
    expect(await reports.findDraft("complaint", draft.id, "browser-a")).toBeUndefined();
  });

  test("has a live code once sent, and none once it is used, expired or tried five times wrongly", async () => {
    const draft = await draftOf("browser-a");
    expect(await reports.hasLiveCode(draft)).toBe(false);
    await reports.sendCode(draft, REQUESTER);
    expect(await reports.hasLiveCode(draft)).toBe(true);
    offsetMs = CODE_TTL_MS + 1000;
    expect(await reports.hasLiveCode(draft)).toBe(false);

    offsetMs += 60_000;
    await reports.sendCode(draft, REQUESTER);
    const wrong = String((Number(sms.lastCode()) + 1) % 10_000).padStart(4, "0");
    for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i++) await reports.confirm(draft, wrong, REQUESTER);
    expect(await reports.hasLiveCode(draft)).toBe(false);

    offsetMs += 60_000;
    await reports.sendCode(draft, REQUESTER);
    expect((await reports.confirm(draft, sms.lastCode(), REQUESTER)).ok).toBe(true);
    expect(await reports.hasLiveCode(draft)).toBe(false);
  });

  test("once confirmed is shown to its own browser only, with its reference", async () => {
    const draft = await draftOf("browser-a");
    expect(await reports.findConfirmedOwned("complaint", draft.id, "browser-a")).toBeUndefined();
    await reports.sendCode(draft, REQUESTER);
    const confirmed = await reports.confirm(draft, sms.lastCode(), REQUESTER);
    expect(confirmed.ok).toBe(true);
    const own = await reports.findConfirmedOwned("complaint", draft.id, "browser-a");
    expect(own?.reference).toMatch(/^MRP-C-\d{4}-000001$/);
    expect(await reports.findConfirmedOwned("complaint", draft.id, "browser-b")).toBeUndefined();
    expect(await reports.findConfirmedOwned("suggestion", draft.id, "browser-a")).toBeUndefined();
    expect(await reports.findConfirmed(own!.reference!, "9876500001")).toMatchObject({ id: draft.id });
    expect(await reports.findConfirmed(own!.reference!, "9876500002")).toBeUndefined();
  });
});

describe("a code made but not delivered", () => {
  test("sends nothing, yet counts against the limits and answers guesses like any code", async () => {
    const input = {
      purpose: "status_check" as const,
      subject: "status:x",
      mobile: "9876500003",
      language: "en" as const,
      ...REQUESTER,
    };
    expect(await codes.issue({ ...input, deliver: false })).toMatchObject({ ok: true });
    expect(sms.sent).toEqual([]);
    expect(await codes.hasLiveCode(input)).toBe(true);
    expect(await codes.issue({ ...input, deliver: false })).toMatchObject({ ok: false, reason: "rate_limited" });
    const guess = await codes.verify({ ...input, code: "0000" }, async () => "shown");
    // One chance in 10,000 that 0000 is the code; either way nothing was sent.
    if (!guess.ok) expect(guess).toEqual({ ok: false, reason: "wrong_code", attemptsLeft: 4 });
  });
});

describe("purging", () => {
  test("deletes expired drafts and closed reports past the retention period, and nothing else", async () => {
    const expired = await draftOf("a", "k1", "9876500010");
    const live = await draftOf("a", "k2", "9876500011");
    const received = await draftOf("a", "k3", "9876500012");
    const closedLongAgo = await draftOf("a", "k4", "9876500013");
    const closedRecently = await draftOf("a", "k5", "9876500014");
    for (const report of [received, closedLongAgo, closedRecently]) {
      await reports.sendCode(report, REQUESTER);
      expect((await reports.confirm(report, sms.lastCode(), REQUESTER)).ok).toBe(true);
    }
    const now = clock.now().getTime();
    await database.db
      .updateTable("citizen_reports")
      .set({ status: "closed", closed_at: new Date(now - 91 * DAY).toISOString() })
      .where("id", "=", closedLongAgo.id)
      .execute();
    await database.db
      .updateTable("citizen_reports")
      .set({ status: "closed", closed_at: new Date(now - 89 * DAY).toISOString() })
      .where("id", "=", closedRecently.id)
      .execute();
    await database.db
      .updateTable("citizen_reports")
      .set({ draft_expires_at: new Date(now - 1000).toISOString() })
      .where("id", "=", expired.id)
      .execute();

    expect(await reports.purge()).toEqual({ drafts: 1, closed: 1 });
    const left = await database.db.selectFrom("citizen_reports").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual([live.id, received.id, closedRecently.id]);
  });
});
