/**
 * The demo content's telephone numbers begin with 000 (`000-0000-0001`), which no real Indian
 * number does (0 is the trunk prefix, 00 the international one). Pages say "(sample number)"
 * beside those only: the WhatsApp and control-room numbers an administrator enters are real and
 * are shown as such.
 */
export function isSampleNumber(number: string): boolean {
  return number.replace(/\D/g, "").startsWith("000");
}

/** Whether a list of numbers is the demo's (every one a sample, and at least one). */
export function areSampleNumbers(numbers: readonly string[]): boolean {
  return numbers.length > 0 && numbers.every(isSampleNumber);
}
