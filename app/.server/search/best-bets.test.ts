import { describe, expect, test } from "vitest";
import { bestBets } from "./best-bets";
import { searchTerms } from "./search-query";

const first = (query: string) => bestBets(searchTerms(query))[0]?.href;

describe("best bets for the citizen services", () => {
  test.each([
    ["make a complaint", "/complaint"],
    ["complaint", "/complaint"],
    ["Complaints", "/complaint"],
    ["FIR", "/fir-dashboard"],
    ["e-FIR", "/fir-dashboard"],
    ["first information report", "/fir-dashboard"],
    ["status", "/status"],
    ["check status", "/status"],
    ["complaint status", "/status"],
    ["FIR status", "/fir-dashboard"],
    ["suggestion", "/suggestion"],
    ["lost phone", "/lost-and-found"],
    ["found a bag", "/lost-and-found"],
    ["तक्रार", "/complaint"],
    ["तक्रारीची स्थिती", "/status"],
    ["एफआयआर", "/fir-dashboard"],
    ["स्थिती", "/status"],
    ["हरवले", "/lost-and-found"],
    ["हरवलेला मोबाइल", "/lost-and-found"],
    ["अभिप्राय पाठवा", "/suggestion"],
    ["UPI fraud", "/get-help"],
    ["rail madad", "/get-help"],
    ["block IMEI", "/get-help"],
    ["सायबर फसवणूक", "/get-help"],
    ["theft", "/complaint"],
    ["phone stolen", "/complaint"],
    ["pickpocket", "/complaint"],
    ["harassment", "/complaint"],
    ["चोरी", "/complaint"],
    ["छेडछाड", "/complaint"],
    ["1512", "/get-help"],
    ["११२", "/get-help"],
  ])("%s leads first to %s", (query, href) => {
    expect(first(query)).toBe(href);
  });

  test.each([
    ["चोरी", "/complaint"],
    ["मोबाइल चोरी हो गया", "/complaint"],
    ["शिकायत", "/complaint"],
    ["शिकायत दर्ज करें", "/complaint"],
    ["जेबकतरा", "/complaint"],
    ["पर्स छीन लिया", "/complaint"],
    ["छेड़छाड़", "/complaint"],
    ["छेडछाड", "/complaint"],
    ["उत्पीड़न", "/complaint"],
    ["खोया", "/lost-and-found"],
    ["खोया-पाया", "/lost-and-found"],
    ["मेरा फोन खो गया", "/lost-and-found"],
    ["गुम", "/lost-and-found"],
    ["गुमशुदा बैग", "/lost-and-found"],
    ["मिला हुआ सामान", "/lost-and-found"],
    ["ट्रेन में बैग भूल गया", "/lost-and-found"],
    ["हेल्पलाइन", "/get-help"],
    ["हेल्पलाइन नंबर", "/get-help"],
    ["आपातकालीन", "/get-help"],
    ["साइबर धोखाधड़ी", "/get-help"],
    ["आईएमईआई ब्लॉक", "/get-help"],
    ["रेल मदद", "/get-help"],
    ["१५१२", "/get-help"],
    ["एफआईआर", "/fir-dashboard"],
    ["एफ़आईआर", "/fir-dashboard"],
    ["ई-एफआईआर", "/fir-dashboard"],
    ["प्रथम सूचना रिपोर्ट", "/fir-dashboard"],
    ["एफआईआर स्थिति", "/fir-dashboard"],
    ["स्थिति", "/status"],
    ["शिकायत की स्थिति", "/status"],
    ["संदर्भ संख्या", "/status"],
    ["सुझाव", "/suggestion"],
    ["सुझाव भेजें", "/suggestion"],
  ])("Hindi: %s leads first to %s", (query, href) => {
    expect(first(query)).toBe(href);
  });

  test("Hindi words lead where their English and Marathi counterparts do", () => {
    for (const [english, marathi, hindi] of [
      ["theft", "चोरी", "चोरी"],
      ["lost", "हरवले", "खोया"],
      ["found", "सापडले", "मिला"],
      ["complaint", "तक्रार", "शिकायत"],
      ["helpline", "हेल्पलाइन", "हेल्पलाइन"],
      ["FIR", "एफआयआर", "एफआईआर"],
      ["status", "स्थिती", "स्थिति"],
      ["suggestion", "अभिप्राय", "सुझाव"],
      ["complaint status", "तक्रारीची स्थिती", "शिकायत की स्थिति"],
      ["lost phone block", "हरवलेला फोन ब्लॉक", "खोया फोन ब्लॉक"],
    ]) {
      const services = (query: string) => bestBets(searchTerms(query)).map((bet) => bet.service);
      expect(services(marathi!), marathi).toEqual(services(english!));
      expect(services(hindi!), hindi).toEqual(services(english!));
    }
  });

  test("a word that only starts like a short keyword is not it", () => {
    expect(bestBets(searchTerms("first aid"))).toEqual([]);
    expect(bestBets(searchTerms("firing"))).toEqual([]);
  });

  test("queries that name no service have no best bet", () => {
    for (const query of ["railway police", "tenders", "पोलीस", "पुलिस", "रेलवे पुलिस", "निविदाएँ", "railway track", ""]) {
      expect(bestBets(searchTerms(query)), query).toEqual([]);
    }
  });

  test("a query naming several services lists them all, most words matched first, at most three", () => {
    expect(bestBets(searchTerms("complaint or suggestion")).map((bet) => bet.service)).toEqual([
      "complaint",
      "suggestion",
    ]);
    expect(bestBets(searchTerms("fir status complaint suggestion lost")).length).toBe(3);
  });
});
