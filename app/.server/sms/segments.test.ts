import { describe, expect, test } from "vitest";
import { smsSize } from "./segments";
import { SMS_LANGUAGES, SMS_TEMPLATE_KEYS, type SmsLanguage, type SmsTemplateKey } from "./template-list";
import { DLT_VARIABLE_MAX, renderSms, STATUS_NAMES, type SmsPurpose, type SmsVars } from "./templates";

/**
 * The longest value each variable takes. The status link is PUBLIC_URL/status/<token> with the
 * deployment guide's PUBLIC_URL (docs/deployment.md); the token is a report id in base 36 (five
 * characters up to 60 million reports), its expiry in base 36 seconds (six characters until 2038)
 * and a 22-character signature (reports/status/status-links.ts).
 */
const PUBLIC_URL = "https://railwaypolice.example.in";
const STATUS_URL = `${PUBLIC_URL}/status/${(36 ** 5 - 1).toString(36)}.${(36 ** 6 - 1).toString(36)}.${"A".repeat(22)}`;
const PURPOSES: SmsPurpose[] = ["suggestion", "complaint", "lost_found", "fir", "status_check", "sign_in"];
const STATUSES = Object.keys(STATUS_NAMES);
/**
 * The longest station name a claim or transfer names ("Mumbai Central Railway Police Station").
 * Hindi has the English name (staff content is in English and Marathi), longer than a Hindi one.
 */
const STATION: Record<SmsLanguage, string> = {
  en: "Mumbai Central Railway Police Station",
  mr: "मुंबई सेंट्रल लोहमार्ग पोलीस ठाणे",
  hi: "Mumbai Central Railway Police Station",
};
/** A staff remark longer than the four variables carry, so it is cut. */
const LONG_REMARK: Record<SmsLanguage, string> = {
  en: "Your bag was handed in at CSMT. Bring an identity card and a bill for the phone. ".repeat(3),
  mr: "आपली बॅग सीएसएमटी येथे जमा झाली आहे. ओळखपत्र आणि फोनचे बिल घेऊन या. ".repeat(3),
  hi: "आपका बैग सीएसएमटी में जमा हुआ है। पहचान पत्र और फोन का बिल लेकर आएँ। ".repeat(3),
};

/** Every text a template may send in a language: one per purpose or status, worst-case values. */
function worstCases(template: SmsTemplateKey, language: SmsLanguage): string[] {
  const common: SmsVars = {
    code: "999999",
    reference: "MRP-L-2026-999999",
    url: STATUS_URL,
    fir_number: "F".repeat(DLT_VARIABLE_MAX),
    remark: LONG_REMARK[language],
    station: STATION[language],
    item: "FP-999999",
  };
  return PURPOSES.flatMap((purpose) =>
    STATUSES.map((status) => renderSms(template, language, { ...common, purpose, status })),
  );
}

const worst = (template: SmsTemplateKey, language: SmsLanguage) => {
  const sizes = worstCases(template, language).map(smsSize);
  return sizes.reduce((a, b) => (b.units > a.units ? b : a));
};

describe("SMS parts", () => {
  test("a GSM-7 text is one part up to 160 characters, then 153 a part; escapes take two", () => {
    expect(smsSize("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSize("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(smsSize("a".repeat(306)).segments).toBe(2);
    expect(smsSize("a".repeat(307)).segments).toBe(3);
    expect(smsSize("{}").units).toBe(4);
  });

  test("one character outside GSM-7 sends the whole text as UCS-2: 70, then 67 a part", () => {
    expect(smsSize("a".repeat(69) + "…")).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsSize("a".repeat(70) + "…").segments).toBe(2);
    expect(smsSize("’".repeat(135)).segments).toBe(3);
    expect(smsSize("नमस्कार").encoding).toBe("UCS-2");
  });
});

describe("every registered text, with the longest values it carries", () => {
  test("English texts are all GSM-7: no ellipsis, curly quote or other character forces UCS-2", () => {
    for (const template of SMS_TEMPLATE_KEYS) {
      for (const text of worstCases(template, "en")) expect(smsSize(text).encoding, text).toBe("GSM-7");
    }
  });

  test("the English reference SMS is one part", () => {
    expect(worst("reference", "en").segments).toBe(1);
  });

  test("parts per text: English GSM-7, Marathi and Hindi UCS-2 (every Devanagari text is)", () => {
    const table = Object.fromEntries(
      SMS_TEMPLATE_KEYS.map((template) => [
        template,
        Object.fromEntries(SMS_LANGUAGES.map((language) => [language, worst(template, language).segments])),
      ]),
    );
    for (const template of SMS_TEMPLATE_KEYS) {
      for (const language of ["mr", "hi"] as const) expect(worst(template, language).encoding).toBe("UCS-2");
    }
    // A change here is a change in what each SMS costs: state it in docs/deployment.md.
    expect(table).toEqual({
      otp: { en: 1, mr: 3, hi: 2 },
      reference: { en: 1, mr: 3, hi: 3 },
      status: { en: 1, mr: 3, hi: 3 },
      status_remark: { en: 2, mr: 5, hi: 5 },
      // An FIR number of the full 30 characters; a usual one (CSMT/0123/2026) leaves English at 2 too.
      fir_number: { en: 2, mr: 4, hi: 3 },
      claim: { en: 2, mr: 4, hi: 4 },
      transfer: { en: 2, mr: 4, hi: 3 },
    });
  });
});
