import type en from "../en/search-words";
import type { LocaleShape } from "../types";

/** The words Marathi readers search the citizen services with (see ../en/search-words.ts). */
export default {
  fir_request: "एफआयआर, प्रथम खबर*",
  status: "स्थिती*, सद्यस्थिती*, संदर्भ क्रमांक*",
  complaint: "तक्रार*, चोरी*, चोर, चोरट*, छेडछाड*, विनयभंग*, पाकीटमार*",
  suggestion: "अभिप्राय*, सूचना पाठवा*",
  lost_and_found: "हरवल*, हरवण*, सापडल*, गहाळ*",
  get_help: "हेल्पलाइन*, १५१२, ११२, आपत्कालीन, रेल मदत, सायबर*, यूपीआय, फसवणूक*, सीईआयआर, ब्लॉक*",
  police_station: "लोहमार्ग पोलीस ठाणे, पोलीस ठाणे, पोलीस स्टेशन",
} satisfies LocaleShape<typeof en>;
