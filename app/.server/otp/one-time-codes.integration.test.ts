/**
 * Every case of "check your phone" (GOV.UK One Login's checklist): empty, too short, too long,
 * letters, wrong, wrong five times, too many requested, expired; plus what this site adds: codes
 * bound to subject and mobile, one use even under concurrency, exhaustive guessing capped per code,
 * per mobile's codes and per requester (never by locking the mobile: a stranger's wrong codes do
 * not refuse its owner's right one), and nothing usable when the SMS could not be sent.
 */
import pino from "pino";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createDbRateLimiter } from "~/.server/security/rate-limiter";
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from "~/.server/sms/provider";
import { openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createOneTimeCodes } from "./one-time-codes";
import { CODE_TTL_MS, MAX_ATTEMPTS_PER_CODE, SENDS_PER_MOBILE_TO_STRANGERS } from "./otp-limits";
import { proofWith } from "./proven-mobiles";

class RecordingSms implements SmsProvider {
  sent: SmsMessage[] = [];
  failing = false;
  /** The gateway takes each message but its answer does not come within the timeout. */
  slow = false;
  async send(message: SmsMessage) {
    if (this.failing) throw new SmsDeliveryError("gateway down");
    this.sent.push(message);
    if (this.slow) throw new SmsDeliveryError("gateway timed out", { outcomeUnknown: true });
  }
  lastCode(): string {
    return this.sent.at(-1)!.variables.code!;
  }
}

let database: TestDatabase;
let offsetMs: number;
let sms: RecordingSms;
let logLines: string[];
let codes: ReturnType<typeof createOneTimeCodes>;

const clock = { now: () => new Date(Date.now() + offsetMs) };
const advance = (ms: number) => (offsetMs += ms);
const MOBILE = "9876543210";
const SECRET = "integration-test-secret-0123456789abcdef";
const base = {
  purpose: "complaint" as const,
  subject: "report:1",
  mobile: MOBILE,
  address: "203.0.113.5",
  browser: "browser-of-the-owner",
};
/** Someone else asking, from a browser and an address of their own, for a subject of their own. */
const stranger = (n: number) => ({ browser: `browser-${n}`, address: `198.51.100.${n}`, subject: `report:${100 + n}` });
/** What a browser that confirmed a code to MOBILE before holds (proven-mobiles.ts). */
const ownersProof = () => proofWith(SECRET, undefined, MOBILE, clock.now().getTime());
type Asker = Partial<typeof base> & { proof?: string };
const issue = (overrides: Asker & { unlessLive?: boolean } = {}) =>
  codes.issue({ ...base, language: "en", ...overrides });
const confirmed = async () => "confirmed";
const verify = (code: string, overrides: Asker = {}) => codes.verify({ ...base, code, ...overrides }, confirmed);
const wrongCode = (right: string) => String((Number(right) + 1) % 10_000).padStart(4, "0");

beforeEach(async () => {
  database = await openTestDatabase();
  offsetMs = 0;
  sms = new RecordingSms();
  logLines = [];
  codes = codesOnDatabase(pino({ level: "info" }, { write: (line: string) => void logLines.push(line) }));
});

/** One-time codes on this test's database, as one instance of the site has them. */
function codesOnDatabase(
  logger: pino.Logger,
  options: Pick<Parameters<typeof createOneTimeCodes>[0], "sendsPerAddress"> = {},
) {
  return createOneTimeCodes({
    db: database.db,
    secret: SECRET,
    codeLength: 4,
    clock,
    limiter: createDbRateLimiter(database.db, clock),
    sms,
    logger,
    ...options,
  });
}

afterEach(async () => {
  await database.close();
});

