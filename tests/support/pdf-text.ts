/**
 * The text lines of a PDF made by app/.server/pdf/pdf-writer.ts, read from Node alone (no system
 * packages): that writer wraps every line it draws in a marked-content span whose /ActualText is
 * the line's text in reading order, inside Flate-compressed page content. This reads exactly that
 * and is no general PDF text extractor.
 */
import { inflateSync } from "node:zlib";

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** A PDF literal string's bytes (as latin1 text) from just after its "(" to its closing ")". */
function literalAt(source: string, start: number): string {
  let bytes = "";
  for (let index = start; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === ")") return bytes;
    if (char !== "\\") {
      bytes += char;
      continue;
    }
    const next = source[index + 1]!;
    const octal = /^[0-7]{1,3}/.exec(source.slice(index + 1, index + 4));
    if (octal) {
      bytes += String.fromCharCode(parseInt(octal[0], 8));
      index += octal[0].length;
    } else {
      bytes += ESCAPES[next] ?? next;
      index += 1;
    }
  }
  throw new Error("unterminated PDF string");
}

/** PDF text strings are UTF-16BE with a byte-order mark, or single bytes when all ASCII. */
function decodeText(bytes: string): string {
  const buffer = Buffer.from(bytes, "latin1");
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return buffer.subarray(2).swap16().toString("utf16le");
  return buffer.toString("latin1");
}

/** The text lines drawn by one content stream. */
function linesOf(content: string): string[] {
  return [...content.matchAll(/\/ActualText \(/g)].map((span) =>
    decodeText(literalAt(content, span.index + span[0].length)),
  );
}

export function pdfLines(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    if (end < 0) continue;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue; // not compressed content (or not content at all)
    }
    lines.push(...linesOf(content));
  }
  return lines;
}

export type PdfPage = { lines: string[]; content: string };

/**
 * Each page in order (the page tree's /Kids, as PDFKit writes it: one flat list), with its
 * inflated content stream and the text lines on it.
 */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const source = pdf.toString("latin1");
  const objectAt = (id: string) => {
    const start = source.search(new RegExp(`(^|\\n)${id} 0 obj`));
    if (start < 0) throw new Error(`no object ${id}`);
    return start;
  };
  const kids = /\/Type \/Pages[\s\S]*?\/Kids \[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, pageId]) => {
    const page = source.slice(objectAt(pageId!), source.indexOf("endobj", objectAt(pageId!)));
    const contentsId = /\/Contents (\d+) 0 R/.exec(page)?.[1];
    if (!contentsId) throw new Error(`page ${pageId} has no content stream`);
    const streamStart = source.indexOf("stream", objectAt(contentsId));
    const start = streamStart + (source[streamStart + 6] === "\r" ? 8 : 7);
    const content = inflateSync(pdf.subarray(start, source.indexOf("endstream", start))).toString("latin1");
    return { lines: linesOf(content), content };
  });
}

/** All the lines as one string, a space between lines (as wrapped text reads). */
export function pdfText(pdf: Buffer): string {
  return pdfLines(pdf).join(" ");
}
