/**
 * A small text layout over PDFKit for A4 documents in English and Marathi. PDFKit draws and embeds
 * the fonts; fontkit (under it) shapes each run, which for Devanagari means conjuncts, the i-matra
 * drawn before its consonant and reph above the next one. What PDFKit's own line wrapper cannot do
 * is mix two fonts on one baseline, so lines are broken here: every line is split into runs of one
 * font (script-runs.ts), measured shaped, and drawn run by run on a shared baseline.
 *
 * Each line also carries its text as /ActualText: shaped Devanagari is stored in visual order (the
 * i-matra glyph comes first), so without it copying or searching a Marathi PDF would give jumbled
 * text. With it, PDF readers and text extractors read the words as they were written.
 */
import PDFDocument from "pdfkit";
import type { PdfFonts } from "./pdf-fonts";
import { splitRuns, type Run, type Script } from "./script-runs";

export type TextStyle = { size: number; bold?: boolean; color?: string };

type Segment = Run & { width: number };
type Word = { segments: Segment[]; width: number; trailing: number };
export type Line = { segments: Segment[]; width: number };

const FONT_NAMES: Record<Script, { regular: string; bold: string }> = {
  latin: { regular: "latin", bold: "latin-bold" },
  devanagari: { regular: "devanagari", bold: "devanagari-bold" },
};
/** Line height and baseline as multiples of the font size: room for Devanagari's marks above and below. */
const LINE_HEIGHT = 1.55;
const BASELINE = 1.08;
const TEXT_COLOR = "#1a1a1a";

const graphemes = new Intl.Segmenter("mr", { granularity: "grapheme" });

