/**
 * CSV for the exports (agent reports, AML case reports): a header row of field names, then one line per row. Text cells
 * that a spreadsheet would read as a formula get a leading apostrophe; numbers stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv<T extends Record<string, unknown>>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
