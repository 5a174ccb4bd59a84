import type en from "../en/search-words";
import type { LocaleShape } from "../types";

/** The words Hindi readers search the citizen services with (see ../en/search-words.ts). */
export default {
  fir_request: "एफआईआर, ईएफआईआर, प्रथम सूचना रिपोर्ट*",
  status: "स्थिति*, स्टेटस, संदर्भ संख्या*",
  complaint:
    "शिकायत*, चोरी*, चोर, चुराया, चुराई, चुराए, जेबकतर*, जेब कतर*, जेब कट*, छीन*, झपट*, लूट*, छेड़छाड़*, छेड़खानी*, उत्पीड़न*",
  suggestion: "सुझाव*",
  // खोया-पाया is two words to the search: खोया and पाया.
  lost_and_found: "खोया, खोई, खोए, खोये, खो गया, खो गई, गुम, गुमशुदा*, मिला, मिली, मिले, पाया, भूल गया, भूल गई, छूट गया, छूट गई",
  get_help:
    "हेल्पलाइन*, हेल्पलाईन*, १५१२, ११२, आपातकाल*, इमरजेंसी, रेल मदद, आरपीएफ, साइबर*, यूपीआई, धोखाधड़ी*, ठगी*, सीईआईआर, आईएमईआई, ब्लॉक*",
  police_station: "रेलवे पुलिस थाना, पुलिस थाना, पुलिस थाने, पुलिस स्टेशन",
} satisfies LocaleShape<typeof en>;
