/**
 * The suburban railway stops of Mumbai, by line in line order, with the railway police station
 * (GRP) that has jurisdiction over each: a commuter picks the stop, the FIR request goes to its
 * police station (for a train, the station it was leaving). The specification gives the 17 police
 * stations and their ids (CSMT 10 … Palghar 26) but not their boundaries, so the stretches here
 * follow line order from each police station's own stop; they are the site's working assignment,
 * which the force confirms.
 * Plain data with no imports: the form's options and the server's checks both read it.
 */
export const RAILWAY_LINE_IDS = ["central", "western", "harbour", "trans_harbour"] as const;
export type RailwayLineId = (typeof RAILWAY_LINE_IDS)[number];

export type RailwayStop = {
  /** Stable slug, lower case ASCII with hyphens ("vasai-road"); used in forms and stored in the database. */
  id: string;
  en: string;
  mr: string;
  lines: readonly RailwayLineId[];
  /** The railway police station (10..26) with jurisdiction. */
  policeStationId: number;
  /** Other spellings commuters use ("Dombivali", "Wadala", "सायन"), found by the stations search. */
  aliases?: readonly string[];
};

const stop = (
  id: string,
  en: string,
  mr: string,
  lines: readonly RailwayLineId[],
  policeStationId: number,
  aliases?: readonly string[],
) => ({ id, en, mr, lines, policeStationId, ...(aliases ? { aliases } : {}) }) satisfies RailwayStop;

