/**
 * CSV as spreadsheets read it (docs/decisions/admin.md): RFC 4180 quoting, CRLF line ends, UTF-8
 * with a byte-order mark (without it Excel reads the bytes as the local code page), and text
 * that a spreadsheet would run as a formula neutralised.
 */

export type CsvCell = string | number | boolean | null | undefined;

/** A cell a spreadsheet treats as a formula (or as the start of one after a tab or line break). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, which
 * spreadsheets show as text and never evaluate: "=HYPERLINK(…)" cannot run or phone home. Numbers
 * stay numbers (a negative number is not a formula).
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_BOM = '\uFEFF';

/** The whole file: header row first, CRLF after every row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
