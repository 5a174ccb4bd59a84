/**
 * How many SMS parts a text is sent as, each billed alone. A text in the GSM 03.38 alphabet
 * (GSM-7) takes 160 characters in one part and 153 in each part of a longer one; one character
 * outside it (an ellipsis "…", a curly quote, any Devanagari) sends the whole text as UCS-2: 70
 * UTF-16 units in one part, 67 in each of several. The escape characters (^ { } \ [ ~ ] | €) take
 * two GSM-7 places.
 */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_ESCAPED = "^{}\\[~]|€";

export type SmsEncoding = "GSM-7" | "UCS-2";

export type SmsSize = { encoding: SmsEncoding; units: number; segments: number };

export function smsSize(text: string): SmsSize {
  let gsmUnits = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) gsmUnits += 1;
    else if (GSM7_ESCAPED.includes(char)) gsmUnits += 2;
    else return sized("UCS-2", text.length, 70, 67);
  }
  return sized("GSM-7", gsmUnits, 160, 153);
}

function sized(encoding: SmsEncoding, units: number, single: number, perPart: number): SmsSize {
  return { encoding, units, segments: units <= single ? 1 : Math.ceil(units / perPart) };
}
