/*
 * CSV for a spreadsheet (RFC 4180: quoted when needed, CRLF lines), where no cell is read as a formula, whatever
 * separator the spreadsheet splits on (a comma; a semicolon in French locales; a tab or a bar): a cell holding any
 * of them is quoted, so it stays one cell, and a cell that starts with =, +, -, @ or a control (after spaces) is
 * written with a leading apostrophe. `npm run leads`, `npm run results` and the Studio's Results tool write through it.
 */

/** Characters a spreadsheet may split a line on, or a cell's own quoting and lines. */
const QUOTED = /[",;\t|\n\r]/;
const FORMULA = /^[\s]*[=+\-@\t\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return QUOTED.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
