/**
 * CSV exports (back-office spec: tool list and logs, "semicolon delimiter, timestamped file name").
 * Plain functions shared by every export; the CSV writing itself is csv-stringify's, on the server.
 */

/**
 * First characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"):
 * = + - @, and tab / carriage return, which some programs skip before looking for one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: a value that would start a formula gets a leading single
 * quote, so `=HYPERLINK(…)` in a tool title is shown, never run. Other values are unchanged.
 */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** `tools-20240501-093005.csv`: the export's name and the moment it was made (UTC), sortable by name. */
export function timestampedCsvFileName(prefix: string, at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `${prefix}-${day}-${time}.csv`;
}
