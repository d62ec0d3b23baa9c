/**
 * CSV for the data export (LGPD art. 18, V: portability "em formato
 * estruturado"). RFC 4180: comma separator, CRLF line ends, fields quoted
 * when they hold a comma, quote or line break, quotes doubled. Numbers keep
 * a dot decimal so any program reads them; a UTF-8 byte-order mark lets
 * spreadsheet programs see the accents. Text that would start a formula
 * (= + - @, tab, carriage return) gets a leading apostrophe: OWASP "CSV
 * Injection" — a note someone typed must never run in a spreadsheet.
 */
export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
