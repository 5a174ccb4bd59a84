/**
 * Citizen sign-in and the FIR dashboard, over real HTTP as a browser without JavaScript
 * sends it: sign-in with a one-time code and its limits, the first-sign-in name, the 30-minute idle
 * timeout, sign-out, every validation rule of the three steps, the jurisdiction a request is
 * addressed to, and ownership: a citizen never sees another's records, even by guessing.
 */
import { describe, expect, test } from "vitest";
import enFir from "~/locales/en/fir";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import mrFir from "~/locales/mr/fir";
import en from "~/locales/en";
import mr from "~/locales/mr";
import { Visitor } from "../support/http-client";
import { firstHeading } from "../support/html";
import { localDigits } from "~/lib/format";
import { pdfLines, pdfText } from "../support/pdf-text";
import {
  checkField,
  CitizenBrowser,
  FIR_DASHBOARD as DASHBOARD,
  FIR_PERSONAL as PERSONAL,
  FIR_SIGN_IN as SIGN_IN,
  freshMobile,
  htmlText,
  lastCode,
  messagesTo,
  sendConfirmedComplaint,
  signInToFirDashboard,
  useCitizenServer,
  wrongCode,
} from "./citizen-support";

const { server, clock } = useCitizenServer();

/** Signs a new browser in with `mobile` (and gives the name at the first sign-in). */
const signIn = (mobile?: string, options?: Parameters<typeof signInToFirDashboard>[3]) =>
  signInToFirDashboard(server, clock, mobile, options);

/** A calendar day `days` before the server's today, as the form takes it. */
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);

function incident(overrides: Record<string, string> = {}) {
  return {
    intent: "incident",
    "incident-date": daysAgo(3),
    "incident-time": "18:30",
    "place-type": "station",
    stop: "ghatkopar",
    platform: "2",
    offence: "theft",
    description: "My phone was taken from my bag while boarding the slow train.",
    "property-item-1": "Mobile phone (sample)",
    "property-value-1": "12,000",
    ...overrides,
  };
}

/** Files a complete FIR request and returns its reference. */
async function fileRequest(browser: CitizenBrowser, incidentFields = incident()): Promise<string> {
  expect((await browser.submit(`${DASHBOARD}?step=personal`, PERSONAL)).status).toBe(302);
  expect((await browser.submit(`${DASHBOARD}?step=incident`, incidentFields)).status).toBe(302);
  const submitted = await browser.submit(`${DASHBOARD}?step=review`, { intent: "submit", declaration: "on" });
  expect(submitted.status).toBe(302);
  const location = submitted.headers.get("location")!;
  const reference = /\/fir-dashboard\/requests\/(MRP-F-\d{4}-\d{6})\?submitted=1$/.exec(location)?.[1];
  expect(reference).toBeDefined();
  return reference!;
}

