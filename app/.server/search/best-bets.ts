/**
 * Best bets: the citizen services, found by the words people use for them and shown
 * before the ordinary results. The full-text index only knows words written in content, so
 * "make a complaint" or "तक्रार" would otherwise lead to a news item that mentions a complaint,
 * and "FIR" to anything about first aid, rather than to the service itself.
 *
 * Keywords are declared for each interface language, whatever the reader's language: a query is
 * matched against them all, as people mix languages (a Hindi reader types "FIR", a Marathi one
 * "शिकायत"). A keyword is one or more whole words in lower case, matched against the query's words
 * in a row. A word ending in "*" is a stem and also matches longer words, for Marathi and Hindi
 * endings (तक्रार, तक्रारी, तक्रारीची; शिकायत, शिकायतें) and English plurals; a word without one
 * matches only itself, so "fir" never finds "first". A nukta is not told apart (एफ़आईआर is
 * एफआईआर, छेड़छाड़ is छेडछाड): people type either.
 */
import type { Locale } from "~/i18n/locales";
import type { SearchTerms } from "./search-query";

/** The services, by their key under `search.best_bets.services` in the locale files. */
export type ServiceKey = "fir_request" | "status" | "complaint" | "suggestion" | "lost_and_found" | "get_help";

export type BestBet = { service: ServiceKey; href: string };

/** A query naming several services shows the first few that match the most of its words. */
const MAX_BEST_BETS = 3;

/**
 * In order of precedence when a query names two equally: "complaint status" asks for the status
 * page, "FIR status" for the FIR dashboard (where FIR requests are followed).
 */
const SERVICES: { service: ServiceKey; href: string; keywords: Record<Locale, string[]> }[] = [
  {
    service: "fir_request",
    href: "/fir-dashboard",
    keywords: {
      en: ["fir", "firs", "efir", "first information report*"],
      mr: ["एफआयआर", "प्रथम खबर*"],
      hi: ["एफआईआर", "ईएफआईआर", "प्रथम सूचना रिपोर्ट*"],
    },
  },
  {
    service: "status",
    href: "/status",
    keywords: {
      // Not "track": on a railway site that is as often the line as following a report.
      en: ["status*", "reference number*"],
      mr: ["स्थिती*", "सद्यस्थिती*", "संदर्भ क्रमांक*"],
      hi: ["स्थिति*", "स्टेटस", "संदर्भ संख्या*"],
    },
  },
  {
    service: "complaint",
    href: "/complaint",
    keywords: {
      // What happened, in the words people use for it: a theft or harassment is reported here.
      en: [
        "complain*",
        "grievance*",
        "theft*",
        "thief",
        "thieves",
        "stolen",
        "steal*",
        "robbed",
        "robber*",
        "pickpocket*",
        "snatch*",
        "harass*",
        "molest*",
        "eve teasing",
      ],
      mr: ["तक्रार*", "चोरी*", "चोर", "चोरट*", "छेडछाड*", "विनयभंग*", "पाकीटमार*"],
      hi: [
        "शिकायत*",
        "चोरी*",
        "चोर",
        "चुराया",
        "चुराई",
        "चुराए",
        "जेबकतर*",
        "जेब कतर*",
        "जेब कट*",
        "छीन*",
        "झपट*",
        "लूट*",
        "छेड़छाड़*",
        "छेड़खानी*",
        "उत्पीड़न*",
      ],
    },
  },
  {
    service: "suggestion",
    href: "/suggestion",
    keywords: {
      en: ["suggest*"],
      mr: ["अभिप्राय*", "सूचना पाठवा*"],
      hi: ["सुझाव*"],
    },
  },
  {
    service: "lost_and_found",
    href: "/lost-and-found",
    keywords: {
      en: ["lost", "lose", "losing", "found", "misplace*", "left behind", "forgot*"],
      mr: ["हरवल*", "हरवण*", "सापडल*", "गहाळ*"],
      // खोया-पाया is two words to the search: खोया and पाया.
      hi: [
        "खोया",
        "खोई",
        "खोए",
        "खोये",
        "खो गया",
        "खो गई",
        "गुम",
        "गुमशुदा*",
        "मिला",
        "मिली",
        "मिले",
        "पाया",
        "भूल गया",
        "भूल गई",
        "छूट गया",
        "छूट गई",
      ],
    },
  },
  {
    // Last: "lost phone" asks first for the lost-and-found report, then for this page (CEIR).
    service: "get_help",
    href: "/get-help",
    keywords: {
      en: [
        "helpline*",
        "1512",
        "112",
        "emergency",
        "who to call",
        "rail madad",
        "rpf",
        "cyber*",
        "upi",
        "fraud*",
        "ceir",
        "imei",
        "block*",
      ],
      mr: ["हेल्पलाइन*", "१५१२", "११२", "आपत्कालीन", "रेल मदत", "सायबर*", "यूपीआय", "फसवणूक*", "सीईआयआर", "ब्लॉक*"],
      hi: [
        "हेल्पलाइन*",
        "हेल्पलाईन*",
        "१५१२",
        "११२",
        "आपातकाल*",
        "इमरजेंसी",
        "रेल मदद",
        "आरपीएफ",
        "साइबर*",
        "यूपीआई",
        "धोखाधड़ी*",
        "ठगी*",
        "सीईआईआर",
        "आईएमईआई",
        "ब्लॉक*",
      ],
    },
  },
];

type Pattern = { words: { text: string; stem: boolean }[] };

/** A word as compared: composed, lower case, without nukta (U+093C). */
const comparable = (word: string) =>
  word
    .normalize("NFC")
    .toLowerCase()
    .replace(/\u093C/g, "");

const PATTERNS = SERVICES.map(({ service, href, keywords }) => ({
  service,
  href,
  patterns: Object.values(keywords)
    .flat()
    .map((keyword): Pattern => ({
      words: comparable(keyword)
        .split(" ")
        .map((word) => (word.endsWith("*") ? { text: word.slice(0, -1), stem: true } : { text: word, stem: false })),
    })),
}));

/** The services a query asks for, best first; none for a query that names no service. */
export function bestBets(terms: SearchTerms): BestBet[] {
  const words = terms.map(comparable);
  return PATTERNS.map(({ service, href, patterns }, order) => ({
    bet: { service, href },
    order,
    score: coveredWords(words, patterns),
  }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_BEST_BETS)
    .map(({ bet }) => bet);
}

/** How many of the query's words some keyword of the service matches. */
function coveredWords(words: string[], patterns: Pattern[]): number {
  const covered = new Set<number>();
  for (const { words: keyword } of patterns) {
    for (let start = 0; start + keyword.length <= words.length; start++) {
      const matches = keyword.every(({ text, stem }, i) => {
        const word = words[start + i]!;
        return stem ? word.startsWith(text) : word === text;
      });
      if (matches) keyword.forEach((_, i) => covered.add(start + i));
    }
  }
  return covered.size;
}
