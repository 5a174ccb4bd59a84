/**
 * Helpers for the citizen-services integration tests: a browser with its own address (the test
 * server trusts one proxy hop, so X-Forwarded-For gives each visitor an address of its own), form
 * and API posts that carry the CSRF token and the form's "opened at" stamp, and the SMS outbox the
 * codes are read back from.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import {
  complaintCreatedSchema,
  lostFoundCreatedSchema,
  suggestionCreatedSchema,
  verificationSchema,
} from "~/.server/reports/api-schemas";
import type { Locale } from "~/i18n/locales";
import { Visitor } from "../support/http-client";
import { TestClock, useTestServer, type TestServer, type TestServerOptions } from "../support/test-server";

export const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

/** Environment for a test server whose visitors can each have their own address. */
export const CITIZEN_ENV = { TRUST_PROXY: "1" };

/**
 * The file's (or `describe` block's) test server for citizen services: CITIZEN_ENV plus `env`, on
 * a clock the tests move (a new one unless `options.clock` is given).
 */
export function useCitizenServer(env: Record<string, string> = {}, options: TestServerOptions = {}) {
  const clock = options.clock ?? new TestClock();
  const server = useTestServer({ ...CITIZEN_ENV, ...env }, { ...options, clock });
  return { server, clock };
}

let addressCounter = 0;
let mobileCounter = 0;

/** A fresh documentation-range address (RFC 5737) for each call. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** A fresh valid mobile number for each call, so per-mobile limits never leak between tests. */
export function freshMobile(): string {
  mobileCounter += 1;
  const random = Math.floor(Math.random() * 1_000_000);
  return `9${String(random).padStart(6, "0")}${String(mobileCounter % 1000).padStart(3, "0")}`;
}

/** The pages a report is sent from: the form pages, and the home page with its dialogs. */
const REPORT_PAGES = new Set(["/", "/suggestion", "/complaint", "/lost-and-found", "/feedback"]);

/** The "opened at" stamp in a form page's hidden `_opened` field. */
export function formStampIn(html: string): string | undefined {
  return /name="_opened" value="([^"]+)"/.exec(html)?.[1];
}

/** The stamp in a React Router data answer (turbo-stream): base64url of ["<ms>",<ms>], a dot, the MAC. */
export function formStampInData(payload: string): string | undefined {
  return /"(WyI[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43})"/.exec(payload)?.[1];
}

/** What the home page's suggestion dialog fetches when it opens (CitizenReportDialog.tsx). */
export const DIALOG_DATA_PATH = "/suggestion.data?_routes=routes%2Fcitizen%2Fsuggestion";

export class CitizenBrowser extends Visitor {
  token = "";
  /** The stamp of the report form this browser was last shown (sent by api(), submit()). */
  opened = "";
  constructor(
    baseUrl: string,
    readonly address = freshAddress(),
    locale?: Locale,
  ) {
    super(baseUrl, { ...BROWSER, "x-forwarded-for": address });
    if (locale) this.cookies.set("lang", locale);
  }

  /**
   * Loads a page (as a person opening the form) and keeps its CSRF token and, on a page a report
   * is sent from, the form's stamp: a form page's own, or on the home page the one its dialog
   * fetches when it opens.
   */
  async open(pagePath = "/"): Promise<string> {
    this.token = await this.csrfToken(pagePath);
    if (REPORT_PAGES.has(pagePath)) this.opened = (await this.formStamp(pagePath)) ?? "";
    return this.token;
  }

  /** A new stamp, as the form page (or the dialog, for "/") gets one when it is shown. */
  async formStamp(pagePath = "/"): Promise<string | undefined> {
    return pagePath === "/"
      ? formStampInData(await (await this.get(DIALOG_DATA_PATH)).text())
      : formStampIn(await (await this.get(pagePath)).text());
  }

  /** The stamp, as the form's hidden field: what the site's forms send with their fields. */
  private withStamp(fields: Record<string, string>): Record<string, string> {
    return this.opened ? { _opened: this.opened, ...fields } : fields;
  }

  /** A script request to the JSON API, as the site's own JavaScript sends it. */
  async api(apiPath: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.postForm(apiPath, this.withStamp(fields), {
      "x-csrf-token": this.token,
      "x-requested-with": "XMLHttpRequest",
      accept: "application/json",
      ...headers,
    });
  }

  /** A multipart script request (the complaint goes this way, SPEC §7). */
  async apiMultipart(apiPath: string, fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(this.withStamp(fields))) body.append(name, value);
    return this.send(apiPath, {
      method: "POST",
      headers: {
        "sec-fetch-site": "same-origin",
        "x-csrf-token": this.token,
        "x-requested-with": "XMLHttpRequest",
        accept: "application/json",
      },
      body,
    });
  }

  /** A plain HTML form post, as a browser without JavaScript sends it. */
  async submit(pagePath: string, fields: Record<string, string>) {
    return this.postForm(pagePath, this.withStamp({ _token: this.token, ...fields }));
  }
}

