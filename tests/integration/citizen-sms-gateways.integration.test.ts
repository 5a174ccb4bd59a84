/**
 * The real SMS providers (MSG91, India's NIC gateway, a generic HTTP webhook) against a local HTTP
 * server that plays the gateway and answers as its documentation says, refusals included: the
 * URL, headers, DLT entity and template ids and body each one sends, and that a 5xx, a refusal
 * (MSG91's `{"type":"error"}` in a 200 answer, NIC's answer with a code other than API000), a
 * timeout or an unreachable gateway is one SmsDeliveryError (so nothing is confirmed). Then the
 * whole site with SMS_PROVIDER=msg91 pointed at the fake.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { complaintCreatedSchema, verificationSchema } from "~/.server/reports/api-schemas";
import type { SmsConfig } from "~/.server/config";
import { createHttpWebhookProvider } from "~/.server/sms/http-webhook";
import { createMsg91Provider } from "~/.server/sms/msg91";
import { createNicProvider } from "~/.server/sms/nic";
import { createSmsProvider, SmsDeliveryError, type SmsMessage } from "~/.server/sms/provider";
import {
  SMS_LANGUAGES,
  SMS_TEMPLATE_KEYS,
  templateIdVariable,
  type SmsLanguage,
  type SmsTemplateIds,
  type TemplateIdPrefix,
} from "~/.server/sms/template-list";
import { composeSms, renderSms } from "~/.server/sms/templates";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import { startTestServer, TestClock, type TestServer } from "../support/test-server";
import {
  CITIZEN_ENV,
  expectSuggestionConfirmed,
  freshMobile,
  json,
  personAt,
  SAMPLE,
  sendSuggestion,
} from "./citizen-support";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
type Answer = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * MSG91's Flow API answers JSON: `{"message":"<request id>","type":"success"}`, or
 * `{"message":"<why>","type":"error"}` (https://control.msg91.com/apidoc/textsms/send-sms-flow.php).
 */
const MSG91_REQUEST_ID = "3365646b6d4c393834313036";
const msg91Answer =
  (type: "success" | "error", message: string): Answer =>
  (_req, res) =>
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ message, type }));

/**
 * NIC's gateway answers one line of text: `Message Accepted for Request ID=<id>~code=API000 &
 * info=Platform accepted & Time =<yyyy/mm/dd/hh/mm>`, API000 meaning accepted; other codes are
 * refusals (its handbook lists -2 "Invalid credentials" and -19 "Unauthorised access").
 */
const NIC_REQUEST_ID = "12313946898506681731361";
const nicAnswer =
  (code: string, info: string): Answer =>
  (_req, res) =>
    res
      .writeHead(200, { "content-type": "text/plain" })
      .end(`Message Accepted for Request ID=${NIC_REQUEST_ID}~code=${code} & info=${info} & Time =2026/05/22/10/06`);

/** A fake gateway: records every request and answers as the test says (MSG91's success by default). */
class FakeGateway {
  received: Received[] = [];
  answer: Answer = msg91Answer("success", MSG91_REQUEST_ID);
  private server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      this.received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      this.answer(req, res);
    });
  });
  url = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const gateway = new FakeGateway();
beforeAll(() => gateway.start());
afterAll(() => gateway.stop());
afterEach(() => {
  gateway.received = [];
  gateway.answer = msg91Answer("success", MSG91_REQUEST_ID);
});

/** Sample template ids, one per text and language, numbered in the list's order after `stem`. */
function numberedTemplateIds(stem: string): SmsTemplateIds {
  let number = 0;
  const next = () => stem + String(++number).padStart(2, "0");
  return Object.fromEntries(
    SMS_TEMPLATE_KEYS.map((template) => [
      template,
      Object.fromEntries(SMS_LANGUAGES.map((language) => [language, next()])),
    ]),
  ) as SmsTemplateIds;
}

/** DLT template ids (the registry's 19-digit numbers). */
const TEMPLATES = numberedTemplateIds("11071600000000000");

/** MSG91's own template ids (its Templates page), a different number for the same texts. */
const MSG91_TEMPLATES = numberedTemplateIds("64f0c2a1d6fc05101e4d2a");

/** Every template id variable of the list, as the environment gives them. */
const templateIdEnvironment = (prefix: TemplateIdPrefix, ids: SmsTemplateIds) =>
  Object.fromEntries(
    SMS_TEMPLATE_KEYS.flatMap((template) =>
      SMS_LANGUAGES.map((language) => [templateIdVariable(prefix, template, language), ids[template][language]]),
    ),
  );

