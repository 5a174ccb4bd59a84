import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { SMS_TEMPLATE_KEYS } from "./template-list";
import { composeSms, renderSms, STATUS_NAMES, type SmsPurpose } from "./templates";

/**
 * The Hindi texts, byte for byte as registered with DLT (docs/deployment.md lists them): a change
 * here must be registered again first. Standard Hindi of docs/glossary-hi.md (आप, शिकायत, ओटीपी,
 * रिपोर्ट, संदर्भ संख्या, पुलिस थाना), digits 0-9.
 */
const STATUS_URL = "https://rp.example/status/abc";

describe("the Hindi SMS texts", () => {
  test("the code: the code first, what it is for, how long it lasts, never to share it", () => {
    expect(renderSms("otp", "hi", { code: "4821", purpose: "complaint" })).toBe(
      "4821 आपकी शिकायत के लिए मुंबई रेलवे पुलिस का ओटीपी है। यह 5 मिनट तक वैध है। किसी को न बताएँ; पुलिस इसे कभी नहीं माँगेगी।",
    );
  });

  test.each<[SmsPurpose, string]>([
    ["suggestion", "4821 आपके सुझाव के लिए"],
    ["complaint", "4821 आपकी शिकायत के लिए"],
    ["lost_found", "4821 आपकी खोया-पाया रिपोर्ट के लिए"],
    ["fir", "4821 आपके एफआईआर अनुरोध के लिए"],
    ["status_check", "4821 स्थिति देखने के लिए"],
    ["sign_in", "4821 साइन इन करने के लिए"],
  ])("the code for %s reads as one sentence with the registered words (… के लिए)", (purpose, start) => {
    expect(renderSms("otp", "hi", { code: "4821", purpose })).toMatch(new RegExp(`^${start} मुंबई रेलवे पुलिस का ओटीपी है।`));
  });

  test.each<[SmsPurpose, string]>([
    ["suggestion", "आपके सुझाव"],
    ["complaint", "आपकी शिकायत"],
    ["lost_found", "आपकी खोया-पाया रिपोर्ट"],
    ["fir", "आपके एफआईआर अनुरोध"],
  ])("the reference of a %s: its possessive agrees before की, so no verb has to", (purpose, name) => {
    expect(renderSms("reference", "hi", { purpose, reference: "MRP-L-2026-000007", url: STATUS_URL })).toBe(
      `मुंबई रेलवे पुलिस: ${name} की संदर्भ संख्या MRP-L-2026-000007 है। स्थिति देखें: ${STATUS_URL}`,
    );
  });

  test("the status texts name the status as the status page does, with or without a remark", () => {
    const vars = { reference: "MRP-C-2026-000001", url: STATUS_URL };
    expect(renderSms("status", "hi", { ...vars, status: "under_review" })).toBe(
      `मुंबई रेलवे पुलिस: आपकी रिपोर्ट MRP-C-2026-000001 की स्थिति अब "जाँच जारी" है। विवरण: ${STATUS_URL}`,
    );
    expect(
      renderSms("status_remark", "hi", { ...vars, status: "action_taken", remark: "अधिकारी आज आपको फोन करेंगे।" }),
    ).toBe(
      `मुंबई रेलवे पुलिस: आपकी रिपोर्ट MRP-C-2026-000001 की स्थिति अब "कार्रवाई की गई" है। टिप्पणी: "अधिकारी आज आपको फोन करेंगे।"। विवरण: ${STATUS_URL}`,
    );
    expect(composeSms("status", "hi", { ...vars, status: "closed" }).variables.status).toBe("बंद");
  });

  test("the FIR number text", () => {
    const vars = { reference: "MRP-F-2026-000042", fir_number: "CSMT/0123/2026", url: STATUS_URL };
    expect(renderSms("fir_number", "hi", vars)).toBe(
      `मुंबई रेलवे पुलिस: आपकी रिपोर्ट MRP-F-2026-000042 पर एफआईआर संख्या CSMT/0123/2026 दर्ज की गई है। विवरण: ${STATUS_URL}`,
    );
    expect(composeSms("fir_number", "hi", vars).variables).toEqual(vars);
  });

  test("the claim and transfer texts name the station after a colon, in whatever form the name has", () => {
    const vars = { reference: "MRP-L-2026-000007", station: "Thane Railway Police Station" };
    expect(renderSms("claim", "hi", { ...vars, item: "FP-000042" })).toBe(
      "मुंबई रेलवे पुलिस: आपकी रिपोर्ट MRP-L-2026-000007 से मेल खाता सामान यहाँ रखा गया है: Thane Railway Police Station, वस्तु संख्या FP-000042। मूल फोटो पहचान पत्र और यह आपका है, इसका कोई प्रमाण (बिल या डिब्बा) लेकर स्वयं आएँ और इसे ले जाएँ।",
    );
    expect(renderSms("transfer", "hi", { ...vars, url: STATUS_URL })).toBe(
      `मुंबई रेलवे पुलिस: आपकी रिपोर्ट MRP-L-2026-000007 अब इस पुलिस थाने के पास है: Thane Railway Police Station। विवरण: ${STATUS_URL}`,
    );
  });

  test("a gateway that fills the registered template gets the Hindi words, never the site's keys", () => {
    expect(composeSms("otp", "hi", { code: "4821", purpose: "lost_found" }).variables).toEqual({
      code: "4821",
      purpose: "आपकी खोया-पाया रिपोर्ट",
    });
  });

  test("every Hindi text, for every purpose and status, keeps to the glossary: none of its avoided words, digits 0-9", () => {
    const glossary = readFileSync(new URL("../../../docs/glossary-hi.md", import.meta.url), "utf8");
    const avoided = glossary
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .slice(2)
      .flatMap((line) => line.split("|")[3]!.split(","))
      .map((word) => word.replace(/\(.*?\)/g, "").trim())
      .filter(Boolean);
    expect(avoided).toContain("पुलिस स्टेशन");
    const purposes: SmsPurpose[] = ["suggestion", "complaint", "lost_found", "fir", "status_check", "sign_in"];
    const vars = {
      code: "4821",
      reference: "MRP-L-2026-000007",
      url: STATUS_URL,
      fir_number: "CSMT/0123/2026",
      item: "FP-1",
    };
    const texts = SMS_TEMPLATE_KEYS.flatMap((template) =>
      purposes.flatMap((purpose) =>
        Object.keys(STATUS_NAMES).map((status) => renderSms(template, "hi", { ...vars, purpose, status })),
      ),
    );
    for (const text of texts) {
      for (const word of avoided) expect(text, word).not.toContain(word);
      expect(text).not.toMatch(/[०-९]/);
    }
  });
});
