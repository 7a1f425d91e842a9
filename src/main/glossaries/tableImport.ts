// A TSV or CSV glossary read as a table: any number of columns, the source and target columns chosen (by the
// user, or by the language codes of a header row), a header row detected from its content, lines starting
// with `#` skipped as comments when the user agrees. A plain two-column file goes through the service's own
// reader (glossaryParsing.ts), whose TSV path keeps entries as places in the file's text; anything wider is
// read record by record (tableRecords.ts) into the same collector.
import { isLanguageCode, labelledColumns, looksLikeHeaderRow } from '../../shared/rules/glossaryHeaderRow';
import { PackedEntryCollector } from '../../node/formats/csv/glossaryCollector';
import { parseGlossaryEntriesToTsv } from '../../node/formats/csv/glossaryParsing';
import { csvDelimiter, forEachTableRecord, type TableFormat } from '../../node/formats/csv/tableRecords';
import type { GlossaryImport, GlossaryImportOptions } from './glossaryImport';
import type { TextEncodingName } from '../../node/formats/text/textDecoding';

/** The first rows are read from this much of the text: enough for a preview, whatever the file's size. */
const HEAD_CHARS = 256 * 1024;

interface TableHead {
  rows: string[][];
  /** Lines starting with `#` among the head's lines, and how many of them could not be an entry. */
  commentLines: number;
  notEntries: number;
  width: number;
}

/**
 * Whether a line starting with # reads as a comment rather than an entry: it has no separator, or its first
 * two cells are empty or have spaces at their edges (`# columns: en, pt, pos`). `#hashtag<TAB>#Hashtag` and
 * every line Glossa exports read as entries.
 */
function notAnEntry(text: string, format: TableFormat): boolean {
  const cells = text.split(format === 'tsv' ? '\t' : csvDelimiter(text));
  const clean = (cell: string | undefined) => cell !== undefined && cell !== '' && cell.trim() === cell;
  return !(clean(cells[0]) && clean(cells[1]));
}

function readHead(text: string, format: TableFormat, count: number, skipComments: boolean): TableHead {
  const head = text.length > HEAD_CHARS ? text.slice(0, text.lastIndexOf('\n', HEAD_CHARS) + 1 || HEAD_CHARS) : text;
  const rows: string[][] = [];
  let commentLines = 0;
  let notEntries = 0;
  forEachTableRecord(head, format, {
    onRecord: (fields) => {
      if (rows.length < count) rows.push(fields);
    },
    onError: () => undefined,
    onComment: (line, text) => {
      commentLines++;
      if (notAnEntry(text, format)) notEntries++;
      if (!skipComments && rows.length < count) rows.push(commentFields(head, line, format));
    },
  });
  return { rows, commentLines, notEntries, width: rows.reduce((max, row) => Math.max(max, row.length), 0) };
}

/** A comment line's cells when comments are read as entries (the preview shows it as the file has it). */
function commentFields(text: string, line: number, format: TableFormat): string[] {
  let fields: string[] = [];
  let at = 0;
  for (let n = 1; n < line && at !== -1; n++) at = text.indexOf('\n', at) + 1 || -1;
  if (at === -1) return [];
  const end = text.indexOf('\n', at);
  forEachTableRecord(text.slice(at, end === -1 ? undefined : end), format, {
    onRecord: (read) => (fields = read),
    onError: () => undefined,
  });
  return fields;
}

