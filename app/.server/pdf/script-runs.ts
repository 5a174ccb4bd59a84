/**
 * Splits text into runs of one font each. Noto Sans Devanagari has no Latin letters and Noto Sans
 * has no Devanagari, so a line such as "एफआयआर विनंती MRP-F-2026-000001" is drawn in two fonts.
 * A Devanagari run must reach the shaper whole (conjuncts, the i-matra, reph are decided across a
 * whole syllable), so marks, joiners and the spaces and punctuation between Devanagari words stay
 * in the run around them; everything else is Latin.
 */
export type Script = "devanagari" | "latin";
export type Run = { script: Script; text: string };

// Script_Extensions, not Script: the danda (।) and the Vedic marks are "Common" but Devanagari's.
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
// Zero-width joiner and non-joiner choose between a conjunct and a half form: they belong to it.
const JOINERS = /[\u200c\u200d]/u;
// Letters and marks say which script they are; spaces, digits, punctuation and symbols do not.
const NEUTRAL = /[^\p{L}\p{M}]/u;

/**
 * `devanagariHas` says whether the Devanagari font can draw a neutral character (it has the
 * digits and common punctuation but not, for example, "@"); if it cannot, the character is Latin.
 */
export function splitRuns(text: string, devanagariHas: (codePoint: number) => boolean): Run[] {
  const drawable = (chars: string) => [...chars].every((char) => devanagariHas(char.codePointAt(0)!));
  const runs: Run[] = [];
  let leading = ""; // neutral characters before the first letter join its run, if its font has them
  for (const char of text) {
    const last = runs.at(-1);
    let script: Script;
    if (DEVANAGARI.test(char) || JOINERS.test(char)) script = "devanagari";
    else if (!NEUTRAL.test(char)) script = "latin";
    else if (!last) {
      leading += char;
      continue;
    } else script = last.script === "devanagari" && drawable(char) ? "devanagari" : "latin";

    if (last?.script === script) last.text += char;
    else {
      if (leading && script === "devanagari" && !drawable(leading)) {
        runs.push({ script: "latin", text: leading });
        leading = "";
      }
      runs.push({ script, text: leading + char });
      leading = "";
    }
  }
  if (leading) runs.push({ script: "latin", text: leading });
  return runs;
}