describe("a code sent by SMS", () => {
  test("is four random digits, sent to the mobile, valid for five minutes", async () => {
    const result = await issue();
    expect(result.ok).toBe(true);
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]).toMatchObject({ to: MOBILE, template: "otp", purpose: "complaint" });
    expect(sms.lastCode()).toMatch(/^\d{4}$/);
    if (result.ok) expect(Date.parse(result.expiresAt) - clock.now().getTime()).toBeGreaterThan(CODE_TTL_MS - 2000);
  });

  test("is stored only as an HMAC, never in plain digits", async () => {
    await issue();
    const row = await database.db.selectFrom("one_time_codes").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(sms.lastCode());
    expect(JSON.stringify(row)).not.toContain(MOBILE);
  });

  test("confirms once, running the confirmation with it", async () => {
    await issue();
    const code = sms.lastCode();
    expect(await verify(code)).toEqual({ ok: true, value: "confirmed" });
    expect(await verify(code)).toEqual({ ok: false, reason: "no_code" });
  });

  test("accepts Devanagari digits, spaces and hyphens", async () => {
    await issue();
    const devanagari = [...sms.lastCode()].map((d) => String.fromCharCode(0x0966 + Number(d))).join("");
    expect(await verify(` ${devanagari.slice(0, 2)}-${devanagari.slice(2)} `)).toMatchObject({ ok: true });
  });

  test.each([
    ["empty", ""],
    ["too short", "123"],
    ["too long", "12345"],
    ["letters", "12ab"],
  ])("a code that is %s is refused without using up a try", async (_case, input) => {
    await issue();
    expect(await verify(input)).toEqual({ ok: false, reason: "malformed" });
    const row = await database.db.selectFrom("one_time_codes").select("attempts").executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
    expect(await verify(sms.lastCode())).toMatchObject({ ok: true });
  });

  test("a wrong code says how many tries are left", async () => {
    await issue();
    expect(await verify(wrongCode(sms.lastCode()))).toEqual({ ok: false, reason: "wrong_code", attemptsLeft: 4 });
  });

  test("wrong five times kills the code, even for the right digits afterwards", async () => {
    await issue();
    const right = sms.lastCode();
    for (let i = 1; i < MAX_ATTEMPTS_PER_CODE; i++) expect((await verify(wrongCode(right))).ok).toBe(false);
    expect(await verify(wrongCode(right))).toEqual({ ok: false, reason: "too_many_attempts" });
    expect((await verify(right)).ok).toBe(false);
  });

  test("expires after five minutes", async () => {
    await issue();
    advance(CODE_TTL_MS + 1000);
    expect(await verify(sms.lastCode())).toEqual({ ok: false, reason: "expired" });
  });

  test("works for its own subject, purpose and mobile only", async () => {
    await issue();
    const code = sms.lastCode();
    expect((await verify(code, { subject: "report:2" })).ok).toBe(false);
    expect((await codes.verify({ ...base, purpose: "suggestion", code }, confirmed)).ok).toBe(false);
    expect((await verify(code, { mobile: "9123456780" })).ok).toBe(false);
    expect((await verify(code)).ok).toBe(true);
  });

  test("a new code kills the old one", async () => {
    await issue();
    const old = sms.lastCode();
    advance(31_000);
    await issue();
    const fresh = sms.lastCode();
    if (old !== fresh) expect((await verify(old)).ok).toBe(false);
    expect((await verify(fresh)).ok).toBe(true);
  });

  test("verified twice at the same moment, it confirms exactly once", async () => {
    await issue();
    const code = sms.lastCode();
    let confirmations = 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        codes.verify({ ...base, code }, async () => {
          confirmations += 1;
          return "confirmed";
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(confirmations).toBe(1);
  });

  test("copies of one request sent at once make one code and one SMS, and spend one send", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => codes.issue({ ...base, language: "en", unlessLive: true })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(sms.sent).toHaveLength(1);
    expect((await verify(sms.lastCode())).ok).toBe(true);
    // Only the one code counted against the mobile's allowance: a resend later is still allowed.
    advance(31_000);
    expect((await issue({ subject: "report:2" })).ok).toBe(true);
  });

  test.runIf(process.env.TEST_DATABASE_URL)(
    "two instances sharing PostgreSQL send one code for copies of one request",
    async () => {
      const other = codesOnDatabase(pino({ level: "silent" }));
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? other : codes).issue({ ...base, language: "en", unlessLive: true }),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      expect(sms.sent).toHaveLength(1);
    },
  );

  test("is not left usable when the SMS gateway fails", async () => {
    sms.failing = true;
    expect(await issue()).toEqual({ ok: false, reason: "sms_failed" });
    const rows = await database.db.selectFrom("one_time_codes").select("revoked").execute();
    expect(rows).toEqual([{ revoked: 1 }]);
  });

  test("stays usable when the gateway took the message but did not answer in time, and is not sent again", async () => {
    sms.slow = true;
    expect((await issue()).ok).toBe(true);
    const code = sms.lastCode();
    // Asking again at once (a second click) finds the code on its way instead of spending another.
    expect((await issue({ unlessLive: true })).ok).toBe(true);
    expect(sms.sent).toHaveLength(1);
    expect(await verify(code)).toEqual({ ok: true, value: "confirmed" });
  });

  test("never appears in the logs, nor does the full mobile number", async () => {
    await issue();
    const code = sms.lastCode();
    await verify(wrongCode(code));
    await verify(code);
    const logs = logLines.join("\n");
    expect(logs).not.toContain(MOBILE);
    expect(logs).toContain("98xxxxxx10");
    expect(logs).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});

