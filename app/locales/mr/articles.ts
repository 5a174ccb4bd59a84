import type en from "../en/articles";
import type { LocaleShape } from "../types";

export default {
  news: {
    title: "बातम्या",
    intro: "मुंबई लोहमार्ग पोलिसांच्या बातम्या, नवीनतम प्रथम.",
    list_label: "बातम्यांची यादी",
    empty: "अद्याप कोणतीही बातमी प्रसिद्ध केलेली नाही.",
  },
  good_works: {
    title: "उल्लेखनीय कामगिरी",
    intro: "लोहमार्ग पोलिसांनी प्रवाशांना केलेली मदत आणि त्यांची उल्लेखनीय कामगिरी, नवीनतम प्रथम.",
    list_label: "उल्लेखनीय कामगिरीची यादी",
    empty: "अद्याप कोणतीही उल्लेखनीय कामगिरी प्रसिद्ध केलेली नाही.",
  },
  page_title: "{{title}} (एकूण {{last}} पैकी पान {{page}})",
  view: {
    label: "दाखवण्याची पद्धत",
    cards: "कार्डे",
    timeline: "कालक्रम",
  },
  months_full: "जानेवारी,फेब्रुवारी,मार्च,एप्रिल,मे,जून,जुलै,ऑगस्ट,सप्टेंबर,ऑक्टोबर,नोव्हेंबर,डिसेंबर",
  month_year: "{{month}} {{year}}",
  published: "प्रसिद्धीची तारीख",
  article: {
    photos: "छायाचित्रे",
    photo_alt: "{{title}}: {{total}} पैकी छायाचित्र {{number}}",
    attachment: "जोडलेला दस्तऐवज वाचा (PDF)",
  },
} satisfies LocaleShape<typeof en>;
