/**
 * Every limit on one-time codes over real HTTP (app/.server/otp/otp-limits.ts): sends per
 * mobile (1 per 30 s, 3 per 15 minutes, 10 per day), per requester's share of a mobile (a browser,
 * an address) and per address, wrong codes per browser and per address per day, exhaustive
 * guessing, a stranger who knows a citizen's number and cannot lock them out, and an SMS gateway
 * that fails. Each limit answers with a clear message in the visitor's language (429 with
 * Retry-After, or 503), never a 500.
 */
import { describe, expect, test } from "vitest";
import { proofWith } from "~/.server/otp/proven-mobiles";
import { citizenErrorSchema, suggestionCreatedSchema, verificationSchema } from "~/.server/reports/api-schemas";
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from "~/.server/sms/provider";
import enCitizen from "~/locales/en/citizen";
import { TestClock, useTestServer } from "../support/test-server";
import {
  afterFillTime,
  CITIZEN_ENV,
  CitizenBrowser,
  expectSuggestionConfirmed,
  freshAddress,
  freshMobile,
  json,
  lastCode,
  messagesTo,
  personAt,
  postSuggestion,
  SAMPLE,
  useCitizenServer,
  wrongCode,
} from "./citizen-support";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("limits", () => {
  const { server, clock } = useCitizenServer();

  const person = (address?: string, locale?: "en" | "mr") => personAt(server, clock, "/", { address, locale });
  const send = postSuggestion;
  const resend = (browser: CitizenBrowser, id: number) =>
    browser.api("/api/suggestion/resend", { suggestion_id: String(id) });

  test("one code per mobile per 30 seconds, three per 15 minutes, ten per day", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const created = suggestionCreatedSchema.parse(await json(await send(browser, mobile)));
    const id = created.suggestion.id;

    const tooSoon = await resend(browser, id);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    expect(citizenErrorSchema.parse(await json(tooSoon)).message).toMatch(
      /^Too many codes have been asked for\. Wait \d+ seconds? and try again\.$/,
    );

    clock.advance(31_000);
    expect((await resend(browser, id)).status).toBe(200);
    clock.advance(31_000);
    expect((await resend(browser, id)).status).toBe(200);
    clock.advance(31_000);
    const fourth = await resend(browser, id);
    expect(fourth.status).toBe(429);
    expect(citizenErrorSchema.parse(await json(fourth)).message).toMatch(/Wait \d+ minutes? and try again/);

    // Over the day: at most ten codes to the mobile, whatever the waiting and whoever asks. One
    // browser and address get five of them, browsers that never confirmed a code to the number
    // seven in all (another browser on another network the other two), and a browser that did,
    // the citizen's own, the rest.
    const second = await person();
    const owner = await person();
    owner.cookies.set(
      "rp_proven",
      proofWith(server.services.config.appSecret, undefined, mobile, clock.now().getTime()),
    );
    let sent = 3;
    for (let round = 0; round < 6; round++) {
      clock.advance(16 * MINUTE);
      for (let i = 0; i < 3; i++) {
        clock.advance(31_000);
        const asker = sent < 5 ? browser : sent < 7 ? second : owner;
        await asker.open("/");
        afterFillTime(clock);
        const response = await send(asker, mobile, `${SAMPLE.suggestion} (${round}-${i})`);
        if (response.status === 200) sent += 1;
        else expect(response.status).toBe(429);
      }
    }
    expect(sent).toBe(10);
    expect(messagesTo(server, mobile).filter((line) => line.template === "otp")).toHaveLength(10);
    clock.advance(16 * MINUTE);
    const third = await person();
    const last = await send(third, mobile, "One more suggestion");
    expect(last.status).toBe(429);
    expect(citizenErrorSchema.parse(await json(last)).message).toMatch(/Wait \d+ hours? and try again/);
  });

  test("the send limit answers in Marathi for a Marathi visitor", async () => {
    const browser = await person(undefined, "mr");
    const id = suggestionCreatedSchema.parse(await json(await send(browser, freshMobile()))).suggestion.id;
    const tooSoon = await resend(browser, id);
    expect(tooSoon.status).toBe(429);
    expect(citizenErrorSchema.parse(await json(tooSoon)).message).toMatch(
      /^खूप वेळा ओटीपी मागवला गेला आहे\. [०-९]+ सेकंद थांबा आणि पुन्हा प्रयत्न करा\.$/,
    );
  });

  test("one address may ask for 30 codes in 15 minutes, for any mobiles", async () => {
    const address = freshAddress();
    const browser = await person(address);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await send(browser, freshMobile(), `${SAMPLE.suggestion} ${i}`)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address (another commuter behind another NAT) is not held back.
    const other = await person();
    expect((await send(other, freshMobile())).status).toBe(200);
    // And after the window the first address may send again.
    clock.advance(16 * MINUTE);
    await browser.open("/");
    afterFillTime(clock);
    expect((await send(browser, freshMobile(), "After the window")).status).toBe(200);
  });

  test("IPv6 addresses count by their /64: rotating addresses inside one does not escape the limit", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const browser = await person(`${prefix}:${(i + 1).toString(16)}::1`);
      statuses.push((await send(browser, freshMobile(), `${SAMPLE.suggestion} v6 ${i}`)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    clock.advance(16 * MINUTE);
  });

  test("ten wrong codes a day from one browser, then it is locked with 429, even for the right code", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const id = suggestionCreatedSchema.parse(await json(await send(browser, mobile))).suggestion.id;
    const verify = (otp: string) => browser.api("/api/suggestion/verify", { suggestion_id: String(id), otp });
    for (let code = 0; code < 2; code++) {
      if (code > 0) {
        clock.advance(31_000);
        expect((await resend(browser, id)).status).toBe(200);
      }
      const right = lastCode(server, mobile);
      for (let i = 0; i < 5; i++) expect((await verify(wrongCode(right))).status).toBe(200);
    }
    clock.advance(31_000);
    expect((await resend(browser, id)).status).toBe(200);
    const locked = await verify(lastCode(server, mobile));
    expect(locked.status).toBe(429);
    const body = citizenErrorSchema.parse(await json(locked));
    expect(body).toMatchObject({ otp_verification: "failed", reason: enCitizen.code.errors.locked });

    // The lock is that browser's own: the same number, from another browser and address, confirms.
    clock.advance(16 * MINUTE);
    const other = await person();
    const otherId = suggestionCreatedSchema.parse(await json(await send(other, mobile))).suggestion.id;
    await expectSuggestionConfirmed(other, otherId, lastCode(server, mobile));
  });

  test("guessing every code gets nowhere: ten wrong guesses a day from one browser, then locked", async () => {
    const owner = await person();
    const mobile = freshMobile();
    const id = suggestionCreatedSchema.parse(await json(await send(owner, mobile))).suggestion.id;
    const outcomes: string[] = [];
    // Only the browser that sent the form may confirm it; even it runs out after ten wrong codes.
    for (let guess = 0; guess < 40; guess++) {
      if (guess > 0 && guess % 5 === 0) {
        // A dead code: ask for a new one (within the draft's 30 minutes and the send limits).
        clock.advance(31_000);
        await resend(owner, id);
      }
      let candidate = String(guess).padStart(4, "0");
      const right = lastCode(server, mobile);
      if (candidate === right) candidate = wrongCode(right);
      const response = await owner.api("/api/suggestion/verify", { suggestion_id: String(id), otp: candidate });
      const body = (await json(response)) as { otp_verification: string; reason?: string };
      outcomes.push(response.status === 429 ? "locked" : body.otp_verification);
      if (response.status === 429) break;
    }
    expect(outcomes.filter((o) => o === "failed")).toHaveLength(10);
    expect(outcomes.at(-1)).toBe("locked");
    expect(outcomes).not.toContain("successful");
  });

  test("one address may enter 100 wrong codes a day, across all mobiles", async () => {
    const address = freshAddress();
    let browser = await person(address);
    let locked = false;
    let failures = 0;
    for (let round = 0; round < 11 && !locked; round++) {
      // A new browser and mobile each round, ten wrong codes each (a browser's day): the address
      // cap comes at 100 in all.
      clock.advance(16 * MINUTE);
      browser = await person(address);
      const mobile = freshMobile();
      const created = await send(browser, mobile, `${SAMPLE.suggestion} ${round}`);
      expect(created.status).toBe(200);
      const id = suggestionCreatedSchema.parse(await json(created)).suggestion.id;
      for (let i = 0; i < 10; i++) {
        if (i === 5) {
          clock.advance(31_000);
          expect((await resend(browser, id)).status).toBe(200);
        }
        const response = await browser.api("/api/suggestion/verify", {
          suggestion_id: String(id),
          otp: wrongCode(lastCode(server, mobile)),
        });
        if (response.status === 429) {
          locked = true;
          break;
        }
        failures += 1;
      }
    }
    expect(failures).toBe(100);
    expect(locked).toBe(true);
    // About 130 requests: longer than the project's 20 s on a machine busy with other test files.
  }, 60_000);
});