describe("limits", () => {
  test("one code per mobile per 30 seconds, three per 15 minutes, ten per day, whoever asks", async () => {
    expect((await issue()).ok).toBe(true);
    const tooSoon = await issue();
    expect(tooSoon).toMatchObject({ ok: false, reason: "rate_limited" });
    if (!tooSoon.ok && tooSoon.reason === "rate_limited") expect(tooSoon.retryAfterSeconds).toBeLessThanOrEqual(30);
    advance(31_000);
    expect((await issue()).ok).toBe(true);
    advance(31_000);
    expect((await issue(stranger(1))).ok).toBe(true);
    advance(31_000);
    expect(await issue(stranger(2))).toMatchObject({ ok: false, reason: "rate_limited" });
    let sent = 3;
    // Every further code asked for by someone new: the mobile's own limits hold all the same.
    for (let window = 0; window < 5; window++) {
      advance(15 * 60_000);
      for (let i = 0; i < 3; i++) {
        advance(31_000);
        if ((await issue(stranger(10 + window * 3 + i))).ok) sent += 1;
      }
    }
    expect(sent).toBe(SENDS_PER_MOBILE_TO_STRANGERS);
    // The rest are kept for a browser that proved the number before; then the mobile's day is spent.
    const proof = ownersProof();
    for (let window = 0; window < 2; window++) {
      advance(15 * 60_000);
      for (let i = 0; i < 3; i++) {
        advance(31_000);
        if ((await issue({ proof })).ok) sent += 1;
      }
    }
    expect(sent).toBe(10);
    expect(sms.sent).toHaveLength(10);
  });

  test("one browser, or one address, gets at most five of a mobile's ten codes a day: the rest are left for others", async () => {
    const sendUntilRefused = async (asker: Partial<typeof base>) => {
      let sent = 0;
      for (let i = 0; i < 10; i++) {
        advance(16 * 60_000);
        const issued = await issue(asker);
        if (!issued.ok) {
          expect(issued).toMatchObject({ reason: "rate_limited" });
          break;
        }
        sent += 1;
      }
      return sent;
    };
    // One browser on one address.
    expect(await sendUntilRefused(stranger(1))).toBe(5);
    // A fresh cookie on the same address gets nothing more for this mobile.
    expect(await sendUntilRefused({ ...stranger(2), address: stranger(1).address })).toBe(0);
    // The same cookie from another address neither.
    expect(await sendUntilRefused({ ...stranger(1), address: stranger(3).address })).toBe(0);
    // The owner, from their own browser and address, still gets codes, and confirms with one.
    advance(16 * 60_000);
    expect((await issue()).ok).toBe(true);
    expect((await verify(sms.lastCode())).ok).toBe(true);
  });

  test("one address gets 30 codes in 15 minutes, or what OTP_SENDS_PER_ADDRESS_15_MIN says", async () => {
    const mobiles = (n: number) => Array.from({ length: n }, (_, i) => `90000${String(i).padStart(5, "0")}`);
    const sendAll = async (list: string[]) => {
      let ok = 0;
      for (const mobile of list) if ((await issue({ mobile, subject: `report:${mobile}` })).ok) ok += 1;
      return ok;
    };
    expect(await sendAll(mobiles(31))).toBe(30);

    // A carrier-grade NAT address shared by many commuters, or the browser tests' one address.
    await database.close();
    database = await openTestDatabase();
    codes = codesOnDatabase(pino({ level: "silent" }), { sendsPerAddress: { quarterHour: 40, day: 200 } });
    expect(await sendAll(mobiles(41))).toBe(40);
  });

  test("another mobile on the same address is not held back by the first one's limit", async () => {
    expect((await issue()).ok).toBe(true);
    expect((await issue({ mobile: "9000000001", subject: "report:9" })).ok).toBe(true);
  });

  test("guessing every code gets nowhere: five tries a code, ten codes a day per mobile, whoever asks", async () => {
    // The attacker walks through every code, asking for a fresh code whenever one dies, each time
    // from a new browser and a new address, so that no requester's limit stops them, and at the end
    // with a proof of the number (a browser that once held the phone), so that the strangers'
    // share does not either. (Guesses skip
    // the real code, which an attacker cannot know, so the test never passes by luck.)
    const outcomes: string[] = [];
    const proof = ownersProof();
    let codesSent = 0;
    let attempts = 0;
    for (let guess = 0; guess < 10_000; guess++) {
      if (attempts % MAX_ATTEMPTS_PER_CODE === 0) {
        advance(16 * 60_000); // wait out the short send limits to get a fresh code
        // Strangers first; the last codes only a browser that once held the phone can have.
        const asker =
          codesSent < SENDS_PER_MOBILE_TO_STRANGERS ? stranger(codesSent) : { ...stranger(codesSent), proof };
        if (!(await issue(asker)).ok) break;
        codesSent += 1;
      }
      const candidate = String(guess).padStart(4, "0");
      if (candidate === sms.lastCode()) continue;
      attempts += 1;
      const result = await verify(candidate, stranger(codesSent - 1));
      outcomes.push(result.ok ? "ok" : result.reason);
    }
    // Ten codes a day to the mobile, five tries each: 50 guesses, about 0.5 % a day against 10,000 codes.
    expect(codesSent).toBe(10);
    expect(outcomes).toHaveLength(10 * MAX_ATTEMPTS_PER_CODE);
    expect(outcomes.filter((o) => o === "wrong_code" || o === "too_many_attempts")).toHaveLength(50);
    expect(outcomes).not.toContain("ok");
  });

  test("a stranger's wrong codes never refuse the owner's right code", async () => {
    // The owner asks for a code; a stranger asks for codes to the same mobile (their own drafts)
    // and enters ten wrong codes, a day's worth for their browser.
    expect((await issue()).ok).toBe(true);
    const ownersCode = sms.lastCode();
    for (let round = 0; round < 2; round++) {
      advance(31_000);
      expect((await issue(stranger(1))).ok).toBe(true);
      const right = sms.lastCode();
      for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i++)
        expect((await verify(wrongCode(right), stranger(1))).ok).toBe(false);
    }
    expect(await verify(ownersCode)).toEqual({ ok: true, value: "confirmed" });
  });

  test("a browser that entered ten wrong codes today is refused, even the right code; no one else is", async () => {
    let wrong = 0;
    while (wrong < 10) {
      advance(31_000);
      expect((await issue()).ok).toBe(true);
      const right = sms.lastCode();
      for (let i = 0; i < MAX_ATTEMPTS_PER_CODE && wrong < 10; i++, wrong++) {
        expect((await verify(wrongCode(right))).ok).toBe(false);
      }
    }
    advance(16 * 60_000);
    expect((await issue()).ok).toBe(true);
    expect(await verify(sms.lastCode())).toEqual({ ok: false, reason: "locked" });
    // Another browser on the same address, and the same mobile, is not held back.
    const other = { ...stranger(1), address: base.address };
    advance(31_000);
    expect((await issue(other)).ok).toBe(true);
    expect((await verify(sms.lastCode(), other)).ok).toBe(true);
  });
});
