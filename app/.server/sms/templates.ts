/**
 * Every SMS text the site sends, in each registered language (SMS_LANGUAGES). Indian DLT rules
 * allow only registered templates: each text here is registered as-is with its variables, and its
 * template id is configured per language (SMS_DLT_TEMPLATE_<NAME>_<LANGUAGE>, the names in
 * template-list.ts). Change a text only together with its registration.
 */
import { localDigits } from "~/lib/format";
import type { SmsLanguage, SmsTemplateKey } from "./template-list";

export { smsLanguage, type SmsLanguage } from "./template-list";

export type SmsPurpose = "suggestion" | "complaint" | "lost_found" | "fir" | "status_check" | "sign_in";

/**
 * What each purpose is called in the reference text. Marathi: "आपला … आम्हाला मिळाला आहे", one
 * registered text, so every name is a masculine noun ("तक्रार अर्ज", not "तक्रार") for the words
 * to agree. Hindi: "… की संदर्भ संख्या … है", so each name carries its own "your" in the oblique
 * form its gender takes before की ("आपकी शिकायत", "आपके सुझाव"), and no verb has to agree.
 */
const PURPOSE_NAMES: Record<SmsPurpose, Record<SmsLanguage, string>> = {
  suggestion: { en: "suggestion", mr: "अभिप्राय", hi: "आपके सुझाव" },
  complaint: { en: "complaint", mr: "तक्रार अर्ज", hi: "आपकी शिकायत" },
  lost_found: { en: "lost and found report", mr: "हरवले व सापडले अहवाल", hi: "आपकी खोया-पाया रिपोर्ट" },
  fir: { en: "FIR request", mr: "एफआयआर विनंती अर्ज", hi: "आपके एफआईआर अनुरोध" },
  status_check: { en: "status check", mr: "स्थिती तपासणी अर्ज", hi: "आपकी स्थिति जाँच" },
  sign_in: { en: "sign-in", mr: "साइन इन अर्ज", hi: "आपके साइन इन अनुरोध" },
};

/**
 * What the one-time code is for: Marathi "आपल्या …साठी" (any gender), English as above. Hindi
 * "… के लिए … ओटीपी है": a report with its own "your" in the oblique form before के लिए
 * ("आपकी शिकायत", "आपके सुझाव"), or what the code lets the citizen do ("स्थिति देखने").
 */
const PURPOSE_FOR: Record<SmsPurpose, Record<SmsLanguage, string>> = {
  suggestion: { en: "suggestion", mr: "अभिप्रायासाठी", hi: "आपके सुझाव" },
  complaint: { en: "complaint", mr: "तक्रारीसाठी", hi: "आपकी शिकायत" },
  lost_found: { en: "lost and found report", mr: "हरवले व सापडले अहवालासाठी", hi: "आपकी खोया-पाया रिपोर्ट" },
  fir: { en: "FIR request", mr: "एफआयआर विनंतीसाठी", hi: "आपके एफआईआर अनुरोध" },
  status_check: { en: "status check", mr: "स्थिती तपासणीसाठी", hi: "स्थिति देखने" },
  sign_in: { en: "sign-in", mr: "साइन इनसाठी", hi: "साइन इन करने" },
};

export const STATUS_NAMES: Record<string, Record<SmsLanguage, string>> = {
  received: { en: "Received", mr: "प्राप्त", hi: "प्राप्त" },
  under_review: { en: "Under review", mr: "तपासणी सुरू", hi: "जाँच जारी" },
  action_taken: { en: "Action taken", mr: "कारवाई केली", hi: "कार्रवाई की गई" },
  closed: { en: "Closed", mr: "बंद", hi: "बंद" },
};

type Render = (vars: Record<string, string>) => string;

/**
 * DLT lets one variable ({#var#}) of a registered template hold at most 30 characters. The public
 * remark (up to 500 characters on /status) therefore travels as REMARK_PARTS variables in a row,
 * registered as {#var#}{#var#}{#var#}{#var#}: a longer remark is cut at a word with "...", and the
 * text sends the citizen to the status page for all of it. An FIR number is one variable, so the
 * inbox takes FIR numbers of DLT_VARIABLE_MAX characters at most (FIR_NUMBER_MAX).
 */
export const DLT_VARIABLE_MAX = 30;
const REMARK_PARTS = 4;
const REMARK_VARIABLES = Array.from({ length: REMARK_PARTS }, (_, index) => `remark${index + 1}`);

/**
 * Typed punctuation outside the GSM-7 alphabet, as the ASCII it stands for: one curly quote or
 * ellipsis sends a whole English text as UCS-2, in 67-character parts instead of 153 (segments.ts).
 */
const GSM_PUNCTUATION: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2013\u2014\u2212]/g, "-"],
  [/\u2026/g, "..."],
];
const CUT_MARK = "...";

