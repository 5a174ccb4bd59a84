import type en from "../en/modals";
import type { LocaleShape } from "../types";

export default {
  citizen_corner: {
    title: "नागरिक कक्ष",
    suggestions: "अभिप्राय पाठवा",
    complaints: "तक्रार करा",
    lost_and_found: "हरवले व सापडले",
    fir_request: "एफआयआरसाठी ऑनलाइन विनंती करा",
    fir_status: "एफआयआरची सद्यस्थिती",
    missing_persons: "हरवलेल्या व्यक्ती",
    dar: "अपघाती मृत्यू अहवाल (डीएआर)",
    info_commissioner: "माहिती आयुक्तांचे आदेश",
  },
  contact: {
    title: "संपर्क साधा",
    commissioner_office: "आयुक्त कार्यालय",
    dcp_acp: "पोलीस उपायुक्त व सहायक पोलीस आयुक्त कार्यालये",
    all_stations: "सर्व पोलीस ठाणी",
    incharges: "पोलीस ठाणे प्रभारी",
  },
  useful_links: {
    title: "उपयुक्त दुवे",
    fir_status: "एफआयआरची सद्यस्थिती (महाराष्ट्र पोलीस नागरिक पोर्टल)",
    missing_persons: "हरवलेल्या व्यक्ती (महाराष्ट्र पोलीस नागरिक पोर्टल)",
  },
  train_services: {
    title: "रेल्वे सेवा",
    indian_railways: "भारतीय रेल्वे प्रवासी माहिती",
    irctc: "आयआरसीटीसी तिकीट आरक्षण",
    ntes: "गाडीची सद्यस्थिती (एनटीईएस)",
  },
  info_commissioner: {
    title: "माहिती आयुक्तांचे आदेश",
    palghar: "पालघर आदेश (नमुना PDF)",
    panvel: "पनवेल आदेश (नमुना PDF)",
    kalyan: "कल्याण आदेश (नमुना PDF)",
  },
  close_link: "बंद करून मुख्यपृष्ठावर परत जा",
} satisfies LocaleShape<typeof en>;
