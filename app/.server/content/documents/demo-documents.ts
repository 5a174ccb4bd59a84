/**
 * Bilingual demo content of the documents area: press releases, tenders, recruitments, RTI
 * documents and initiative booklets, each with a small generated PDF (and booklets with a drawn
 * cover). Every title says it is a sample. Dates are fixed, so the demo site and its tests look
 * the same on every machine.
 */
import type { Kysely } from "kysely";
import type { DemoSeed } from "../../db/seed/demo-seed";
import { storeDemoImage, storeDemoPdf } from "../../db/seed/demo-media";
import type { Database } from "../../db/schema";
import type { DocumentKind, NewBook, NewDocument } from "../../db/tables/documents";
import type { FileStorage } from "../../storage/file-storage";

type Titles = [en: string, mr: string];

export const DEMO_PRESS_RELEASES: Titles[] = [
  [
    "Railway police return 42 stolen mobile phones to commuters at Dadar (sample)",
    "दादर येथे चोरीला गेलेले ४२ मोबाइल फोन लोहमार्ग पोलिसांनी प्रवाशांना परत केले (नमुना)",
  ],
  [
    "Special security arrangements at suburban stations for the festive season (sample)",
    "सणासुदीच्या काळात उपनगरीय स्थानकांवर विशेष सुरक्षा व्यवस्था (नमुना)",
  ],
  ["Awareness drive against stone-throwing at trains (sample)", "धावत्या गाड्यांवरील दगडफेकीविरोधात जनजागृती मोहीम (नमुना)"],
  ["Missing child reunited with family at Kalyan station (sample)", "कल्याण स्थानकावर हरवलेले मूल कुटुंबीयांच्या स्वाधीन (नमुना)"],
  [
    "Women's safety squad begins patrols on late-night local trains (sample)",
    "रात्री उशिराच्या लोकल गाड्यांमध्ये महिला सुरक्षा पथकाची गस्त सुरू (नमुना)",
  ],
  ["Pickpocketing gang arrested at Kurla (sample)", "कुर्ला येथे पाकीटमार टोळीला अटक (नमुना)"],
  [
    "Helpline 1512 answered over ten thousand calls this month (sample)",
    "हेल्पलाइन 1512 वर या महिन्यात दहा हजारांहून अधिक कॉल्सना प्रतिसाद (नमुना)",
  ],
  [
    "Lost luggage worth Rs 2 lakh returned to a passenger at Thane (sample)",
    "ठाणे येथे प्रवाशाचे दोन लाख रुपयांचे हरवलेले सामान परत केले (नमुना)",
  ],
  [
    "Commuter safety week to be observed at all stations (sample)",
    "सर्व स्थानकांवर प्रवासी सुरक्षा सप्ताह पाळला जाणार (नमुना)",
  ],
  [
    "CCTV network helps trace chain-snatching suspect at Andheri (sample)",
    "अंधेरी येथे सोनसाखळी चोरीतील संशयिताचा सीसीटीव्हीच्या मदतीने शोध (नमुना)",
  ],
  [
    "Railway police felicitate commuters who helped an injured passenger (sample)",
    "जखमी प्रवाशाला मदत करणाऱ्या प्रवाशांचा लोहमार्ग पोलिसांकडून सत्कार (नमुना)",
  ],
  [
    "Drive against unauthorised hawkers on foot over-bridges (sample)",
    "पादचारी पुलांवरील अनधिकृत फेरीवाल्यांविरोधात मोहीम (नमुना)",
  ],
  ["Blood donation camp organised at the Commissionerate (sample)", "आयुक्तालयात रक्तदान शिबिराचे आयोजन (नमुना)"],
  [
    "Monsoon preparedness reviewed at flood-prone stations (sample)",
    "पूरप्रवण स्थानकांवरील पावसाळापूर्व तयारीचा आढावा (नमुना)",
  ],
];

