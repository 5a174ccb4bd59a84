import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig, unsupportedNodeMessage } from "./config";
import { SMS_LANGUAGES, SMS_TEMPLATE_KEYS, templateIdVariable, templateIdVariables } from "./sms/template-list";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "rp-config-"));
const secret = "s".repeat(40);

/** The sender, the entity and a DLT id for every text of the list: what every real provider needs. */
const dltSettings = () => ({
  SMS_SENDER_ID: "MRPOLC",
  SMS_DLT_ENTITY_ID: "1101000000000000001",
  ...Object.fromEntries(templateIdVariables("SMS_DLT_TEMPLATE").map((variable) => [variable, "1107000000000000001"])),
});

describe("the environment contract", () => {
  test("defaults give a working local site on SQLite", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      demoContent: true,
      isProduction: false,
      otpLength: 4,
    });
    expect(config.sms.provider).toBe("outbox");
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(dir, "app.db") });
  });

  test("production starts without the demo content unless DEMO_CONTENT=1 says otherwise", () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      APP_SECRET: secret,
      SMS_PROVIDER: "outbox",
      SMS_OUTBOX_IN_PRODUCTION: "1",
    };
    expect(loadConfig(production).demoContent).toBe(false);
    expect(loadConfig({ ...production, DEMO_CONTENT: "1" }).demoContent).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_CONTENT: "0" }).demoContent).toBe(false);
  });

  test("HOST takes addresses and host names", () => {
    for (const host of ["0.0.0.0", "127.0.0.1", "::", "::1", "localhost", "app-1.internal"])
      expect(loadConfig({ DATA_DIR: dataDir(), HOST: host }).host).toBe(host);
  });

  test("a postgres DATABASE_URL selects PostgreSQL", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "postgres://u@h:5432/db" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@h:5432/db" });
  });

  test("outside production a secret is generated once, kept private, and reused", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
    expect(readFileSync(path.join(dir, "app-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dir, "app-secret")).mode & 0o077).toBe(0);
  });

  test("production refuses to start without APP_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/APP_SECRET is required/);
    const staging = { SMS_PROVIDER: "outbox", SMS_OUTBOX_IN_PRODUCTION: "1" };
    expect(
      loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir(), APP_SECRET: secret, ...staging }).isProduction,
    ).toBe(true);
  });

  test("production refuses to write codes to the outbox file unless SMS_PROVIDER=outbox is named and opted into", () => {
    const production = { NODE_ENV: "production", DATA_DIR: dataDir(), APP_SECRET: secret };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ ...production, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).not.toContain("\n");
        return (error as Error).message;
      }
      return null;
    };
    // A forgotten SMS_PROVIDER must not send every citizen's code to a file.
    expect(refusal({})).toMatch(/^Configuration error: SMS_PROVIDER is required when NODE_ENV=production\b/);
    expect(refusal({})).toContain("SMS_OUTBOX_IN_PRODUCTION=1");
    expect(refusal({ SMS_PROVIDER: "outbox" })).toMatch(
      /^Configuration error: SMS_PROVIDER=outbox .*refused when NODE_ENV=production unless SMS_OUTBOX_IN_PRODUCTION=1/,
    );
    expect(refusal({ SMS_OUTBOX_IN_PRODUCTION: "1" })).toMatch(/SMS_PROVIDER is required/);
    // The operator commands send nothing, so they need no SMS provider.
    expect(loadConfig({ NODE_ENV: "production", APP_SECRET: "x".repeat(40) }, { sendsSms: false }).sms.provider).toBe(
      "outbox",
    );
    expect(refusal({ SMS_PROVIDER: "outbox", SMS_OUTBOX_IN_PRODUCTION: "maybe" })).toMatch(
      /^Configuration error: SMS_OUTBOX_IN_PRODUCTION must be 1 or 0/,
    );
    // A staging site names the outbox and opts in.
    const staging = loadConfig({ ...production, SMS_PROVIDER: "outbox", SMS_OUTBOX_IN_PRODUCTION: "1" });
    expect(staging.sms.provider).toBe("outbox");
    // Outside production the outbox stays the default.
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "test" }).sms.provider).toBe("outbox");
  });

  test.each([
    [{ PORT: "abc" }, /^Configuration error: PORT must be a port number \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Configuration error: PORT must be between 0 and 65535/],
    [{ DATABASE_URL: "mysql://x" }, /^Configuration error: DATABASE_URL must be a postgres:\/\/ URL .*\[redacted\]/],
    [{ SMS_PROVIDER: "pigeon" }, /^Configuration error: SMS_PROVIDER must be one of/],
    [{ DEMO_CONTENT: "maybe" }, /^Configuration error: DEMO_CONTENT must be 1 or 0/],
    [
      { APP_SECRET: "short" },
      /^Configuration error: APP_SECRET must be at least 32 characters \(got "\[redacted\]"\)$/,
    ],
    [{ TRUST_PROXY: "-1" }, /^Configuration error: TRUST_PROXY must not be negative/],
    // An env file's comment after the value becomes part of it under systemd.
    [{ HOST: "127.0.0.1  # local only" }, /^Configuration error: HOST must be an address to listen on/],
  ])("a bad value stops start-up with one line naming the variable: %o", (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });

  test("a real SMS provider needs its credentials and every DLT id, all named in one line", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_PROVIDER: "msg91" })).toThrow(
      /^Configuration error: SMS_SENDER_ID, SMS_DLT_ENTITY_ID, SMS_DLT_TEMPLATE_OTP_EN, .* and MSG91_TEMPLATE_TRANSFER_HI are required when SMS_PROVIDER=msg91$/,
    );
    // The webhook's address is named in the first message too, not after every other setting.
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_PROVIDER: "http" })).toThrow(
      /SMS_SENDER_ID, .* and SMS_HTTP_URL are required/,
    );
    const env = { DATA_DIR: dataDir(), SMS_PROVIDER: "nic", ...dltSettings() };
    expect(() => loadConfig(env)).toThrow(
      /^Configuration error: NIC_SMS_USERNAME and NIC_SMS_PIN are required when SMS_PROVIDER=nic$/,
    );
    expect(() => loadConfig({ ...env, NIC_SMS_USERNAME: "user" })).toThrow(
      /^Configuration error: NIC_SMS_PIN is required when SMS_PROVIDER=nic$/,
    );
    const config = loadConfig({ ...env, NIC_SMS_USERNAME: "user", NIC_SMS_PIN: "pin" });
    expect(config.sms).toMatchObject({ provider: "nic", senderId: "MRPOLC", nic: { username: "user", pin: "pin" } });
  });

  test("MSG91 needs its own template id for each text, a setting apart from the DLT template id", () => {
    const env = { DATA_DIR: dataDir(), SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "msg91-auth-key-1234", ...dltSettings() };
    expect(() => loadConfig(env)).toThrow(
      /^Configuration error: MSG91_TEMPLATE_OTP_EN, .* and MSG91_TEMPLATE_TRANSFER_HI are required when SMS_PROVIDER=msg91$/,
    );
    const flows = Object.fromEntries(
      SMS_TEMPLATE_KEYS.flatMap((t) =>
        SMS_LANGUAGES.map((l, i) => [templateIdVariable("MSG91_TEMPLATE", t, l), `64f0c2${t}${i}a9e1d`]),
      ),
    );
    const config = loadConfig({ ...env, ...flows });
    expect(config.sms.msg91.templateIds.otp).toEqual({
      en: "64f0c2otp0a9e1d",
      mr: "64f0c2otp1a9e1d",
      hi: "64f0c2otp2a9e1d",
    });
    expect(config.sms.templateIds.otp.mr).toBe("1107000000000000001");
    expect(() => loadConfig({ ...env, ...flows, MSG91_TEMPLATE_STATUS_MR: "not an id!" })).toThrow(
      /^Configuration error: MSG91_TEMPLATE_STATUS_MR must be the template id MSG91 shows for the text/,
    );
  });

  test("every text of the SMS template list has a DLT id and an MSG91 id setting, each checked", () => {
    const variables = [...templateIdVariables("SMS_DLT_TEMPLATE"), ...templateIdVariables("MSG91_TEMPLATE")];
    expect(variables).toHaveLength(SMS_TEMPLATE_KEYS.length * SMS_LANGUAGES.length * 2);
    for (const variable of variables)
      expect(() => loadConfig({ DATA_DIR: dataDir(), [variable]: "not an id!" }), variable).toThrow(
        new RegExp(`^Configuration error: ${variable} must be`),
      );
  });

  test("the delivery-report callback's secret is long and fits in a URL; unset, there is no callback", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sms.deliveryReportSecret).toBeUndefined();
    const secret = "delivery-report-secret-0123456789abcdef";
    expect(loadConfig({ DATA_DIR: dataDir(), SMS_DELIVERY_REPORT_SECRET: secret }).sms.deliveryReportSecret).toBe(
      secret,
    );
    for (const bad of ["short", "a/b".repeat(12)]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_DELIVERY_REPORT_SECRET: bad })).toThrow(
        /^Configuration error: SMS_DELIVERY_REPORT_SECRET must be 32 to 128 .* \(got "\[redacted\]"\)$/,
      );
    }
  });

  test("the one-time code length is 4 to 8 digits", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), OTP_LENGTH: "6" }).otpLength).toBe(6);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OTP_LENGTH: "3" })).toThrow(
      /^Configuration error: OTP_LENGTH must be from 4 to 8/,
    );
  });

  test("the anti-robot fill time and the wait between codes are today's values unless set", () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ formMinFillMs: 3_000, otpResendWaitMs: 30_000 });
    expect(loadConfig({ DATA_DIR: dataDir(), FORM_MIN_FILL_MS: "200", OTP_RESEND_WAIT_MS: "300" })).toMatchObject({
      formMinFillMs: 200,
      otpResendWaitMs: 300,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), FORM_MIN_FILL_MS: "soon" })).toThrow(
      /^Configuration error: FORM_MIN_FILL_MS must be milliseconds \(0 turns the check off\) \(got "soon"\)$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), FORM_MIN_FILL_MS: "-1" })).toThrow(
      /^Configuration error: FORM_MIN_FILL_MS must not be negative/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), OTP_RESEND_WAIT_MS: "0" })).toThrow(
      /^Configuration error: OTP_RESEND_WAIT_MS must be at least 100/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), OTP_RESEND_WAIT_MS: "1.5" })).toThrow(
      /^Configuration error: OTP_RESEND_WAIT_MS must be a whole number of milliseconds/,
    );
  });

  test("the codes one address may ask for are 30 in 15 minutes and 200 a day unless set", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).otpSendsPerAddress).toEqual({ quarterHour: 30, day: 200 });
    expect(
      loadConfig({ DATA_DIR: dataDir(), OTP_SENDS_PER_ADDRESS_15_MIN: "500", OTP_SENDS_PER_ADDRESS_DAY: "5000" })
        .otpSendsPerAddress,
    ).toEqual({ quarterHour: 500, day: 5000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), OTP_SENDS_PER_ADDRESS_15_MIN: "0" })).toThrow(
      /^Configuration error: OTP_SENDS_PER_ADDRESS_15_MIN must be at least 1/,
    );
  });

  test("DAR_URL, the accidental death reports service, is unset unless given as an absolute https URL", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).darUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), DAR_URL: "https://dar.example.gov.in/v2/adr" }).darUrl).toBe(
      "https://dar.example.gov.in/v2/adr",
    );
    for (const bad of ["/v2/adr", "http://dar.example.gov.in/", "dar.example.gov.in", "javascript:alert(1)"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), DAR_URL: bad })).toThrow(
        /^Configuration error: DAR_URL must be an absolute https URL/,
      );
    }
  });

  test("empty variables count as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });
});

describe("the Node.js it runs on", () => {
  test("Node 20 and 22 before 22.12 are refused with one line that names the version to run", () => {
    expect(unsupportedNodeMessage("20.20.2")).toBe(
      'Node.js 20.20.2 is not supported: run Node.js 24 LTS (README, "Supported Node.js versions")',
    );
    expect(unsupportedNodeMessage("22.11.0")).toMatch(/^Node\.js 22\.11\.0 is not supported/);
  });

  test("Node 22.12 and later, and Node 24, are accepted", () => {
    expect(unsupportedNodeMessage("22.12.0")).toBeNull();
    expect(unsupportedNodeMessage("24.21.0")).toBeNull();
    expect(unsupportedNodeMessage("26.0.0")).toBeNull();
  });
});
