/**
 * The status page (/status): reference number and mobile -> one-time code -> the status
 * (received, under review, action taken, closed; translated) and the staff's public remark. A
 * reference and mobile that do not match a report get exactly the answer a matching pair gets.
 */
import { describe, expect, test } from "vitest";
import { suggestionCreatedSchema } from "~/.server/reports/api-schemas";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import { firstHeading } from "../support/html";
import {
  checkField,
  CitizenBrowser,
  expectSuggestionConfirmed,
  freshMobile,
  htmlText,
  json,
  lastCode,
  messagesTo,
  personAt,
  postSuggestion,
  SAMPLE,
  sendConfirmedComplaint,
  sendSuggestion,
  useCitizenServer,
  wrongCode,
} from "./citizen-support";

const { server, clock } = useCitizenServer();

/** A confirmed complaint: its reference and the mobile it was sent from. */
const confirmedComplaint = () => sendConfirmedComplaint(server, clock);

async function checker(locale?: "en" | "mr") {
  const browser = new CitizenBrowser(server.url, undefined, locale);
  await browser.open("/status");
  return browser;
}

/** Asks for the status of a report and enters the code the mobile received: the page's text. */
async function statusShown(browser: CitizenBrowser, reference: string, mobile: string): Promise<string> {
  const codePage = await (
    await browser.submit("/status", { intent: "start", reference, mobile_number: mobile })
  ).text();
  const verified = await browser.submit("/status", {
    intent: "verify",
    check: checkField(codePage)!,
    otp: lastCode(server, mobile),
  });
  return htmlText(await verified.text());
}

/** The code page with the parts that must differ (token, mobile number) taken out. */
function comparable(html: string, mobile: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)![0];
  return main
    .replace(/name="check" value="[^"]+"/g, 'name="check" value=""')
    .replace(/name="_token" value="[^"]+"/g, 'name="_token" value=""')
    .replaceAll(mobile, "MOBILE");
}

