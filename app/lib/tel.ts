/** A `tel:` link from a number as people write it ("1800 22 1512" dials 1800221512). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[\s-]+/g, "")}`;
}
