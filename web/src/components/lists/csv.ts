/** One CSV cell: quoted when needed; text that a spreadsheet would run as a formula gets a leading '. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+@\t\r]/.test(text) || /^-[^\d]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as RFC 4180 CSV (CRLF line ends). */
export function toCsv(rows: (string | number)[][]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n');
}

/** Saves `csv` as a file (UTF-8 with a byte-order mark, so spreadsheets read accents right). */
export function downloadCsv(filename: string, csv: string) {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
