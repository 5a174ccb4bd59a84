import type en from "../en/common";
import type { LocaleShape } from "../types";

export default {
  site_name: "मुंबई लोहमार्ग पोलीस",
  site_subtitle: "लोहमार्ग पोलीस, मुंबई आयुक्तालय",
  back: "मागे",
  close: "बंद करा",
  new_tab: "(नवीन टॅबमध्ये उघडते)",
  loading: "लोड होत आहे…",
  sample: "नमुना",
  more_information: "अधिक माहिती",
  previous: "मागील",
  next: "पुढील",
  pause: "थांबवा",
  play: "सुरू करा",
  pdf: "PDF",
  view: "पाहा",
  language_fallback: "(केवळ इंग्रजीत उपलब्ध)",
  designations: {
    CP: "पोलीस आयुक्त",
    DCP: "पोलीस उपायुक्त",
    ACP: "सहायक पोलीस आयुक्त",
    SENIOR_PI: "वरिष्ठ पोलीस निरीक्षक",
    PI: "पोलीस निरीक्षक",
    API: "सहायक पोलीस निरीक्षक",
    PSI: "पोलीस उपनिरीक्षक",
  },
  pagination: {
    label: "पाने",
    previous: "मागील पान",
    next: "पुढील पान",
    page: "पान {{page}}",
  },
} satisfies LocaleShape<typeof en>;