export const DEMO_TENDERS: Titles[] = [
  [
    "Supply and installation of CCTV cameras at suburban stations (sample tender)",
    "उपनगरीय स्थानकांवर सीसीटीव्ही कॅमेऱ्यांचा पुरवठा व उभारणी (नमुना निविदा)",
  ],
  [
    "Annual maintenance of police station computers and printers (sample tender)",
    "पोलीस ठाण्यांतील संगणक व प्रिंटर यांची वार्षिक देखभाल (नमुना निविदा)",
  ],
  ["Hiring of vehicles for patrol duty (sample tender)", "गस्तीसाठी वाहने भाड्याने घेणे (नमुना निविदा)"],
  ["Supply of walkie-talkie sets (sample tender)", "वॉकी-टॉकी संचांचा पुरवठा (नमुना निविदा)"],
  [
    "Housekeeping services for the Commissionerate building (sample tender)",
    "आयुक्तालय इमारतीसाठी स्वच्छता सेवा (नमुना निविदा)",
  ],
  [
    "Printing of commuter awareness posters and booklets (sample tender)",
    "प्रवासी जनजागृती भित्तिपत्रके व पुस्तिकांची छपाई (नमुना निविदा)",
  ],
  ["Supply of door-frame metal detectors (sample tender)", "दरवाजा-चौकट धातुशोधक यंत्रांचा पुरवठा (नमुना निविदा)"],
  [
    "Repair and painting of a police station building (sample tender)",
    "पोलीस ठाण्याच्या इमारतीची दुरुस्ती व रंगकाम (नमुना निविदा)",
  ],
  ["Supply of first-aid kits for stations (sample tender)", "स्थानकांसाठी प्रथमोपचार पेट्यांचा पुरवठा (नमुना निविदा)"],
  ["Annual maintenance of air conditioners (sample tender)", "वातानुकूलन यंत्रांची वार्षिक देखभाल (नमुना निविदा)"],
  ["Supply of stationery for offices (sample tender)", "कार्यालयांसाठी लेखनसामग्रीचा पुरवठा (नमुना निविदा)"],
  [
    "Installation of public address systems at police booths (sample tender)",
    "पोलीस चौक्यांवर ध्वनिक्षेपण यंत्रणा बसवणे (नमुना निविदा)",
  ],
  ["Supply of barricades for crowd management (sample tender)", "गर्दी व्यवस्थापनासाठी अडथळ्यांचा पुरवठा (नमुना निविदा)"],
  ["Website hosting and maintenance services (sample tender)", "संकेतस्थळ होस्टिंग व देखभाल सेवा (नमुना निविदा)"],
];

export const DEMO_RECRUITMENTS: Titles[] = [
  ["Recruitment of police constables 2026: notification (sample)", "पोलीस शिपाई भरती २०२६: अधिसूचना (नमुना)"],
  [
    "Police constable recruitment 2026: physical test schedule (sample)",
    "पोलीस शिपाई भरती २०२६: शारीरिक चाचणीचे वेळापत्रक (नमुना)",
  ],
  [
    "Police constable recruitment 2026: list of eligible candidates (sample)",
    "पोलीस शिपाई भरती २०२६: पात्र उमेदवारांची यादी (नमुना)",
  ],
  ["Recruitment of police drivers: notification (sample)", "पोलीस चालक भरती: अधिसूचना (नमुना)"],
  ["Contract appointment of a legal adviser (sample)", "कायदेविषयक सल्लागाराची कंत्राटी नियुक्ती (नमुना)"],
  ["Enrolment of home guards for railway duty (sample)", "लोहमार्ग कर्तव्यासाठी होमगार्ड नावनोंदणी (नमुना)"],
  [
    "Police constable recruitment 2026: written test results (sample)",
    "पोलीस शिपाई भरती २०२६: लेखी परीक्षेचा निकाल (नमुना)",
  ],
  ["Recruitment of clerk-typists on contract (sample)", "कंत्राटी लिपिक-टंकलेखक भरती (नमुना)"],
  [
    "Police driver recruitment: document verification schedule (sample)",
    "पोलीस चालक भरती: कागदपत्र पडताळणीचे वेळापत्रक (नमुना)",
  ],
];

/** Notices whose closing date passed long before the demo's "now": the archive pages show them. */
export const DEMO_CLOSED_TENDERS: Titles[] = [
  [
    "Repainting of the railway police control room (sample closed tender)",
    "लोहमार्ग पोलीस नियंत्रण कक्षाचे पुनर्रंगकाम (नमुना बंद निविदा)",
  ],
  [
    "Supply of rain gear for platform staff (sample closed tender)",
    "फलाटावरील कर्मचाऱ्यांसाठी पावसाळी साहित्याचा पुरवठा (नमुना बंद निविदा)",
  ],
];

export const DEMO_CLOSED_RECRUITMENTS: Titles[] = [
  [
    "Contract drivers for patrol vehicles, last year's notice (sample closed recruitment)",
    "गस्ती वाहनांसाठी कंत्राटी चालक, मागील वर्षाची सूचना (नमुना बंद भरती)",
  ],
  ["Home guards for festival duty (sample closed recruitment)", "सणांच्या बंदोबस्तासाठी होमगार्ड (नमुना बंद भरती)"],
];