export function importTable(
  text: string,
  format: TableFormat,
  encoding: TextEncodingName,
  options: GlossaryImportOptions,
  previewRows: number,
): GlossaryImport {
  const pair = { sourceLang: options.sourceLang, targetLang: options.targetLang };
  // Lines starting with # are skipped as comments when one of them cannot be an entry (the file uses them so),
  // unless the user said otherwise; entries that merely start with # are read as entries.
  const probe = readHead(text, format, previewRows + 1, true);
  const skipComments = options.skipComments ?? probe.notEntries > 0;
  const head = skipComments ? probe : readHead(text, format, previewRows + 1, false);
  const first = head.rows[0] ?? [];
  const below = head.rows.slice(1, 11);
  const columns = options.columns ?? labelledColumns(first, below, pair) ?? { source: 0, target: 1 };
  const headerRow =
    typeof options.headerRow === 'boolean' ? options.headerRow : looksLikeHeaderRow({ first, below, columns, ...pair });
  const dataRows = headerRow ? head.rows.slice(1) : head.rows;
  const plainColumns = columns.source === 0 && columns.target === 1;
  // The service's own layouts: two columns, or (CSV) two phrases and their two language codes.
  const serviceLayout =
    plainColumns &&
    probe.commentLines === 0 &&
    (head.width <= 2 ||
      (format === 'csv' &&
        head.width === 4 &&
        dataRows.length > 0 &&
        dataRows.every((row) => row.length !== 4 || (isLanguageCode(row[2]!) && isLanguageCode(row[3]!)))));

  const result: TableRead = serviceLayout
    ? parseGlossaryEntriesToTsv(headerRow ? withoutFirstRecord(text) : text, {
        format,
        ...pair,
        trimSpaces: options.trimSpaces,
      })
    : readColumns(text, format, columns, headerRow, skipComments, options.trimSpaces);
  const width = Math.max(head.width, 2);
  const names = serviceLayout ? ['Source', 'Target', 'Source language', 'Target language'] : [];
  const titles = Array.from(
    { length: width },
    (_, i) => (headerRow && first[i]?.trim()) || names[i] || `Column ${i + 1}`,
  );
  return {
    ...result,
    commentLineCount: skipComments ? result.commentLineCount : 0,
    preview: {
      format,
      encoding,
      columns: titles,
      rows: dataRows.slice(0, previewRows),
      totalRows: result.rowCount,
      headerRow,
      chosenColumns: columns,
      commentLines:
        probe.commentLines > 0 || (result.commentLineCount ?? 0) > 0
          ? Math.max(probe.commentLines, result.commentLineCount ?? 0)
          : 0,
      skipComments,
    },
  };
}

type TableRead = Omit<GlossaryImport, 'preview'>;

/** Every record's two chosen cells into the collector; a record without one of them is rejected. */
function readColumns(
  text: string,
  format: TableFormat,
  columns: { source: number; target: number },
  headerRow: boolean,
  skipComments: boolean,
  trimSpaces: boolean | undefined,
): TableRead {
  const collector = new PackedEntryCollector(trimSpaces);
  const needed = Math.max(columns.source, columns.target) + 1;
  let comments = 0;
  let first = headerRow;
  forEachTableRecord(text, format, {
    onRecord: (fields, line) => {
      if (first) {
        first = false;
        return;
      }
      collector.rows++;
      if (fields.length < needed) {
        const missing = fields.length <= columns.source ? columns.source : columns.target;
        collector.reject(line, 'missingSeparator', {
          id: 'glossaries.line.missingColumn',
          values: {
            count: fields.length,
            side: missing === columns.source ? 'source' : 'target',
            column: missing + 1,
          },
        });
        return;
      }
      collector.add(line, fields[columns.source]!, fields[columns.target]!);
    },
    onError: ({ line, says }) => {
      if (first) first = false;
      collector.rows++;
      collector.reject(line, 'badQuoting', { id: says });
    },
    onComment: skipComments ? () => comments++ : undefined,
  });
  return { ...collector.result(), commentLineCount: comments };
}

/** The text with its first non-empty line emptied, so the other lines keep their numbers. */
function withoutFirstRecord(text: string): string {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (text.charCodeAt(start) === 0x0a || text.charCodeAt(start) === 0x0d) start++;
  const end = text.indexOf('\n', start);
  return end === -1 ? text.slice(0, start) : text.slice(0, start) + text.slice(end);
}
