import type en from "../en/common";
import type { LocaleShape } from "../types";

export default {
  site_name: "मुंबई रेलवे पुलिस",
  site_subtitle: "राजकीय रेलवे पुलिस, मुंबई आयुक्तालय",
  back: "वापस",
  close: "बंद करें",
  new_tab: "(नए टैब में खुलता है)",
  loading: "लोड हो रहा है…",
  sample: "नमूना",
  more_information: "अधिक जानकारी",
  previous: "पिछला",
  next: "अगला",
  pause: "रोकें",
  play: "चलाएँ",
  pdf: "पीडीएफ",
  view: "देखें",
  language_fallback: "(हिंदी में उपलब्ध नहीं)",
  designations: {
    CP: "पुलिस आयुक्त",
    DCP: "पुलिस उपायुक्त",
    ACP: "सहायक पुलिस आयुक्त",
    SENIOR_PI: "वरिष्ठ पुलिस निरीक्षक",
    PI: "पुलिस निरीक्षक",
    API: "सहायक पुलिस निरीक्षक",
    PSI: "पुलिस उप निरीक्षक",
  },
  pagination: {
    label: "पृष्ठ",
    previous: "पिछला पृष्ठ",
    next: "अगला पृष्ठ",
    page: "पृष्ठ {{page}}",
  },
} satisfies LocaleShape<typeof en>;
