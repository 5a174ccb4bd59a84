/**
 * Mobile numbers as people type them: "+91 98765 43210", "98765-43210", "09876543210"
 * and Devanagari digits are all the number 9876543210, on every form and API that takes a mobile
 * number (the reports' JSON API and pages, the status check, the FIR sign-in and the FIR form's
 * alternate mobile). What is kept, texted and answered is the ten digits; the code step shows
 * them in Latin digits in every language. The input takes the number as typed (no 10-character
 * cut), and what is not an Indian mobile number is still refused.
 */
import { describe, expect, test } from "vitest";
import { citizenErrorSchema } from "~/.server/reports/api-schemas";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import hiCitizen from "~/locales/hi/citizen";
import hiFir from "~/locales/hi/fir";
import type { Locale } from "~/i18n/locales";
import { indiaDay } from "~/lib/india-time";
import {
  checkField,
  CitizenBrowser,
  FIR_DASHBOARD as DASHBOARD,
  FIR_PERSONAL as PERSONAL,
  FIR_SIGN_IN as SIGN_IN,
  freshMobile,
  hasTag,
  htmlText,
  json,
  lastCode,
  messagesTo,
  personAt,
  SAMPLE,
  sendConfirmedComplaint,
  signInToFirDashboard,
  useCitizenServer,
} from "./citizen-support";

const { server, clock } = useCitizenServer();

const devanagari = (digits: string) => [...digits].map((d) => String.fromCharCode(0x0966 + Number(d))).join("");

/** The ways of writing a ten-digit number `m` that the issue lists. */
const SPELLINGS = [
  { how: "+91 98765 43210", write: (m: string) => `+91 ${m.slice(0, 5)} ${m.slice(5)}` },
  { how: "98765-43210", write: (m: string) => `${m.slice(0, 5)}-${m.slice(5)}` },
  { how: "09876543210", write: (m: string) => `0${m}` },
  { how: "९८७६५४३२१०", write: (m: string) => devanagari(m) },
];

const NOT_MOBILES = ["12345", "+1 202 555 0100", "5876543210", "98765432101", "98765 4321O"];

