import type { NewNewsFlash } from "../schema";

/** Each demo flash exists in both languages; the public site shows the visitor's. */
const PAIRS: Array<[en: string, mr: string, link: string | null]> = [
  [
    "Railway police helpline 1512 answers 24 hours a day: call it for any help on a train or at a station.",
    "लोहमार्ग पोलीस हेल्पलाइन 1512 चोवीस तास सुरू आहे: गाडीत किंवा स्थानकावर कोणत्याही मदतीसाठी कॉल करा.",
    "/contact-us",
  ],
  [
    "Do not travel on the footboard or cross the tracks: use the foot over-bridge.",
    "पायदानावर उभे राहून प्रवास करू नका आणि रूळ ओलांडू नका: पादचारी पुलाचा वापर करा.",
    "/safety-tips",
  ],
  [
    "Lost something on a train? Report it online under Lost and Found.",
    "गाडीत काही हरवले आहे? 'हरवले व सापडले' विभागात ऑनलाइन तक्रार नोंदवा.",
    "/lost-and-found",
  ],
  [
    "Sample notice: this demo site carries sample content only.",
    "नमुना सूचना: या प्रात्यक्षिक संकेतस्थळावरील मजकूर केवळ नमुना आहे.",
    null,
  ],
];

export const DEMO_NEWS_FLASHES: NewNewsFlash[] = PAIRS.flatMap(([en, mr, link], index) => [
  { text: en, language: "en", link, sort_order: index, active: 1 },
  { text: mr, language: "mr", link, sort_order: index, active: 1 },
]);
