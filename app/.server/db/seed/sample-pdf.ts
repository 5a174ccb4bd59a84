/**
 * Small, valid one-page PDF 1.4 files (A4, Helvetica) for the demo content and the bundled sample
 * documents: real files a browser opens, generated without any dependency or network.
 * Output is deterministic (no timestamps).
 */
const PAGE_W = 595; // A4 in points
const PAGE_H = 842;
const MARGIN = 72;
const WRAP_AT = 82; // characters per body line at 11pt Helvetica
const TITLE_WRAP_AT = 60; // characters per title line at 14pt Helvetica-Bold

/** Encode a JS string as a PDF literal string body (WinAnsi / Latin-1). */
function pdfString(text: string): string {
  let out = "";
  for (const ch of String(text)) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\" || ch === "(" || ch === ")") out += "\\" + ch;
    else if (code >= 32 && code <= 126) out += ch;
    else if (code >= 160 && code <= 255) out += "\\" + code.toString(8).padStart(3, "0");
    else out += "?";
  }
  return out;
}

function wrap(line: string, width: number): string[] {
  const words = String(line).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [""];
  const out: string[] = [];
  let cur = "";
  for (const w of words) {
    if (cur && cur.length + 1 + w.length > width) {
      out.push(cur);
      cur = w;
    } else {
      cur = cur ? cur + " " + w : w;
    }
  }
  out.push(cur);
  return out;
}

/**
 * Builds a one-page A4 PDF. lines[0] is the title (Helvetica-Bold 14pt); the remaining lines are
 * body text (Helvetica 11pt), word-wrapped; "" gives a blank line. Latin-1 text only.
 */
export function makePdf(lines: string[]): Buffer {
  const [title = "", ...body] = lines;
  const bodyLines = body.flatMap((l) => wrap(l, WRAP_AT));

  const titleLines = wrap(title, TITLE_WRAP_AT);

  let content = `BT /F2 14 Tf 18 TL ${MARGIN} ${PAGE_H - MARGIN - 14} Td\n`;
  content += titleLines.map((l) => `(${pdfString(l)}) Tj`).join("\nT*\n") + "\nET\n";
  const bodyTop = PAGE_H - MARGIN - 14 - 18 * (titleLines.length - 1) - 34;
  content += `BT /F1 11 Tf 16 TL ${MARGIN} ${bodyTop} Td\n`;
  bodyLines.forEach((l, i) => {
    if (i > 0) content += "T*\n";
    if (l) content += `(${pdfString(l)}) Tj\n`;
  });
  content += "ET\n";

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}endstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title (${pdfString(title)}) /Producer (railway police demo content) >>`,
  ];

  // Everything is Latin-1, so string length === byte length.
  let pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\n` + `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