export type WriterOptions = {
  /** BCP 47 language of the document (the catalogue's /Lang): readers pick a voice by it. */
  lang: string;
  title: string;
  author: string;
  createdAt: Date;
  margin?: number;
  /** Space kept free at the foot of every page for the footer. */
  footerHeight?: number;
};

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** Where the next block starts, from the top of the page. */
  y: number;
  private readonly margin: number;
  private readonly devanagariHas: PdfFonts["devanagariHas"];

  constructor(fonts: PdfFonts, options: WriterOptions) {
    const margin = options.margin ?? 50;
    this.doc = new PDFDocument({
      size: "A4",
      margin,
      bufferPages: true,
      lang: options.lang,
      displayTitle: true,
      info: { Title: options.title, Author: options.author, Creator: options.author, CreationDate: options.createdAt },
    });
    this.doc.registerFont(FONT_NAMES.latin.regular, fonts.latin.regular);
    this.doc.registerFont(FONT_NAMES.latin.bold, fonts.latin.bold);
    this.doc.registerFont(FONT_NAMES.devanagari.regular, fonts.devanagari.regular);
    this.doc.registerFont(FONT_NAMES.devanagari.bold, fonts.devanagari.bold);
    this.devanagariHas = fonts.devanagariHas;
    this.margin = margin;
    this.left = margin;
    this.right = this.doc.page.width - margin;
    this.top = margin;
    this.bottom = this.doc.page.height - margin - (options.footerHeight ?? 0);
    this.y = this.top;
  }

  get width(): number {
    return this.right - this.left;
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  private use(script: Script, style: TextStyle): void {
    this.doc.font(FONT_NAMES[script][style.bold ? "bold" : "regular"]).fontSize(style.size);
  }

  private measure(run: Run, style: TextStyle): number {
    if (!run.text) return 0;
    this.use(run.script, style);
    return this.doc.widthOfString(run.text);
  }

  /** The text as lines no wider than `width`, keeping the writer's own line breaks. */
  layout(text: string, style: TextStyle, width: number): Line[] {
    const lines: Line[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line: Line = { segments: [], width: 0 };
      let pendingSpace = 0; // the trailing space of the line's last word, paid only if a word follows
      for (const word of this.words(paragraph, style)) {
        if (line.segments.length > 0 && line.width + pendingSpace + word.width > width) {
          lines.push(line);
          line = { segments: [], width: 0 };
          pendingSpace = 0;
        }
        if (line.segments.length === 0 && word.width > width) {
          // One "word" wider than the column (a long number, a URL): break it between characters.
          const pieces = this.splitWord(word, style, width);
          for (const piece of pieces.slice(0, -1)) lines.push(piece);
          line = pieces.at(-1)!;
        } else {
          line.segments.push(...word.segments);
          line.width += pendingSpace + word.width;
        }
        pendingSpace = word.trailing;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Words with their trailing space, each made of one-font segments, measured shaped. */
  private words(paragraph: string, style: TextStyle): Word[] {
    const words: Word[] = [];
    let current: Word = { segments: [], width: 0, trailing: 0 };
    for (const run of splitRuns(paragraph.trim(), this.devanagariHas)) {
      for (const [, body, space] of run.text.matchAll(/(\S*)(\s*)/g)) {
        if (!body && !space) continue;
        if (body) {
          const width = this.measure({ script: run.script, text: body }, style);
          current.segments.push({ script: run.script, text: body, width });
          current.width += width;
        }
        if (space) {
          const trailing = this.measure({ script: run.script, text: " " }, style);
          current.segments.push({ script: run.script, text: " ", width: trailing });
          current.trailing = trailing;
          words.push(current);
          current = { segments: [], width: 0, trailing: 0 };
        }
      }
    }
    if (current.segments.length > 0) words.push(current);
    return words;
  }

  private splitWord(word: Word, style: TextStyle, width: number): Line[] {
    const lines: Line[] = [];
    let line: Line = { segments: [], width: 0 };
    for (const segment of word.segments) {
      for (const { segment: cluster } of graphemes.segment(segment.text)) {
        // The word's trailing space is kept for drawing but paid for only if another word follows.
        const clusterWidth = /^\s+$/.test(cluster) ? 0 : this.measure({ script: segment.script, text: cluster }, style);
        const piece = { script: segment.script, text: cluster, width: clusterWidth };
        if (line.segments.length > 0 && line.width + piece.width > width) {
          lines.push(line);
          line = { segments: [], width: 0 };
        }
        line.segments.push(piece);
        line.width += piece.width;
      }
    }
    lines.push(line);
    return lines;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensureSpace(height: number): void {
    if (this.y + height > this.bottom && this.y > this.top) {
      this.doc.addPage();
      this.y = this.top;
    }
  }

  /** Draws one line with its top at `top`. */
  drawLine(line: Line, x: number, top: number, style: TextStyle): void {
    // Neighbouring segments in the same font are drawn as one run, so they are shaped together.
    const runs: Run[] = [];
    for (const segment of line.segments) {
      const last = runs.at(-1);
      if (last?.script === segment.script) last.text += segment.text;
      else runs.push({ script: segment.script, text: segment.text });
    }
    const lastRun = runs.at(-1);
    if (lastRun) lastRun.text = lastRun.text.trimEnd();
    const text = runs.map((run) => run.text).join("");
    if (!text) return;
    const baseline = top + style.size * BASELINE;
    this.doc.fillColor(style.color ?? TEXT_COLOR);
    this.doc.markContent("Span", { actual: text });
    let cursor = x;
    for (const run of runs) {
      if (!run.text) continue;
      this.use(run.script, style);
      this.doc.text(run.text, cursor, baseline, { lineBreak: false, baseline: "alphabetic" });
      cursor += this.doc.widthOfString(run.text);
    }
    this.doc.endMarkedContent();
  }

  /** Draws lines from the current position down, turning the page when the next line will not fit. */
  drawLines(lines: Line[], x: number, style: TextStyle): void {
    const height = this.lineHeight(style);
    for (const line of lines) {
      this.ensureSpace(height);
      this.drawLine(line, x, this.y, style);
      this.y += height;
    }
  }

  /** A block of text across the full width, then `gapAfter` points of space. */
  paragraph(text: string, style: TextStyle, gapAfter = 0): void {
    this.drawLines(this.layout(text, style, this.width), this.left, style);
    this.y += gapAfter;
  }

  /**
   * A label and its value side by side, kept together on one page unless the pair is taller
   * than a page (a long description), in which case the value flows on to the next.
   */
  labelled(label: string, value: string, labelStyle: TextStyle, valueStyle: TextStyle, labelWidth: number, gap = 0) {
    const valueX = this.left + labelWidth;
    const labelLines = this.layout(label, labelStyle, labelWidth - 12);
    const valueLines = this.layout(value, valueStyle, this.right - valueX);
    const height = Math.max(
      labelLines.length * this.lineHeight(labelStyle),
      valueLines.length * this.lineHeight(valueStyle),
    );
    this.ensureSpace(Math.min(height, this.bottom - this.top));
    const { page } = this.doc;
    const top = this.y;
    // The label's first baseline on the value's, whatever their sizes.
    const labelTop = top + (valueStyle.size - labelStyle.size) * BASELINE;
    labelLines.forEach((line, index) =>
      this.drawLine(line, this.left, labelTop + index * this.lineHeight(labelStyle), labelStyle),
    );
    this.drawLines(valueLines, valueX, valueStyle);
    // A value that flowed on to the next page has left its label behind, on this one.
    if (this.doc.page === page) this.y = Math.max(this.y, labelTop + labelLines.length * this.lineHeight(labelStyle));
    this.y += gap;
  }

  /**
   * A QR code (app/.server/auth/qr-code.ts: a path in module units, quiet zone included) as
   * vector shapes `size` points wide at the left margin, black on white, and the space below it.
   */
  qrCode(qr: { size: number; path: string }, size: number, gapAfter = 0): void {
    this.ensureSpace(size);
    const scale = size / qr.size;
    this.doc.save();
    this.doc.rect(this.left, this.y, size, size).fill("#ffffff");
    this.doc.translate(this.left, this.y).scale(scale).path(qr.path).fill("#000000");
    this.doc.restore();
    this.y += size + gapAfter;
  }

  /** A thin horizontal rule across the page. */
  rule(color = "#b3b3b3", gapAfter = 8): void {
    this.doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.75).strokeColor(color).stroke();
    this.y += gapAfter;
  }

  /**
   * Writes each page's footer (page numbers are known only now) and the file. `footer` gives the
   * text for the left and right of the foot of page `page` of `pages`.
   */
  async finish(footer: (page: number, pages: number) => { left: string; right: string }, style: TextStyle) {
    const { start, count } = this.doc.bufferedPageRange();
    const top = this.doc.page.height - this.margin + style.size * 0.5; // in the bottom margin
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      const { left, right } = footer(index - start + 1, count);
      const [leftLine] = this.layout(left, style, this.width * 0.7);
      const [rightLine] = this.layout(right, style, this.width * 0.25);
      if (leftLine) this.drawLine(leftLine, this.left, top, style);
      if (rightLine) this.drawLine(rightLine, this.right - rightLine.width, top, style);
    }
    const chunks: Buffer[] = [];
    this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on("end", resolve);
      this.doc.on("error", reject);
    });
    this.doc.end();
    await done;
    return Buffer.concat(chunks);
  }
}
