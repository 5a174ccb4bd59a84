/**
 * The citizen pages as a browser without JavaScript sees them ("form -> code page ->
 * done" as plain HTML forms): /complaint, /suggestion and /lost-and-found in both languages, with
 * GOV.UK's error summary ("Error:" in the title), the terms checkbox, the code page and its
 * "Not received a text message?" resend, and the confirmation with the reference number.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SmsDeliveryError, type SmsProvider } from "~/.server/sms/provider";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import { indiaDay } from "~/lib/india-time";
import { firstHeading, htmlLang } from "../support/html";
import { startTestServer, TestClock, type TestServer } from "../support/test-server";
import { Visitor } from "../support/http-client";
import {
  CITIZEN_ENV,
  CitizenBrowser,
  freshMobile,
  hasTag,
  htmlText,
  lastCode,
  messagesTo,
  personAt,
  SAMPLE,
  submitComplaint,
  useCitizenServer,
  wrongCode,
} from "./citizen-support";

const { server, clock } = useCitizenServer();

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#x27;/g, "'");

const person = (page: string, locale?: "en" | "mr") => personAt(server, clock, page, { locale });

/** Follows the POST's redirect the way a browser does and returns the page it lands on. */
async function follow(browser: CitizenBrowser, response: Response) {
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  const page = await browser.get(location);
  return { location, status: page.status, html: await page.text() };
}

function reportIdFrom(location: string): string {
  return /[?&](?:report|sent)=(\d+)/.exec(location)![1]!;
}

/** Sends the sample complaint from `browser` for `mobile` and returns the report's id. */
async function sendSampleComplaint(browser: CitizenBrowser, mobile: string): Promise<string> {
  const sent = await submitComplaint(browser, {
    mobile_number: mobile,
  });
  return reportIdFrom(sent.headers.get("location")!);
}

