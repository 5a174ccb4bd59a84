/**
 * Delivery reports: a real provider's callback is accepted at
 * /sms/delivery/<provider>/<SMS_DELIVERY_REPORT_SECRET>, recorded against the message it names, and
 * a code whose SMS was reported undelivered tells the citizen so on the code step, in their
 * language, and counts in sms_messages_total{outcome="undelivered"}. The gateway here is a stand-in
 * that answers each message with an id, as MSG91 answers with its request id.
 */
import { describe, expect, test } from "vitest";
import { verificationSchema } from "~/.server/reports/api-schemas";
import type { SmsMessage, SmsProvider, SmsReceipt } from "~/.server/sms/provider";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import { startTestServer, TestClock, useTestServer } from "../support/test-server";
import { CITIZEN_ENV, CitizenBrowser, freshMobile, htmlText, json, sendSuggestion, wrongCode } from "./citizen-support";
import { templateIdVariables } from "~/.server/sms/template-list";

const SECRET = "delivery-report-secret-0123456789abcdef";

/** Every setting MSG91 needs (the messages themselves go to the stand-in below). */
const MSG91_ENV = {
  SMS_PROVIDER: "msg91",
  SMS_SENDER_ID: "MRPSMS",
  SMS_DLT_ENTITY_ID: "1101234567890123456",
  MSG91_AUTH_KEY: "msg91-test-auth-key",
  // Every registered text of the list, each with an id of its own.
  ...Object.fromEntries(
    templateIdVariables("SMS_DLT_TEMPLATE").map((name, i) => [name, `1107160000000${String(i).padStart(6, "0")}`]),
  ),
  ...Object.fromEntries(
    templateIdVariables("MSG91_TEMPLATE").map((name, i) => [name, `64f0c2a1d6fc05101e4d${String(i).padStart(4, "0")}`]),
  ),
};

/** Takes every message, names it `req-<n>` as MSG91 names it by a request id, and keeps it. */
class StandInGateway implements SmsProvider {
  sent: Array<SmsMessage & { requestId: string }> = [];
  async send(message: SmsMessage): Promise<SmsReceipt> {
    const requestId = `req-${this.sent.length + 1}-${Date.now()}`;
    this.sent.push({ ...message, requestId });
    return { providerMessageId: requestId };
  }
  last(mobile: string) {
    const message = this.sent.filter((m) => m.to === mobile && m.template === "otp").at(-1);
    if (!message) throw new Error(`no code was sent to ${mobile}`);
    return message;
  }
}

/** MSG91's delivery report, webhook version 2: a form whose `data` is a JSON array in a string. */
function msg91Report(requestId: string, status: string, desc: string): URLSearchParams {
  return new URLSearchParams({
    data: JSON.stringify([
      {
        senderId: "MRPSMS",
        requestId,
        report: [{ date: "2026-05-22 10:06:20", number: "919800000000", status, desc }],
        userId: "270000",
        campaignName: "API",
      },
    ]),
  });
}

const gateway = new StandInGateway();
const clock = new TestClock();
const server = useTestServer(
  { ...CITIZEN_ENV, ...MSG91_ENV, SMS_DELIVERY_REPORT_SECRET: SECRET },
  { clock, sms: gateway },
);

/** A visitor sends a suggestion through the JSON API; the page's code step is `/suggestion?report=<id>`. */
async function suggestion(language?: "mr") {
  const sent = await sendSuggestion(server, clock, { locale: language, page: "/suggestion" });
  return { ...sent, message: gateway.last(sent.mobile) };
}

const report = (body: URLSearchParams | string, provider = "msg91", secret = SECRET) =>
  fetch(`${server.url}/sms/delivery/${provider}/${secret}`, {
    method: "POST",
    headers: {
      "content-type": typeof body === "string" ? "application/json" : "application/x-www-form-urlencoded",
    },
    body,
  });

/** What the site recorded of the message the gateway knows by `requestId`. */
function deliveryOf(requestId: string) {
  return server.services.db
    .selectFrom("sms_deliveries")
    .select(["status", "purpose"])
    .where("provider_message_id", "=", requestId)
    .executeTakeFirstOrThrow();
}

async function undeliveredCount(purpose: string): Promise<number> {
  const { values } = await server.services.metrics.smsMessages.get();
  return (
    values.find(
      (v) => v.labels.provider === "msg91" && v.labels.purpose === purpose && v.labels.outcome === "undelivered",
    )?.value ?? 0
  );
}

