/**
 * CSV for spreadsheet programs. A cell that starts with =, +, -, @, a tab or a carriage return is
 * read as a formula by Excel and LibreOffice ("CSV injection"): such a cell gets a leading
 * apostrophe, which the spreadsheet shows as text. Every cell is quoted, so commas, quotes and
 * line breaks inside a citizen's message stay in their cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows to CSV text with CRLF line ends (RFC 4180), starting with a byte-order mark so that
 * spreadsheet programs read the Devanagari as UTF-8. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return "\uFEFF" + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
