/**
 * Demo found property: sample items held at the railway police stations, in English, Marathi and
 * Hindi, with a drawn picture for some of them. Descriptions say "Sample" so nobody mistakes them for real
 * property; dates are recent, counted back from the day the demo is loaded.
 */
import type { DemoSeed } from "../db/seed/demo-seed";
import { storeDemoImage } from "../db/seed/demo-media";
import type { LostFoundCategory } from "../db/tables/citizen";
import { indiaDay } from "~/lib/india-time";

type SampleItem = { category: LostFoundCategory; en: string; mr: string; hi: string; station: number; daysAgo: number };

const ITEMS: SampleItem[] = [
  {
    category: "mobile_phone",
    en: "Black smartphone with a cracked back cover",
    mr: "मागचे कव्हर तडकलेला काळा स्मार्टफोन",
    hi: "पीछे का कवर टूटा हुआ काला स्मार्टफोन",
    station: 10,
    daysAgo: 1,
  },
  {
    category: "bag",
    en: "Blue school bag with notebooks",
    mr: "वह्या असलेली निळी शाळेची बॅग",
    hi: "कॉपियों वाला नीला स्कूल बैग",
    station: 11,
    daysAgo: 2,
  },
  {
    category: "wallet_purse",
    en: "Brown leather wallet, no cash",
    mr: "तपकिरी चामड्याचे पाकीट, रोख रक्कम नाही",
    hi: "भूरे चमड़े का बटुआ, नकदी नहीं",
    station: 20,
    daysAgo: 3,
  },
  {
    category: "documents",
    en: "Folder of college certificates",
    mr: "महाविद्यालयीन प्रमाणपत्रांची फाइल",
    hi: "कॉलेज प्रमाणपत्रों की फ़ाइल",
    station: 13,
    daysAgo: 4,
  },
  {
    category: "jewellery",
    en: "Gold-coloured bangle",
    mr: "सोनेरी रंगाची बांगडी",
    hi: "सुनहरे रंग की चूड़ी",
    station: 23,
    daysAgo: 5,
  },
  {
    category: "other",
    en: "Black umbrella with a wooden handle",
    mr: "लाकडी दांड्याची काळी छत्री",
    hi: "लकड़ी के हत्थे वाला काला छाता",
    station: 15,
    daysAgo: 6,
  },
  {
    category: "mobile_phone",
    en: "Feature phone in a red pouch",
    mr: "लाल पाऊचमधील साधा मोबाइल फोन",
    hi: "लाल पाउच में साधारण मोबाइल फ़ोन",
    station: 12,
    daysAgo: 7,
  },
  {
    category: "bag",
    en: "Grey laptop bag (laptop inside)",
    mr: "राखाडी लॅपटॉप बॅग (आत लॅपटॉप)",
    hi: "स्लेटी लैपटॉप बैग (अंदर लैपटॉप)",
    station: 21,
    daysAgo: 8,
  },
  {
    category: "wallet_purse",
    en: "Pink purse with a bus pass",
    mr: "बस पास असलेली गुलाबी पर्स",
    hi: "बस पास वाला गुलाबी पर्स",
    station: 18,
    daysAgo: 9,
  },
  {
    category: "documents",
    en: "Envelope of medical reports",
    mr: "वैद्यकीय अहवालांचे पाकीट",
    hi: "मेडिकल रिपोर्टों का लिफ़ाफ़ा",
    station: 24,
    daysAgo: 10,
  },
  { category: "other", en: "Steel tiffin box", mr: "स्टीलचा डबा", hi: "स्टील का टिफ़िन डिब्बा", station: 14, daysAgo: 11 },
  {
    category: "jewellery",
    en: "Silver anklet (one)",
    mr: "चांदीचे पैंजण (एक)",
    hi: "चाँदी की पायल (एक)",
    station: 19,
    daysAgo: 12,
  },
  {
    category: "mobile_phone",
    en: "White smartphone with a floral case",
    mr: "फुलांच्या कव्हरचा पांढरा स्मार्टफोन",
    hi: "फूलों वाले कवर का सफ़ेद स्मार्टफोन",
    station: 22,
    daysAgo: 14,
  },
  {
    category: "bag",
    en: "Green cloth shopping bag with vegetables",
    mr: "भाजी असलेली हिरवी कापडी पिशवी",
    hi: "सब्ज़ियों वाला हरा कपड़े का थैला",
    station: 16,
    daysAgo: 16,
  },
  {
    category: "wallet_purse",
    en: "Black wallet with an office identity card",
    mr: "कार्यालयीन ओळखपत्र असलेले काळे पाकीट",
    hi: "दफ़्तर के पहचान पत्र वाला काला बटुआ",
    station: 10,
    daysAgo: 18,
  },
  {
    category: "documents",
    en: "Passport-size photographs and a ration card",
    mr: "पासपोर्ट आकाराचे फोटो आणि शिधापत्रिका",
    hi: "पासपोर्ट आकार की तस्वीरें और राशन कार्ड",
    station: 17,
    daysAgo: 20,
  },
  {
    category: "other",
    en: "Child's blue water bottle",
    mr: "लहान मुलाची निळी पाण्याची बाटली",
    hi: "बच्चे की नीली पानी की बोतल",
    station: 25,
    daysAgo: 22,
  },
  {
    category: "mobile_phone",
    en: "Tablet in a black cover",
    mr: "काळ्या कव्हरमधील टॅबलेट",
    hi: "काले कवर में टैबलेट",
    station: 11,
    daysAgo: 25,
  },
  {
    category: "bag",
    en: "Red travel trolley bag",
    mr: "लाल प्रवासी ट्रॉली बॅग",
    hi: "लाल यात्रा ट्रॉली बैग",
    station: 26,
    daysAgo: 28,
  },
  {
    category: "jewellery",
    en: "Wristwatch with a metal strap",
    mr: "धातूच्या पट्ट्याचे मनगटी घड्याळ",
    hi: "धातु के पट्टे वाली कलाई घड़ी",
    station: 20,
    daysAgo: 31,
  },
  {
    category: "other",
    en: "Pair of spectacles in a brown case",
    mr: "तपकिरी डबीतील चष्मा",
    hi: "भूरी डिबिया में चश्मा",
    station: 13,
    daysAgo: 35,
  },
  {
    category: "wallet_purse",
    en: "Small coin purse",
    mr: "नाण्यांची छोटी पर्स",
    hi: "सिक्कों का छोटा बटुआ",
    station: 12,
    daysAgo: 40,
  },
];

