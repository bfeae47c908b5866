/**
 * CSV as RFC 4180 writes it, for spreadsheets (pure): CRLF after every record; a field that holds
 * the separator, a quote, a line break or leading or trailing spaces is quoted, with its quotes
 * doubled. UTF-8 with a byte order mark, so Excel reads the accents.
 */

/** The byte order mark Excel needs to take a CSV file for UTF-8. */
export const utf8Bom = '\uFEFF';

/**
 * A text that would start a formula in a spreadsheet (`=`, `+`, `-`, `@`, a tab or a carriage
 * return) gets a leading apostrophe, so a name typed into the shop cannot run as a formula in
 * the office's Excel (OWASP: CSV injection). Numbers are written as they are.
 */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvField(value: string | number | null, separator: string): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : defused(value);
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(
  rows: readonly (readonly (string | number | null)[])[],
  separator: string,
): string {
  return (
    utf8Bom +
    rows.map((row) => row.map((field) => csvField(field, separator)).join(separator)).join('\r\n') +
    '\r\n'
  );
}