function config(overrides: Partial<SmsConfig> = {}): SmsConfig {
  return {
    provider: "msg91",
    senderId: "MRPSMS",
    dltEntityId: "1101234567890123456",
    templateIds: TEMPLATES,
    timeoutMs: 1_000,
    msg91: { authKey: "msg91-test-auth-key", baseUrl: gateway.url, templateIds: MSG91_TEMPLATES },
    nic: { username: "mrp.sms", pin: "test-pin", url: `${gateway.url}/failsafe/MLink` },
    http: { url: `${gateway.url}/relay`, token: "relay-token" },
    ...overrides,
  };
}

function otpMessage(language: SmsLanguage = "en"): SmsMessage {
  return {
    to: "9876543210",
    template: "otp",
    language,
    purpose: "complaint",
    ...composeSms("otp", language, { code: "4821", purpose: "complaint" }),
  };
}

/** An answer of 20 MB: more than the socket buffers hold, so the server's write finishes only
 * once the site reads the body, and the connection closes early only if the site gives it up. */
const bulkyAnswer =
  (status: number): Answer =>
  (_req, res) =>
    res.writeHead(status, { "content-type": "text/html" }).end("<p>busy</p>".repeat(2_000_000));

/**
 * Resolves when the gateway's answer is over for the site (read to the end, or the connection
 * closed), and fails if that takes two seconds: the tests that use it give the request ten, so
 * only reading or cancelling the body, not the request's timeout, can end it in time.
 */
function answerFinished(): Promise<void> {
  const previous = gateway.answer;
  const over = new Promise<void>((resolve) => {
    gateway.answer = (req, res) => {
      res.once("finish", () => resolve());
      req.socket.once("close", () => resolve());
      previous(req, res);
    };
  });
  const late = new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error("the gateway's answer was left unread")), 2_000).unref();
  });
  return Promise.race([over, late]);
}

describe("MSG91", () => {
  test("posts the flow with the auth key, its own template id, the DLT template and entity ids, the sender and the variables", async () => {
    const receipt = await createMsg91Provider(config()).send(otpMessage("mr"));
    // The request id MSG91 answers with is what its delivery reports name.
    expect(receipt).toEqual({ providerMessageId: MSG91_REQUEST_ID });
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/api/v5/flow/");
    expect(request!.headers.authkey).toBe("msg91-test-auth-key");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request!.body)).toEqual({
      template_id: MSG91_TEMPLATES.otp.mr,
      sender: "MRPSMS",
      DLT_TE_ID: TEMPLATES.otp.mr,
      PE_ID: "1101234567890123456",
      short_url: "0",
      // The Marathi template is filled with the Marathi words, not the site's internal keys.
      recipients: [{ mobiles: "919876543210", code: "4821", purpose: "तक्रारीसाठी" }],
    });
  });

  test.each([
    ["low balance", "Insufficient balance"],
    ["an invalid template", "Template ID Missing or Invalid Template"],
    ["a bad auth key", "Authentication failure"],
  ])("an API-level error in a 200 answer (%s) is a delivery failure naming MSG91's reason", async (_case, reason) => {
    gateway.answer = msg91Answer("error", reason);
    const sent = createMsg91Provider(config()).send(otpMessage());
    await expect(sent).rejects.toThrow(SmsDeliveryError);
    await expect(sent).rejects.toThrow(reason);
  });

  test("an answer that is not MSG91's JSON is a delivery failure: nothing says the message was taken", async () => {
    gateway.answer = (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
    await expect(createMsg91Provider(config()).send(otpMessage())).rejects.toThrow(SmsDeliveryError);
  });

  test("a 5xx answer is a delivery failure, and its body is not left unread", async () => {
    gateway.answer = bulkyAnswer(502);
    const finished = answerFinished();
    await expect(createMsg91Provider(config({ timeoutMs: 10_000 })).send(otpMessage())).rejects.toThrow(
      /gateway answered 502/,
    );
    await finished;
  });

  test("a gateway that does not answer in time is a delivery failure: the configured timeout ends the request", async () => {
    let abandoned!: () => void;
    const closed = new Promise<void>((resolve) => (abandoned = resolve));
    // Never answers; notes when the site gives up and closes the connection.
    gateway.answer = (_req, res) => res.once("close", abandoned);
    const sent = createMsg91Provider(config({ timeoutMs: 300 })).send(otpMessage());
    await expect(sent).rejects.toThrow(/gateway timed out/);
    // It reached the gateway, which may yet deliver it: the code it carries must stay usable.
    await expect(sent).rejects.toMatchObject({ outcomeUnknown: true });
    await closed;
    expect(gateway.received).toHaveLength(1);
  });

  test("an unreachable gateway is a delivery failure", async () => {
    const provider = createMsg91Provider(
      config({ msg91: { authKey: "k".repeat(12), baseUrl: "http://127.0.0.1:9", templateIds: MSG91_TEMPLATES } }),
    );
    await expect(provider.send(otpMessage())).rejects.toThrow(SmsDeliveryError);
    await expect(provider.send(otpMessage())).rejects.toMatchObject({ outcomeUnknown: false });
  });
});