describe("the delivery-report callback", () => {
  test("MSG91's report of a failed code is recorded, counted once, and shown on the code step in English", async () => {
    const before = await undeliveredCount("suggestion");
    const { browser, id, message } = await suggestion();
    const codeStep = async () => htmlText(await (await browser.get(`/suggestion?report=${id}`)).text());
    const notice = enCitizen.code.undelivered;
    expect(await codeStep()).not.toContain(notice);

    const answer = await report(msg91Report(message.requestId, "2", "FAILED"));
    expect(answer.status).toBe(200);
    await answer.text();
    expect(await codeStep()).toContain(notice);
    expect(await undeliveredCount("suggestion")).toBe(before + 1);

    // Gateways repeat reports: the message is still undelivered, and counted once.
    await (await report(msg91Report(message.requestId, "2", "FAILED"))).text();
    expect(await undeliveredCount("suggestion")).toBe(before + 1);
  });

  test("a message's final state is the first one reported, and counted once however the reports flip", async () => {
    const before = await undeliveredCount("suggestion");
    const { message } = await suggestion();
    for (const [status, desc] of [
      ["2", "FAILED"],
      ["1", "DELIVERED"],
      ["2", "FAILED"],
      ["1", "DELIVERED"],
      ["2", "FAILED"],
    ]) {
      const answer = await report(msg91Report(message.requestId, status!, desc!));
      expect(answer.status).toBe(200);
      await answer.text();
    }
    expect(await undeliveredCount("suggestion")).toBe(before + 1);
    const row = await deliveryOf(message.requestId);
    expect(row.status).toBe("undelivered");
  });

  test("in Marathi the code step says so in Marathi", async () => {
    const { browser, id, message } = await suggestion("mr");
    await (await report(msg91Report(message.requestId, "17", "BLOCKED"))).text();
    const page = htmlText(await (await browser.get(`/suggestion?report=${id}`)).text());
    expect(page).toContain(mrCitizen.code.undelivered);
  });

  test("a script verifying a wrong code after the report is told the SMS was not delivered", async () => {
    const { browser, id, message } = await suggestion();
    await (await report(msg91Report(message.requestId, "16", "REJECTED"))).text();
    const answer = verificationSchema.parse(
      await json(
        await browser.api("/api/suggestion/verify", {
          suggestion_id: String(id),
          otp: wrongCode(message.variables.code!),
        }),
      ),
    );
    expect(answer).toMatchObject({ otp_verification: "failed", reason: enCitizen.code.undelivered });
  });

  test("a report of delivery (MSG91's JSON webhook) changes nothing the citizen sees", async () => {
    const { browser, id, message } = await suggestion();
    const answer = await report(JSON.stringify({ requestId: message.requestId, status: "1", desc: "DELIVERED" }));
    expect(answer.status).toBe(200);
    await answer.text();
    const row = await deliveryOf(message.requestId);
    expect(row).toEqual({ status: "delivered", purpose: "suggestion" });
    const page = htmlText(await (await browser.get(`/suggestion?report=${id}`)).text());
    expect(page).not.toContain(enCitizen.code.undelivered);
  });

  test("a new code after an undelivered one starts afresh", async () => {
    const { browser, id, message } = await suggestion();
    await (await report(msg91Report(message.requestId, "2", "FAILED"))).text();
    clock.advance(60_000);
    const resent = await browser.api("/api/suggestion/resend", { suggestion_id: String(id) });
    expect(resent.status).toBe(200);
    await resent.text();
    const page = htmlText(await (await browser.get(`/suggestion?report=${id}`)).text());
    expect(page).not.toContain(enCitizen.code.undelivered);
  });

  test("the status check's code step says so once a wrong code is tried", async () => {
    const { browser, id, mobile, message } = await suggestion();
    const confirmed = verificationSchema.parse(
      await json(
        await browser.api("/api/suggestion/verify", { suggestion_id: String(id), otp: message.variables.code! }),
      ),
    );
    clock.advance(60_000);
    const checker = new CitizenBrowser(server.url);
    await checker.open("/status");
    const start = await checker.submit("/status", {
      intent: "start",
      reference: confirmed.reference!,
      mobile_number: mobile,
    });
    const check = /name="check" value="([^"]+)"/.exec(await start.text())![1]!;
    const code = gateway.last(mobile);
    expect(code.purpose).toBe("status_check");
    await (await report(msg91Report(code.requestId, "2", "FAILED"))).text();
    const wrong = await checker.submit("/status", { intent: "verify", check, otp: wrongCode(code.variables.code!) });
    expect(wrong.status).toBe(422);
    expect(htmlText(await wrong.text())).toContain(enCitizen.code.undelivered);
  });

  test("the FIR sign-in's code step says so in Marathi once a wrong code is tried", async () => {
    const mobile = freshMobile();
    const browser = new CitizenBrowser(server.url, undefined, "mr");
    await browser.open("/fir-dashboard/sign-in");
    const start = await browser.submit("/fir-dashboard/sign-in", { intent: "start", mobile_number: mobile });
    const check = /name="check" value="([^"]+)"/.exec(await start.text())![1]!;
    const code = gateway.last(mobile);
    await (await report(msg91Report(code.requestId, "9", "NDNC"))).text();
    const wrong = await browser.submit("/fir-dashboard/sign-in", {
      intent: "verify",
      check,
      otp: wrongCode(code.variables.code!),
    });
    expect(wrong.status).toBe(422);
    expect(htmlText(await wrong.text())).toContain(mrCitizen.code.undelivered);
  });

  test.each([
    ["a wrong secret", "msg91", `${SECRET.slice(0, -1)}x`],
    ["a short secret", "msg91", "delivery"],
    ["another provider than the configured one", "nic", SECRET],
  ])("%s gets the site's 404 and records nothing", async (_case, provider, secret) => {
    const { message } = await suggestion();
    const answer = await report(msg91Report(message.requestId, "2", "FAILED"), provider, secret);
    expect(answer.status).toBe(404);
    await answer.text();
    const row = await deliveryOf(message.requestId);
    expect(row.status).toBe("sent");
  });

  test("a body that is not a delivery report is refused with 400", async () => {
    const answer = await report(new URLSearchParams({ data: "not json" }));
    expect(answer.status).toBe(400);
    await answer.text();
  });
});

describe("without SMS_DELIVERY_REPORT_SECRET", () => {
  test("the callback does not exist", async () => {
    const own = await startTestServer({ ...CITIZEN_ENV, ...MSG91_ENV }, { sms: new StandInGateway() });
    try {
      const answer = await fetch(`${own.url}/sms/delivery/msg91/${SECRET}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: msg91Report("req-1", "2", "FAILED"),
      });
      expect(answer.status).toBe(404);
      await answer.text();
    } finally {
      await own.close();
    }
  });
});
