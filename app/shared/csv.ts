/*
 * CSV for a spreadsheet (RFC 4180: quoted when needed, CRLF lines), where no cell is read as a formula: a cell that
 * starts with =, +, -, @ or a control is written with a leading apostrophe. `npm run leads`, `npm run results` and
 * the Studio's Results tool write through it.
 */

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