/** Every stop, grouped by line in line order (a stop on several lines is listed once, under its first). */
export const RAILWAY_STOPS: readonly RailwayStop[] = [
  // Central line: CSMT to Kalyan
  stop(
    "csmt",
    "CSMT (Chhatrapati Shivaji Maharaj Terminus)",
    "सीएसएमटी (छत्रपती शिवाजी महाराज टर्मिनस)",
    ["central", "harbour"],
    10,
    ["CST", "VT", "Victoria Terminus", "सीएसटी", "व्हीटी"],
  ),
  stop("masjid", "Masjid", "मस्जिद", ["central", "harbour"], 10),
  stop("sandhurst-road", "Sandhurst Road", "सँडहर्स्ट रोड", ["central", "harbour"], 10),
  stop("byculla", "Byculla", "भायखळा", ["central"], 10),
  stop("chinchpokli", "Chinchpokli", "चिंचपोकळी", ["central"], 11),
  stop("currey-road", "Currey Road", "करी रोड", ["central"], 11),
  stop("parel", "Parel", "परळ", ["central"], 11),
  stop("dadar", "Dadar", "दादर", ["central", "western"], 11),
  stop("matunga", "Matunga", "माटुंगा", ["central"], 11),
  stop("sion", "Sion", "शीव", ["central"], 11, ["सायन"]),
  stop("kurla", "Kurla", "कुर्ला", ["central", "harbour"], 12),
  stop("vidyavihar", "Vidyavihar", "विद्याविहार", ["central"], 12),
  stop("ghatkopar", "Ghatkopar", "घाटकोपर", ["central"], 12),
  stop("vikhroli", "Vikhroli", "विक्रोळी", ["central"], 12),
  stop("kanjurmarg", "Kanjurmarg", "कांजूरमार्ग", ["central"], 12),
  stop("bhandup", "Bhandup", "भांडुप", ["central"], 12),
  stop("nahur", "Nahur", "नाहूर", ["central"], 13),
  stop("mulund", "Mulund", "मुलुंड", ["central"], 13),
  stop("thane", "Thane", "ठाणे", ["central", "trans_harbour"], 13),
  stop("kalwa", "Kalwa", "कळवा", ["central"], 13),
  stop("mumbra", "Mumbra", "मुंब्रा", ["central"], 13),
  stop("diva", "Diva", "दिवा", ["central"], 13),
  stop("kopar", "Kopar", "कोपर", ["central"], 14),
  stop("dombivli", "Dombivli", "डोंबिवली", ["central"], 14, ["Dombivali", "Dombiwali"]),
  stop("thakurli", "Thakurli", "ठाकुर्ली", ["central"], 14),
  stop("kalyan", "Kalyan", "कल्याण", ["central"], 15),
  // Central line: Kalyan to Karjat and Khopoli
  stop("vithalwadi", "Vithalwadi", "विठ्ठलवाडी", ["central"], 15),
  stop("ulhasnagar", "Ulhasnagar", "उल्हासनगर", ["central"], 15),
  stop("ambernath", "Ambernath", "अंबरनाथ", ["central"], 15),
  stop("badlapur", "Badlapur", "बदलापूर", ["central"], 15),
  stop("vangani", "Vangani", "वांगणी", ["central"], 16),
  stop("shelu", "Shelu", "शेलू", ["central"], 16),
  stop("neral", "Neral", "नेरळ", ["central"], 16),
  stop("bhivpuri-road", "Bhivpuri Road", "भिवपुरी रोड", ["central"], 16),
  stop("karjat", "Karjat", "कर्जत", ["central"], 16),
  stop("palasdhari", "Palasdhari", "पळसधरी", ["central"], 16),
  stop("kelavli", "Kelavli", "केळवली", ["central"], 16),
  stop("dolavli", "Dolavli", "डोलवली", ["central"], 16),
  stop("lowjee", "Lowjee", "लौजी", ["central"], 16),
  stop("khopoli", "Khopoli", "खोपोली", ["central"], 16),
  // Central line: Kalyan to Kasara
  stop("shahad", "Shahad", "शहाड", ["central"], 15),
  stop("ambivli", "Ambivli", "आंबिवली", ["central"], 15),
  stop("titwala", "Titwala", "टिटवाळा", ["central"], 15),
  stop("khadavli", "Khadavli", "खडवली", ["central"], 15),
  stop("vasind", "Vasind", "वासिंद", ["central"], 15),
  stop("asangaon", "Asangaon", "आसनगाव", ["central"], 15),
  stop("atgaon", "Atgaon", "आटगाव", ["central"], 15),
  stop("khardi", "Khardi", "खर्डी", ["central"], 15),
  stop("umbermali", "Umbermali", "उंबरमाळी", ["central"], 15),
  stop("kasara", "Kasara", "कसारा", ["central"], 15),
  // Western line: Churchgate to Dahanu Road
  stop("churchgate", "Churchgate", "चर्चगेट", ["western"], 20),
  stop("marine-lines", "Marine Lines", "मरीन लाइन्स", ["western"], 20),
  stop("charni-road", "Charni Road", "चर्नी रोड", ["western"], 20),
  stop("grant-road", "Grant Road", "ग्रँट रोड", ["western"], 20),
  stop("mumbai-central", "Mumbai Central", "मुंबई सेंट्रल", ["western"], 21),
  stop("mahalaxmi", "Mahalaxmi", "महालक्ष्मी", ["western"], 21),
  stop("lower-parel", "Lower Parel", "लोअर परळ", ["western"], 21),
  stop("prabhadevi", "Prabhadevi", "प्रभादेवी", ["western"], 21),
  stop("matunga-road", "Matunga Road", "माटुंगा रोड", ["western"], 21),
  stop("mahim", "Mahim Junction", "माहीम जंक्शन", ["western", "harbour"], 21),
  stop("bandra", "Bandra", "वांद्रे", ["western", "harbour"], 22),
  stop("khar-road", "Khar Road", "खार रोड", ["western", "harbour"], 22),
  stop("santacruz", "Santacruz", "सांताक्रूझ", ["western", "harbour"], 22),
  stop("vile-parle", "Vile Parle", "विलेपार्ले", ["western", "harbour"], 22),
  stop("andheri", "Andheri", "अंधेरी", ["western", "harbour"], 23),
  stop("jogeshwari", "Jogeshwari", "जोगेश्वरी", ["western", "harbour"], 23),
  stop("ram-mandir", "Ram Mandir", "राम मंदिर", ["western", "harbour"], 23),
  stop("goregaon", "Goregaon", "गोरेगाव", ["western", "harbour"], 23),
  stop("malad", "Malad", "मालाड", ["western"], 24),
  stop("kandivali", "Kandivali", "कांदिवली", ["western"], 24),
  stop("borivali", "Borivali", "बोरिवली", ["western"], 24),
  stop("dahisar", "Dahisar", "दहिसर", ["western"], 24),
  stop("mira-road", "Mira Road", "मीरा रोड", ["western"], 25),
  stop("bhayandar", "Bhayandar", "भाईंदर", ["western"], 25),
  stop("naigaon", "Naigaon", "नायगाव", ["western"], 25),
  stop("vasai-road", "Vasai Road", "वसई रोड", ["western"], 25),
  stop("nalasopara", "Nalasopara", "नालासोपारा", ["western"], 25),
  stop("virar", "Virar", "विरार", ["western"], 26),
  stop("vaitarna", "Vaitarna", "वैतरणा", ["western"], 26),
  stop("saphale", "Saphale", "सफाळे", ["western"], 26),
  stop("kelve-road", "Kelve Road", "केळवे रोड", ["western"], 26),
  stop("palghar", "Palghar", "पालघर", ["western"], 26),
  stop("umroli", "Umroli", "उमरोळी", ["western"], 26),
  stop("boisar", "Boisar", "बोईसर", ["western"], 26),
  stop("vangaon", "Vangaon", "वाणगाव", ["western"], 26),
  stop("dahanu-road", "Dahanu Road", "डहाणू रोड", ["western"], 26),
  // Harbour line: CSMT to Panvel (and the branch via King's Circle to Bandra and Goregaon above)
  stop("dockyard-road", "Dockyard Road", "डॉकयार्ड रोड", ["harbour"], 10),
  stop("reay-road", "Reay Road", "रे रोड", ["harbour"], 10),
  stop("cotton-green", "Cotton Green", "कॉटन ग्रीन", ["harbour"], 17),
  stop("sewri", "Sewri", "शिवडी", ["harbour"], 17),
  stop("vadala-road", "Vadala Road", "वडाळा रोड", ["harbour"], 17, ["Wadala Road", "Wadala", "Vadala"]),
  stop("kings-circle", "King's Circle", "किंग्ज सर्कल", ["harbour"], 17),
  stop("gtb-nagar", "Guru Tegh Bahadur Nagar", "गुरू तेग बहादूर नगर", ["harbour"], 17),
  stop("chunabhatti", "Chunabhatti", "चुनाभट्टी", ["harbour"], 17),
  stop("tilak-nagar", "Tilak Nagar", "टिळक नगर", ["harbour"], 12),
  stop("chembur", "Chembur", "चेंबूर", ["harbour"], 12),
  stop("govandi", "Govandi", "गोवंडी", ["harbour"], 18),
  stop("mankhurd", "Mankhurd", "मानखुर्द", ["harbour"], 18),
  stop("vashi", "Vashi", "वाशी", ["harbour", "trans_harbour"], 18),
  stop("sanpada", "Sanpada", "सानपाडा", ["harbour", "trans_harbour"], 18),
  stop("juinagar", "Juinagar", "जुईनगर", ["harbour", "trans_harbour"], 18),
  stop("nerul", "Nerul", "नेरूळ", ["harbour", "trans_harbour"], 18),
  stop("seawoods-darave", "Seawoods-Darave", "सीवूड्स-दारावे", ["harbour"], 18),
  stop("belapur-cbd", "CBD Belapur", "सीबीडी बेलापूर", ["harbour"], 18),
  stop("kharghar", "Kharghar", "खारघर", ["harbour"], 19),
  stop("mansarovar", "Mansarovar", "मानसरोवर", ["harbour"], 19),
  stop("khandeshwar", "Khandeshwar", "खांदेश्वर", ["harbour"], 19),
  stop("panvel", "Panvel", "पनवेल", ["harbour"], 19),
  // Trans-Harbour line: Thane to Vashi and Nerul
  stop("airoli", "Airoli", "ऐरोली", ["trans_harbour"], 18),
  stop("rabale", "Rabale", "रबाळे", ["trans_harbour"], 18),
  stop("ghansoli", "Ghansoli", "घणसोली", ["trans_harbour"], 18),
  stop("kopar-khairane", "Kopar Khairane", "कोपरखैरणे", ["trans_harbour"], 18),
  stop("turbhe", "Turbhe", "तुर्भे", ["trans_harbour"], 18),
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
