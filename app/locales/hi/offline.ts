import type en from "../en/offline";
import type { LocaleShape } from "../types";

/** ऑफलाइन पृष्ठ: कोई पृष्ठ न खुल पाने पर सर्विस वर्कर यही पृष्ठ दिखाता है। */
export default {
  title: "आप ऑफलाइन हैं",
  intro: "आपके फोन में इंटरनेट कनेक्शन नहीं है, इसलिए यह पृष्ठ नहीं खुल सका। नीचे दिए गए नंबरों पर आप बिना इंटरनेट के कॉल कर सकते हैं।",
  stations_heading: "पुलिस थानों के फोन नंबर",
  saved_on: "ये नंबर {{date}} को इस फोन में सहेजे गए थे।",
  back_online: "इंटरनेट कनेक्शन वापस आने पर पृष्ठ को फिर से लोड करें।",
} satisfies LocaleShape<typeof en>;