async function reportRow(reference: string) {
  return server.services.db
    .selectFrom("citizen_reports")
    .innerJoin("fir_requests", "fir_requests.report_id", "citizen_reports.id")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

describe("signing in", () => {
  test("the dashboard sends anonymous visitors to sign in", async () => {
    const response = await new CitizenBrowser(server.url).get(DASHBOARD);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(SIGN_IN);
  });

  test("mobile -> code -> name at the first sign-in -> the dashboard", async () => {
    const mobile = freshMobile();
    const browser = new CitizenBrowser(server.url);
    await browser.open(SIGN_IN);
    const page = await (await browser.get(SIGN_IN)).text();
    expect(firstHeading(page)).toBe(enFir.sign_in.title);

    const bad = await browser.submit(SIGN_IN, { intent: "start", mobile_number: "12345" });
    expect(bad.status).toBe(422);
    expect(htmlText(await bad.text())).toContain(enCitizen.validation.mobile_invalid);

    const start = await browser.submit(SIGN_IN, { intent: "start", mobile_number: mobile });
    expect(start.status).toBe(200);
    const codePage = await start.text();
    expect(htmlText(codePage)).toContain(`We have sent a code to ${mobile}.`);
    expect(messagesTo(server, mobile).filter((line) => line.purpose === "sign_in")).toHaveLength(1);

    const wrong = await browser.submit(SIGN_IN, {
      intent: "verify",
      check: checkField(codePage)!,
      otp: wrongCode(lastCode(server, mobile)),
    });
    expect(wrong.status).toBe(422);
    expect(browser.cookies.has("rp_citizen")).toBe(false);

    const right = await browser.submit(SIGN_IN, {
      intent: "verify",
      check: checkField(codePage)!,
      otp: lastCode(server, mobile),
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("set-cookie")).toMatch(/(^|, )rp_citizen=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/);

    // A code works once.
    const again = await browser.submit(SIGN_IN, {
      intent: "verify",
      check: checkField(codePage)!,
      otp: lastCode(server, mobile),
    });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(DASHBOARD);

    await browser.open(DASHBOARD);
    const namePage = htmlText(await (await browser.get(DASHBOARD)).text());
    expect(namePage).toContain(enFir.name.title);
    expect(namePage).not.toContain(enFir.dashboard.file_new);

    const noName = await browser.submit(DASHBOARD, { intent: "name", name: "" });
    expect(noName.status).toBe(422);
    expect(htmlText(await noName.text())).toContain(enCitizen.validation.name_required);
    expect((await browser.submit(DASHBOARD, { intent: "name", name: "Asha Patil" })).status).toBe(302);

    const dashboard = await (await browser.get(DASHBOARD)).text();
    expect(firstHeading(dashboard)).toBe(enFir.dashboard.title);
    const text = htmlText(dashboard);
    expect(text).toContain(enFir.dashboard.warning);
    expect(text).toContain("Signed in as Asha Patil");
    expect(text).toContain(enFir.dashboard.file_new);
    expect(dashboard).not.toContain(mobile);
  });

  test("a second code within 30 seconds is refused, as for every citizen service", async () => {
    const mobile = freshMobile();
    const browser = new CitizenBrowser(server.url);
    await browser.open(SIGN_IN);
    expect((await browser.submit(SIGN_IN, { intent: "start", mobile_number: mobile })).status).toBe(200);
    const second = await browser.submit(SIGN_IN, { intent: "start", mobile_number: mobile });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(second.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    expect(htmlText(await second.text())).toContain("Wait 30 seconds and try again.");
    expect(messagesTo(server, mobile)).toHaveLength(1);
  });

  test("five wrong codes kill the code", async () => {
    const mobile = freshMobile();
    const browser = new CitizenBrowser(server.url);
    await browser.open(SIGN_IN);
    const codePage = await (await browser.submit(SIGN_IN, { intent: "start", mobile_number: mobile })).text();
    const right = lastCode(server, mobile);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await browser.submit(SIGN_IN, { intent: "verify", check: checkField(codePage)!, otp: wrongCode(right) });
    }
    const late = await browser.submit(SIGN_IN, { intent: "verify", check: checkField(codePage)!, otp: right });
    expect(late.status).toBe(422);
    expect(browser.cookies.has("rp_citizen")).toBe(false);
  });

  test("a stranger signing in with the owner's number neither kills the owner's code nor locks them out", async () => {
    const mobile = freshMobile();
    const owner = new CitizenBrowser(server.url);
    await owner.open(SIGN_IN);
    const ownerPage = await (await owner.submit(SIGN_IN, { intent: "start", mobile_number: mobile })).text();
    const ownersCode = lastCode(server, mobile);

    // While the owner reads their text, a stranger (own browser, own address) asks twice for a
    // code to the same number and enters five wrong codes each time.
    const stranger = new CitizenBrowser(server.url);
    await stranger.open(SIGN_IN);
    for (let round = 0; round < 2; round += 1) {
      clock.advance(31_000);
      const start = await stranger.submit(SIGN_IN, { intent: "start", mobile_number: mobile });
      expect(start.status).toBe(200);
      const page = await start.text();
      const right = lastCode(server, mobile);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await stranger.submit(SIGN_IN, {
          intent: "verify",
          check: checkField(page)!,
          otp: wrongCode(right),
        });
        expect(wrong.status).toBe(422);
      }
    }
    expect(stranger.cookies.has("rp_citizen")).toBe(false);

    const signedIn = await owner.submit(SIGN_IN, { intent: "verify", check: checkField(ownerPage)!, otp: ownersCode });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(DASHBOARD);
    expect(owner.cookies.has("rp_citizen")).toBe(true);
  });

  test("a sign-in token is worth nothing in another browser", async () => {
    const mobile = freshMobile();
    const browser = new CitizenBrowser(server.url);
    await browser.open(SIGN_IN);
    const codePage = await (await browser.submit(SIGN_IN, { intent: "start", mobile_number: mobile })).text();
    const thief = new CitizenBrowser(server.url);
    await thief.open(SIGN_IN);
    const stolen = await thief.submit(SIGN_IN, {
      intent: "verify",
      check: checkField(codePage)!,
      otp: lastCode(server, mobile),
    });
    expect(stolen.status).toBe(410);
    expect(thief.cookies.has("rp_citizen")).toBe(false);
  });

  test("30 minutes without a request end the session", async () => {
    const { browser } = await signIn();
    clock.advance(29 * 60_000);
    expect((await browser.get(DASHBOARD)).status).toBe(200);
    clock.advance(31 * 60_000);
    const ended = await browser.get(DASHBOARD);
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toBe(`${SIGN_IN}?ended=1`);
    const page = htmlText(await (await browser.get(`${SIGN_IN}?ended=1`)).text());
    expect(page).toContain(enFir.sign_in.ended);
  });

  test("sign-out ends the session on the server, not just the cookie", async () => {
    const { browser } = await signIn();
    const cookie = browser.cookies.get("rp_citizen")!;
    const out = await browser.submit("/fir-dashboard/sign-out", {});
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe(`${SIGN_IN}?signed_out=1`);
    expect(browser.cookies.has("rp_citizen")).toBe(false);
    browser.cookies.set("rp_citizen", cookie);
    expect((await browser.get(DASHBOARD)).status).toBe(302);
  });

  test("a citizen's session cookie opens nothing in the admin area", async () => {
    const { browser } = await signIn();
    browser.cookies.set("rp_staff", browser.cookies.get("rp_citizen")!);
    const admin = await browser.get("/admin");
    expect(admin.status).toBe(302);
    expect(admin.headers.get("location")).toMatch(/^\/admin\/sign-in/);
  });
});

describe("the FIR form", () => {
  test("'File New FIR' opens step 1; Cancel is a link back that closes it", async () => {
    const { browser } = await signIn();
    const closed = await (await browser.get(DASHBOARD)).text();
    expect(closed).toContain('href="/fir-dashboard?step=personal#fir-form"');
    expect(closed).not.toContain('name="full-name"');
    const open = await (await browser.get(`${DASHBOARD}?step=personal`)).text();
    expect(open).toContain('name="full-name"');
    expect(open).toContain('value="Asha Patil"');
    expect(htmlText(open)).not.toContain(enFir.dashboard.file_new);
    expect(open).toMatch(/<a[^>]+href="\/fir-dashboard"[^>]*>Cancel<\/a>/);
  });

  test("step 1: every required field has its message; the alternate mobile is optional", async () => {
    const { browser } = await signIn();
    const blank = await browser.submit(`${DASHBOARD}?step=personal`, {
      intent: "personal",
      ...Object.fromEntries(
        Object.keys(PERSONAL)
          .filter((key) => key !== "intent")
          .map((key) => [key, ""]),
      ),
    });
    expect(blank.status).toBe(422);
    const html = await blank.text();
    const text = htmlText(html);
    for (const message of [
      enCitizen.validation.name_required,
      enFir.validation.parentage_required,
      enFir.validation.dob_required,
      enFir.validation.gender_required,
      enFir.validation.country_required,
      enFir.validation.address_required,
    ]) {
      expect(text).toContain(message);
    }
    expect(text).toContain(enCitizen.errors.summary_title);
    expect(html).toMatch(/id="fir-full-name"[^>]*aria-invalid="true"/);
    expect(html).not.toMatch(/id="fir-alternate-mobile"[^>]*aria-invalid="true"/);
    // The alternate-mobile label is not marked required: it says optional.
    expect(text).toContain(`${enFir.fields.alternate_mobile} ${enCitizen.optional}`);

    const wrong = await browser.submit(`${DASHBOARD}?step=personal`, {
      ...PERSONAL,
      "date-of-birth": "2999-01-01",
      "alternate-mobile": "12345",
      gender: "robot",
      "parentage-name": "R2-D2",
    });
    expect(wrong.status).toBe(422);
    const wrongText = htmlText(await wrong.text());
    expect(wrongText).toContain(enFir.validation.dob_future);
    expect(wrongText).toContain(enCitizen.validation.mobile_invalid);
    expect(wrongText).toContain(enFir.validation.gender_required);
    expect(wrongText).toContain(enCitizen.validation.name_letters);
    // A refused step is not accepted: the next step stays closed.
    const ahead = await (await browser.get(`${DASHBOARD}?step=incident`)).text();
    expect(ahead).toContain('name="parentage-name"');
    expect(ahead).not.toContain('name="incident-date"');

    const good = await browser.submit(`${DASHBOARD}?step=personal`, PERSONAL);
    expect(good.status).toBe(302);
    expect(good.headers.get("location")).toBe(`${DASHBOARD}?step=incident#fir-form`);
  });

  test("a refused step's answers are kept as the form promises: closed and opened again, they are still there", async () => {
    const { browser } = await signIn();
    const refused = await browser.submit(`${DASHBOARD}?step=personal`, {
      ...PERSONAL,
      "parentage-name": "",
      address: "Sample address, Flat 7, Sample Nagar, Mumbai 400000",
    });
    expect(refused.status).toBe(422);
    // Cancel, then 'File New FIR' again.
    const personal = await (await browser.get(`${DASHBOARD}?step=personal`)).text();
    expect(personal).toContain('value="Asha Patil"');
    expect(personal).toMatch(/id="fir-date-of-birth"[^>]*value="1990-04-12"/);
    expect(htmlText(personal)).toContain("Sample address, Flat 7, Sample Nagar, Mumbai 400000");

    expect((await browser.submit(`${DASHBOARD}?step=personal`, PERSONAL)).status).toBe(302);
    const incidentRefused = await browser.submit(`${DASHBOARD}?step=incident`, incident({ description: "" }));
    expect(incidentRefused.status).toBe(422);
    const incidentPage = await (await browser.get(`${DASHBOARD}?step=incident`)).text();
    expect(incidentPage).toMatch(/<option value="ghatkopar" selected="">/);
    expect(incidentPage).toContain('value="Mobile phone (sample)"');
    // The review stays closed until the step is right.
    expect(await (await browser.get(`${DASHBOARD}?step=review`)).text()).toContain('name="incident-date"');
  });

  test("step 2: when, where, what and what was lost, each with its rule", async () => {
    const { browser } = await signIn();
    await browser.submit(`${DASHBOARD}?step=personal`, PERSONAL);
    const refuse = async (fields: Record<string, string>, message: string) => {
      const response = await browser.submit(`${DASHBOARD}?step=incident`, fields);
      expect(response.status).toBe(422);
      expect(htmlText(await response.text())).toContain(message);
    };
    const blank = Object.fromEntries(Object.keys(incident()).map((key) => [key, ""]));
    for (const message of [
      enFir.validation.date_required,
      enFir.validation.time_required,
      enFir.validation.place_type_required,
      enFir.validation.offence_required,
      enFir.validation.description_required,
    ]) {
      await refuse({ ...blank, intent: "incident" }, message);
    }
    await refuse(incident({ "incident-date": daysAgo(-3) }), enFir.validation.date_future);
    await refuse(incident({ "incident-date": daysAgo(400) }), enFir.validation.date_too_old);
    await refuse(incident({ "incident-date": "2026-02-30" }), enFir.validation.date_invalid);
    await refuse(incident({ "incident-time": "25:00" }), enFir.validation.time_invalid);
    await refuse(incident({ stop: "" }), enFir.validation.stop_required);
    await refuse(incident({ stop: "atlantis" }), enFir.validation.stop_required);
    await refuse(
      incident({ "place-type": "train", "from-stop": "", "to-stop": "thane" }),
      enFir.validation.from_stop_required,
    );
    await refuse(
      incident({ "place-type": "train", "from-stop": "thane", "to-stop": "" }),
      enFir.validation.to_stop_required,
    );
    await refuse(
      incident({ "place-type": "train", "from-stop": "thane", "to-stop": "kurla", "train-class": "royal" }),
      enFir.validation.class_invalid,
    );
    await refuse(incident({ "property-item-1": "", "property-value-1": "" }), enFir.validation.property_required);
    // A row's message names its item.
    const row = (message: string, n: number) => message.replace("{{n}}", String(n));
    await refuse(incident({ "property-value-1": "" }), row(enFir.validation.value_required, 1));
    await refuse(
      incident({ "property-item-2": "", "property-value-2": "500" }),
      row(enFir.validation.item_required, 2),
    );
    await refuse(incident({ "property-value-1": "about 500" }), row(enFir.validation.value_invalid, 1));
    await refuse(incident({ "property-value-1": "200000000" }), row(enFir.validation.value_too_high, 1));
    await refuse(incident({ description: "x".repeat(3001) }), enFir.validation.description_too_long);
    // Assault need not list property.
    const assault = await browser.submit(
      `${DASHBOARD}?step=incident`,
      incident({ offence: "assault", "property-item-1": "", "property-value-1": "" }),
    );
    expect(assault.status).toBe(302);
    expect(assault.headers.get("location")).toBe(`${DASHBOARD}?step=review#fir-form`);
  });

  test("a later step does not open before the earlier ones are done", async () => {
    const { browser } = await signIn();
    const review = await (await browser.get(`${DASHBOARD}?step=review`)).text();
    expect(review).toContain('name="intent" value="personal"');
    const submit = await browser.submit(`${DASHBOARD}?step=review`, { intent: "submit", declaration: "on" });
    expect(submit.status).toBe(302);
    expect(submit.headers.get("location")).toBe(`${DASHBOARD}?step=personal#fir-form`);
  });

  test("step 3 shows every answer and where it will go, and needs the declaration", async () => {
    const { browser, mobile } = await signIn();
    await browser.submit(`${DASHBOARD}?step=personal`, PERSONAL);
    await browser.submit(`${DASHBOARD}?step=incident`, incident());
    const review = htmlText(await (await browser.get(`${DASHBOARD}?step=review`)).text());
    expect(review).toContain("Ramesh Patil");
    expect(review).toContain("Ghatkopar");
    expect(review).toContain("₹12,000");
    expect(review).toContain("This request will be sent to Kurla Railway Police Station.");

    const undeclared = await browser.submit(`${DASHBOARD}?step=review`, { intent: "submit" });
    expect(undeclared.status).toBe(422);
    expect(htmlText(await undeclared.text())).toContain(enFir.validation.declaration_required);

    const submitted = await browser.submit(`${DASHBOARD}?step=review`, { intent: "submit", declaration: "on" });
    expect(submitted.status).toBe(302);
    const reference = /(MRP-F-\d{4}-\d{6})/.exec(submitted.headers.get("location")!)![1]!;
    const row = await reportRow(reference);
    expect(row).toMatchObject({
      kind: "fir",
      status: "received",
      name: "Asha Patil",
      mobile_number: mobile,
      station_id: 12,
      parentage_name: "Ramesh Patil",
      place_type: "station",
      stop_id: "ghatkopar",
      offence: "theft",
      fir_number: null,
    });
    expect(JSON.parse(row.property)).toEqual([{ item: "Mobile phone (sample)", value: 12000 }]);
    // The reference SMS is a courtesy sent after the answer.
    await expect
      .poll(() => messagesTo(server, mobile).find((line) => line.template === "reference")?.text)
      .toContain(reference);
    // The SMS says the request was received, never that "the FIR is registered", and links to the
    // request's status, which opens without a sign-in code.
    const sms = messagesTo(server, mobile).find((line) => line.template === "reference")!.text;
    expect(sms).toMatch(/^Mumbai Railway Police: FIR request MRP-F-\d{4}-\d{6} received\. Status: /);
    expect(sms).not.toMatch(/registered/i);
    const link = new RegExp(`${server.services.config.publicUrl}(/status/\\S+)$`).exec(sms)?.[1];
    expect(link).toBeDefined();
    const status = htmlText(await (await new CitizenBrowser(server.url).get(link!)).text());
    expect(status).toContain(`Status of ${reference}`);
    expect(status).toContain(enCitizen.status.fir_pending);

    const ack = await (await browser.get(submitted.headers.get("location")!)).text();
    const text = htmlText(ack);
    expect(text).toContain(`Your reference number is ${reference}`);
    expect(text).toContain("Kurla Railway Police Station");
    expect(text).toContain(enFir.acknowledgement.fir_pending);
    // The police station is named above "What happens next", and the text says so.
    expect(text).toContain("The railway police station named above will contact you.");
    expect(text.indexOf("Kurla Railway Police Station")).toBeLessThan(text.indexOf(enFir.acknowledgement.next));

    // The draft is gone: the form starts afresh (with the account's name).
    const fresh = await (await browser.get(`${DASHBOARD}?step=personal`)).text();
    expect(fresh).not.toContain("Ramesh Patil");
  });

  test("'Sent on' in the list of requests is written as the rest of the site writes dates, not 11/26/26", async () => {
    const { browser } = await signIn();
    const reference = await fileRequest(browser);
    const { confirmed_at } = await reportRow(reference);
    const sentOn = (html: string) => new RegExp(`<time datetime="${confirmed_at}">([^<]+)</time>`, "i").exec(html)?.[1];
    const english = sentOn(await (await browser.get(DASHBOARD)).text());
    expect(english).toMatch(/^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2} (AM|PM)$/);
    browser.cookies.set("lang", "mr");
    const marathi = sentOn(await (await browser.get(DASHBOARD)).text());
    expect(marathi).toMatch(/^[०-९]{2} \S+ [०-९]{4}, [०-९]{2}:[०-९]{2} \S+$/);
    expect(marathi).not.toContain("/");
  });

  test("jurisdiction: a station's police station, or for a train the station it was leaving", async () => {
    const { browser } = await signIn();
    const cases: Array<[Record<string, string>, number]> = [
      [{ stop: "dadar" }, 11],
      [{ stop: "mulund" }, 13],
      [{ stop: "churchgate" }, 20],
      [{ "place-type": "train", stop: "", "from-stop": "borivali", "to-stop": "andheri", "train-class": "second" }, 24],
      [{ "place-type": "train", stop: "", "from-stop": "vashi", "to-stop": "panvel" }, 18],
    ];
    for (const [fields, stationId] of cases) {
      const reference = await fileRequest(browser, incident(fields));
      expect((await reportRow(reference)).station_id).toBe(stationId);
    }
  });

  test("in Marathi, every message is Marathi", async () => {
    const { browser } = await signIn(freshMobile(), { locale: "mr" });
    const page = await (await browser.get(DASHBOARD)).text();
    expect(firstHeading(page)).toBe(mrFir.dashboard.title);
    expect(htmlText(page)).toContain(mrFir.dashboard.warning);
    const refused = await browser.submit(`${DASHBOARD}?step=personal`, { ...PERSONAL, "parentage-name": "" });
    expect(refused.status).toBe(422);
    const refusedText = htmlText(await refused.text());
    expect(refusedText).toContain(mrFir.validation.parentage_required);
    // "Step 1 of 3" in Marathi word order: "of 3 in all, step 1".
    expect(refusedText).toContain("एकूण ३ पैकी टप्पा १");
  });
});