export const DEMO_RTI_DOCUMENTS: Titles[] = [
  [
    "Proactive disclosure under section 4(1)(b) of the RTI Act, 2005 (sample)",
    "माहितीचा अधिकार अधिनियम, २००५ च्या कलम ४(१)(ख) अंतर्गत स्वयंप्रेरणेने प्रसिद्ध केलेली माहिती (नमुना)",
  ],
  [
    "List of public information officers and appellate authorities (sample)",
    "जन माहिती अधिकारी व अपिलीय अधिकाऱ्यांची यादी (नमुना)",
  ],
  ["How to apply for information: procedure and fees (sample)", "माहितीसाठी अर्ज कसा करावा: कार्यपद्धती व शुल्क (नमुना)"],
  [
    "RTI applications received and disposed of, 2025-26 (sample)",
    "२०२५-२६ मध्ये प्राप्त व निकाली काढलेले माहितीच्या अधिकाराचे अर्ज (नमुना)",
  ],
  ["Organisation, functions and duties of the Commissionerate (sample)", "आयुक्तालयाची रचना, कार्ये व कर्तव्ये (नमुना)"],
  ["Budget allocated to the Commissionerate, 2026-27 (sample)", "आयुक्तालयासाठी मंजूर अर्थसंकल्प, २०२६-२७ (नमुना)"],
];

