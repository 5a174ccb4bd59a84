/**
 * The suburban railway stops of Mumbai, by line in line order, with the railway police station
 * (GRP) that has jurisdiction over each: a commuter picks the stop, the FIR request goes to its
 * police station (for a train, the station it was leaving). The specification gives the 17 police
 * stations and their ids (CSMT 10 … Palghar 26) but not their boundaries, so the stretches here
 * follow line order from each police station's own stop; they are the site's working assignment,
 * which the force confirms.
 * Plain data with no imports: the form's options and the server's checks both read it. A stop's
 * name is a word of each language, so each language's folder names it by the stop's id
 * (app/locales/<code>/stops.ts, as the railways write it: Marathi परळ, शीव, वांद्रे; Hindi परेल,
 * सायन, बांद्रा), and `nameOfStop` (jurisdiction.ts) reads it from there.
 */
export const RAILWAY_LINE_IDS = ["central", "western", "harbour", "trans_harbour"] as const;
export type RailwayLineId = (typeof RAILWAY_LINE_IDS)[number];

export type RailwayStop = {
  /** Stable slug, lower case ASCII with hyphens ("vasai-road"); used in forms and stored in the database. */
  id: string;
  lines: readonly RailwayLineId[];
  /** The railway police station (10..26) with jurisdiction. */
  policeStationId: number;
  /** Other spellings commuters use ("Dombivali", "Wadala", "डोम्बिवली"), found by the stations search. */
  aliases?: readonly string[];
};

const stop = (id: string, lines: readonly RailwayLineId[], policeStationId: number, aliases?: readonly string[]) =>
  ({ id, lines, policeStationId, ...(aliases ? { aliases } : {}) }) satisfies RailwayStop;

