/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes ("" inside quotes is a
 * quote), CRLF or LF line ends, a UTF-8 BOM ignored. Returns the rows as arrays of strings,
 * or throws CsvError for an unterminated quote or text after a closing quote.
 */
export class CsvError extends Error {
  constructor(readonly line: number) {
    super(`Malformed CSV at line ${line}`);
  }
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
      continue;
    }
    if (c === ',') {
      row.push(field);
      field = '';
      afterQuote = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      afterQuote = false;
      line += 1;
    } else if (afterQuote) {
      throw new CsvError(line);
    } else if (c === '"' && field === '') {
      quoted = true;
    } else {
      field += c;
    }
  }
  if (quoted) throw new CsvError(line);
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // Blank lines carry no row.
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}
