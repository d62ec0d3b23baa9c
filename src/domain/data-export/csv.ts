/**
 * CSV for the data export (LGPD art. 18, V: portability "em formato
 * estruturado"), written for spreadsheets set to Portuguese (Brazil), where
 * Excel, LibreOffice and Google Sheets read ';' as the separator and ',' as
 * the decimal mark: a comma-separated file with dot decimals opens there as
 * one column of text. Otherwise RFC 4180: CRLF line ends, fields quoted when
 * they hold the separator, a quote or a line break, quotes doubled. A UTF-8
 * byte-order mark lets spreadsheet programs see the accents. Unknown values
 * are empty cells, never 0. Text that would start a formula (= + - @, tab,
 * carriage return) gets a leading apostrophe: OWASP "CSV Injection" — a note
 * someone typed must never run in a spreadsheet.
 */
export type CsvCell = string | number | boolean | null | undefined;

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // No thousands separator: "1234,5" is a number in every pt-BR spreadsheet, "1.234,5" not in all.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
