import type en from "../en/format";
import type { LocaleShape } from "../types";

export default {
  months: "जन,फर,मार्च,अप्रैल,मई,जून,जुलाई,अग,सित,अक्टू,नव,दिस",
  am: "पूर्वाह्न",
  pm: "अपराह्न",
} satisfies LocaleShape<typeof en>;
