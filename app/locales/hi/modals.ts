import type en from "../en/modals";
import type { LocaleShape } from "../types";

export default {
  citizen_corner: {
    title: "नागरिक कॉर्नर",
    suggestions: "सुझाव भेजें",
    complaints: "शिकायत दर्ज करें",
    lost_and_found: "खोया-पाया",
    fir_request: "ऑनलाइन एफआईआर अनुरोध करें",
    fir_status: "एफआईआर की स्थिति",
    missing_persons: "लापता व्यक्ति",
    dar: "दुर्घटना में मृत्यु की रिपोर्ट (डीएआर)",
    info_commissioner: "सूचना आयुक्त के आदेश",
  },
  contact: {
    title: "संपर्क करें",
    commissioner_office: "आयुक्त कार्यालय",
    dcp_acp: "पुलिस उपायुक्त और सहायक पुलिस आयुक्त कार्यालय",
    all_stations: "सभी पुलिस थाने",
    incharges: "पुलिस थाना प्रभारी",
  },
  useful_links: {
    title: "उपयोगी लिंक",
    fir_status: "एफआईआर की स्थिति (महाराष्ट्र पुलिस नागरिक पोर्टल)",
    missing_persons: "लापता व्यक्ति (महाराष्ट्र पुलिस नागरिक पोर्टल)",
  },
  train_services: {
    title: "ट्रेन सेवाएँ",
    indian_railways: "भारतीय रेल यात्री सूचना",
    irctc: "आईआरसीटीसी टिकट बुकिंग",
    ntes: "ट्रेन की वर्तमान स्थिति (एनटीईएस)",
  },
  info_commissioner: {
    title: "सूचना आयुक्त के आदेश",
    palghar: "पालघर आदेश (नमूना पीडीएफ)",
    panvel: "पनवेल आदेश (नमूना पीडीएफ)",
    kalyan: "कल्याण आदेश (नमूना पीडीएफ)",
  },
  close_link: "बंद करें और मुखपृष्ठ पर लौटें",
} satisfies LocaleShape<typeof en>;