describe("a citizen's own records", () => {
  const confirmedComplaint = async (mobile: string) =>
    (await sendConfirmedComplaint(server, clock, { mobile })).reference;

  test("the dashboard lists the complaints from the signed-in mobile and its own FIR requests, nobody else's", async () => {
    const mine = freshMobile();
    const theirs = freshMobile();
    const myComplaint = await confirmedComplaint(mine);
    const theirComplaint = await confirmedComplaint(theirs);
    const me = await signIn(mine);
    const them = await signIn(theirs);
    const myRequest = await fileRequest(me.browser);
    const theirRequest = await fileRequest(them.browser);

    const myPage = await (await me.browser.get(DASHBOARD)).text();
    expect(myPage).toContain(myComplaint);
    expect(myPage).toContain(myRequest);
    expect(myPage).not.toContain(theirComplaint);
    expect(myPage).not.toContain(theirRequest);

    // Another's acknowledgement, a guessed reference and a malformed one are all simply not found.
    const guessed = myRequest.replace(/\d{6}$/, (n) => String(Number(n) + 1000).padStart(6, "0"));
    for (const reference of [theirRequest, guessed, "MRP-F-1", "../../admin"]) {
      const response = await me.browser.get(`/fir-dashboard/requests/${encodeURIComponent(reference)}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("Ramesh Patil");
    }
    expect((await me.browser.get(`/fir-dashboard/requests/${myRequest}`)).status).toBe(200);
  });

  test("the FIR number staff record shows on the dashboard, the acknowledgement and the status page", async () => {
    const { browser, mobile } = await signIn();
    const reference = await fileRequest(browser);
    const row = await reportRow(reference);
    await server.services.db
      .updateTable("citizen_reports")
      .set({ fir_number: "GHATKOPAR/123/2026", fir_recorded_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
    expect(await (await browser.get(DASHBOARD)).text()).toContain("GHATKOPAR/123/2026");
    // The request's page no longer says to go and register the FIR: it says where it was
    // registered, when, and how to get the copy, with what to quote.
    const page = htmlText(await (await browser.get(`/fir-dashboard/requests/${reference}`)).text());
    expect(page).toContain("GHATKOPAR/123/2026");
    expect(page).toContain(enCitizen.fir_registered.heading);
    expect(page).toContain(enCitizen.fir_registered.copy_heading);
    expect(page).toContain(`the year ${new Date().getFullYear()}`);
    expect(page).toContain(enCitizen.fir_registered.copy_portal);
    expect(page).not.toContain(enFir.acknowledgement.next);

    const checker = new CitizenBrowser(server.url);
    await checker.open("/status");
    const start = await checker.submit("/status", { intent: "start", reference, mobile_number: mobile });
    const result = await checker.submit("/status", {
      intent: "verify",
      check: checkField(await start.text())!,
      otp: lastCode(server, mobile),
    });
    clock.advance(31_000);
    const text = htmlText(await result.text());
    expect(text).toContain("FIR request");
    expect(text).toContain("GHATKOPAR/123/2026");
  });
});

test("an unfinished FIR form is deleted 30 days after its last change, as the privacy page says", async () => {
  const { browser, mobile } = await signIn();
  expect((await browser.submit(`${DASHBOARD}?step=personal`, PERSONAL)).status).toBe(302);
  const drafts = () =>
    server.services.db
      .selectFrom("fir_drafts")
      .innerJoin("citizen_accounts", "citizen_accounts.id", "fir_drafts.account_id")
      .where("citizen_accounts.mobile_number", "=", mobile)
      .select("fir_drafts.account_id")
      .execute();
  clock.advance(29 * 86_400_000);
  await server.services.purgeExpired();
  expect(await drafts()).toHaveLength(1);
  clock.advance(2 * 86_400_000);
  await server.services.purgeExpired();
  expect(await drafts()).toHaveLength(0);
  const privacy = htmlText(await (await browser.get("/privacy-policy")).text());
  expect(privacy).toContain("deleted 30 days after you last changed them");
  expect(privacy).toContain("signed out after 30 minutes without activity");
});

describe("the acknowledgement as a PDF", () => {
  const pdfPath = (reference: string) => `/fir-dashboard/requests/${reference}/acknowledgement.pdf`;
  const pdfOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  test("the page and the PDF carry the QR verification address, which says the request was received", async () => {
    const { browser } = await signIn();
    const reference = await fileRequest(browser);
    const page = await (await browser.get(`/fir-dashboard/requests/${reference}`)).text();
    const verifyPath = new RegExp(`/verify/${reference}\\?t=[A-Za-z0-9_-]{22}`).exec(page)?.[0];
    expect(verifyPath).toBeDefined();
    expect(page).toMatch(/<svg[^>]*class="ack-qr"[^>]*role="img"/);
    expect(htmlText(page)).toContain(en.acknowledgement.page.verify_heading);
    const lines = pdfLines(await pdfOf(await browser.get(pdfPath(reference))));
    expect(lines.some((line) => line.endsWith(verifyPath!))).toBe(true);

    // Whoever scans it, in either language, learns only that the request was received.
    for (const [locale, texts] of [
      ["en", en],
      ["mr", mr],
    ] as const) {
      const shop = new Visitor(server.url, locale === "mr" ? { cookie: "lang=mr" } : {});
      const response = await shop.get(verifyPath!);
      expect(response.status).toBe(200);
      const text = htmlText(await response.text());
      expect(text).toContain(texts.acknowledgement.verify.verified_heading);
      expect(text).toContain(reference);
      expect(text).not.toContain("Ramesh Patil");
    }
  });

  test("its owner downloads it from a plain link beside Print: the page's content and the declaration", async () => {
    const { browser } = await signIn();
    const reference = await fileRequest(browser);
    const page = await (await browser.get(`/fir-dashboard/requests/${reference}`)).text();
    expect(page).toContain(`<a class="button" href="${pdfPath(reference)}" type="application/pdf" download="">`);
    expect(htmlText(page)).toContain(enFir.acknowledgement.download_pdf);

    const response = await browser.get(pdfPath(reference));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${reference}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const pdf = await pdfOf(response);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const lines = pdfLines(pdf);
    expect(lines).toContain(`FIR request ${reference}`);
    expect(lines).toContain("Kurla Railway Police Station");
    expect(lines).toContain(enFir.acknowledgement.fir_pending);
    expect(lines).toContain("Ramesh Patil");
    expect(lines).toContain("Ghatkopar, Platform number 2");
    expect(lines).toContain("Mobile phone (sample): ₹12,000");
    expect(pdfText(pdf)).toContain(enFir.fields.declaration);

    // Once the police station has registered the FIR, the PDF says so too.
    await server.services.db
      .updateTable("citizen_reports")
      .set({ fir_number: "GHATKOPAR/124/2026", fir_recorded_at: new Date().toISOString() })
      .where("id", "=", (await reportRow(reference)).id)
      .execute();
    expect(pdfLines(await pdfOf(await browser.get(pdfPath(reference))))).toContain("GHATKOPAR/124/2026");
  });

  test("anyone else's, a guess and a malformed reference are the same 404; nobody signed in is sent to sign in", async () => {
    const me = await signIn();
    const them = await signIn();
    const mine = await fileRequest(me.browser);
    const guessed = mine.replace(/\d{6}$/, (n) => String(Number(n) + 1000).padStart(6, "0"));
    const answers: string[] = [];
    for (const reference of [mine, guessed, "MRP-F-1"]) {
      const response = await them.browser.get(pdfPath(reference));
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).not.toContain("pdf");
      expect(response.headers.get("cache-control")).toBe("no-store");
      answers.push(await response.text());
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toContain("Ramesh Patil");

    // Without a session, the PDF answers exactly as the page does: off to sign in.
    const anonymous = new CitizenBrowser(server.url);
    const pageAnswer = await anonymous.get(`/fir-dashboard/requests/${mine}`);
    const pdfAnswer = await anonymous.get(pdfPath(mine));
    expect(pdfAnswer.status).toBe(302);
    expect(pdfAnswer.headers.get("location")).toBe(SIGN_IN);
    expect([pageAnswer.status, pageAnswer.headers.get("location")]).toEqual([302, SIGN_IN]);
  });

  test("for a Marathi visitor it is in Marathi", async () => {
    const { browser, mobile } = await signIn(freshMobile(), { locale: "mr" });
    const reference = await fileRequest(browser);
    const page = htmlText(await (await browser.get(`/fir-dashboard/requests/${reference}`)).text());
    expect(page).toContain(mrFir.acknowledgement.download_pdf);
    // The mobile number is dialled: Latin digits on the page and in the PDF (docs/glossary-mr.md).
    expect(page).toContain(mobile);
    expect(page).not.toContain(localDigits(mobile, "mr"));
    const response = await browser.get(pdfPath(reference));
    expect(response.status).toBe(200);
    const pdf = await pdfOf(response);
    expect(pdf.toString("latin1")).toContain("/Lang (mr-IN)");
    const lines = pdfLines(pdf);
    expect(lines).toContain(mrFir.acknowledgement.title.replace("{{reference}}", reference));
    expect(lines).toContain("कुर्ला लोहमार्ग पोलीस ठाणे");
    expect(lines).toContain(mrCitizen.statuses.received);
    expect(lines).toContain(mrFir.acknowledgement.fir_pending);
    expect(lines).toContain("घाटकोपर, फलाट क्रमांक 2");
    expect(lines).toContain(mobile);
    const text = pdfText(pdf);
    expect(text).toContain(mrFir.acknowledgement.next);
    expect(text).toContain(mrFir.fields.declaration);
    expect(text).not.toContain(enFir.acknowledgement.status);
  });
});