async function reportRow(id: number) {
  return server.services.db.selectFrom("citizen_reports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

const today = () => indiaDay(clock.now());

const KINDS = [
  {
    kind: "suggestion",
    page: "/suggestion",
    api: "/api/suggestion/new",
    key: "suggestion",
    fields: (mobile: string): Record<string, string> => ({
      name: SAMPLE.name,
      mobile_number: mobile,
      suggestion: SAMPLE.suggestion,
    }),
  },
  {
    kind: "complaint",
    page: "/complaint",
    api: "/api/complaint/new",
    key: "complaint",
    fields: (mobile: string): Record<string, string> => ({
      name: "राजेश देशमुख",
      mobile_number: mobile,
      complaint: SAMPLE.complaint,
    }),
  },
  {
    kind: "lost_found",
    page: "/lost-and-found",
    api: "/api/lost-found-report/new",
    key: "lost_found_report",
    fields: (mobile: string): Record<string, string> => ({
      type: "lost",
      category: "bag",
      description: "Blue school bag with notebooks",
      incident_date: today(),
      name: SAMPLE.name,
      mobile_number: mobile,
    }),
  },
] as const;

/** A browser that opened `page` and waited long enough to be taken for a person. */
const person = (page: string, locale?: Locale) => personAt(server, clock, page, { locale });

describe.each(KINDS)("$kind", (k) => {
  test.each(SPELLINGS)("the JSON API keeps $how as the ten digits", async ({ write }) => {
    const mobile = freshMobile();
    const browser = await person("/");
    const fields = k.fields(write(mobile));
    const response =
      k.kind === "complaint" ? await browser.apiMultipart(k.api, fields) : await browser.api(k.api, fields);
    expect(response.status).toBe(200);
    const record = ((await json(response)) as Record<string, { id: number; mobile_number: string }>)[k.key]!;
    expect(record.mobile_number).toBe(mobile);
    expect((await reportRow(record.id)).mobile_number).toBe(mobile);
    expect(messagesTo(server, mobile).filter((line) => line.template === "otp")).toHaveLength(1);
  });

  test.each(SPELLINGS)("the page's form keeps $how as the ten digits and says where the code went", async (s) => {
    const mobile = freshMobile();
    const browser = await person(k.page);
    const sent = await browser.submit(k.page, { intent: "send", terms: "on", ...k.fields(s.write(mobile)) });
    expect(sent.status).toBe(303);
    const location = sent.headers.get("location")!;
    const id = Number(/[?&]report=(\d+)/.exec(location)![1]);
    expect((await reportRow(id)).mobile_number).toBe(mobile);
    const codePage = htmlText(await (await browser.get(location)).text());
    expect(codePage).toContain(`We have sent a 4-digit code to ${mobile}.`);
    expect(messagesTo(server, mobile).filter((line) => line.template === "otp")).toHaveLength(1);
  });

  test("what is not an Indian mobile number is refused by the API and by the page", async () => {
    for (const wrong of NOT_MOBILES) {
      const browser = await person(k.page);
      const fields = k.fields(wrong);
      const response =
        k.kind === "complaint" ? await browser.apiMultipart(k.api, fields) : await browser.api(k.api, fields);
      expect(response.status, wrong).toBe(422);
      expect(citizenErrorSchema.parse(await json(response)).errors?.mobile_number, wrong).toEqual([
        enCitizen.validation.mobile_invalid,
      ]);
      const page = await browser.submit(k.page, { intent: "send", terms: "on", ...fields });
      expect(page.status, wrong).toBe(422);
      expect(htmlText(await page.text()), wrong).toContain(enCitizen.validation.mobile_invalid);
    }
  });

  test("the mobile number box takes the number as typed, with the telephone keypad", async () => {
    const html = await (await new CitizenBrowser(server.url).get(k.page)).text();
    expect(hasTag(html, "input", `id="${k.kind}-mobile_number"`, 'maxLength="20"', 'inputMode="tel"')).toBe(true);
  });
});

test("the issue's own examples are all kept as 9876543210", async () => {
  for (const written of ["+91 98765 43210", "98765-43210", "09876543210", "९८७६५४३२१०"]) {
    // One number four times: past its limits on codes (3 in 15 minutes) between the tries.
    clock.advance(16 * 60_000);
    const browser = await person("/complaint");
    const sent = await browser.submit("/complaint", {
      intent: "send",
      terms: "on",
      name: SAMPLE.name,
      mobile_number: written,
      complaint: `${SAMPLE.complaint} (${written})`,
    });
    expect(sent.status, written).toBe(303);
    const id = Number(/[?&]report=(\d+)/.exec(sent.headers.get("location")!)![1]);
    expect((await reportRow(id)).mobile_number, written).toBe("9876543210");
  }
});

test("the code step shows the number in Latin digits in Marathi too", async () => {
  const mobile = freshMobile();
  const browser = await person("/complaint", "mr");
  const sent = await browser.submit("/complaint", {
    intent: "send",
    terms: "on",
    ...KINDS[1].fields(`+९१ ${devanagari(mobile)}`),
  });
  expect(sent.status).toBe(303);
  const text = htmlText(await (await browser.get(sent.headers.get("location")!)).text());
  expect(text).toContain(mrCitizen.code.heading);
  expect(text).toContain(`आम्ही ${mobile} वर`);
  expect(text).not.toContain(devanagari(mobile));

  // "Not received a text message?": the new code's notice too.
  clock.advance(31_000);
  const id = /[?&]report=(\d+)/.exec(sent.headers.get("location")!)![1]!;
  const resent = await browser.submit("/complaint", { intent: "resend", complaint_id: id });
  expect(resent.status).toBe(303);
  const notice = htmlText(await (await browser.get(resent.headers.get("location")!)).text());
  expect(notice).toContain(mrCitizen.code.resent.replace("{{mobile}}", mobile));
  expect(notice).not.toContain(devanagari(mobile));
});

test("Hindi: a number typed in Devanagari digits is the ten digits, shown in Latin digits as Hindi writes them", async () => {
  const mobile = freshMobile();
  const browser = await person("/complaint", "hi");
  const sent = await browser.submit("/complaint", {
    intent: "send",
    terms: "on",
    ...KINDS[1].fields(`+९१ ${devanagari(mobile)}`),
  });
  expect(sent.status).toBe(303);
  const id = Number(/[?&]report=(\d+)/.exec(sent.headers.get("location")!)![1]);
  expect(await reportRow(id)).toMatchObject({ mobile_number: mobile, locale: "hi" });
  const text = htmlText(await (await browser.get(sent.headers.get("location")!)).text());
  expect(text).toContain(hiCitizen.code.heading);
  expect(text).toContain(mobile);
  expect(text).not.toContain(devanagari(mobile));
});

/** A confirmed complaint sent from `mobile`: its reference. */
const confirmedComplaint = async (mobile: string) =>
  (await sendConfirmedComplaint(server, clock, { mobile })).reference;

describe("the status check", () => {
  test.each(SPELLINGS)("finds the report from $how and sends the code to the ten digits", async ({ write }) => {
    const mobile = freshMobile();
    const reference = await confirmedComplaint(mobile);
    const words = { en: enCitizen, mr: mrCitizen, hi: hiCitizen };
    for (const locale of ["en", "mr", "hi"] as const) {
      clock.advance(31_000);
      const browser = new CitizenBrowser(server.url, undefined, locale);
      await browser.open("/status");
      const start = await browser.submit("/status", { intent: "start", reference, mobile_number: write(mobile) });
      expect(start.status).toBe(200);
      const text = htmlText(await start.text());
      expect(text).toContain(words[locale].status.code_intro.replace("{{mobile}}", mobile));
    }
    expect(messagesTo(server, mobile).filter((line) => line.purpose === "status_check")).toHaveLength(3);
  });

  test("the mobile number box takes the number as typed", async () => {
    const html = await (await new CitizenBrowser(server.url).get("/status")).text();
    expect(hasTag(html, "input", 'id="status-mobile_number"', 'maxLength="20"', 'inputMode="tel"')).toBe(true);
  });
});

describe("the FIR sign-in and request", () => {
  test.each(SPELLINGS)("signs in with $how as the account of the ten digits", async ({ write }) => {
    const mobile = freshMobile();
    const sent = { en: `We have sent a code to ${mobile}.`, mr: `आम्ही ${mobile} या`, hi: hiFir.sign_in.code_intro };
    for (const locale of ["en", "mr", "hi"] as const) {
      clock.advance(31_000);
      const browser = new CitizenBrowser(server.url, undefined, locale);
      await browser.open(SIGN_IN);
      const start = await browser.submit(SIGN_IN, { intent: "start", mobile_number: write(mobile) });
      expect(start.status).toBe(200);
      const html = await start.text();
      expect(htmlText(html)).toContain(sent[locale].replace("{{mobile}}", mobile));
      expect(html).not.toContain(devanagari(mobile));
      if (locale === "en") {
        const verify = await browser.submit(SIGN_IN, {
          intent: "verify",
          check: checkField(html)!,
          otp: lastCode(server, mobile),
        });
        expect(verify.status).toBe(302);
      }
    }
    const account = await server.services.db
      .selectFrom("citizen_accounts")
      .select("mobile_number")
      .where("mobile_number", "=", mobile)
      .execute();
    expect(account).toHaveLength(1);
  });

  test("the sign-in's mobile number box takes the number as typed", async () => {
    const html = await (await new CitizenBrowser(server.url).get(SIGN_IN)).text();
    expect(hasTag(html, "input", 'id="sign-in-mobile_number"', 'maxLength="20"', 'inputMode="tel"')).toBe(true);
  });

  test("the alternate mobile is kept as its ten digits; a wrong one is refused", async () => {
    const mobile = freshMobile();
    clock.advance(31_000);
    const { browser } = await signInToFirDashboard(server, clock, mobile);
    const form = await (await browser.get(`${DASHBOARD}?step=personal`)).text();
    browser.token = /name="_token" value="([^"]+)"/.exec(form)![1]!;
    expect(hasTag(form, "input", 'id="fir-alternate-mobile"', 'maxLength="20"', 'inputMode="tel"')).toBe(true);

    const wrong = await browser.submit(`${DASHBOARD}?step=personal`, {
      ...PERSONAL,
      "alternate-mobile": "+1 202 555 0100",
    });
    expect(wrong.status).toBe(422);
    expect(htmlText(await wrong.text())).toContain(enCitizen.validation.mobile_invalid);

    const alternate = freshMobile();
    const saved = await browser.submit(`${DASHBOARD}?step=personal`, {
      ...PERSONAL,
      "alternate-mobile": `+91 ${alternate.slice(0, 5)} ${alternate.slice(5)}`,
    });
    expect(saved.status).toBe(302);
    const again = await (await browser.get(`${DASHBOARD}?step=personal`)).text();
    expect(hasTag(again, "input", 'id="fir-alternate-mobile"', `value="${alternate}"`)).toBe(true);
  });
});
