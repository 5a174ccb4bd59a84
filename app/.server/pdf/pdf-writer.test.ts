import { describe, expect, it } from "vitest";
import { pdfLines } from "../../../tests/support/pdf-text";
import { PDF_FONTS } from "./pdf-fonts";
import { PdfWriter, type Line } from "./pdf-writer";

const STYLE = { size: 10 };
const textOf = (line: Line) =>
  line.segments
    .map((segment) => segment.text)
    .join("")
    .trimEnd();

function writer() {
  return new PdfWriter(PDF_FONTS, { lang: "mr-IN", title: "Test", author: "Test", createdAt: new Date() });
}

describe("the PDF writer's line breaking", () => {
  it("breaks between words, never wider than the column, and keeps the writer's own line breaks", () => {
    const pdf = writer();
    const text = "गाडीत चढताना माझ्या पिशवीतून माझा फोन काढून घेतला, near platform 2 of Ghatkopar.\nदुसरी ओळ";
    const lines = pdf.layout(text, STYLE, 150);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(150);
    expect(lines.map(textOf).join(" ")).toBe(text.replace("\n", " "));
    expect(textOf(lines.at(-1)!)).toBe("दुसरी ओळ");
  });

  it("breaks a word longer than the column between characters, not inside a syllable", () => {
    const pdf = writer();
    const lines = pdf.layout(`${"क्ष".repeat(40)} MRP`, STYLE, 60);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60);
    // Every piece is whole conjuncts: none starts with the virama or the second consonant.
    for (const line of lines) expect(textOf(line)).toMatch(/^((क्ष)+( MRP)?|MRP)$/);
    expect(lines.map(textOf).join("").replace(" ", "")).toBe(`${"क्ष".repeat(40)}MRP`);
  });

  it("turns the page when the next line does not fit, and writes every line as its text", async () => {
    const pdf = writer();
    for (let index = 1; index <= 80; index += 1) pdf.paragraph(`ओळ ${index} line`, STYLE);
    const file = await pdf.finish((page, pages) => ({ left: "तळटीप", right: `${page}/${pages}` }), STYLE);
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
    const lines = pdfLines(file);
    expect(lines).toContain("ओळ 1 line");
    expect(lines).toContain("ओळ 80 line");
    expect(lines).toContain("1/2");
    expect(lines).toContain("2/2");
  });
});