describe("a stranger who knows a citizen's mobile number", () => {
  const { server, clock } = useCitizenServer();

  /** A suggestion sent from the /suggestion page, as a browser without JavaScript sends it: the draft's id. */
  async function suggestAt(browser: CitizenBrowser, mobile: string, text = SAMPLE.suggestion): Promise<string> {
    await browser.open("/suggestion");
    afterFillTime(clock);
    const sent = await browser.submit("/suggestion", {
      intent: "send",
      name: SAMPLE.name,
      mobile_number: mobile,
      suggestion: text,
    });
    expect(sent.status).toBe(303);
    return /[?&]report=(\d+)/.exec(sent.headers.get("location")!)![1]!;
  }
  const confirmAt = (browser: CitizenBrowser, id: string, otp: string) =>
    browser.submit("/suggestion", { intent: "verify", suggestion_id: id, otp });

  test("cannot lock its owner out: two suggestions, five wrong codes each, and the owner still confirms", async () => {
    const mobile = freshMobile();
    const stranger = new CitizenBrowser(server.url);
    for (let round = 0; round < 2; round++) {
      if (round > 0) clock.advance(31_000);
      const id = await suggestAt(stranger, mobile, `${SAMPLE.suggestion} (${round})`);
      const right = lastCode(server, mobile);
      for (let i = 0; i < 5; i++) expect((await confirmAt(stranger, id, wrongCode(right))).status).toBe(422);
    }
    expect(messagesTo(server, mobile).filter((line) => line.template === "otp")).toHaveLength(2);

    // The owner, from their own browser (own cookies) and their own address, the same day.
    clock.advance(31_000);
    const owner = new CitizenBrowser(server.url);
    expect(owner.address).not.toBe(stranger.address);
    const id = await suggestAt(owner, mobile);
    const confirmed = await confirmAt(owner, id, lastCode(server, mobile));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`/suggestion?sent=${id}`);
  });

  test("cannot spend the owner's codes for the day: one browser and address get five of the ten", async () => {
    const mobile = freshMobile();
    const stranger = new CitizenBrowser(server.url);
    let sent = 0;
    for (let round = 0; round < 4; round++) {
      clock.advance(16 * MINUTE);
      for (let i = 0; i < 3; i++) {
        clock.advance(31_000);
        await stranger.open("/");
        afterFillTime(clock);
        const response = await stranger.api("/api/suggestion/new", {
          name: SAMPLE.name,
          mobile_number: mobile,
          suggestion: `${SAMPLE.suggestion} (${round}-${i})`,
        });
        if (response.status === 200) sent += 1;
        else {
          expect(response.status).toBe(429);
          expect(citizenErrorSchema.parse(await json(response)).message).toMatch(/Wait \d+ (hours?|minutes?)/);
        }
      }
    }
    expect(sent).toBe(5);
    // New cookies on the same address get no more codes for this number.
    clock.advance(16 * MINUTE);
    const sameAddress = await personAt(server, clock, "/", { address: stranger.address });
    const refused = await postSuggestion(sameAddress, mobile);
    expect(refused.status).toBe(429);

    // The owner, from their own browser and address, gets a code and confirms.
    const owner = new CitizenBrowser(server.url);
    const id = await suggestAt(owner, mobile);
    const confirmed = await confirmAt(owner, id, lastCode(server, mobile));
    expect(confirmed.status).toBe(303);
    expect(messagesTo(server, mobile).filter((line) => line.template === "otp")).toHaveLength(6);
  });

  test("with many browsers and addresses takes only the strangers' share: the owner's proven browser still gets a code and confirms", async () => {
    const mobile = freshMobile();
    // The owner confirmed a suggestion from this browser before: it keeps the proof, never the number.
    const owner = new CitizenBrowser(server.url);
    const earlier = await suggestAt(owner, mobile);
    const proved = await confirmAt(owner, earlier, lastCode(server, mobile));
    expect(proved.status).toBe(303);
    const proofCookie = proved.headers.getSetCookie().find((header) => header.startsWith("rp_proven="));
    expect(proofCookie).toMatch(/; HttpOnly/i);
    expect(proofCookie).toMatch(/; SameSite=Lax/i);
    expect(proofCookie).not.toContain(mobile);
    expect(proofCookie).not.toContain(mobile.slice(-6));
    clock.advance(DAY + MINUTE);

    // The next day strangers, each a new browser on a new address, ask until they are refused.
    let sent = 0;
    for (let round = 0; round < 4; round++) {
      clock.advance(16 * MINUTE);
      for (let i = 0; i < 3; i++) {
        clock.advance(31_000);
        const stranger = await personAt(server, clock, "/");
        const response = await postSuggestion(stranger, mobile, `${SAMPLE.suggestion} (${round}-${i})`);
        if (response.status === 200) sent += 1;
        else {
          expect(response.status).toBe(429);
          expect(citizenErrorSchema.parse(await json(response)).message).toMatch(/Wait \d+ hours?/);
        }
      }
    }
    expect(sent).toBe(7);

    // The owner's browser, even from another network, gets one of the codes kept for it, and confirms.
    clock.advance(16 * MINUTE);
    const moved = new CitizenBrowser(server.url);
    for (const [name, value] of owner.cookies) moved.cookies.set(name, value);
    const id = await suggestAt(moved, mobile);
    const confirmed = await confirmAt(moved, id, lastCode(server, mobile));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`/suggestion?sent=${id}`);
    // A copied proof is worth nothing for another number, and a forged one nothing at all.
    clock.advance(31_000);
    const forger = new CitizenBrowser(server.url);
    forger.cookies.set("rp_proven", `${proofCookie!.split(";")[0]!.slice("rp_proven=".length)}x`);
    await forger.open("/");
    afterFillTime(clock);
    const forged = await postSuggestion(forger, mobile);
    expect(forged.status).toBe(429);
    expect(citizenErrorSchema.parse(await json(forged)).message).toMatch(/Wait \d+ hours?/);
  });
});

