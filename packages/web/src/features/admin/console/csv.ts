/** CSV export for console reports (RFC 4180: comma-separated, CRLF lines, quoted where needed). */

type Cell = string | number | boolean | null | undefined;

/** One field: quoted when it holds a comma, quote or line break; a formula's lead character is defused. */
function field(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection): a number
  // is kept as is, any other such text gets a leading apostrophe.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves `text` as a CSV file named `filename` (with a BOM, so spreadsheets read UTF-8). */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