describe("the complaint page", () => {
  test("shows the form with its fields, disclaimer, terms, privacy notice and hidden guards", async () => {
    const browser = new CitizenBrowser(server.url);
    const response = await browser.get("/complaint");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(firstHeading(html)).toBe("Make a complaint");
    expect(titleOf(html)).toBe("Make a complaint | Mumbai Railway Police");
    expect(hasTag(html, "form", 'method="post"', 'action="/complaint"', "noValidate")).toBe(true);
    expect(html).toMatch(/<input type="hidden" name="_token" value="[^"]+"/);
    expect(html).toContain('name="intent" value="send"');
    expect(hasTag(html, "input", 'id="complaint-name"', 'name="name"', 'autoComplete="name"', "pattern=")).toBe(true);
    expect(
      hasTag(
        html,
        "input",
        'id="complaint-mobile_number"',
        'type="text"',
        'autoComplete="tel-national"',
        'maxLength="20"',
        'inputMode="tel"',
      ),
    ).toBe(true);
    expect(hasTag(html, "textarea", 'id="complaint-complaint"', 'name="complaint"', 'rows="8"')).toBe(true);
    expect(hasTag(html, "input", 'id="complaint-terms"', 'type="checkbox"', 'name="terms"')).toBe(true);
    // The honeypot: off screen, out of the tab order, hidden from assistive technology.
    expect(html).toContain('<div class="citizen-hp" aria-hidden="true">');
    expect(hasTag(html, "input", 'name="website"', 'tabindex="-1"', 'autoComplete="off"')).toBe(true);
    const text = htmlText(html);
    expect(text).toContain(enCitizen.complaints.disclaimer_confidential);
    expect(text).toContain(enCitizen.complaints.disclaimer_not_fir);
    expect(text).toContain(enCitizen.complaints.disclaimer_contact);
    expect(text).toContain(enCitizen.complaints.terms_label);
    expect(text).toContain("everything is deleted after 30 minutes");
    expect(text).toContain("we keep it for 365 days");
  });

  test("without the terms ticked: 'Please accept the terms and conditions', an error summary, and nothing sent", async () => {
    const browser = await person("/complaint");
    const mobile = freshMobile();
    const response = await browser.submit("/complaint", {
      intent: "send",
      name: SAMPLE.name,
      mobile_number: mobile,
      complaint: SAMPLE.complaint,
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(titleOf(html)).toBe("Error: Make a complaint | Mumbai Railway Police");
    // GOV.UK's error summary: announced as an alert, and focused as the page loads, without JavaScript too.
    expect(html).toMatch(
      /<div class="citizen-error-summary" tabindex="-1" role="alert" aria-labelledby="complaint-error-summary-title" autofocus="">/,
    );
    expect(html).toContain(`<a href="#complaint-terms">${enCitizen.complaints.confirm_accuracy}</a>`);
    // The declaration is about the information's accuracy; there are no "terms and conditions".
    expect(html).toContain("Confirm that the information you have given is accurate");
    expect(html).not.toMatch(/terms and conditions/i);
    expect(html).toMatch(/<p id="complaint-terms-error" class="citizen-field-error">/);
    // What was typed is still there.
    expect(html).toContain(`value="${mobile}"`);
    expect(html).toContain(SAMPLE.complaint);
    expect(messagesTo(server, mobile)).toEqual([]);
    expect(
      await server.services.db.selectFrom("citizen_reports").select("id").where("mobile_number", "=", mobile).execute(),
    ).toEqual([]);
  });

  test("every field's problem is listed, linked to its field, with the message under the field", async () => {
    const browser = await person("/complaint");
    const response = await browser.submit("/complaint", {
      intent: "send",
      name: "",
      mobile_number: "12",
      complaint: "",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    for (const [field, message] of [
      ["name", enCitizen.validation.name_required],
      ["mobile_number", enCitizen.validation.mobile_invalid],
      ["complaint", enCitizen.validation.complaint_required],
      ["terms", enCitizen.complaints.confirm_accuracy],
    ] as const) {
      expect(html).toContain(`<a href="#complaint-${field}">${message.replace(/'/g, "&#x27;")}</a>`);
      expect(hasTag(html, "(?:input|textarea)", `id="complaint-${field}"`, 'aria-invalid="true"'), field).toBe(true);
    }
  });

  test("a one-character complaint is refused: the minimum length is said in both languages", async () => {
    for (const [locale, strings] of [
      ["en", enCitizen],
      ["mr", mrCitizen],
    ] as const) {
      const browser = await person("/complaint", locale);
      const mobile = freshMobile();
      const response = await submitComplaint(browser, {
        mobile_number: mobile,
        complaint: "a",
      });
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain(`<a href="#complaint-complaint">${strings.validation.complaint_too_short}</a>`);
      expect(hasTag(html, "textarea", 'id="complaint-complaint"', 'aria-invalid="true"')).toBe(true);
      expect(messagesTo(server, mobile)).toEqual([]);
    }
  });

  test("form -> code page -> done, each step a plain form post; the reference is shown and texted", async () => {
    const browser = await person("/complaint");
    const mobile = freshMobile();
    const sent = await submitComplaint(browser, {
      name: "Meera Kulkarni",
      mobile_number: mobile,
    });
    const codePage = await follow(browser, sent);
    expect(codePage.location).toMatch(/^\/complaint\?report=\d+$/);
    expect(codePage.status).toBe(200);
    const codeText = htmlText(codePage.html);
    expect(codeText).toContain("Check your phone");
    expect(codeText).toContain(`We have sent a 4-digit code to ${mobile}. The code is valid for 5 minutes.`);
    expect(codeText).toContain("Not received a text message?");
    // Without JavaScript the code is one text box, made for codes, with a visible OK button.
    expect(
      hasTag(
        codePage.html,
        "input",
        'id="complaint-otp"',
        'name="otp"',
        'type="text"',
        'inputMode="numeric"',
        'autoComplete="one-time-code"',
      ),
    ).toBe(true);
    expect(codePage.html).toMatch(/<button type="submit" class="button">OK<\/button>/);

    const id = reportIdFrom(codePage.location);
    const wrong = await browser.submit("/complaint", {
      intent: "verify",
      complaint_id: id,
      otp: wrongCode(lastCode(server, mobile)),
    });
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(titleOf(wrongHtml)).toBe("Error: Make a complaint | Mumbai Railway Police");
    expect(wrongHtml).toContain(
      '<div class="citizen-alert" role="alert" id="complaint-code-error">The code is not right. You have 4 more tries.</div>',
    );
    // The code box is marked invalid and described by the alert.
    expect(hasTag(wrongHtml, "input", 'id="complaint-otp"', 'aria-invalid="true"', "complaint-code-error")).toBe(true);

    const right = await browser.submit("/complaint", {
      intent: "verify",
      complaint_id: id,
      otp: lastCode(server, mobile),
    });
    const done = await follow(browser, right);
    expect(done.location).toBe(`/complaint?sent=${id}`);
    const doneText = htmlText(done.html);
    expect(doneText).toContain(enCitizen.complaints.complaint_sent_successfully);
    const reference = /MRP-C-\d{4}-\d{6}/.exec(doneText)?.[0];
    expect(reference).toBeTruthy();
    // "Check the status" is the status link, which shows the status without a code.
    const statusPath = /href="(\/status\/[^"]+)"/.exec(done.html)?.[1];
    expect(statusPath).toBeDefined();
    expect(htmlText(await (await new Visitor(server.url).get(statusPath!)).text())).toContain(`Status of ${reference}`);
    // A link with the reference fills it in on the status form.
    const statusForm = await (await browser.get(`/status?reference=${reference}`)).text();
    expect(hasTag(statusForm, "input", 'name="reference"', `value="${reference}"`)).toBe(true);
    await expect
      .poll(() =>
        messagesTo(server, mobile).some((line) => line.template === "reference" && line.text.includes(reference!)),
      )
      .toBe(true);

    // Sending the verification again (Back, then OK) lands on the same confirmation.
    const again = await browser.submit("/complaint", { intent: "verify", complaint_id: id, otp: "0000" });
    expect((await follow(browser, again)).location).toBe(`/complaint?sent=${id}`);
  });

  test("the code and confirmation pages belong to the browser that sent the form", async () => {
    const owner = await person("/complaint");
    const mobile = freshMobile();
    const id = await sendSampleComplaint(owner, mobile);
    const stranger = new CitizenBrowser(server.url);
    const codePage = htmlText(await (await stranger.get(`/complaint?report=${id}`)).text());
    expect(codePage).toContain(enCitizen.expired.heading);
    expect(codePage).not.toContain(mobile);

    await owner.submit("/complaint", { intent: "verify", complaint_id: id, otp: lastCode(server, mobile) });
    const donePage = htmlText(await (await stranger.get(`/complaint?sent=${id}`)).text());
    expect(donePage).not.toMatch(/MRP-C-/);
    expect(donePage).toContain(enCitizen.complaints.label);
  });

  test("'Not received a text message?' sends a new code, within the limits", async () => {
    const browser = await person("/complaint");
    const mobile = freshMobile();
    const id = await sendSampleComplaint(browser, mobile);
    const tooSoon = await browser.submit("/complaint", { intent: "resend", complaint_id: id });
    expect(tooSoon.status).toBe(429);
    expect(htmlText(await tooSoon.text())).toMatch(
      /Too many codes have been asked for\. Wait \d+ seconds? and try again\./,
    );

    clock.advance(31_000);
    const resent = await follow(browser, await browser.submit("/complaint", { intent: "resend", complaint_id: id }));
    expect(resent.location).toBe(`/complaint?report=${id}&resent=1`);
    expect(htmlText(resent.html)).toContain(`We have sent a new code to ${mobile}.`);
    expect(messagesTo(server, mobile).filter((line) => line.template === "otp")).toHaveLength(2);
  });

  test("a code page left for 30 minutes has expired and says how to start again", async () => {
    const browser = await person("/complaint");
    const sent = await submitComplaint(browser);
    const location = sent.headers.get("location")!;
    clock.advance(31 * 60_000);
    const html = await (await browser.get(location)).text();
    expect(htmlText(html)).toContain(enCitizen.expired.heading);
    expect(html).toContain('<a href="/complaint" class="button">Start again</a>');
    const late = await browser.submit("/complaint", {
      intent: "verify",
      complaint_id: reportIdFrom(location),
      otp: "1234",
    });
    expect(late.status).toBe(410);
  });

  test("a filled-in honeypot or a form sent too fast is refused with a message, and nothing is sent", async () => {
    const browser = await person("/complaint");
    const mobile = freshMobile();
    const fields = {
      intent: "send",
      name: SAMPLE.name,
      mobile_number: mobile,
      complaint: SAMPLE.complaint,
      terms: "on",
    };
    const honey = await browser.submit("/complaint", { ...fields, website: "spam" });
    expect(honey.status).toBe(422);
    expect(htmlText(await honey.text())).toContain(enCitizen.errors.form_rejected);
    expect(messagesTo(server, mobile)).toEqual([]);
  });

  test("the page and its messages are in Marathi for a Marathi visitor", async () => {
    const browser = await person("/complaint", "mr");
    const page = await (await browser.get("/complaint")).text();
    expect(htmlLang(page)).toBe("mr");
    expect(firstHeading(page)).toBe(mrCitizen.complaints.title);
    expect(htmlText(page)).toContain(mrCitizen.complaints.disclaimer_not_fir);
    expect(htmlText(page)).toContain("३६५ दिवस");
    const response = await browser.submit("/complaint", { intent: "send", name: "", mobile_number: "", complaint: "" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(titleOf(html)).toBe(`त्रुटी: ${mrCitizen.complaints.title} | ${"मुंबई लोहमार्ग पोलीस"}`);
    expect(html).toContain(mrCitizen.errors.summary_title);
    expect(html).toContain(mrCitizen.complaints.confirm_accuracy);
    expect(html).toContain(mrCitizen.validation.mobile_required);
  });
});

describe("the suggestion page", () => {
  test("form -> code page -> done, in Marathi", async () => {
    const browser = await person("/suggestion", "mr");
    const page = await (await browser.get("/suggestion")).text();
    expect(firstHeading(page)).toBe(mrCitizen.suggestions.title);
    expect(page).not.toContain('name="terms"');
    const mobile = freshMobile();
    const codePage = await follow(
      browser,
      await browser.submit("/suggestion", {
        intent: "send",
        name: "सुनीता पाटील",
        mobile_number: mobile,
        suggestion: "फलाटावर अधिक दिवे लावा.",
      }),
    );
    expect(htmlText(codePage.html)).toContain(mrCitizen.code.heading);
    // The code itself arrives in Marathi.
    expect(messagesTo(server, mobile)[0]!.text).toContain("आपल्या अभिप्रायासाठी");
    const id = reportIdFrom(codePage.location);
    const done = await follow(
      browser,
      await browser.submit("/suggestion", { intent: "verify", suggestion_id: id, otp: lastCode(server, mobile) }),
    );
    const text = htmlText(done.html);
    expect(text).toContain(mrCitizen.suggestions.suggestion_sent);
    expect(text).toMatch(/MRP-S-\d{4}-\d{6}/);
  });
});

describe("the lost-and-found page", () => {
  test("shows the report form with kind, category, date, time, place, railway station, line and train", async () => {
    const html = await (await new CitizenBrowser(server.url).get("/lost-and-found")).text();
    expect(firstHeading(html)).toBe("Lost and found");
    expect(hasTag(html, "input", 'id="lost_found-type"', 'type="radio"', 'name="type"', 'value="lost"')).toBe(true);
    expect(hasTag(html, "input", 'type="radio"', 'name="type"', 'value="found"')).toBe(true);
    for (const category of ["mobile_phone", "bag", "wallet_purse", "documents", "jewellery", "other"]) {
      expect(html).toContain(`<option value="${category}">`);
    }
    expect(hasTag(html, "input", 'id="lost_found-incident_date"', 'name="incident_date"', 'type="date"', "max=")).toBe(
      true,
    );
    expect(hasTag(html, "input", 'id="lost_found-incident_time"', 'name="incident_time"', 'type="time"')).toBe(true);
    // Where, as a complaint asks it: the railway station (which decides the police station).
    expect(hasTag(html, "input", 'type="radio"', 'name="place_type"', 'value="train"')).toBe(true);
    expect(html).toContain('<option value="ghatkopar">Ghatkopar</option>');
    // Its hint speaks of this report, not of a complaint.
    expect(htmlText(html)).toContain(enCitizen.lost_found.stop_hint);
    expect(html).toContain('<option value="harbour">Harbour line</option>');
    expect(html).toContain('name="train"');
    expect(html).toContain('href="/found-property"');
  });

  test("a report goes form -> code -> done and is kept with every detail", async () => {
    const browser = await person("/lost-and-found");
    const mobile = freshMobile();
    const today = indiaDay(clock.now());
    const codePage = await follow(
      browser,
      await browser.submit("/lost-and-found", {
        intent: "send",
        type: "found",
        category: "wallet_purse",
        description: "Brown wallet found on the platform bench",
        incident_date: today,
        incident_time: "07:45",
        station_id: "20",
        line: "western",
        train: "",
        name: SAMPLE.name,
        mobile_number: mobile,
      }),
    );
    const id = reportIdFrom(codePage.location);
    const done = await follow(
      browser,
      await browser.submit("/lost-and-found", {
        intent: "verify",
        lost_found_report_id: id,
        otp: lastCode(server, mobile),
      }),
    );
    expect(htmlText(done.html)).toContain(enCitizen.lost_found.report_sent);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .selectAll()
      .where("id", "=", Number(id))
      .executeTakeFirst();
    expect(row).toMatchObject({
      kind: "lost_found",
      status: "received",
      lf_type: "found",
      category: "wallet_purse",
      message: "Brown wallet found on the platform bench",
      incident_date: today,
      incident_time: "07:45",
      station_id: 20,
      line: "western",
      train: null,
      photo_key: null,
    });
    expect(row?.reference).toMatch(/^MRP-L-/);
  });

  test("missing answers are listed with links to the radio and the select", async () => {
    const browser = await person("/lost-and-found");
    const response = await browser.submit("/lost-and-found", { intent: "send" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`<a href="#lost_found-type">${enCitizen.validation.type_required}</a>`);
    expect(html).toContain(`<a href="#lost_found-category">${enCitizen.validation.category_required}</a>`);
    expect(html).toContain(`<a href="#lost_found-incident_date">${enCitizen.validation.date_required}</a>`);
  });
});

describe("the home page dialogs without JavaScript", () => {
  test("the citizen corner links to the suggestion and complaint pages", async () => {
    const html = await (await new CitizenBrowser(server.url).get("/?modal=citizen-corner")).text();
    expect(html).toContain('href="/suggestion"');
    expect(html).toContain('href="/complaint"');
  });

  test("/?modal=complaint shows the dialog with a link to the complaint page", async () => {
    const html = await (await new CitizenBrowser(server.url).get("/?modal=complaint")).text();
    expect(hasTag(html, "dialog", 'id="modal-complaint"', 'open=""')).toBe(true);
    expect(html).toContain('<a href="/complaint" class="button">Open the form</a>');
  });
});

describe("an SMS gateway that fails, without JavaScript", () => {
  const failing: SmsProvider = {
    async send() {
      throw new SmsDeliveryError("gateway timed out");
    },
  };
  const ownClock = new TestClock();
  let failingServer: TestServer;
  beforeAll(async () => {
    failingServer = await startTestServer(CITIZEN_ENV, { clock: ownClock, sms: failing });
  });
  afterAll(async () => {
    await failingServer?.close();
  });

  test("the form comes back with a red alert asking to try again later, and nothing is confirmed", async () => {
    const browser = new CitizenBrowser(failingServer.url);
    await browser.open("/suggestion");
    ownClock.advance(4_000);
    const response = await browser.submit("/suggestion", {
      intent: "send",
      name: SAMPLE.name,
      mobile_number: freshMobile(),
      suggestion: SAMPLE.suggestion,
    });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(
      `<div class="citizen-alert" role="alert" tabindex="-1">${enCitizen.errors.sms_failed}</div>`,
    );
    expect(html).toContain(SAMPLE.suggestion);
    const confirmed = await failingServer.services.db
      .selectFrom("citizen_reports")
      .select("id")
      .where("status", "!=", "draft")
      .execute();
    expect(confirmed).toEqual([]);
  });
});