const SHAPES: Record<LostFoundCategory, string> = {
  mobile_phone: `<rect x="250" y="60" width="140" height="260" rx="18" fill="#1b1b1f"/><rect x="262" y="84" width="116" height="200" rx="6" fill="#5c7cbf"/><circle cx="320" cy="302" r="9" fill="#d3d7df"/>`,
  bag: `<rect x="190" y="130" width="260" height="190" rx="24" fill="#0b3d91"/><path d="M260 130 v-40 a60 40 0 0 1 120 0 v40" fill="none" stroke="#0b3d91" stroke-width="16"/><rect x="230" y="190" width="180" height="60" rx="10" fill="#f6b400"/>`,
  wallet_purse: `<rect x="180" y="120" width="280" height="170" rx="20" fill="#6d4c41"/><rect x="360" y="170" width="110" height="70" rx="12" fill="#8d6e63"/><circle cx="395" cy="205" r="10" fill="#f6b400"/>`,
  documents: `<rect x="210" y="70" width="200" height="250" rx="8" fill="#ffffff" stroke="#4a4f5a" stroke-width="4"/><rect x="240" y="110" width="140" height="12" fill="#4a4f5a"/><rect x="240" y="145" width="140" height="10" fill="#d3d7df"/><rect x="240" y="175" width="140" height="10" fill="#d3d7df"/><rect x="240" y="205" width="100" height="10" fill="#d3d7df"/>`,
  jewellery: `<circle cx="320" cy="200" r="90" fill="none" stroke="#f6b400" stroke-width="22"/><circle cx="320" cy="110" r="20" fill="#b3261e"/>`,
  other: `<path d="M170 200 a150 110 0 0 1 300 0 z" fill="#37474f"/><rect x="314" y="200" width="12" height="110" fill="#6d4c41"/><path d="M326 310 a22 22 0 0 1 -44 0" fill="none" stroke="#6d4c41" stroke-width="12"/>`,
};

/** A simple drawing of the item's kind, marked SAMPLE. */
function itemSvg(category: LostFoundCategory): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <rect width="640" height="400" fill="#eef2f8"/>
  ${SHAPES[category]}
  <rect x="500" y="352" width="124" height="32" rx="6" fill="#ffffff" opacity="0.9"/>
  <text x="562" y="374" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#0b3d91">SAMPLE</text>
</svg>`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const seedCitizenDemo: DemoSeed = async (db, storage) => {
  const now = Date.now();
  const rows = [];
  for (const [index, item] of ITEMS.entries()) {
    const foundOn = indiaDay(new Date(now - item.daysAgo * DAY_MS));
    const heldUntil = indiaDay(new Date(now + (90 - item.daysAgo) * DAY_MS));
    // Every other item has a picture, so the list shows both kinds of entry.
    const photo = index % 2 === 0 ? await storeDemoImage(storage, itemSvg(item.category), "found-property") : null;
    rows.push({
      category: item.category,
      description_en: `Sample: ${item.en}`,
      description_mr: `नमुना: ${item.mr}`,
      description_hi: `नमूना: ${item.hi}`,
      station_id: item.station,
      found_on: foundOn,
      held_until: heldUntil,
      photo_key: photo?.key ?? null,
      photo_width: photo?.width ?? null,
      photo_height: photo?.height ?? null,
    });
  }
  await db.insertInto("found_property").values(rows).execute();
};
