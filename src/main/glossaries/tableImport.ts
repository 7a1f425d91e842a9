// A TSV or CSV glossary read as a table: any number of columns, the source and target columns chosen (by the
// user, or by the language codes of a header row), a header row detected from its content, lines starting
// with `#` skipped as comments when the user agrees. A plain two-column file goes through the service's own
// reader (glossaryParsing.ts), whose TSV path keeps entries as places in the file's text; anything wider is
// read record by record (tableRecords.ts) into the same collector.
import { isLanguageCode, languageOfLabel, looksLikeHeaderRow } from '../../shared/rules/glossaryHeaderRow';
import { baseLanguage } from '../../shared/rules/languageCodes';
import { PackedEntryCollector } from '../../shared/rules/glossaryCollector';
import { parseGlossaryEntriesToTsv } from '../../shared/rules/glossaryParsing';
import { forEachTableRecord, type TableFormat } from '../../node/formats/csv/tableRecords';
import type { GlossaryImport, GlossaryImportOptions } from './glossaryImport';
import type { TextEncodingName } from './textDecoding';

/** The first rows are read from this much of the text: enough for a preview, whatever the file's size. */
const HEAD_CHARS = 256 * 1024;

interface TableHead {
  rows: string[][];
  /** Lines starting with `#` among the head's lines. */
  commentLines: number;
  width: number;
}

function readHead(text: string, format: TableFormat, count: number, skipComments: boolean): TableHead {
  const head = text.length > HEAD_CHARS ? text.slice(0, text.lastIndexOf('\n', HEAD_CHARS) + 1 || HEAD_CHARS) : text;
  const rows: string[][] = [];
  let commentLines = 0;
  forEachTableRecord(head, format, {
    onRecord: (fields) => {
      if (rows.length < count) rows.push(fields);
    },
    onError: () => undefined,
    onComment: (line) => {
      commentLines++;
      if (!skipComments && rows.length < count) rows.push(commentFields(head, line, format));
    },
  });
  return { rows, commentLines, width: rows.reduce((max, row) => Math.max(max, row.length), 0) };
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

/**
 * The source and target columns a header row names for the pair, by language codes (`en`, `de-AT`) or names
 * (`English_word`, `German`), if it names both: the first column of each language.
 */
export function columnsByLabel(
  header: readonly (string | undefined)[],
  pair: { sourceLang?: string; targetLang?: string },
): { source: number; target: number } | undefined {
  if (!pair.sourceLang || !pair.targetLang) return undefined;
  const languages = header.map(languageOfLabel);
  const source = languages.indexOf(baseLanguage(pair.sourceLang));
  const target = languages.findIndex((lang, i) => i !== source && lang === baseLanguage(pair.targetLang!));
  return source !== -1 && target !== -1 ? { source, target } : undefined;
}

export function importTable(
  text: string,
  format: TableFormat,
  encoding: TextEncodingName,
  options: GlossaryImportOptions,
  previewRows: number,
): GlossaryImport {
  const pair = { sourceLang: options.sourceLang, targetLang: options.targetLang };
  // Comments are skipped unless the user said otherwise: a line starting with # is rarely a term.
  const probe = readHead(text, format, previewRows + 1, true);
  const skipComments = options.skipComments ?? probe.commentLines > 0;
  const head = skipComments ? probe : readHead(text, format, previewRows + 1, false);
  const first = head.rows[0] ?? [];
  const columns = options.columns ?? columnsByLabel(first, pair) ?? { source: 0, target: 1 };
  const headerRow =
    typeof options.headerRow === 'boolean'
      ? options.headerRow
      : looksLikeHeaderRow({ first, below: head.rows.slice(1, 11), columns, ...pair });
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
  const titles = Array.from({ length: width }, (_, i) => (headerRow && first[i]?.trim()) || `Column ${i + 1}`);
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
        collector.reject(
          line,
          'missingSeparator',
          fields.length === 1
            ? `This line has one column; the ${missing === columns.source ? 'source' : 'target'} phrase is in column ${missing + 1}.`
            : `This line has ${fields.length} columns; the ${missing === columns.source ? 'source' : 'target'} phrase is in column ${missing + 1}.`,
        );
        return;
      }
      collector.add(line, fields[columns.source]!, fields[columns.target]!);
    },
    onError: ({ line, message }) => {
      if (first) first = false;
      collector.rows++;
      collector.reject(line, 'badQuoting', message);
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