export type OutboxLine = { to: string; text: string; purpose: string; template: string; at: string };

export function outbox(server: TestServer): OutboxLine[] {
  const file = path.join(server.services.config.dataDir, "sms-outbox.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

export function messagesTo(server: TestServer, mobile: string): OutboxLine[] {
  return outbox(server).filter((line) => line.to === mobile);
}

/** The last one-time code texted to `mobile` (codes start the message in both languages). */
export function lastCode(server: TestServer, mobile: string): string {
  const codes = messagesTo(server, mobile).filter((line) => line.template === "otp");
  const text = codes.at(-1)?.text;
  if (!text) throw new Error(`no code was sent to ${mobile}`);
  return /^(\d{4,8})\s/.exec(text)![1]!;
}

export function wrongCode(right: string): string {
  return String((Number(right) + 1) % 10 ** right.length).padStart(right.length, "0");
}

/** The `check` field of a code page (the FIR sign-in's or the status check's): which code it waits for. */
export const checkField = (html: string) => /name="check" value="([^"]+)"/.exec(html)?.[1];

/** Lets the minimum fill time (3 s) pass on the server's clock. */
export function afterFillTime(clock: TestClock): void {
  clock.advance(4_000);
}

export const SAMPLE = {
  name: "Asha Patil",
  suggestion: "Please add more lighting on the foot overbridge at the north end of the station.",
  complaint: "A man was harassing passengers in the second-class compartment of the 8:14 fast train.",
};

/**
 * The complaint form sent by `browser` as a person fills it in: the sample name and complaint, a
 * fresh mobile, the declaration ticked; `fields` adds to it or changes it.
 */
export function submitComplaint(browser: CitizenBrowser, fields: Record<string, string> = {}): Promise<Response> {
  return browser.submit("/complaint", {
    intent: "send",
    name: SAMPLE.name,
    mobile_number: freshMobile(),
    complaint: SAMPLE.complaint,
    terms: "on",
    ...fields,
  });
}

/** A suggestion sent through the JSON API by `browser`: its code goes to `mobile`, unconfirmed. */
export function postSuggestion(browser: CitizenBrowser, mobile: string, suggestion = SAMPLE.suggestion) {
  return browser.api("/api/suggestion/new", { name: SAMPLE.name, mobile_number: mobile, suggestion });
}

/** Confirms suggestion `id` with `code` through the JSON API from `browser`, and checks that it took. */
export async function expectSuggestionConfirmed(browser: CitizenBrowser, id: number, code: string): Promise<void> {
  const response = await browser.api("/api/suggestion/verify", { suggestion_id: String(id), otp: code });
  expect(response.status).toBe(200);
  expect(verificationSchema.parse(await json(response)).otp_verification).toBe("successful");
}

export async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

/** Decodes the HTML entities React writes, for comparing page text. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** Whether the HTML has a `<tag …>` carrying every one of `attributes` (in any order). */
export function hasTag(html: string, tag: string, ...attributes: string[]): boolean {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].some((match) =>
    attributes.every((attribute) => match[0].includes(attribute)),
  );
}

/**
 * A visitor (from `address` and in `locale`, if given) who opened `page` and waited long enough to
 * be taken for a person: the browser, ready to send the form.
 */
export async function personAt(
  server: TestServer,
  clock: TestClock,
  page = "/",
  options: { address?: string; locale?: Locale } = {},
): Promise<CitizenBrowser> {
  const browser = new CitizenBrowser(server.url, options.address, options.locale);
  await browser.open(page);
  afterFillTime(clock);
  return browser;
}

/**
 * A complaint sent through the JSON API from `mobile` (a fresh one unless given), with `fields`
 * added, as a form post or multipart (as the site's own script sends it, SPEC §7), and confirmed
 * with its code by the browser returned (its owner's). The clock then moves past the wait between
 * codes, so the next code to that mobile (a status check's) may be sent straight away.
 */
export async function sendConfirmedComplaint(
  server: TestServer,
  clock: TestClock,
  options: { mobile?: string; fields?: Record<string, string>; multipart?: boolean } = {},
): Promise<{ id: number; reference: string; mobile: string; browser: CitizenBrowser }> {
  const browser = await personAt(server, clock);
  const mobile = options.mobile ?? freshMobile();
  const fields = { name: SAMPLE.name, mobile_number: mobile, complaint: SAMPLE.complaint, ...options.fields };
  const created = complaintCreatedSchema.parse(
    await json(
      options.multipart
        ? await browser.apiMultipart("/api/complaint/new", fields)
        : await browser.api("/api/complaint/new", fields),
    ),
  );
  const verified = verificationSchema.parse(
    await json(
      await browser.api("/api/complaint/verify", {
        complaint_id: String(created.complaint.id),
        otp: lastCode(server, mobile),
      }),
    ),
  );
  clock.advance(31_000);
  return { id: created.complaint.id, reference: verified.reference!, mobile, browser };
}

