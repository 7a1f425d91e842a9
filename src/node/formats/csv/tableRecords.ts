// The records of a TSV or CSV text, field by field, with the line each starts on: what a glossary import
// needs to let the user pick its source and target columns among any number. CSV is RFC 4180 as spreadsheets
// and platforms write it: a record may span lines inside quotes, CRLF or LF, a space before an opening quote
// is allowed (`"a", "b"`), and a file whose first line has semicolons and no comma is read with semicolons
// (Excel in many European locales). One pass over the text, native searches for the separators.

export type TableFormat = 'tsv' | 'csv';

interface TableRecordError {
  line: number;
  /** What is wrong, as the catalogue's message for it. */
  says: 'glossaries.line.quoteNotClosed' | 'glossaries.line.textAfterQuote';
}

export interface TableReading {
  /** A record and the line it starts on. */
  onRecord(fields: string[], line: number): void;
  /** A record that cannot be read (a quote never closed, text after a closing quote); reading goes on at the next line. */
  onError(error: TableRecordError): void;
  /** When given, a line starting with `#` is a comment: handed here with its text, never read as a record. */
  onComment?(line: number, text: string): void;
}

/** The separator of a CSV text: a semicolon when the first line holds one and no comma, else a comma. */
export function csvDelimiter(text: string): ',' | ';' {
  const end = text.indexOf('\n');
  const first = end === -1 ? text : text.slice(0, end);
  return !first.includes(',') && first.includes(';') ? ';' : ',';
}

/** Reads every non-empty record of `text` (a BOM is skipped) in order. */
export function forEachTableRecord(text: string, format: TableFormat, reading: TableReading): void {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (format === 'tsv') readTsv(text, start, reading);
  else readCsv(text, start, csvDelimiter(text.slice(start, start + 64 * 1024)), reading);
}

function readTsv(text: string, start: number, reading: TableReading): void {
  let line = 0;
  for (let pos = start; pos < text.length;) {
    line++;
    let lineEnd = text.indexOf('\n', pos);
    if (lineEnd === -1) lineEnd = text.length;
    const end = lineEnd > pos && text.charCodeAt(lineEnd - 1) === 0x0d ? lineEnd - 1 : lineEnd;
    if (end > pos) {
      if (reading.onComment && text.charCodeAt(pos) === 0x23) reading.onComment(line, text.slice(pos, end));
      else reading.onRecord(text.slice(pos, end).split('\t'), line);
    }
    pos = lineEnd + 1;
  }
}

const isBlank = (code: number) => code === 0x20 || code === 0x09;

function readCsv(text: string, start: number, delimiter: string, reading: TableReading): void {
  const { onRecord, onError, onComment } = reading;
  const length = text.length;
  const separator = delimiter.charCodeAt(0);
  // The next separator at or after a position, remembered: a text without one is searched once, not per line.
  let nextFrom = -1;
  let nextFound = -1;
  const nextSeparator = (from: number) => {
    if (nextFrom === -1 || from < nextFrom || (nextFound !== -1 && nextFound < from)) {
      nextFrom = from;
      nextFound = text.indexOf(delimiter, from);
    }
    return nextFound;
  };
  let line = 1;
  let pos = start;
  const skipLine = () => {
    const lineEnd = text.indexOf('\n', pos);
    pos = lineEnd === -1 ? length : lineEnd + 1;
    line++;
  };
  while (pos < length) {
    const recordLine = line;
    if (onComment && text.charCodeAt(pos) === 0x23) {
      const lineEnd = text.indexOf('\n', pos);
      const end = lineEnd === -1 ? length : lineEnd;
      onComment(recordLine, text.slice(pos, end > pos && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end));
      skipLine();
      continue;
    }
    const fields: string[] = [];
    let failed = false;
    for (;;) {
      // A space or tab before an opening quote belongs to no field.
      let quoteAt = pos;
      while (quoteAt < length && isBlank(text.charCodeAt(quoteAt))) quoteAt++;
      if (text.charCodeAt(quoteAt) === 0x22) {
        let value = '';
        let from = quoteAt + 1;
        let closed = -1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote === -1) break;
          value += text.slice(from, quote);
          if (text.charCodeAt(quote + 1) === 0x22) {
            value += '"';
            from = quote + 2;
          } else {
            closed = quote;
            break;
          }
        }
        if (closed === -1) {
          onError({ line: recordLine, says: 'glossaries.line.quoteNotClosed' });
          skipLine();
          failed = true;
          break;
        }
        for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) line++;
        fields.push(value.replace(/\r\n/g, '\n'));
        pos = closed + 1;
        while (pos < length && isBlank(text.charCodeAt(pos))) pos++;
        const after = text.charCodeAt(pos);
        if (after === separator) {
          pos++;
          continue;
        }
        if (pos >= length) break;
        if (after === 0x0a || (after === 0x0d && text.charCodeAt(pos + 1) === 0x0a)) {
          pos += after === 0x0a ? 1 : 2;
          line++;
          break;
        }
        onError({ line: recordLine, says: 'glossaries.line.textAfterQuote' });
        skipLine();
        failed = true;
        break;
      }
      // Unquoted field: up to the next separator or the line end.
      let lineEnd = text.indexOf('\n', pos);
      if (lineEnd === -1) lineEnd = length;
      const next = nextSeparator(pos);
      if (next !== -1 && next < lineEnd) {
        fields.push(text.slice(pos, next));
        pos = next + 1;
        continue;
      }
      const end = lineEnd > pos && text.charCodeAt(lineEnd - 1) === 0x0d ? lineEnd - 1 : lineEnd;
      fields.push(text.slice(pos, end));
      pos = lineEnd + 1;
      line++;
      break;
    }
    if (failed) continue;
    if (fields.length === 1 && fields[0] === '') continue; // an empty line
    onRecord(fields, recordLine);
  }
}
