import type en from "../en/articles";
import type { LocaleShape } from "../types";

export default {
  news: {
    title: "समाचार",
    intro: "मुंबई रेलवे पुलिस के समाचार, नवीनतम पहले।",
    list_label: "समाचार",
    empty: "अभी तक कोई समाचार प्रकाशित नहीं हुआ है।",
  },
  good_works: {
    title: "सराहनीय कार्य",
    intro: "रेलवे पुलिस अधिकारियों द्वारा यात्रियों को दी गई सहायता और उनके सराहनीय कार्य, नवीनतम पहले।",
    list_label: "सराहनीय कार्य",
    empty: "अभी तक कोई सराहनीय कार्य प्रकाशित नहीं हुआ है।",
  },
  page_title: "{{title}} ({{last}} में से पृष्ठ {{page}})",
  view: {
    label: "इस रूप में दिखाएँ",
    cards: "कार्ड",
    timeline: "समयरेखा",
  },
  months_full: "जनवरी,फरवरी,मार्च,अप्रैल,मई,जून,जुलाई,अगस्त,सितंबर,अक्टूबर,नवंबर,दिसंबर",
  month_year: "{{month}} {{year}}",
  published: "प्रकाशन की तारीख",
  article: {
    photos: "फोटो",
    photo_alt: "{{total}} में से फोटो {{number}}: {{title}}",
    attachment: "संलग्न दस्तावेज पढ़ें (पीडीएफ)",
  },
} satisfies LocaleShape<typeof en>;