/**
 * A lost-and-found report with `fields` sent through the JSON API (as the site's own script sends
 * it) by a visitor in `locale` who opened the lost-and-found page, from a fresh mobile, and
 * confirmed with its code: the browser, the mobile, the report's id and the verification's answer.
 */
export async function sendConfirmedLostReport(
  server: TestServer,
  clock: TestClock,
  fields: Record<string, string>,
  locale?: Locale,
) {
  const browser = await personAt(server, clock, "/lost-and-found", { locale });
  const mobile = freshMobile();
  const created = lostFoundCreatedSchema.parse(
    await json(await browser.api("/api/lost-found-report/new", { ...fields, mobile_number: mobile })),
  );
  const id = created.lost_found_report.id;
  const verified = verificationSchema.parse(
    await json(
      await browser.api("/api/lost-found-report/verify", {
        lost_found_report_id: String(id),
        otp: lastCode(server, mobile),
      }),
    ),
  );
  return { browser, mobile, id, verified, reference: verified.reference! };
}

/**
 * A visitor (in `locale`, if given) who opened `page`, waited long enough to be taken for a
 * person and sent a suggestion from `mobile` through the JSON API: the browser, the mobile and
 * the draft's id, whose code is on its way.
 */
export async function sendSuggestion(
  server: TestServer,
  clock: TestClock,
  options: { mobile?: string; locale?: Locale; page?: string } = {},
) {
  const browser = await personAt(server, clock, options.page, { locale: options.locale });
  const mobile = options.mobile ?? freshMobile();
  const created = suggestionCreatedSchema.parse(await json(await postSuggestion(browser, mobile)));
  return { browser, mobile, id: created.suggestion.id };
}

export const FIR_SIGN_IN = "/fir-dashboard/sign-in";
export const FIR_DASHBOARD = "/fir-dashboard";

/** The FIR request's personal step as a citizen fills it in (no alternate mobile). */
export const FIR_PERSONAL = {
  intent: "personal",
  "full-name": "Asha Patil",
  "parentage-name": "Ramesh Patil",
  "date-of-birth": "1990-04-12",
  gender: "female",
  country: "India",
  "alternate-mobile": "",
  address: "Sample address, Flat 1, Sample Nagar, Mumbai 400000",
};

/**
 * A new browser (in `options.locale`) signed in to the FIR dashboard with `mobile` (a fresh one
 * unless given) and its code, which gave `options.name` at the first sign-in (SAMPLE.name unless
 * told; null gives none), on the dashboard. The clock moves past the wait between codes, so the
 * next code for this mobile may be sent straight away.
 */
export async function signInToFirDashboard(
  server: TestServer,
  clock: TestClock,
  mobile = freshMobile(),
  options: { locale?: "en" | "mr"; name?: string | null } = {},
): Promise<{ browser: CitizenBrowser; mobile: string }> {
  const browser = new CitizenBrowser(server.url, undefined, options.locale);
  await browser.open(FIR_SIGN_IN);
  const start = await browser.submit(FIR_SIGN_IN, { intent: "start", mobile_number: mobile });
  expect(start.status).toBe(200);
  const verify = await browser.submit(FIR_SIGN_IN, {
    intent: "verify",
    check: checkField(await start.text())!,
    otp: lastCode(server, mobile),
  });
  expect(verify.status).toBe(302);
  expect(verify.headers.get("location")).toBe(FIR_DASHBOARD);
  clock.advance(31_000);
  await browser.open(FIR_DASHBOARD);
  const name = options.name === undefined ? SAMPLE.name : options.name;
  if (name) expect((await browser.submit(FIR_DASHBOARD, { intent: "name", name })).status).toBe(302);
  await browser.open(FIR_DASHBOARD);
  return { browser, mobile };
}

/**
 * A confirmed report of a lost mobile phone written straight into the database (no form, no
 * code), at station 11 unless `report` says otherwise: its id and reference. `tag` starts its
 * keys and `referenceDigit` its reference's number, so two files' reports never look alike.
 */
export async function insertLostPhoneReport(
  server: TestServer,
  { tag, referenceDigit }: { tag: string; referenceDigit: number },
  report: {
    message: string;
    mobile_number: string;
    incident_date: string;
    station_id?: number;
    locale?: Locale;
    imei?: string | null;
  },
) {
  const n = Math.floor(Math.random() * 1e9);
  return server.services.db
    .insertInto("citizen_reports")
    .values({
      kind: "lost_found",
      lf_type: "lost",
      status: "received",
      submission_key: `${tag}-${n}`,
      owner_key: `${tag}-${n}`,
      reference: `MRP-L-2026-${referenceDigit}${String(n).padStart(9, "0")}`,
      name: "Sample Citizen",
      category: "mobile_phone",
      station_id: 11,
      ...report,
      confirmed_at: `${report.incident_date}T10:00:00.000Z`,
    })
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
}
