/**
 * The suburban railway stops of Mumbai, by line in line order, with the railway police station
 * (GRP) that has jurisdiction over each: a commuter picks the stop, the FIR request goes to its
 * police station (for a train, the station it was leaving). The specification gives the 17 police
 * stations and their ids (CSMT 10 … Palghar 26) but not their boundaries, so the stretches here
 * follow line order from each police station's own stop; they are the site's working assignment,
 * which the force confirms.
 * Plain data: the form's options and the server's checks both read it. Its one import is the list
 * of interface languages, as a type, so a new language is a compile error here until every stop
 * has its name in it.
 */
import type { Locale } from "~/i18n/locales";

export const RAILWAY_LINE_IDS = ["central", "western", "harbour", "trans_harbour"] as const;
export type RailwayLineId = (typeof RAILWAY_LINE_IDS)[number];

export type RailwayStop = {
  /** Stable slug, lower case ASCII with hyphens ("vasai-road"); used in forms and stored in the database. */
  id: string;
  /**
   * The stop's name in each interface language, as the railways write it on station boards and
   * tickets: Marathi परळ, शीव, वांद्रे; Hindi परेल, सायन, बांद्रा (docs/glossary-hi.md).
   */
  names: Record<Locale, string>;
  lines: readonly RailwayLineId[];
  /** The railway police station (10..26) with jurisdiction. */
  policeStationId: number;
  /** Other spellings commuters use ("Dombivali", "Wadala", "डोम्बिवली"), found by the stations search. */
  aliases?: readonly string[];
};

const stop = (
  id: string,
  names: Record<Locale, string>,
  lines: readonly RailwayLineId[],
  policeStationId: number,
  aliases?: readonly string[],
) => ({ id, names, lines, policeStationId, ...(aliases ? { aliases } : {}) }) satisfies RailwayStop;