/** Every stop, grouped by line in line order (a stop on several lines is listed once, under its first). */
export const RAILWAY_STOPS: readonly RailwayStop[] = [
  // Central line: CSMT to Kalyan
  stop("csmt", ["central", "harbour"], 10, [
    "CST",
    "VT",
    "Victoria Terminus",
    "सीएसटी",
    "व्हीटी",
    "वीटी",
    "विक्टोरिया टर्मिनस",
  ]),
  stop("masjid", ["central", "harbour"], 10),
  stop("sandhurst-road", ["central", "harbour"], 10),
  stop("byculla", ["central"], 10),
  stop("chinchpokli", ["central"], 11),
  stop("currey-road", ["central"], 11),
  stop("parel", ["central"], 11),
  stop("dadar", ["central", "western"], 11),
  stop("matunga", ["central"], 11),
  stop("sion", ["central"], 11),
  stop("kurla", ["central", "harbour"], 12),
  stop("vidyavihar", ["central"], 12),
  stop("ghatkopar", ["central"], 12),
  stop("vikhroli", ["central"], 12),
  stop("kanjurmarg", ["central"], 12),
  stop("bhandup", ["central"], 12),
  stop("nahur", ["central"], 13),
  stop("mulund", ["central"], 13),
  stop("thane", ["central", "trans_harbour"], 13),
  stop("kalwa", ["central"], 13),
  stop("mumbra", ["central"], 13),
  stop("diva", ["central"], 13),
  stop("kopar", ["central"], 14),
  stop("dombivli", ["central"], 14, ["Dombivali", "Dombiwali"]),
  stop("thakurli", ["central"], 14),
  stop("kalyan", ["central"], 15),
  // Central line: Kalyan to Karjat and Khopoli
  stop("vithalwadi", ["central"], 15),
  stop("ulhasnagar", ["central"], 15),
  stop("ambernath", ["central"], 15),
  stop("badlapur", ["central"], 15),
  stop("vangani", ["central"], 16),
  stop("shelu", ["central"], 16),
  stop("neral", ["central"], 16),
  stop("bhivpuri-road", ["central"], 16),
  stop("karjat", ["central"], 16),
  stop("palasdhari", ["central"], 16),
  stop("kelavli", ["central"], 16),
  stop("dolavli", ["central"], 16),
  stop("lowjee", ["central"], 16),
  stop("khopoli", ["central"], 16),
  // Central line: Kalyan to Kasara
  stop("shahad", ["central"], 15),
  stop("ambivli", ["central"], 15),
  stop("titwala", ["central"], 15),
  stop("khadavli", ["central"], 15),
  stop("vasind", ["central"], 15),
  stop("asangaon", ["central"], 15),
  stop("atgaon", ["central"], 15),
  stop("khardi", ["central"], 15),
  stop("umbermali", ["central"], 15),
  stop("kasara", ["central"], 15),
  // Western line: Churchgate to Dahanu Road
  stop("churchgate", ["western"], 20),
  stop("marine-lines", ["western"], 20),
  stop("charni-road", ["western"], 20),
  stop("grant-road", ["western"], 20),
  stop("mumbai-central", ["western"], 21, ["Bombay Central", "बंबई सेंट्रल", "बॉम्बे सेंट्रल"]),
  stop("mahalaxmi", ["western"], 21),
  stop("lower-parel", ["western"], 21),
  stop("prabhadevi", ["western"], 21),
  stop("matunga-road", ["western"], 21),
  stop("mahim", ["western", "harbour"], 21),
  stop("bandra", ["western", "harbour"], 22),
  stop("khar-road", ["western", "harbour"], 22),
  stop("santacruz", ["western", "harbour"], 22),
  stop("vile-parle", ["western", "harbour"], 22),
  stop("andheri", ["western", "harbour"], 23),
  stop("jogeshwari", ["western", "harbour"], 23),
  stop("ram-mandir", ["western", "harbour"], 23),
  stop("goregaon", ["western", "harbour"], 23),
  stop("malad", ["western"], 24),
  stop("kandivali", ["western"], 24),
  stop("borivali", ["western"], 24),
  stop("dahisar", ["western"], 24),
  stop("mira-road", ["western"], 25),
  stop("bhayandar", ["western"], 25),
  stop("naigaon", ["western"], 25),
  stop("vasai-road", ["western"], 25),
  stop("nalasopara", ["western"], 25),
  stop("virar", ["western"], 26),
  stop("vaitarna", ["western"], 26),
  stop("saphale", ["western"], 26),
  stop("kelve-road", ["western"], 26),
  stop("palghar", ["western"], 26),
  stop("umroli", ["western"], 26),
  stop("boisar", ["western"], 26),
  stop("vangaon", ["western"], 26),
  stop("dahanu-road", ["western"], 26),
  // Harbour line: CSMT to Panvel (and the branch via King's Circle to Bandra and Goregaon above)
  stop("dockyard-road", ["harbour"], 10),
  stop("reay-road", ["harbour"], 10),
  stop("cotton-green", ["harbour"], 17),
  stop("sewri", ["harbour"], 17),
  stop("vadala-road", ["harbour"], 17, ["Wadala Road", "Wadala", "Vadala"]),
  stop("kings-circle", ["harbour"], 17),
  stop("gtb-nagar", ["harbour"], 17, ["GTB Nagar", "जीटीबी नगर"]),
  stop("chunabhatti", ["harbour"], 17),
  stop("tilak-nagar", ["harbour"], 12),
  stop("chembur", ["harbour"], 12),
  stop("govandi", ["harbour"], 18),
  stop("mankhurd", ["harbour"], 18),
  stop("vashi", ["harbour", "trans_harbour"], 18),
  stop("sanpada", ["harbour", "trans_harbour"], 18),
  stop("juinagar", ["harbour", "trans_harbour"], 18),
  stop("nerul", ["harbour", "trans_harbour"], 18),
  stop("seawoods-darave", ["harbour"], 18),
  stop("belapur-cbd", ["harbour"], 18),
  stop("kharghar", ["harbour"], 19),
  stop("mansarovar", ["harbour"], 19),
  stop("khandeshwar", ["harbour"], 19),
  stop("panvel", ["harbour"], 19),
  // Trans-Harbour line: Thane to Vashi and Nerul
  stop("airoli", ["trans_harbour"], 18),
  stop("rabale", ["trans_harbour"], 18),
  stop("ghansoli", ["trans_harbour"], 18),
  stop("kopar-khairane", ["trans_harbour"], 18),
  stop("turbhe", ["trans_harbour"], 18),
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
