/** A `tel:` link from a number as people write it ("1800 22 1512" dials 1800221512). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[\s-]+/g, "")}`;
}

/**
 * A WhatsApp chat with a number, which a phone opens in the app: a WhatsApp number is for
 * messages, so a `tel:` link would only dial it. Indian numbers are written with 10 digits;
 * wa.me wants the country code in front.
 */
export function whatsappHref(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}