/** Every stop, grouped by line in line order (a stop on several lines is listed once, under its first). */
export const RAILWAY_STOPS: readonly RailwayStop[] = [
  // Central line: CSMT to Kalyan
  stop(
    "csmt",
    {
      en: "CSMT (Chhatrapati Shivaji Maharaj Terminus)",
      mr: "सीएसएमटी (छत्रपती शिवाजी महाराज टर्मिनस)",
      hi: "सीएसएमटी (छत्रपति शिवाजी महाराज टर्मिनस)",
    },
    ["central", "harbour"],
    10,
    ["CST", "VT", "Victoria Terminus", "सीएसटी", "व्हीटी", "वीटी", "विक्टोरिया टर्मिनस"],
  ),
  stop("masjid", { en: "Masjid", mr: "मस्जिद", hi: "मस्जिद" }, ["central", "harbour"], 10),
  stop("sandhurst-road", { en: "Sandhurst Road", mr: "सँडहर्स्ट रोड", hi: "सैंडहर्स्ट रोड" }, ["central", "harbour"], 10),
  stop("byculla", { en: "Byculla", mr: "भायखळा", hi: "भायखला" }, ["central"], 10),
  stop("chinchpokli", { en: "Chinchpokli", mr: "चिंचपोकळी", hi: "चिंचपोकली" }, ["central"], 11),
  stop("currey-road", { en: "Currey Road", mr: "करी रोड", hi: "करी रोड" }, ["central"], 11),
  stop("parel", { en: "Parel", mr: "परळ", hi: "परेल" }, ["central"], 11),
  stop("dadar", { en: "Dadar", mr: "दादर", hi: "दादर" }, ["central", "western"], 11),
  stop("matunga", { en: "Matunga", mr: "माटुंगा", hi: "माटुंगा" }, ["central"], 11),
  stop("sion", { en: "Sion", mr: "शीव", hi: "सायन" }, ["central"], 11),
  stop("kurla", { en: "Kurla", mr: "कुर्ला", hi: "कुर्ला" }, ["central", "harbour"], 12),
  stop("vidyavihar", { en: "Vidyavihar", mr: "विद्याविहार", hi: "विद्याविहार" }, ["central"], 12),
  stop("ghatkopar", { en: "Ghatkopar", mr: "घाटकोपर", hi: "घाटकोपर" }, ["central"], 12),
  stop("vikhroli", { en: "Vikhroli", mr: "विक्रोळी", hi: "विक्रोली" }, ["central"], 12),
  stop("kanjurmarg", { en: "Kanjurmarg", mr: "कांजूरमार्ग", hi: "कांजुरमार्ग" }, ["central"], 12),
  stop("bhandup", { en: "Bhandup", mr: "भांडुप", hi: "भांडुप" }, ["central"], 12),
  stop("nahur", { en: "Nahur", mr: "नाहूर", hi: "नाहुर" }, ["central"], 13),
  stop("mulund", { en: "Mulund", mr: "मुलुंड", hi: "मुलुंड" }, ["central"], 13),
  stop("thane", { en: "Thane", mr: "ठाणे", hi: "ठाणे" }, ["central", "trans_harbour"], 13),
  stop("kalwa", { en: "Kalwa", mr: "कळवा", hi: "कलवा" }, ["central"], 13),
  stop("mumbra", { en: "Mumbra", mr: "मुंब्रा", hi: "मुंब्रा" }, ["central"], 13),
  stop("diva", { en: "Diva", mr: "दिवा", hi: "दिवा" }, ["central"], 13),
  stop("kopar", { en: "Kopar", mr: "कोपर", hi: "कोपर" }, ["central"], 14),
  stop("dombivli", { en: "Dombivli", mr: "डोंबिवली", hi: "डोंबिवली" }, ["central"], 14, ["Dombivali", "Dombiwali"]),
  stop("thakurli", { en: "Thakurli", mr: "ठाकुर्ली", hi: "ठाकुर्ली" }, ["central"], 14),
  stop("kalyan", { en: "Kalyan", mr: "कल्याण", hi: "कल्याण" }, ["central"], 15),
  // Central line: Kalyan to Karjat and Khopoli
  stop("vithalwadi", { en: "Vithalwadi", mr: "विठ्ठलवाडी", hi: "विठ्ठलवाडी" }, ["central"], 15),
  stop("ulhasnagar", { en: "Ulhasnagar", mr: "उल्हासनगर", hi: "उल्हासनगर" }, ["central"], 15),
  stop("ambernath", { en: "Ambernath", mr: "अंबरनाथ", hi: "अंबरनाथ" }, ["central"], 15),
  stop("badlapur", { en: "Badlapur", mr: "बदलापूर", hi: "बदलापुर" }, ["central"], 15),
  stop("vangani", { en: "Vangani", mr: "वांगणी", hi: "वांगणी" }, ["central"], 16),
  stop("shelu", { en: "Shelu", mr: "शेलू", hi: "शेलू" }, ["central"], 16),
  stop("neral", { en: "Neral", mr: "नेरळ", hi: "नेरल" }, ["central"], 16),
  stop("bhivpuri-road", { en: "Bhivpuri Road", mr: "भिवपुरी रोड", hi: "भिवपुरी रोड" }, ["central"], 16),
  stop("karjat", { en: "Karjat", mr: "कर्जत", hi: "कर्जत" }, ["central"], 16),
  stop("palasdhari", { en: "Palasdhari", mr: "पळसधरी", hi: "पलसधरी" }, ["central"], 16),
  stop("kelavli", { en: "Kelavli", mr: "केळवली", hi: "केलवली" }, ["central"], 16),
  stop("dolavli", { en: "Dolavli", mr: "डोलवली", hi: "डोलवली" }, ["central"], 16),
  stop("lowjee", { en: "Lowjee", mr: "लौजी", hi: "लौजी" }, ["central"], 16),
  stop("khopoli", { en: "Khopoli", mr: "खोपोली", hi: "खोपोली" }, ["central"], 16),
  // Central line: Kalyan to Kasara
  stop("shahad", { en: "Shahad", mr: "शहाड", hi: "शहाड" }, ["central"], 15),
  stop("ambivli", { en: "Ambivli", mr: "आंबिवली", hi: "आंबिवली" }, ["central"], 15),
  stop("titwala", { en: "Titwala", mr: "टिटवाळा", hi: "टिटवाला" }, ["central"], 15),
  stop("khadavli", { en: "Khadavli", mr: "खडवली", hi: "खडवली" }, ["central"], 15),
  stop("vasind", { en: "Vasind", mr: "वासिंद", hi: "वासिंद" }, ["central"], 15),
  stop("asangaon", { en: "Asangaon", mr: "आसनगाव", hi: "आसनगांव" }, ["central"], 15),
  stop("atgaon", { en: "Atgaon", mr: "आटगाव", hi: "आटगांव" }, ["central"], 15),
  stop("khardi", { en: "Khardi", mr: "खर्डी", hi: "खर्डी" }, ["central"], 15),
  stop("umbermali", { en: "Umbermali", mr: "उंबरमाळी", hi: "उंबरमाली" }, ["central"], 15),
  stop("kasara", { en: "Kasara", mr: "कसारा", hi: "कसारा" }, ["central"], 15),
  // Western line: Churchgate to Dahanu Road
  stop("churchgate", { en: "Churchgate", mr: "चर्चगेट", hi: "चर्चगेट" }, ["western"], 20),
  stop("marine-lines", { en: "Marine Lines", mr: "मरीन लाइन्स", hi: "मरीन लाइन्स" }, ["western"], 20),
  stop("charni-road", { en: "Charni Road", mr: "चर्नी रोड", hi: "चर्नी रोड" }, ["western"], 20),
  stop("grant-road", { en: "Grant Road", mr: "ग्रँट रोड", hi: "ग्रांट रोड" }, ["western"], 20),
  stop("mumbai-central", { en: "Mumbai Central", mr: "मुंबई सेंट्रल", hi: "मुंबई सेंट्रल" }, ["western"], 21, [
    "Bombay Central",
    "बंबई सेंट्रल",
    "बॉम्बे सेंट्रल",
  ]),
  stop("mahalaxmi", { en: "Mahalaxmi", mr: "महालक्ष्मी", hi: "महालक्ष्मी" }, ["western"], 21),
  stop("lower-parel", { en: "Lower Parel", mr: "लोअर परळ", hi: "लोअर परेल" }, ["western"], 21),
  stop("prabhadevi", { en: "Prabhadevi", mr: "प्रभादेवी", hi: "प्रभादेवी" }, ["western"], 21),
  stop("matunga-road", { en: "Matunga Road", mr: "माटुंगा रोड", hi: "माटुंगा रोड" }, ["western"], 21),
  stop("mahim", { en: "Mahim Junction", mr: "माहीम जंक्शन", hi: "माहिम जंक्शन" }, ["western", "harbour"], 21),
  stop("bandra", { en: "Bandra", mr: "वांद्रे", hi: "बांद्रा" }, ["western", "harbour"], 22),
  stop("khar-road", { en: "Khar Road", mr: "खार रोड", hi: "खार रोड" }, ["western", "harbour"], 22),
  stop("santacruz", { en: "Santacruz", mr: "सांताक्रूझ", hi: "सांताक्रुज" }, ["western", "harbour"], 22),
  stop("vile-parle", { en: "Vile Parle", mr: "विलेपार्ले", hi: "विले पार्ले" }, ["western", "harbour"], 22),
  stop("andheri", { en: "Andheri", mr: "अंधेरी", hi: "अंधेरी" }, ["western", "harbour"], 23),
  stop("jogeshwari", { en: "Jogeshwari", mr: "जोगेश्वरी", hi: "जोगेश्वरी" }, ["western", "harbour"], 23),
  stop("ram-mandir", { en: "Ram Mandir", mr: "राम मंदिर", hi: "राम मंदिर" }, ["western", "harbour"], 23),
  stop("goregaon", { en: "Goregaon", mr: "गोरेगाव", hi: "गोरेगांव" }, ["western", "harbour"], 23),
  stop("malad", { en: "Malad", mr: "मालाड", hi: "मालाड" }, ["western"], 24),
  stop("kandivali", { en: "Kandivali", mr: "कांदिवली", hi: "कांदिवली" }, ["western"], 24),
  stop("borivali", { en: "Borivali", mr: "बोरिवली", hi: "बोरीवली" }, ["western"], 24),
  stop("dahisar", { en: "Dahisar", mr: "दहिसर", hi: "दहिसर" }, ["western"], 24),
  stop("mira-road", { en: "Mira Road", mr: "मीरा रोड", hi: "मीरा रोड" }, ["western"], 25),
  stop("bhayandar", { en: "Bhayandar", mr: "भाईंदर", hi: "भायंदर" }, ["western"], 25),
  stop("naigaon", { en: "Naigaon", mr: "नायगाव", hi: "नायगांव" }, ["western"], 25),
  stop("vasai-road", { en: "Vasai Road", mr: "वसई रोड", hi: "वसई रोड" }, ["western"], 25),
  stop("nalasopara", { en: "Nalasopara", mr: "नालासोपारा", hi: "नालासोपारा" }, ["western"], 25),
  stop("virar", { en: "Virar", mr: "विरार", hi: "विरार" }, ["western"], 26),
  stop("vaitarna", { en: "Vaitarna", mr: "वैतरणा", hi: "वैतरणा" }, ["western"], 26),
  stop("saphale", { en: "Saphale", mr: "सफाळे", hi: "सफाले" }, ["western"], 26),
  stop("kelve-road", { en: "Kelve Road", mr: "केळवे रोड", hi: "केलवे रोड" }, ["western"], 26),
  stop("palghar", { en: "Palghar", mr: "पालघर", hi: "पालघर" }, ["western"], 26),
  stop("umroli", { en: "Umroli", mr: "उमरोळी", hi: "उमरोली" }, ["western"], 26),
  stop("boisar", { en: "Boisar", mr: "बोईसर", hi: "बोईसर" }, ["western"], 26),
  stop("vangaon", { en: "Vangaon", mr: "वाणगाव", hi: "वानगांव" }, ["western"], 26),
  stop("dahanu-road", { en: "Dahanu Road", mr: "डहाणू रोड", hi: "दहानू रोड" }, ["western"], 26),
  // Harbour line: CSMT to Panvel (and the branch via King's Circle to Bandra and Goregaon above)
  stop("dockyard-road", { en: "Dockyard Road", mr: "डॉकयार्ड रोड", hi: "डॉकयार्ड रोड" }, ["harbour"], 10),
  stop("reay-road", { en: "Reay Road", mr: "रे रोड", hi: "रे रोड" }, ["harbour"], 10),
  stop("cotton-green", { en: "Cotton Green", mr: "कॉटन ग्रीन", hi: "कॉटन ग्रीन" }, ["harbour"], 17),
  stop("sewri", { en: "Sewri", mr: "शिवडी", hi: "सेवरी" }, ["harbour"], 17),
  stop("vadala-road", { en: "Vadala Road", mr: "वडाळा रोड", hi: "वडाला रोड" }, ["harbour"], 17, [
    "Wadala Road",
    "Wadala",
    "Vadala",
  ]),
  stop("kings-circle", { en: "King's Circle", mr: "किंग्ज सर्कल", hi: "किंग्स सर्कल" }, ["harbour"], 17),
  stop("gtb-nagar", { en: "Guru Tegh Bahadur Nagar", mr: "गुरू तेग बहादूर नगर", hi: "गुरु तेग बहादुर नगर" }, ["harbour"], 17, [
    "GTB Nagar",
    "जीटीबी नगर",
  ]),
  stop("chunabhatti", { en: "Chunabhatti", mr: "चुनाभट्टी", hi: "चुनाभट्टी" }, ["harbour"], 17),
  stop("tilak-nagar", { en: "Tilak Nagar", mr: "टिळक नगर", hi: "तिलक नगर" }, ["harbour"], 12),
  stop("chembur", { en: "Chembur", mr: "चेंबूर", hi: "चेंबूर" }, ["harbour"], 12),
  stop("govandi", { en: "Govandi", mr: "गोवंडी", hi: "गोवंडी" }, ["harbour"], 18),
  stop("mankhurd", { en: "Mankhurd", mr: "मानखुर्द", hi: "मानखुर्द" }, ["harbour"], 18),
  stop("vashi", { en: "Vashi", mr: "वाशी", hi: "वाशी" }, ["harbour", "trans_harbour"], 18),
  stop("sanpada", { en: "Sanpada", mr: "सानपाडा", hi: "सानपाडा" }, ["harbour", "trans_harbour"], 18),
  stop("juinagar", { en: "Juinagar", mr: "जुईनगर", hi: "जुईनगर" }, ["harbour", "trans_harbour"], 18),
  stop("nerul", { en: "Nerul", mr: "नेरूळ", hi: "नेरुल" }, ["harbour", "trans_harbour"], 18),
  stop("seawoods-darave", { en: "Seawoods-Darave", mr: "सीवूड्स-दारावे", hi: "सीवुड्स-दारावे" }, ["harbour"], 18),
  stop("belapur-cbd", { en: "CBD Belapur", mr: "सीबीडी बेलापूर", hi: "सीबीडी बेलापुर" }, ["harbour"], 18),
  stop("kharghar", { en: "Kharghar", mr: "खारघर", hi: "खारघर" }, ["harbour"], 19),
  stop("mansarovar", { en: "Mansarovar", mr: "मानसरोवर", hi: "मानसरोवर" }, ["harbour"], 19),
  stop("khandeshwar", { en: "Khandeshwar", mr: "खांदेश्वर", hi: "खांदेश्वर" }, ["harbour"], 19),
  stop("panvel", { en: "Panvel", mr: "पनवेल", hi: "पनवेल" }, ["harbour"], 19),
  // Trans-Harbour line: Thane to Vashi and Nerul
  stop("airoli", { en: "Airoli", mr: "ऐरोली", hi: "ऐरोली" }, ["trans_harbour"], 18),
  stop("rabale", { en: "Rabale", mr: "रबाळे", hi: "रबाले" }, ["trans_harbour"], 18),
  stop("ghansoli", { en: "Ghansoli", mr: "घणसोली", hi: "घणसोली" }, ["trans_harbour"], 18),
  stop("kopar-khairane", { en: "Kopar Khairane", mr: "कोपरखैरणे", hi: "कोपर खैरणे" }, ["trans_harbour"], 18),
  stop("turbhe", { en: "Turbhe", mr: "तुर्भे", hi: "तुर्भे" }, ["trans_harbour"], 18),
];

export const RAILWAY_STOP_IDS = RAILWAY_STOPS.map((entry) => entry.id) as unknown as readonly [string, ...string[]];

const BY_ID = new Map(RAILWAY_STOPS.map((entry) => [entry.id, entry]));

export function findStop(id: string): RailwayStop | undefined {
  return BY_ID.get(id);
}

/** The police station with jurisdiction over a stop; undefined for an unknown id. */
export function jurisdictionOf(stopId: string): number | undefined {
  return BY_ID.get(stopId)?.policeStationId;
}