describe("an SMS gateway that fails", () => {
  class FlakySms implements SmsProvider {
    failing = true;
    sent: SmsMessage[] = [];
    async send(message: SmsMessage) {
      if (this.failing) throw new SmsDeliveryError("gateway answered 502");
      this.sent.push(message);
    }
  }
  const sms = new FlakySms();
  const clock = new TestClock();
  const server = useTestServer(CITIZEN_ENV, { clock, sms });

  test("gives a clear retry message (503), confirms nothing; sending again once it recovers works", async () => {
    const browser = await personAt(server, clock, "/");
    const mobile = freshMobile();
    const fields = { name: SAMPLE.name, mobile_number: mobile, complaint: SAMPLE.complaint };
    const failed = await browser.api("/api/complaint/new", fields);
    expect(failed.status).toBe(503);
    expect(failed.headers.get("retry-after")).toBeTruthy();
    expect(citizenErrorSchema.parse(await json(failed)).message).toBe(enCitizen.errors.sms_failed);
    const rows = await server.services.db
      .selectFrom("citizen_reports")
      .selectAll()
      .where("mobile_number", "=", mobile)
      .execute();
    expect(rows.map((row) => row.status)).toEqual(["draft"]);
    // The code nobody received is dead.
    const codes = await server.services.db.selectFrom("one_time_codes").select("revoked").execute();
    expect(codes.every((code) => code.revoked === 1)).toBe(true);

    sms.failing = false;
    clock.advance(31_000);
    const retried = await browser.api("/api/complaint/new", fields);
    expect(retried.status).toBe(200);
    const code = /^(\d{4})/.exec(sms.sent.at(-1)!.text)![1]!;
    const id = (await json(retried)) as { complaint: { id: number } };
    const verified = verificationSchema.parse(
      await json(await browser.api("/api/complaint/verify", { complaint_id: String(id.complaint.id), otp: code })),
    );
    expect(verified.otp_verification).toBe("successful");
  });

  test("a failed resend says so and leaves the report unconfirmed", async () => {
    sms.failing = false;
    const browser = await personAt(server, clock, "/");
    const mobile = freshMobile();
    const created = await postSuggestion(browser, mobile);
    const id = suggestionCreatedSchema.parse(await json(created)).suggestion.id;
    sms.failing = true;
    clock.advance(31_000);
    const resent = await browser.api("/api/suggestion/resend", { suggestion_id: String(id) });
    expect(resent.status).toBe(503);
    expect(citizenErrorSchema.parse(await json(resent)).message).toBe(enCitizen.errors.sms_failed);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.status).toBe("draft");
    sms.failing = false;
  });

  test("the reference SMS failing after confirmation changes nothing: the report stays confirmed", async () => {
    sms.failing = false;
    const browser = await personAt(server, clock, "/");
    const mobile = freshMobile();
    const created = await postSuggestion(browser, mobile, "Another suggestion");
    const id = suggestionCreatedSchema.parse(await json(created)).suggestion.id;
    const code = /^(\d{4})/.exec(sms.sent.at(-1)!.text)![1]!;
    sms.failing = true;
    await expectSuggestionConfirmed(browser, id, code);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.status).toBe("received");
    sms.failing = false;
  });
});
