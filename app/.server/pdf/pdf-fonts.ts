/**
 * The fonts the server's PDFs are drawn in: Noto Sans Devanagari for Marathi and Noto Sans for
 * Latin text (the Devanagari font has no Latin letters). They ship with the project (fonts/, SIL
 * Open Font License 1.1, see fonts/OFL.txt) so a PDF looks the same on every machine, whatever
 * fonts it has installed.
 *
 * Vite bundles them into the server build as data (`?inline`): no path to them has to be worked
 * out at run time, which would differ between development, the tests and the build. Callers import
 * this module dynamically, so the fonts are decoded on the first PDF, not at every start.
 */
import { create, type Font } from "fontkit";
import devanagariBold from "./fonts/NotoSansDevanagari-Bold.ttf?inline";
import devanagariRegular from "./fonts/NotoSansDevanagari-Regular.ttf?inline";
import latinBold from "./fonts/NotoSans-Bold.ttf?inline";
import latinRegular from "./fonts/NotoSans-Regular.ttf?inline";

export type FontPair = { regular: Buffer; bold: Buffer };
export type PdfFonts = {
  latin: FontPair;
  devanagari: FontPair;
  /** Whether the Devanagari font can draw a character (it has digits and punctuation, no Latin letters). */
  devanagariHas(codePoint: number): boolean;
};

/** A `data:font/ttf;base64,…` URL back to the font file's bytes. */
function bytesOf(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

const latin = { regular: bytesOf(latinRegular), bold: bytesOf(latinBold) };
const devanagari = { regular: bytesOf(devanagariRegular), bold: bytesOf(devanagariBold) };
const devanagariFont = create(devanagari.regular) as Font;

export const PDF_FONTS: PdfFonts = {
  latin,
  devanagari,
  devanagariHas: (codePoint) => devanagariFont.hasGlyphForCodePoint(codePoint),
};