/** The remark as the SMS carries it: one line, at most REMARK_PARTS variables long. */
export function remarkForSms(remark: string): string {
  const limit = DLT_VARIABLE_MAX * REMARK_PARTS;
  const line = GSM_PUNCTUATION.reduce((text, [from, to]) => text.replace(from, to), remark)
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(line);
  if (chars.length <= limit) return line;
  const cut = chars.slice(0, limit - CUT_MARK.length).join("");
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).trimEnd()}${CUT_MARK}`;
}

/** The remark split into its variables, each at most DLT_VARIABLE_MAX characters (empty ones at the end). */
function remarkVariables(remark: string): Record<string, string> {
  const chars = Array.from(remarkForSms(remark));
  return Object.fromEntries(
    REMARK_VARIABLES.map((name, index) => [
      name,
      chars.slice(index * DLT_VARIABLE_MAX, (index + 1) * DLT_VARIABLE_MAX).join(""),
    ]),
  );
}

const remarkOf = (v: Record<string, string>) => REMARK_VARIABLES.map((name) => v[name]).join("");

/**
 * The code's lifetime as the registered code text states it: fixed words of the registration, not
 * a variable, so a new lifetime needs the text registered again. It is written here rather than
 * read from otp/ (which sends these texts and so sits above sms/); templates.test.ts holds it equal
 * to CODE_TTL_MS and the texts' bytes to the registration.
 */
const CODE_MINUTES = "5";

const TEMPLATES: Record<SmsTemplateKey, Record<SmsLanguage, Render>> = {
  otp: {
    en: (v) =>
      `${v.code} is your Mumbai Railway Police code to confirm your ${v.purpose}. It is valid for ${CODE_MINUTES} minutes. Never share it; police will never ask for it.`,
    mr: (v) =>
      `${v.code} हा आपल्या ${v.purpose} मुंबई लोहमार्ग पोलिसांचा ओटीपी आहे. तो ${localDigits(CODE_MINUTES, "mr")} मिनिटे वैध आहे. तो कोणालाही सांगू नका; पोलीस तो कधीही विचारणार नाहीत.`,
    hi: (v) =>
      `${v.code} ${v.purpose} के लिए मुंबई रेलवे पुलिस का ओटीपी है। यह ${localDigits(CODE_MINUTES, "hi")} मिनट तक वैध है। किसी को न बताएँ; पुलिस इसे कभी नहीं माँगेगी।`,
  },
  reference: {
    // One GSM-7 part in English with the longest purpose, reference and status link (segments.test.ts).
    en: (v) => `Mumbai Railway Police: ${v.purpose} ${v.reference} received. Status: ${v.url}`,
    mr: (v) =>
      `मुंबई लोहमार्ग पोलीस: आपला ${v.purpose} आम्हाला मिळाला आहे. संदर्भ क्रमांक ${v.reference}. स्थिती येथे पाहा: ${v.url}`,
    hi: (v) => `मुंबई रेलवे पुलिस: ${v.purpose} की संदर्भ संख्या ${v.reference} है। स्थिति देखें: ${v.url}`,
  },
  // One GSM-7 part in English and three UCS-2 parts in Marathi and in Hindi, at the longest (segments.test.ts).
  status: {
    en: (v) => `Mumbai Railway Police: ${v.reference} is now "${v.status}". Details: ${v.url}`,
    mr: (v) =>
      `मुंबई लोहमार्ग पोलीस: संदर्भ क्रमांक ${v.reference} असलेल्या आपल्या अर्जाची स्थिती: "${v.status}". तपशील येथे पाहा: ${v.url}`,
    hi: (v) => `मुंबई रेलवे पुलिस: आपकी रिपोर्ट ${v.reference} की स्थिति अब "${v.status}" है। विवरण: ${v.url}`,
  },
  status_remark: {
    en: (v) =>
      `Mumbai Railway Police: the status of ${v.reference} is now "${v.status}". Remark: "${remarkOf(v)}". Details: ${v.url}`,
    mr: (v) =>
      `मुंबई लोहमार्ग पोलीस: संदर्भ क्रमांक ${v.reference} असलेल्या आपल्या अर्जाची सध्याची स्थिती: "${v.status}". शेरा: "${remarkOf(v)}". तपशील येथे पाहा: ${v.url}`,
    hi: (v) =>
      `मुंबई रेलवे पुलिस: आपकी रिपोर्ट ${v.reference} की स्थिति अब "${v.status}" है। टिप्पणी: "${remarkOf(v)}"। विवरण: ${v.url}`,
  },
  // Sent for a complaint and for an FIR request alike, so it names neither: the reference does.
  fir_number: {
    en: (v) =>
      `Mumbai Railway Police: an FIR has been registered on your report ${v.reference}. FIR number: ${v.fir_number}. Details: ${v.url}`,
    mr: (v) =>
      `मुंबई लोहमार्ग पोलीस: संदर्भ क्रमांक ${v.reference} असलेल्या आपल्या अर्जावर एफआयआर नोंदवला आहे. एफआयआर क्रमांक: ${v.fir_number}. तपशील येथे पाहा: ${v.url}`,
    hi: (v) => `मुंबई रेलवे पुलिस: आपकी रिपोर्ट ${v.reference} पर एफआईआर संख्या ${v.fir_number} दर्ज की गई है। विवरण: ${v.url}`,
  },
  // Staff matched a register item to the owner's lost report. What to bring is part of
  // the registered text; the station is its full name in the message's language ("Thane Railway
  // Police Station"), so the text does not say "railway police station" again. Hindi names it
  // after a colon, as the transfer text does, so the name needs no oblique form (थाना, थाने में).
  claim: {
    en: (v) =>
      `Mumbai Railway Police: property matching your report ${v.reference} is held at ${v.station} as item ${v.item}. Collect it in person with an original photo identity card and any proof that it is yours (a bill or the box).`,
    mr: (v) =>
      `मुंबई लोहमार्ग पोलीस: आपल्या संदर्भ क्रमांक ${v.reference} अहवालाशी जुळणारी वस्तू ${v.station} येथे वस्तू क्रमांक ${v.item} म्हणून ठेवली आहे. मूळ फोटो ओळखपत्र आणि ती आपलीच असल्याचा पुरावा (बिल किंवा खोका) घेऊन स्वतः येऊन ती घेऊन जा.`,
    hi: (v) =>
      `मुंबई रेलवे पुलिस: आपकी रिपोर्ट ${v.reference} से मेल खाता सामान यहाँ रखा गया है: ${v.station}, वस्तु संख्या ${v.item}। मूल फोटो पहचान पत्र और यह आपका है, इसका कोई प्रमाण (बिल या डिब्बा) लेकर स्वयं आएँ और इसे ले जाएँ।`,
  },
  // A desk handed the report to the police station with jurisdiction, or assigned it one: the
  // citizen learns who has it now (its full name in the message's language), not why.
  transfer: {
    en: (v) => `Mumbai Railway Police: your report ${v.reference} is now with ${v.station}. Details: ${v.url}`,
    mr: (v) =>
      `मुंबई लोहमार्ग पोलीस: संदर्भ क्रमांक ${v.reference} असलेला आपला अर्ज पुढील कार्यवाहीसाठी या पोलीस ठाण्याकडे वर्ग करण्यात आला आहे: ${v.station}. तपशील येथे पाहा: ${v.url}`,
    hi: (v) => `मुंबई रेलवे पुलिस: आपकी रिपोर्ट ${v.reference} अब इस पुलिस थाने के पास है: ${v.station}। विवरण: ${v.url}`,
  },
};

/** The variables each registered text has, in the names its registration (and MSG91's copy) uses. */
const TEMPLATE_VARIABLES: Record<SmsTemplateKey, readonly string[]> = {
  otp: ["code", "purpose"],
  reference: ["purpose", "reference", "url"],
  status: ["reference", "status", "url"],
  status_remark: ["reference", "status", ...REMARK_VARIABLES, "url"],
  fir_number: ["reference", "fir_number", "url"],
  claim: ["reference", "station", "item"],
  transfer: ["reference", "station", "url"],
};

export type SmsVars = {
  purpose?: SmsPurpose;
  code?: string;
  reference?: string;
  url?: string;
  status?: string;
  /** The public remark (status_remark), whole: it is cut and split here. */
  remark?: string;
  fir_number?: string;
  /** The claim and transfer texts' station name (already in the message's language); the claim's register item number. */
  station?: string;
  item?: string;
};

/** The words that fill a text's variables, in its language (a purpose or status key becomes its name). */
function wordsFor(template: SmsTemplateKey, language: SmsLanguage, vars: SmsVars): Record<string, string> {
  return {
    code: vars.code ?? "",
    reference: vars.reference ?? "",
    url: vars.url ?? "",
    purpose: vars.purpose ? (template === "otp" ? PURPOSE_FOR : PURPOSE_NAMES)[vars.purpose][language] : "",
    status: vars.status ? (STATUS_NAMES[vars.status]?.[language] ?? vars.status) : "",
    fir_number: vars.fir_number ?? "",
    ...remarkVariables(vars.remark ?? ""),
    station: vars.station ?? "",
    item: vars.item ?? "",
  };
}

export function renderSms(template: SmsTemplateKey, language: SmsLanguage, vars: SmsVars): string {
  return TEMPLATES[template][language](wordsFor(template, language, vars));
}

/**
 * A message both ways a gateway may want it: the full text (NIC, the HTTP relay), and the
 * variables a gateway that keeps its own copy of the registered template fills it with (MSG91's
 * Flow API). Both come from the same words, so a Marathi template is never filled with the site's
 * English keys ("complaint" where the text says "तक्रारीसाठी").
 */
export function composeSms(
  template: SmsTemplateKey,
  language: SmsLanguage,
  vars: SmsVars,
): { text: string; variables: Record<string, string> } {
  const words = wordsFor(template, language, vars);
  const variables = Object.fromEntries(TEMPLATE_VARIABLES[template].map((name) => [name, words[name]!]));
  return { text: TEMPLATES[template][language](words), variables };
}
