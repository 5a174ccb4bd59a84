import type { LocaleShape } from "../types";
import type en from "../en/seo";

/** शोध इंजिने आणि फीड वाचकांना संकेतस्थळाविषयी दिली जाणारी माहिती. */
const seo = {
  site_name: "मुंबई लोहमार्ग पोलीस",
  station_description: "{{name}}, मुंबई लोहमार्ग पोलीस: पत्ता, दूरध्वनी आणि प्रभारी अधिकारी.",
  feeds: {
    news: { title: "बातम्या - मुंबई लोहमार्ग पोलीस", description: "मुंबई लोहमार्ग पोलिसांच्या बातम्या." },
    press_releases: {
      title: "प्रसिद्धीपत्रके - मुंबई लोहमार्ग पोलीस",
      description: "मुंबई लोहमार्ग पोलिसांची प्रसिद्धीपत्रके.",
    },
    tenders: { title: "निविदा - मुंबई लोहमार्ग पोलीस", description: "मुंबई लोहमार्ग पोलिसांनी प्रसिद्ध केलेल्या निविदा." },
    recruitments: {
      title: "भरती - मुंबई लोहमार्ग पोलीस",
      description: "मुंबई लोहमार्ग पोलिसांच्या भरती सूचना.",
    },
    closes_on: "अंतिम तारीख {{date}}",
  },
} satisfies LocaleShape<typeof en>;
export default seo;
