import { expect, test } from "vitest";
import { CODE_TTL_MS } from "../otp/otp-limits";
import { composeSms, DLT_VARIABLE_MAX, remarkForSms, renderSms } from "./templates";

test("the code message says what it is for, how long it lasts, and never to share it, in both languages", () => {
  const en = renderSms("otp", "en", { code: "4821", purpose: "complaint" });
  expect(en).toContain("4821");
  expect(en).toContain("complaint");
  expect(en).toContain("5 minutes");
  expect(en).toMatch(/Never share it/);
  const mr = renderSms("otp", "mr", { code: "4821", purpose: "complaint" });
  expect(mr).toContain("4821");
  expect(mr).toContain("तक्रार");
  expect(mr).toContain("५ मिनिटे");
});

test("the code message is, byte for byte, the text registered with DLT, its lifetime taken from the code's", () => {
  // Registered words: a change here (a new CODE_TTL_MS included) must be registered again first.
  expect(CODE_TTL_MS).toBe(5 * 60_000);
  expect(renderSms("otp", "en", { code: "4821", purpose: "complaint" })).toBe(
    "4821 is your Mumbai Railway Police code to confirm your complaint. It is valid for 5 minutes. Never share it; police will never ask for it.",
  );
  expect(renderSms("otp", "mr", { code: "4821", purpose: "complaint" })).toBe(
    "4821 हा आपल्या तक्रारीसाठी मुंबई लोहमार्ग पोलिसांचा ओटीपी आहे. तो ५ मिनिटे वैध आहे. तो कोणालाही सांगू नका; पोलीस तो कधीही विचारणार नाहीत.",
  );
});

test("the reference message carries the reference and the status link", () => {
  const text = renderSms("reference", "en", {
    purpose: "lost_found",
    reference: "MRP-L-2026-000007",
    url: "https://rp.example/status",
  });
  expect(text).toContain("MRP-L-2026-000007");
  expect(text).toContain("https://rp.example/status");
  expect(text).toContain("lost and found report");
});

test("the reference message says the request was received, never that an FIR is registered", () => {
  const en = renderSms("reference", "en", { purpose: "fir", reference: "MRP-F-2026-000001", url: "u" });
  expect(en).toBe("Mumbai Railway Police: FIR request MRP-F-2026-000001 received. Status: u");
  expect(en).not.toMatch(/registered/i);
  const mr = renderSms("reference", "mr", { purpose: "fir", reference: "MRP-F-2026-000001", url: "u" });
  expect(mr).not.toContain("नोंदवला");
});

test("the status message names the status in the citizen's language", () => {
  expect(renderSms("status", "mr", { reference: "MRP-C-2026-000001", status: "closed", url: "u" })).toContain("बंद");
});

test("the Marathi reference message agrees with every purpose: आपला … आम्हाला मिळाला आहे", () => {
  const vars = { reference: "MRP-L-2026-000007", url: "https://rp.example/status" };
  expect(renderSms("reference", "mr", { ...vars, purpose: "lost_found" })).toBe(
    "मुंबई लोहमार्ग पोलीस: आपला हरवले व सापडले अहवाल आम्हाला मिळाला आहे. संदर्भ क्रमांक MRP-L-2026-000007. स्थिती येथे पाहा: https://rp.example/status",
  );
  expect(renderSms("reference", "mr", { ...vars, purpose: "suggestion" })).toContain("आपला अभिप्राय आम्हाला मिळाला आहे.");
  expect(renderSms("reference", "mr", { ...vars, purpose: "complaint" })).toContain("आपला तक्रार अर्ज आम्हाला मिळाला आहे.");
  expect(renderSms("reference", "mr", { ...vars, purpose: "fir" })).toContain(
    "आपला एफआयआर विनंती अर्ज आम्हाला मिळाला आहे.",
  );
});

test("the Marathi one-time code is an ओटीपी, for any purpose, with the code in Latin digits", () => {
  expect(renderSms("otp", "mr", { code: "4821", purpose: "complaint" })).toBe(
    "4821 हा आपल्या तक्रारीसाठी मुंबई लोहमार्ग पोलिसांचा ओटीपी आहे. तो ५ मिनिटे वैध आहे. तो कोणालाही सांगू नका; पोलीस तो कधीही विचारणार नाहीत.",
  );
  expect(renderSms("otp", "mr", { code: "4821", purpose: "status_check" })).toContain(
    "4821 हा आपल्या स्थिती तपासणीसाठी मुंबई लोहमार्ग पोलिसांचा ओटीपी आहे.",
  );
});

test("the Marathi status message names the reference and the current status", () => {
  expect(
    renderSms("status", "mr", {
      reference: "MRP-C-2026-000001",
      status: "under_review",
      url: "https://rp.example/status",
    }),
  ).toBe(
    'मुंबई लोहमार्ग पोलीस: संदर्भ क्रमांक MRP-C-2026-000001 असलेल्या आपल्या अर्जाची स्थिती: "तपासणी सुरू". तपशील येथे पाहा: https://rp.example/status',
  );
});

test("a gateway that fills registered templates gets the words of the text in its language, never the internal keys", () => {
  // MSG91 fills its copy of the registered template with these (its Flow API's recipient variables).
  const otp = composeSms("otp", "mr", { code: "4821", purpose: "complaint" });
  expect(otp.text).toBe(renderSms("otp", "mr", { code: "4821", purpose: "complaint" }));
  expect(otp.variables).toEqual({ code: "4821", purpose: "तक्रारीसाठी" });
  expect(composeSms("otp", "en", { code: "4821", purpose: "lost_found" }).variables).toEqual({
    code: "4821",
    purpose: "lost and found report",
  });

  const vars = { reference: "MRP-L-2026-000007", url: "https://rp.example/status" };
  expect(composeSms("reference", "mr", { ...vars, purpose: "lost_found" }).variables).toEqual({
    ...vars,
    purpose: "हरवले व सापडले अहवाल",
  });
  expect(composeSms("status", "en", { ...vars, status: "under_review" }).variables).toEqual({
    ...vars,
    status: "Under review",
  });
  expect(composeSms("status", "mr", { ...vars, status: "closed" }).variables.status).toBe("बंद");
});