export const DEMO_BOOKLETS: Titles[] = [
  ["Safe travel guide for commuters (sample booklet)", "प्रवाशांसाठी सुरक्षित प्रवास मार्गदर्शिका (नमुना पुस्तिका)"],
  ["Women's safety on suburban trains (sample booklet)", "उपनगरीय गाड्यांमध्ये महिलांची सुरक्षा (नमुना पुस्तिका)"],
  ["Child protection at railway stations (sample booklet)", "रेल्वे स्थानकांवरील बालसंरक्षण (नमुना पुस्तिका)"],
  ["Cyber safety for commuters (sample booklet)", "प्रवाशांसाठी सायबर सुरक्षा (नमुना पुस्तिका)"],
  ["Help desk guide for senior citizens (sample booklet)", "ज्येष्ठ नागरिकांसाठी मदत कक्ष मार्गदर्शिका (नमुना पुस्तिका)"],
  [
    "Say no to drugs: a guide for young commuters (sample booklet)",
    "अमली पदार्थांना नाही म्हणा: तरुण प्रवाशांसाठी मार्गदर्शिका (नमुना पुस्तिका)",
  ],
  [
    "First aid at stations: what commuters can do (sample booklet)",
    "स्थानकांवरील प्रथमोपचार: प्रवासी काय करू शकतात (नमुना पुस्तिका)",
  ],
  [
    "Lost and found: reporting and recovering property (sample booklet)",
    "हरवले व सापडले: तक्रार कशी करावी व वस्तू परत कशा मिळवाव्यात (नमुना पुस्तिका)",
  ],
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixed "now" of the demo: lists look the same whatever day the demo is loaded. */
const DEMO_LATEST = Date.parse("2026-11-17T06:00:00.000Z");

const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

const KIND_LABEL: Record<DocumentKind, string> = {
  press_release: "Press release",
  tender: "Tender notice",
  recruitment: "Recruitment notice",
  rti: "Right to Information document",
};
const KIND_FOLDER: Record<DocumentKind, string> = {
  press_release: "documents/press-releases",
  tender: "documents/tenders",
  recruitment: "documents/recruitments",
  rti: "documents/rti",
};

/** The text of a sample PDF: English only (the generator writes Latin-1), and plainly a sample. */
function pdfLines(title: string, kind: string, date: string): string[] {
  return [
    title,
    "SAMPLE DOCUMENT - demonstration content only. This is not a real notice.",
    "",
    `Mumbai Railway Police - ${kind}`,
    `Date: ${date}`,
    "",
    "This file stands in for a document the railway police would publish here. It exists so that " +
      "the website can be tried out end to end: the list shows its title and date, and the View " +
      "button opens this PDF in a new tab.",
    "",
    "Railway police helpline: 1512 (24 hours). Toll free: 1800 22 1512.",
  ];
}

async function documentRows(
  storage: FileStorage,
  kind: DocumentKind,
  titles: Titles[],
  dates: (index: number) => { created: number; updated: number; expires?: number },
): Promise<NewDocument[]> {
  return Promise.all(
    titles.map(async ([en, mr], index) => {
      const { created, updated, expires } = dates(index);
      const file = await storeDemoPdf(storage, KIND_FOLDER[kind], pdfLines(en, KIND_LABEL[kind], isoDay(updated)));
      return {
        kind,
        title_en: en,
        title_mr: mr,
        uploaded_file: file,
        published: 1 as const,
        expires_on: expires === undefined ? null : isoDay(expires),
        created_at: iso(created),
        updated_at: iso(updated),
      };
    }),
  );
}

/** A portrait booklet cover (480x640): a coloured band, an emblem-like ring, the English title and "SAMPLE". */
export function demoCoverSvg(seed: number, title: string): string {
  const palettes = [
    ["#0b3d91", "#f6b400"],
    ["#1b5e20", "#ffca28"],
    ["#6a1b9a", "#ffb74d"],
    ["#b3261e", "#ffe082"],
    ["#004d61", "#ffd54f"],
    ["#37474f", "#ff8a65"],
    ["#4e342e", "#ffcc80"],
    ["#283593", "#80deea"],
  ] as const;
  const [dark, accent] = palettes[seed % palettes.length]!;
  const words = title
    .replace(/\s*\(sample booklet\)$/i, "")
    .replace(/[<>&"]/g, "")
    .split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .map(
      (line, i) =>
        `<text x="240" y="${390 + i * 40}" font-size="32" font-weight="700" text-anchor="middle" fill="#ffffff">${line}</text>`,
    )
    .join("\n  ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640" viewBox="0 0 480 640" font-family="sans-serif">
  <rect width="480" height="640" fill="${dark}"/>
  <rect x="0" y="0" width="480" height="70" fill="${accent}"/>
  <text x="240" y="46" font-size="24" font-weight="700" text-anchor="middle" fill="${dark}">MUMBAI RAILWAY POLICE</text>
  <circle cx="240" cy="220" r="90" fill="none" stroke="${accent}" stroke-width="14"/>
  <circle cx="240" cy="220" r="52" fill="${accent}"/>
  <rect x="0" y="300" width="480" height="6" fill="${accent}"/>
  ${text}
  <rect x="150" y="570" width="180" height="40" rx="8" fill="#ffffff"/>
  <text x="240" y="598" font-size="22" font-weight="700" text-anchor="middle" fill="${dark}">SAMPLE</text>
</svg>`;
}

async function bookRows(storage: FileStorage): Promise<NewBook[]> {
  return Promise.all(
    DEMO_BOOKLETS.map(async ([en, mr], index) => {
      const [cover, file] = await Promise.all([
        storeDemoImage(storage, demoCoverSvg(index, en), "books/covers"),
        storeDemoPdf(storage, "books", pdfLines(en, "Initiative booklet", isoDay(DEMO_LATEST - index * 30 * DAY_MS))),
      ]);
      return {
        name_en: en,
        name_mr: mr,
        image_key: cover.key,
        image_width: cover.width,
        image_height: cover.height,
        file,
        sort_order: index,
        published: 1 as const,
        created_at: iso(DEMO_LATEST - index * 30 * DAY_MS),
        updated_at: iso(DEMO_LATEST - index * 30 * DAY_MS),
      };
    }),
  );
}

export const seedDocumentsDemo: DemoSeed = async (db: Kysely<Database>, storage: FileStorage) => {
  // The open notices close 90 days after the demo is loaded, not at a fixed date, so that /tenders
  // and /recruitments are not empty on a demo loaded next year; the listed dates stay fixed.
  const openUntil = Math.max(Date.now(), DEMO_LATEST) + 90 * DAY_MS;
  const documents = (
    await Promise.all([
      documentRows(storage, "press_release", DEMO_PRESS_RELEASES, (i) => {
        const at = DEMO_LATEST - i * 6 * DAY_MS;
        return { created: at, updated: at };
      }),
      documentRows(storage, "tender", DEMO_TENDERS, (i) => {
        const created = DEMO_LATEST - 3 * DAY_MS - i * 8 * DAY_MS;
        // Some tenders were corrected after publication: lists show (and sort by) the update.
        const updated = created + (i % 3) * 2 * DAY_MS;
        return { created, updated, expires: openUntil };
      }),
      documentRows(storage, "tender", DEMO_CLOSED_TENDERS, (i) => {
        const created = DEMO_LATEST - 200 * DAY_MS - i * 30 * DAY_MS;
        return { created, updated: created, expires: created + 30 * DAY_MS };
      }),
      documentRows(storage, "recruitment", DEMO_RECRUITMENTS, (i) => {
        const created = DEMO_LATEST - 1 * DAY_MS - i * 11 * DAY_MS;
        return { created, updated: created, expires: openUntil };
      }),
      documentRows(storage, "recruitment", DEMO_CLOSED_RECRUITMENTS, (i) => {
        const created = DEMO_LATEST - 300 * DAY_MS - i * 40 * DAY_MS;
        return { created, updated: created, expires: created + 45 * DAY_MS };
      }),
      documentRows(storage, "rti", DEMO_RTI_DOCUMENTS, (i) => {
        const created = DEMO_LATEST - 45 * DAY_MS - i * 20 * DAY_MS;
        return { created, updated: created };
      }),
    ])
  ).flat();
  await db.insertInto("documents").values(documents).execute();
  await db
    .insertInto("books")
    .values(await bookRows(storage))
    .execute();
};