describe("NIC gateway", () => {
  test("posts the form with credentials, the full text, the DLT ids and the sender; Marathi as Unicode", async () => {
    gateway.answer = nicAnswer("API000", "Platform accepted");
    const receipt = await createNicProvider(config({ provider: "nic" })).send(otpMessage("mr"));
    expect(receipt).toEqual({ providerMessageId: NIC_REQUEST_ID });
    const [request] = gateway.received;
    expect(request!.url).toBe("/failsafe/MLink");
    expect(request!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(request!.body);
    expect(Object.fromEntries(form)).toEqual({
      username: "mrp.sms",
      pin: "test-pin",
      message: renderSms("otp", "mr", { code: "4821", purpose: "complaint" }),
      mnumber: "919876543210",
      signature: "MRPSMS",
      dlt_entity_id: "1101234567890123456",
      dlt_template_id: TEMPLATES.otp.mr,
      msgType: "UC",
    });
  });

  test("Hindi goes as Unicode, with the Hindi template's id", async () => {
    gateway.answer = nicAnswer("API000", "Platform accepted");
    await createNicProvider(config({ provider: "nic" })).send(otpMessage("hi"));
    const form = new URLSearchParams(gateway.received[0]!.body);
    expect(form.get("message")).toBe(renderSms("otp", "hi", { code: "4821", purpose: "complaint" }));
    expect(form.get("msgType")).toBe("UC");
    expect(form.get("dlt_template_id")).toBe(TEMPLATES.otp.hi);
  });

  test("English goes without the Unicode flag", async () => {
    gateway.answer = nicAnswer("API000", "Platform accepted");
    await createNicProvider(config({ provider: "nic" })).send(otpMessage("en"));
    const form = new URLSearchParams(gateway.received[0]!.body);
    expect(form.get("msgType")).toBeNull();
    expect(form.get("dlt_template_id")).toBe(TEMPLATES.otp.en);
  });

  test.each([
    ["-2", "Invalid credentials"],
    // No "error", "invalid" or "fail" in it: only the code says it was refused.
    ["-19", "Unauthorised access"],
  ])("a 200 answer with code API%s (%s) is a refusal", async (code, info) => {
    gateway.answer = nicAnswer(`API${code}`, info);
    const sent = createNicProvider(config({ provider: "nic" })).send(otpMessage());
    await expect(sent).rejects.toThrow(SmsDeliveryError);
    await expect(sent).rejects.toThrow(/gateway refused the message \(code API-\d+/);
  });

  test("a 200 answer without the documented code is not taken for acceptance", async () => {
    gateway.answer = (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>Welcome</html>");
    await expect(createNicProvider(config({ provider: "nic" })).send(otpMessage())).rejects.toThrow(
      /gateway answered in an unknown format/,
    );
  });

  test("a 500 answer is a delivery failure", async () => {
    gateway.answer = (_req, res) => res.writeHead(500).end();
    await expect(createNicProvider(config({ provider: "nic" })).send(otpMessage())).rejects.toThrow(SmsDeliveryError);
  });
});

describe("HTTP webhook", () => {
  test("posts JSON with the bearer token, the text and the DLT ids; the relay's message id is kept", async () => {
    gateway.answer = (_req, res) => res.writeHead(202, { "content-type": "application/json" }).end('{"id":"relay-42"}');
    const receipt = await createHttpWebhookProvider(config({ provider: "http" })).send(otpMessage("en"));
    expect(receipt).toEqual({ providerMessageId: "relay-42" });
    const [request] = gateway.received;
    expect(request!.url).toBe("/relay");
    expect(request!.headers.authorization).toBe("Bearer relay-token");
    expect(JSON.parse(request!.body)).toEqual({
      to: "919876543210",
      text: renderSms("otp", "en", { code: "4821", purpose: "complaint" }),
      sender: "MRPSMS",
      dlt_entity_id: "1101234567890123456",
      dlt_template_id: TEMPLATES.otp.en,
      unicode: false,
    });
  });

  test("a relay that answers 2xx without an id has taken the message; its body is read", async () => {
    gateway.answer = bulkyAnswer(200);
    const finished = answerFinished();
    const provider = createHttpWebhookProvider(config({ provider: "http", timeoutMs: 10_000 }));
    expect(await provider.send(otpMessage("en"))).toEqual({});
    await finished;
  });

  test("a timeout is a delivery failure", async () => {
    gateway.answer = () => undefined;
    await expect(
      createHttpWebhookProvider(config({ provider: "http", timeoutMs: 300 })).send(otpMessage()),
    ).rejects.toThrow(SmsDeliveryError);
  });
});

describe("the provider wrapper", () => {
  test("logs only the masked number, never the code, and reports failures as SmsDeliveryError", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    await createSmsProvider(config(), "/tmp", logger).send(otpMessage());
    gateway.answer = (_req, res) => res.writeHead(503).end();
    await expect(createSmsProvider(config(), "/tmp", logger).send(otpMessage())).rejects.toThrow(SmsDeliveryError);
    const logs = lines.join("\n");
    expect(logs).toContain("98xxxxxx10");
    expect(logs).not.toContain("9876543210");
    expect(logs).not.toContain("4821");
    expect(logs).toContain("sms failed");
  });
});

describe("the site with SMS_PROVIDER=msg91", () => {
  let server: TestServer;
  const clock = new TestClock();

  /** A visitor (in English unless `language` says otherwise) opens the site and sends a complaint from a new mobile number. */
  async function sendComplaint(language?: "mr") {
    const browser = await personAt(server, clock, "/", { locale: language });
    const mobile = freshMobile();
    const response = await browser.api("/api/complaint/new", {
      name: SAMPLE.name,
      mobile_number: mobile,
      complaint: SAMPLE.complaint,
    });
    return { browser, mobile, response };
  }
  beforeAll(async () => {
    server = await startTestServer(
      {
        ...CITIZEN_ENV,
        SMS_PROVIDER: "msg91",
        SMS_SENDER_ID: "MRPSMS",
        SMS_DLT_ENTITY_ID: "1101234567890123456",
        ...templateIdEnvironment("SMS_DLT_TEMPLATE", TEMPLATES),
        MSG91_AUTH_KEY: "msg91-test-auth-key",
        ...templateIdEnvironment("MSG91_TEMPLATE", MSG91_TEMPLATES),
        MSG91_BASE_URL: gateway.url,
        SMS_TIMEOUT_MS: "1000",
      },
      { clock },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  test("the code reaches the gateway as a template variable and confirms the suggestion", async () => {
    const { browser, mobile, id } = await sendSuggestion(server, clock);
    const flow = JSON.parse(gateway.received.at(-1)!.body) as {
      template_id: string;
      recipients: Array<Record<string, string>>;
    };
    expect(flow.template_id).toBe(MSG91_TEMPLATES.otp.en);
    expect(flow.recipients[0]!.mobiles).toBe(`91${mobile}`);
    const code = flow.recipients[0]!.code!;
    expect(code).toMatch(/^\d{4}$/);
    await expectSuggestionConfirmed(browser, id, code);
    // The reference follows with its own registered template.
    await expect
      .poll(() => gateway.received.map((r) => (JSON.parse(r.body) as { template_id: string }).template_id))
      .toContain(MSG91_TEMPLATES.reference.en);
  });

  test("a Marathi visitor's code and reference fill the Marathi templates with Marathi words", async () => {
    const { browser, id } = await sendSuggestion(server, clock, { locale: "mr" });
    type Flow = { template_id: string; recipients: Array<Record<string, string>> };
    const otp = JSON.parse(gateway.received.at(-1)!.body) as Flow;
    expect(otp.template_id).toBe(MSG91_TEMPLATES.otp.mr);
    expect(otp.recipients[0]!.purpose).toBe("अभिप्रायासाठी");
    await browser.api("/api/suggestion/verify", {
      suggestion_id: String(id),
      otp: otp.recipients[0]!.code!,
    });
    await expect.poll(() => gateway.received.length).toBeGreaterThan(1);
    const reference = JSON.parse(gateway.received.at(-1)!.body) as Flow;
    expect(reference.template_id).toBe(MSG91_TEMPLATES.reference.mr);
    expect(reference.recipients[0]).toMatchObject({
      purpose: "अभिप्राय",
      url: expect.stringMatching(/\/status\/[\w.-]+$/),
    });
  });

  test("a Hindi visitor's code and reference fill the Hindi templates with Hindi words", async () => {
    const { browser, id } = await sendSuggestion(server, clock, { locale: "hi" });
    type Flow = { template_id: string; recipients: Array<Record<string, string>> };
    const otp = JSON.parse(gateway.received.at(-1)!.body) as Flow;
    expect(otp.template_id).toBe(MSG91_TEMPLATES.otp.hi);
    expect(otp.recipients[0]!.purpose).toBe("आपके सुझाव");
    await browser.api("/api/suggestion/verify", { suggestion_id: String(id), otp: otp.recipients[0]!.code! });
    await expect.poll(() => gateway.received.length).toBeGreaterThan(1);
    const reference = JSON.parse(gateway.received.at(-1)!.body) as Flow & { DLT_TE_ID: string };
    expect(reference.template_id).toBe(MSG91_TEMPLATES.reference.hi);
    expect(reference.DLT_TE_ID).toBe(TEMPLATES.reference.hi);
    expect(reference.recipients[0]).toMatchObject({ purpose: "आपके सुझाव" });
  });

  test("MSG91 refusing the message in a 200 answer: the visitor is told, nothing is confirmed, the metrics count it", async () => {
    const failed = async () =>
      (await server.services.metrics.smsMessages.get()).values.find(
        (v) => v.labels.provider === "msg91" && v.labels.purpose === "complaint" && v.labels.outcome === "failed",
      )?.value ?? 0;
    const before = await failed();
    gateway.answer = msg91Answer("error", "Insufficient balance");
    const { mobile, response } = await sendComplaint();
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ message: enCitizen.errors.sms_failed });
    const rows = await server.services.db
      .selectFrom("citizen_reports")
      .select(["status", "confirmed_at"])
      .where("mobile_number", "=", mobile)
      .execute();
    expect(rows).toEqual([{ status: "draft", confirmed_at: null }]);
    expect(await failed()).toBe(before + 1);
  });

  test("a gateway that takes the code but answers too late: the visitor is at the code step and that code confirms", async () => {
    // The gateway receives the message (and would deliver it) but answers after SMS_TIMEOUT_MS.
    gateway.answer = (_req, res) => void setTimeout(() => msg91Answer("success", MSG91_REQUEST_ID)(_req, res), 1_500);
    const { browser, mobile, response } = await sendComplaint();
    expect(response.status).toBe(200);
    const created = complaintCreatedSchema.parse(await json(response));
    expect(gateway.received).toHaveLength(1);
    const flow = JSON.parse(gateway.received[0]!.body) as { recipients: Array<Record<string, string>> };
    gateway.answer = msg91Answer("success", MSG91_REQUEST_ID);
    const verified = await json(
      await browser.api("/api/complaint/verify", {
        complaint_id: String(created.complaint.id),
        otp: flow.recipients[0]!.code!,
      }),
    );
    expect(verificationSchema.parse(verified).otp_verification).toBe("successful");
    const rows = await server.services.db
      .selectFrom("citizen_reports")
      .select("status")
      .where("mobile_number", "=", mobile)
      .execute();
    expect(rows).toEqual([{ status: "received" }]);
  });

  test("a gateway that is down: a clear message in the visitor's language, nothing confirmed", async () => {
    // The connection is cut before any answer, as when the gateway's host is down.
    gateway.answer = (req) => req.socket.destroy();
    const { mobile, response } = await sendComplaint("mr");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    expect(await json(response)).toEqual({ message: mrCitizen.errors.sms_failed });
    const rows = await server.services.db
      .selectFrom("citizen_reports")
      .select(["status", "reference", "confirmed_at"])
      .where("mobile_number", "=", mobile)
      .execute();
    expect(rows).toEqual([{ status: "draft", reference: null, confirmed_at: null }]);
    // Only the code was attempted: no reference number went out.
    expect(gateway.received.map((r) => (JSON.parse(r.body) as { template_id: string }).template_id)).toEqual([
      MSG91_TEMPLATES.otp.mr,
    ]);
  });
});
