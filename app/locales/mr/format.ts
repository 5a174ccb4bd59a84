import type en from "../en/format";
import type { LocaleShape } from "../types";

export default {
  months: "जाने,फेब्रु,मार्च,एप्रि,मे,जून,जुलै,ऑग,सप्टें,ऑक्टो,नोव्हें,डिसें",
  am: "म.पू.",
  pm: "म.उ.",
} satisfies LocaleShape<typeof en>;