test("a status message with a public remark carries it, in both languages", () => {
  const vars = { reference: "MRP-C-2026-000001", status: "action_taken", url: "https://rp.example/status" };
  expect(renderSms("status_remark", "en", { ...vars, remark: "An officer will call you today." })).toBe(
    'Mumbai Railway Police: the status of MRP-C-2026-000001 is now "Action taken". Remark: "An officer will call you today.". Details: https://rp.example/status',
  );
  expect(renderSms("status_remark", "mr", { ...vars, remark: "अधिकारी आज आपल्याला फोन करतील." })).toBe(
    'मुंबई लोहमार्ग पोलीस: संदर्भ क्रमांक MRP-C-2026-000001 असलेल्या आपल्या अर्जाची सध्याची स्थिती: "कारवाई केली". शेरा: "अधिकारी आज आपल्याला फोन करतील.". तपशील येथे पाहा: https://rp.example/status',
  );
});

test("a remark travels as four DLT variables of at most 30 characters: a longer one is cut at a word", () => {
  const remark = `Your bag was handed in at CSMT.\n\n${"Bring an identity card and a bill for the phone. ".repeat(5)}`;
  const { text, variables } = composeSms("status_remark", "en", {
    reference: "MRP-L-2026-000007",
    status: "closed",
    url: "u",
    remark,
  });
  const parts = ["remark1", "remark2", "remark3", "remark4"].map((name) => variables[name]!);
  for (const part of parts) expect(Array.from(part).length).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
  const carried = parts.join("");
  expect(carried).toBe(remarkForSms(remark));
  // Three full stops, not an ellipsis: "…" would send the whole text as UCS-2 (segments.ts).
  expect(carried.endsWith("...")).toBe(true);
  expect(carried).toMatch(/^Your bag was handed in at CSMT\. Bring an identity card/);
  expect(carried).not.toMatch(/\s\.\.\.$/);
  expect(Array.from(carried).length).toBeLessThanOrEqual(4 * DLT_VARIABLE_MAX);
  expect(text).toContain(`Remark: "${carried}"`);
  // A short remark is whole, in the first variables; Devanagari counts by characters.
  const short = composeSms("status_remark", "mr", {
    reference: "R",
    status: "closed",
    url: "u",
    remark: "बॅग परत केली.",
  });
  expect(short.variables).toMatchObject({ remark1: "बॅग परत केली.", remark2: "", remark3: "", remark4: "" });
});

test("the FIR number message names the report by its reference and the number, in both languages", () => {
  const vars = {
    reference: "MRP-F-2026-000042",
    fir_number: "CSMT/0123/2026",
    url: "https://rp.example/fir-dashboard",
  };
  expect(renderSms("fir_number", "en", vars)).toBe(
    "Mumbai Railway Police: an FIR has been registered on your report MRP-F-2026-000042. FIR number: CSMT/0123/2026. Details: https://rp.example/fir-dashboard",
  );
  expect(renderSms("fir_number", "mr", vars)).toBe(
    "मुंबई लोहमार्ग पोलीस: संदर्भ क्रमांक MRP-F-2026-000042 असलेल्या आपल्या अर्जावर एफआयआर नोंदवला आहे. एफआयआर क्रमांक: CSMT/0123/2026. तपशील येथे पाहा: https://rp.example/fir-dashboard",
  );
  expect(composeSms("fir_number", "mr", vars).variables).toEqual(vars);
});

test("the claim message names the report, the station that holds the item (once), its number and what to bring", () => {
  const vars = { reference: "MRP-L-2026-000007", station: "Thane Railway Police Station", item: "FP-000042" };
  const en = renderSms("claim", "en", vars);
  expect(en).toContain("MRP-L-2026-000007");
  expect(en).toContain("held at Thane Railway Police Station as item FP-000042");
  expect(en.match(/railway police station/gi)).toHaveLength(1);
  expect(en).toContain("original photo identity card");
  const mr = renderSms("claim", "mr", { ...vars, station: "ठाणे लोहमार्ग पोलीस ठाणे" });
  expect(mr).toBe(
    "मुंबई लोहमार्ग पोलीस: आपल्या संदर्भ क्रमांक MRP-L-2026-000007 अहवालाशी जुळणारी वस्तू ठाणे लोहमार्ग पोलीस ठाणे येथे वस्तू क्रमांक FP-000042 म्हणून ठेवली आहे. मूळ फोटो ओळखपत्र आणि ती आपलीच असल्याचा पुरावा (बिल किंवा खोका) घेऊन स्वतः येऊन ती घेऊन जा.",
  );
  expect(mr.match(/लोहमार्ग पोलीस ठाण/g)).toHaveLength(1);
  expect(composeSms("claim", "en", vars).variables).toEqual(vars);
});

test("a remark's typed curly quotes, dashes and ellipses travel as GSM-7 punctuation", () => {
  expect(remarkForSms("Collect it at CSMT\u2019s desk \u2013 bring the \u201cbill\u201d\u2026")).toBe(
    'Collect it at CSMT\'s desk - bring the "bill"...',
  );
});
