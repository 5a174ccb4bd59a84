import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { missingSmsSettings } from "./settings-check";
import { renderSms } from "./templates";
import { LOCALES } from "~/i18n/locales";
import {
  smsLanguage,
  SMS_LANGUAGES,
  SMS_TEMPLATE_KEYS,
  templateIdsFrom,
  templateIdVariable,
  templateIdVariables,
  type SmsTemplateIds,
} from "./template-list";
import type { SmsConfig } from "../config";

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const deployment = readFileSync(new URL("../../../docs/deployment.md", import.meta.url), "utf8");

/** "SMS_DLT_TEMPLATE_{OTP,REFERENCE}_{EN,MR}" in a README row, spelled out. */
function expandBraces(pattern: string): string[] {
  const group = /\{([^{}]*)\}/.exec(pattern);
  if (!group) return [pattern];
  return group[1]!
    .split(",")
    .flatMap((choice) =>
      expandBraces(pattern.slice(0, group.index) + choice + pattern.slice(group.index + group[0].length)),
    );
}

/** The variables the README's configuration table names in its rows for one prefix. */
function readmeVariables(prefix: string): string[] {
  const rows = readme.split("\n").filter((line) => line.startsWith(`| \`${prefix}_`));
  return rows.flatMap((row) => expandBraces(/^\| `([^`]+)`/.exec(row)![1]!));
}

test("the variables are the text's name and language in capitals, in the languages' order", () => {
  expect(templateIdVariable("SMS_DLT_TEMPLATE", "status_remark", "mr")).toBe("SMS_DLT_TEMPLATE_STATUS_REMARK_MR");
  expect(templateIdVariables("MSG91_TEMPLATE").slice(0, 3)).toEqual([
    "MSG91_TEMPLATE_OTP_EN",
    "MSG91_TEMPLATE_OTP_MR",
    "MSG91_TEMPLATE_OTP_HI",
  ]);
  expect(templateIdVariables("SMS_DLT_TEMPLATE")).toHaveLength(SMS_TEMPLATE_KEYS.length * SMS_LANGUAGES.length);
});

test("every language of the site has its own registered texts: a Hindi report is texted in Hindi", () => {
  expect(SMS_LANGUAGES).toEqual(LOCALES);
  for (const locale of LOCALES) expect(smsLanguage(locale)).toBe(locale);
});

test("every text of the list has words in every language of SMS_LANGUAGES", () => {
  for (const template of SMS_TEMPLATE_KEYS)
    for (const language of SMS_LANGUAGES) expect(renderSms(template, language, {}).length).toBeGreaterThan(20);
});

test("a real provider needs the DLT id of every text of the list, in every language, in the list's order", () => {
  const none = templateIdsFrom("SMS_DLT_TEMPLATE", () => undefined);
  const sms = {
    provider: "nic",
    senderId: "MRPOLC",
    dltEntityId: "1101000000000000001",
    templateIds: none,
    nic: { username: "u", pin: "p", url: "" },
  } as unknown as SmsConfig;
  expect(missingSmsSettings(sms)).toEqual(templateIdVariables("SMS_DLT_TEMPLATE"));
  const all: SmsTemplateIds = templateIdsFrom("SMS_DLT_TEMPLATE", (variable) => `id of ${variable}`);
  expect(all.claim.mr).toBe("id of SMS_DLT_TEMPLATE_CLAIM_MR");
  expect(all.claim.hi).toBe("id of SMS_DLT_TEMPLATE_CLAIM_HI");
  expect(missingSmsSettings({ ...sms, templateIds: { ...all, transfer: { ...all.transfer, hi: "" } } })).toEqual([
    "SMS_DLT_TEMPLATE_TRANSFER_HI",
  ]);
  expect(missingSmsSettings({ ...sms, templateIds: all })).toEqual([]);
});

test("the README's configuration table names every template id variable of the list", () => {
  for (const prefix of ["SMS_DLT_TEMPLATE", "MSG91_TEMPLATE"] as const)
    expect(new Set(readmeVariables(prefix)), prefix).toEqual(new Set(templateIdVariables(prefix)));
});

/** Every variable a text names, alone ("MSG91_AUTH_KEY") or as a pattern ("SMS_DLT_TEMPLATE_{OTP,CLAIM}_{EN,MR}"). */
function variablesNamed(text: string): Set<string> {
  const names = text.match(/\b[A-Z][A-Z0-9_]*(?:\{[A-Z0-9_,]+\}[A-Z0-9_]*)*/g) ?? [];
  return new Set(names.flatMap(expandBraces));
}

const REAL_PROVIDERS = ["msg91", "nic", "http"] as const;

/** What the settings check asks of a provider given nothing at all: every variable it requires. */
function requiredBy(provider: SmsConfig["provider"]): string[] {
  const unset = (prefix: "SMS_DLT_TEMPLATE" | "MSG91_TEMPLATE") => templateIdsFrom(prefix, () => undefined);
  return missingSmsSettings({
    provider,
    senderId: "",
    dltEntityId: "",
    templateIds: unset("SMS_DLT_TEMPLATE"),
    timeoutMs: 5000,
    msg91: { authKey: "", baseUrl: "", templateIds: unset("MSG91_TEMPLATE") },
    nic: { username: "", pin: "", url: "" },
    http: { url: "", token: undefined },
  });
}

test("the README names every variable the server requires of each real provider", () => {
  const named = variablesNamed(readme);
  for (const provider of REAL_PROVIDERS) {
    const required = requiredBy(provider);
    expect(required, provider).toEqual(expect.arrayContaining(templateIdVariables("SMS_DLT_TEMPLATE")));
    expect(
      required.filter((variable) => !named.has(variable)),
      provider,
    ).toEqual([]);
  }
});

test("docs/deployment.md names every template id variable the server requires, and the rest of msg91's", () => {
  const named = variablesNamed(deployment);
  const required = new Set(REAL_PROVIDERS.flatMap(requiredBy));
  const templateIds = [...required].filter((variable) => variable.includes("_TEMPLATE_"));
  expect(templateIds).toHaveLength(2 * SMS_TEMPLATE_KEYS.length * SMS_LANGUAGES.length);
  expect(templateIds.filter((variable) => !named.has(variable))).toEqual([]);
  expect(requiredBy("msg91").filter((variable) => !named.has(variable))).toEqual([]);
});

test("docs/deployment.md's table of templates to register names every text of the list", () => {
  const start = deployment.indexOf("### SMS templates to register");
  const section = deployment.slice(start, deployment.indexOf("\n### ", start + 1));
  const named = [...section.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((match) => match[1]!);
  expect(named).toEqual(SMS_TEMPLATE_KEYS.map((template) => template.toUpperCase()));
});