describe("the status page", () => {
  test("asks for the reference number and the mobile number", async () => {
    const response = await (await checker()).get("/status");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(firstHeading(html)).toBe(enCitizen.status.title);
    expect(html).toContain('name="reference"');
    expect(html).toContain('name="mobile_number"');
    expect(html).toContain('name="intent" value="start"');
  });

  test("reference -> code -> status 'Received' with no remark yet", async () => {
    const { reference, mobile } = await confirmedComplaint();
    const browser = await checker();
    const start = await browser.submit("/status", {
      intent: "start",
      reference: reference.toLowerCase(),
      mobile_number: mobile,
    });
    expect(start.status).toBe(200);
    expect(start.headers.get("cache-control")).toBe("no-store");
    const codePage = await start.text();
    expect(htmlText(codePage)).toContain(
      `If the reference number and the mobile number match a report, we have sent a code to ${mobile}.`,
    );
    const statusCode = messagesTo(server, mobile).filter((line) => line.purpose === "status_check");
    expect(statusCode).toHaveLength(1);

    const result = await browser.submit("/status", {
      intent: "verify",
      check: checkField(codePage)!,
      otp: lastCode(server, mobile),
    });
    expect(result.status).toBe(200);
    const text = htmlText(await result.text());
    expect(text).toContain(`Status of ${reference}`);
    expect(text).toContain("Received");
    expect(text).toContain("Complaint");
    expect(text).toContain(enCitizen.status.no_remark);
  });

  test("shows the status staff set and their public remark, translated into Marathi", async () => {
    const { reference, mobile, id } = await confirmedComplaint();
    await server.services.db
      .updateTable("citizen_reports")
      .set({ status: "action_taken", public_remark: "Sample remark: the station has been asked to patrol the bridge." })
      .where("id", "=", id)
      .execute();
    const browser = await checker("mr");
    const result = await statusShown(browser, reference, mobile);
    expect(result).toContain(mrCitizen.statuses.action_taken);
    expect(result).toContain(mrCitizen.kinds.complaint);
    expect(result).toContain("Sample remark: the station has been asked to patrol the bridge.");
  });

  test.each(["under_review", "closed"] as const)("the status %s is shown in words", async (status) => {
    const { reference, mobile, id } = await confirmedComplaint();
    await server.services.db.updateTable("citizen_reports").set({ status }).where("id", "=", id).execute();
    const browser = await checker();
    const result = await statusShown(browser, reference, mobile);
    expect(result).toContain(enCitizen.statuses[status]);
  });

  test("a reference and mobile that match nothing get the same answer as ones that do, and no SMS", async () => {
    const { reference, mobile } = await confirmedComplaint();
    const known = await checker();
    const knownPage = await (
      await known.submit("/status", { intent: "start", reference, mobile_number: mobile })
    ).text();

    const strangerMobile = freshMobile();
    const unknown = await checker();
    const unknownResponse = await unknown.submit("/status", {
      intent: "start",
      reference,
      mobile_number: strangerMobile,
    });
    expect(unknownResponse.status).toBe(200);
    const unknownPage = await unknownResponse.text();
    expect(comparable(unknownPage, strangerMobile)).toBe(comparable(knownPage, mobile));
    expect(messagesTo(server, strangerMobile)).toEqual([]);

    // A wrong guess is answered alike too, tries left included.
    const knownWrong = await known.submit("/status", {
      intent: "verify",
      check: checkField(knownPage)!,
      otp: wrongCode(lastCode(server, mobile)),
    });
    const unknownWrong = await unknown.submit("/status", {
      intent: "verify",
      check: checkField(unknownPage)!,
      otp: "0000",
    });
    expect(unknownWrong.status).toBe(knownWrong.status);
    const wrongText = htmlText(await unknownWrong.text());
    expect(wrongText).toContain("The code is not right. You have 4 more tries.");
    expect(htmlText(await knownWrong.text())).toContain("The code is not right. You have 4 more tries.");

    // A reference that was never issued, likewise.
    const never = await checker();
    const neverPage = await (
      await never.submit("/status", { intent: "start", reference: "MRP-S-2026-999999", mobile_number: freshMobile() })
    ).text();
    expect(htmlText(neverPage)).toContain("If the reference number and the mobile number match a report");
  });

  test("wrong guesses at codes never sent cannot lock a stranger's number out of the services", async () => {
    // The attacker starts status checks for made-up references with the victim's number (nothing
    // is sent) and enters five wrong codes each: ten wrong codes, a day's allowance per mobile.
    const victimMobile = freshMobile();
    const attacker = await checker();
    for (const reference of ["MRP-S-2026-999991", "MRP-S-2026-999992"]) {
      const page = await (
        await attacker.submit("/status", { intent: "start", reference, mobile_number: victimMobile })
      ).text();
      for (let guess = 0; guess < 5; guess += 1) {
        await attacker.submit("/status", { intent: "verify", check: checkField(page)!, otp: `000${guess}` });
      }
      clock.advance(31_000);
    }
    expect(messagesTo(server, victimMobile)).toEqual([]);

    // The victim's own suggestion, from their own phone, is confirmed with the code they receive.
    const { browser: victim, id } = await sendSuggestion(server, clock, { mobile: victimMobile });
    await expectSuggestionConfirmed(victim, id, lastCode(server, victimMobile));
  });

  test("a stranger who knows the reference and the mobile neither kills the owner's code nor locks them out", async () => {
    const { reference, mobile } = await confirmedComplaint();
    const owner = await checker();
    const ownerPage = await (
      await owner.submit("/status", { intent: "start", reference, mobile_number: mobile })
    ).text();
    const ownersCode = lastCode(server, mobile);

    // A stranger (own browser, own address) starts the same check twice, five wrong codes each.
    const stranger = await checker();
    for (let round = 0; round < 2; round += 1) {
      clock.advance(31_000);
      const start = await stranger.submit("/status", { intent: "start", reference, mobile_number: mobile });
      expect(start.status).toBe(200);
      const page = await start.text();
      const right = lastCode(server, mobile);
      for (let guess = 0; guess < 5; guess += 1) {
        await stranger.submit("/status", { intent: "verify", check: checkField(page)!, otp: wrongCode(right) });
      }
    }

    const result = await owner.submit("/status", {
      intent: "verify",
      check: checkField(ownerPage)!,
      otp: ownersCode,
    });
    expect(result.status).toBe(200);
    expect(htmlText(await result.text())).toContain(enCitizen.statuses.received);
  });

  test("the send limits apply to a status check whether or not the pair matches", async () => {
    const { reference, mobile } = await confirmedComplaint();
    const browser = await checker();
    expect((await browser.submit("/status", { intent: "start", reference, mobile_number: mobile })).status).toBe(200);
    const again = await browser.submit("/status", { intent: "start", reference, mobile_number: mobile });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(htmlText(await again.text())).toMatch(/Too many codes have been asked for/);

    const stranger = freshMobile();
    expect((await browser.submit("/status", { intent: "start", reference, mobile_number: stranger })).status).toBe(200);
    expect((await browser.submit("/status", { intent: "start", reference, mobile_number: stranger })).status).toBe(429);
  });

  test("a malformed reference or mobile gets the error summary", async () => {
    const browser = await checker();
    const response = await browser.submit("/status", { intent: "start", reference: "ABC-123", mobile_number: "123" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`Error: ${enCitizen.status.title} | Mumbai Railway Police`);
    expect(html).toContain(`<a href="#status-reference">${enCitizen.validation.reference_invalid}</a>`);
    expect(html).toContain(`<a href="#status-mobile_number">${enCitizen.validation.mobile_invalid}</a>`);
  });

  test("the code step belongs to the browser that started it, and a code expires", async () => {
    const { reference, mobile } = await confirmedComplaint();
    const owner = await checker();
    const codePage = await (
      await owner.submit("/status", { intent: "start", reference, mobile_number: mobile })
    ).text();
    const check = checkField(codePage)!;
    const thief = await checker();
    const stolen = await thief.submit("/status", { intent: "verify", check, otp: lastCode(server, mobile) });
    expect(stolen.status).toBe(410);
    expect(htmlText(await stolen.text())).toContain(enCitizen.status.expired);

    clock.advance(5 * 60_000 + 1000);
    const late = await owner.submit("/status", { intent: "verify", check, otp: lastCode(server, mobile) });
    expect(late.status).toBe(422);
    expect(htmlText(await late.text())).toContain(enCitizen.code.errors.expired);
  });

  test("'Not received a text message?' sends a new code for the check", async () => {
    const { reference, mobile } = await confirmedComplaint();
    const browser = await checker();
    const codePage = await (
      await browser.submit("/status", { intent: "start", reference, mobile_number: mobile })
    ).text();
    clock.advance(31_000);
    const resent = await browser.submit("/status", { intent: "resend", check: checkField(codePage)! });
    expect(resent.status).toBe(200);
    const resentPage = await resent.text();
    expect(htmlText(resentPage)).toContain(`We have sent a new code to ${mobile}.`);
    const result = await browser.submit("/status", {
      intent: "verify",
      check: checkField(resentPage)!,
      otp: lastCode(server, mobile),
    });
    expect(htmlText(await result.text())).toContain(`Status of ${reference}`);
  });

  test("an unconfirmed draft has no status to show", async () => {
    const browser = await personAt(server, clock, "/");
    const mobile = freshMobile();
    suggestionCreatedSchema.parse(await json(await postSuggestion(browser, mobile)));
    clock.advance(31_000);
    const statusBrowser = await checker();
    const codePage = await (
      await statusBrowser.submit("/status", { intent: "start", reference: "MRP-S-2026-000001", mobile_number: mobile })
    ).text();
    // No status code was texted: the pair matches no confirmed report.
    expect(messagesTo(server, mobile).filter((line) => line.purpose === "status_check")).toEqual([]);
    expect(checkField(codePage)).toBeTruthy();
  });
});

describe("the status link in the reference SMS", () => {
  /** The path of the status link in the reference SMS sent to `mobile`. */
  async function statusLinkSentTo(mobile: string): Promise<string> {
    // The reference SMS is a courtesy sent after the answer.
    await expect.poll(() => messagesTo(server, mobile).some((line) => line.template === "reference")).toBe(true);
    const text = messagesTo(server, mobile).find((line) => line.template === "reference")!.text;
    const url = new RegExp(`${server.services.config.publicUrl}(/status/\\S+)$`).exec(text);
    expect(url, text).not.toBeNull();
    return url![1]!;
  }

  test("opens that report's status without a code, and reveals nothing else", async () => {
    const { reference, mobile } = await confirmedComplaint();
    const link = await statusLinkSentTo(mobile);
    const codesBefore = messagesTo(server, mobile).length;

    const response = await new CitizenBrowser(server.url).get(link);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    // The site-wide policy comes first; a browser follows the last one it knows (W3C Referrer Policy).
    expect(response.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("no-referrer");
    const html = await response.text();
    const text = htmlText(html);
    expect(text).toContain(`Status of ${reference}`);
    expect(text).toContain("Received");
    expect(text).toContain("Complaint");
    expect(html).not.toContain(mobile);
    expect(html).not.toContain(SAMPLE.name);
    expect(html).not.toContain(SAMPLE.complaint);
    // The token names the report's row and the expiry, never the reference or the mobile.
    expect(link).not.toContain(reference);
    expect(link).not.toContain(mobile);
    expect(messagesTo(server, mobile)).toHaveLength(codesBefore);

    // The status staff set later shows through the same link.
    await server.services.db
      .updateTable("citizen_reports")
      .set({ status: "under_review" })
      .where("reference", "=", reference)
      .execute();
    expect(htmlText(await (await new CitizenBrowser(server.url, undefined, "mr").get(link)).text())).toContain(
      mrCitizen.statuses.under_review,
    );
  });

  test("works for 30 days, then says the link has expired", async () => {
    const { reference, mobile } = await confirmedComplaint();
    const link = await statusLinkSentTo(mobile);
    clock.advance(30 * 24 * 60 * 60_000 - 60_000);
    expect(htmlText(await (await new CitizenBrowser(server.url).get(link)).text())).toContain(`Status of ${reference}`);
    clock.advance(2 * 60_000);
    const expired = await new CitizenBrowser(server.url).get(link);
    expect(expired.status).toBe(404);
    const text = htmlText(await expired.text());
    expect(text).toContain(enCitizen.status.link_invalid);
    expect(text).not.toContain(reference);
  });

  test("a changed, forged or malformed link opens nothing", async () => {
    const first = await confirmedComplaint();
    const second = await confirmedComplaint();
    const link = await statusLinkSentTo(first.mobile);
    const [id, expiry, mac] = link.slice("/status/".length).split(".");
    const flip = (text: string) => (text.endsWith("A") ? `${text.slice(0, -1)}B` : `${text.slice(0, -1)}A`);
    const attempts = [
      // Another report's row with this report's signature.
      `/status/${second.id.toString(36)}.${expiry}.${mac}`,
      // A later expiry than the one signed.
      `/status/${id}.${(Number.parseInt(expiry!, 36) + 86_400).toString(36)}.${mac}`,
      `/status/${id}.${expiry}.${flip(mac!)}`,
      `/status/${id}.${expiry}`,
      "/status/not-a-link",
      // The right link spelled another way: one spelling opens it, the one the SMS carries.
      `/status/0${id}.${expiry}.${mac}`,
      `/status/${id}.0${expiry}.${mac}`,
      `/status/${id}%2E${expiry}%2E${mac}`,
      `/status/${id}.${expiry}%2e${mac}`,
    ];
    for (const attempt of attempts) {
      const response = await new CitizenBrowser(server.url).get(attempt);
      expect(response.status, attempt).toBe(404);
      const text = htmlText(await response.text());
      expect(text, attempt).toContain(enCitizen.status.link_invalid);
      expect(text, attempt).not.toContain(first.reference);
      expect(text, attempt).not.toContain(second.reference);
    }
  });
});

test("checking a status has a budget of its own: it does not spend the codes for filing a report", async () => {
  const { reference, mobile } = await confirmedComplaint();
  const browser = await checker();
  // Three status checks in 15 minutes (after the complaint's own code), as strict as before.
  for (let check = 0; check < 3; check += 1) {
    const start = await browser.submit("/status", { intent: "start", reference, mobile_number: mobile });
    expect(start.status, `status check ${check + 1}`).toBe(200);
    clock.advance(31_000);
  }
  const fourth = await browser.submit("/status", { intent: "start", reference, mobile_number: mobile });
  expect(fourth.status).toBe(429);

  // The next suggestion from the same mobile still gets its code.
  const { id } = await sendSuggestion(server, clock, { mobile });
  expect(id).toBeGreaterThan(0);
  expect(messagesTo(server, mobile).filter((line) => line.purpose === "suggestion")).toHaveLength(1);
});
