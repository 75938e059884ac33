/** One cell: text, a number, or empty. */
export type CsvCell = string | number | null | undefined;

/**
 * A CSV cell, quoted when it must be. Text a spreadsheet would run as a formula (=, +, -, @, or a
 * leading tab or carriage return) is prefixed with an apostrophe (OWASP "CSV injection"); numbers
 * are numbers, so a negative one stays one.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows (the header first) as a CSV file's text: CRLF lines and a byte-order mark, so spreadsheet programs read UTF-8. */
export const csvText = (rows: readonly (readonly CsvCell[])[]) => `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
