// Reads a glossary file (TSV, CSV, XLSX or TBX) into the entries of one dictionary, with a preview and a
// report of every rejected line. The content rules are the shared ones; this file only gets rows out of files.
import Papa from 'papaparse';
import { MAX_GLOSSARY_FILE_BYTES, fileTooLargeMessage } from '../../shared/calls/glossaries';
import { ValidationError } from '../../shared/errors';
import { GLOSSARY_LIMITS, type GlossaryEntry, type GlossaryLineIssue } from '../../shared/rules/glossaryEntries';
import { PackedEntryCollector } from '../../node/formats/csv/glossaryCollector';
import { KEPT_ISSUES, parseGlossaryEntriesToTsv, type GlossaryTsvRead } from '../../node/formats/csv/glossaryParsing';
import { looksLikeHeaderRow } from '../../shared/rules/glossaryHeaderRow';
import { baseLanguage } from '../../shared/rules/languages';
import { readFirstSheet, type SheetRow } from '../../node/formats/xlsx/glossaryXlsx';
import { type TbxConcept, forEachTbxConcept } from '../../node/formats/tbx/glossaryTbx';
import { decodeGlossaryText, normalizeLineEnds, type TextEncodingName } from '../../node/formats/text/textDecoding';

export type GlossaryFileFormat = 'tsv' | 'csv' | 'xlsx' | 'tbx';

export interface GlossaryImportOptions {
  fileName?: string;
  /** Detected from the name and content when absent. */
  format?: GlossaryFileFormat;
  /** The dictionary's pair: CSV lines with other codes are ignored, TBX terms are taken in these languages. */
  sourceLang?: string;
  targetLang?: string;
  /** XLSX: 0-based columns holding the phrases (default A and B). */
  columns?: { source: number; target: number };
  /** TSV, CSV, XLSX: whether the first row is a header; `auto` takes it as one when it holds column titles or the pair's language codes (shared/rules/glossaryHeaderRow.ts). */
  headerRow?: 'auto' | boolean;
  /** Trim spaces at the start and end of phrases instead of rejecting those lines (the user agreed). */
  trimSpaces?: boolean;
  /** Rows in the preview (default 20). */
  previewRows?: number;
}

export interface GlossaryImportPreview {
  format: GlossaryFileFormat;
  /** Text formats only. */
  encoding?: TextEncodingName;
  /** Column titles: the header cells, or what each column is taken to be. */
  columns: string[];
  /** The first rows of the file as it is, cell by cell. */
  rows: string[][];
  /** Rows (or concepts) in the whole file, empty lines not counted. */
  totalRows: number;
  /** TBX: the languages found. TSV, CSV, XLSX: whether the first row was taken as a header. */
  languages?: string[];
  headerRow?: boolean;
}

/** The entries come as the TSV the window edits: 250,000 of them are never held as objects (packedEntries.ts). */
export interface GlossaryImport extends GlossaryTsvRead {
  preview: GlossaryImportPreview;
}

/** Beyond this a file cannot hold one dictionary of 10 MB, whatever its format; refused before it is parsed. */
export const MAX_IMPORT_FILE_BYTES = MAX_GLOSSARY_FILE_BYTES;

export async function importGlossaryFile(
  bytes: Uint8Array,
  options: GlossaryImportOptions = {},
): Promise<GlossaryImport> {
  const fileName = options.fileName ?? 'This file';
  if (bytes.length === 0) throw new ValidationError([{ field: 'file', message: `“${fileName}” is empty.` }]);
  if (bytes.length > MAX_IMPORT_FILE_BYTES) {
    throw new ValidationError([{ field: 'file', message: fileTooLargeMessage(fileName) }], {
      nextStep: 'Split the file into smaller glossaries.',
    });
  }
  const format = options.format ?? detectFormat(bytes, options.fileName);
  const previewRows = options.previewRows ?? 20;
  if (format === 'xlsx') return importXlsx(bytes, options, previewRows);
  const { text: raw, encoding } = decodeGlossaryText(bytes, fileName);
  const text = normalizeLineEnds(raw);
  if (format === 'tbx') return importTbx(text, encoding, options, previewRows);

  const head = text.slice(0, 256 * 1024); // the preview needs only the first rows
  const firstRows = format === 'csv' ? csvPreviewRows(head, previewRows + 1) : tsvPreviewRows(head, previewRows + 1);
  const headerRow = takeHeaderRow(options, firstRows[0]?.[0], firstRows[0]?.[1]);
  const result = parseGlossaryEntriesToTsv(headerRow ? withoutFirstRow(text) : text, {
    format,
    sourceLang: options.sourceLang,
    targetLang: options.targetLang,
    trimSpaces: options.trimSpaces,
  });
  const rows = headerRow ? firstRows.slice(1) : firstRows.slice(0, previewRows);
  const widest = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const titles = widest >= 4 ? ['Source', 'Target', 'Source language', 'Target language'] : ['Source', 'Target'];
  return {
    ...result,
    preview: {
      format,
      encoding,
      columns: headerRow ? titles.map((title, i) => firstRows[0]![i] || title) : titles,
      rows,
      totalRows: result.rowCount,
      headerRow,
    },
  };
}

/** Whether the first row is taken as a header: as the user said, or as it looks. */
function takeHeaderRow(
  options: GlossaryImportOptions,
  source: string | undefined,
  target: string | undefined,
): boolean {
  if (typeof options.headerRow === 'boolean') return options.headerRow;
  return looksLikeHeaderRow(source, target, { sourceLang: options.sourceLang, targetLang: options.targetLang });
}

/** The text with its first non-empty line emptied, so the other lines keep their numbers. */
function withoutFirstRow(text: string): string {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (text.charCodeAt(start) === 0x0a) start++;
  const end = text.indexOf('\n', start);
  return end === -1 ? text.slice(0, start) : text.slice(0, start) + text.slice(end);
}

export function detectFormat(bytes: Uint8Array, fileName?: string): GlossaryFileFormat {
  const extension = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'tbx') return 'tbx';
  if (extension === 'csv') return 'csv';
  if (extension === 'tsv' || extension === 'tab') return 'tsv';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096)).replace(/\0/g, '');
  if (/^\s*(<\?xml|<martif|<tbx)/.test(head.replace(/^\ufeff/, ''))) return 'tbx';
  const firstLine = head.split('\n', 1)[0] ?? '';
  return firstLine.includes('\t') || !firstLine.includes(',') ? 'tsv' : 'csv';
}

function tsvPreviewRows(text: string, count: number): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\ufeff/, '').split('\n')) {
    const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (trimmed === '') continue;
    rows.push(trimmed.split('\t'));
    if (rows.length === count) break;
  }
  return rows;
}

function csvPreviewRows(text: string, count: number): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), {
    preview: count,
    skipEmptyLines: true,
    delimiter: ',',
  });
  return parsed.data;
}

async function importXlsx(
  bytes: Uint8Array,
  options: GlossaryImportOptions,
  previewRows: number,
): Promise<GlossaryImport> {
  const columns = options.columns ?? { source: 0, target: 1 };
  // Every cell of the preview rows (and the header), then only the mapped columns: memory follows the entries.
  // Each row goes to the collector as it is read; the sheet reader keeps only the preview rows.
  const collector = new PackedEntryCollector(options.trimSpaces);
  let first: SheetRow | undefined;
  let headerRow = false;
  let dataRowCount = 0;
  const sheet = readFirstSheet(bytes, options.fileName, {
    fullRows: previewRows + 1,
    keepColumns: [columns.source, columns.target],
    // Characters never outnumber UTF-8 bytes: past this the entries are surely more than one dictionary holds.
    keepChars: GLOSSARY_LIMITS.dictionaryBytes,
    onRow: (row) => {
      if (first === undefined) {
        first = row;
        headerRow = row.line === 1 && takeHeaderRow(options, row.cells[columns.source], row.cells[columns.target]);
        if (headerRow) return;
      }
      dataRowCount++;
      collector.rows++;
      collector.add(row.line, row.cells[columns.source] ?? '', row.cells[columns.target] ?? '');
    },
  });
  const result = collector.result();
  const dataRows: SheetRow[] = headerRow ? sheet.rows.slice(1) : sheet.rows;
  const columnTitles = Array.from(
    { length: sheet.columnCount },
    (_, i) => (headerRow && first?.cells[i]) || columnLetter(i),
  );
  if (sheet.rowsNotKept > 0 && !result.tooLarge) {
    // Rows past the limit were not kept: the kept ones alone already hold more than a dictionary may.
    result.tooLarge = true;
    result.issues = [
      {
        line: 1,
        field: 'entry',
        reason: 'dictionaryTooLarge',
        message: 'The sheet holds more than the 10 MB a dictionary may. Split it into two glossaries.',
      },
      ...result.issues.slice(0, KEPT_ISSUES - 1),
    ];
    result.issueCount++;
  }
  return {
    ...result,
    rowCount: dataRowCount + sheet.rowsNotKept,
    preview: {
      format: 'xlsx',
      columns: columnTitles,
      rows: dataRows.slice(0, previewRows).map((row) => row.cells),
      totalRows: dataRowCount + sheet.rowsNotKept,
      headerRow,
    },
  };
}

export const columnLetter = (index: number): string => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

function importTbx(
  text: string,
  encoding: TextEncodingName,
  options: GlossaryImportOptions,
  previewRows: number,
): GlossaryImport {
  // Concepts go to the collector as they are read; only the preview's are kept. Without a pair in the options it
  // is the file's first two languages, known once two have been seen: concepts read before wait for it.
  const collector = new PackedEntryCollector(options.trimSpaces);
  const missing: GlossaryLineIssue[] = [];
  const ignoredLines: number[] = [];
  let missingCount = 0;
  let ignoredCount = 0;
  let conceptCount = 0;
  const previewConcepts: TbxConcept[] = [];
  let waiting: TbxConcept[] | undefined = [];
  let sourceLang = options.sourceLang?.toLowerCase();
  let targetLang = options.targetLang?.toLowerCase();
  const termIn = (terms: Map<string, string>, lang: string | undefined): string | undefined => {
    if (lang === undefined) return undefined;
    const exact = terms.get(lang);
    if (exact !== undefined) return exact;
    for (const [code, term] of terms) if (baseLanguage(code) === baseLanguage(lang)) return term;
    return undefined;
  };
  const take = (concept: TbxConcept) => {
    const source = termIn(concept.terms, sourceLang);
    const target = termIn(concept.terms, targetLang);
    if (source === undefined && target === undefined) {
      if (ignoredCount++ < KEPT_ISSUES) ignoredLines.push(concept.line);
    } else if (source === undefined || target === undefined) {
      if (missingCount++ >= KEPT_ISSUES) return;
      missing.push({
        line: concept.line,
        field: source === undefined ? 'source' : 'target',
        reason: 'emptyPhrase',
        message: `This term entry has no ${source === undefined ? sourceLang : targetLang} term.`,
      });
    } else {
      collector.rows++;
      collector.add(concept.line, source, target);
    }
  };
  const pairFrom = (languages: readonly string[]) => {
    sourceLang = options.sourceLang?.toLowerCase() ?? languages[0];
    targetLang = options.targetLang?.toLowerCase() ?? languages[1];
    for (const concept of waiting ?? []) take(concept);
    waiting = undefined;
  };
  const languages = forEachTbxConcept(text, options.fileName ?? 'This file', (concept, languagesSoFar) => {
    conceptCount++;
    if (previewConcepts.length < previewRows) previewConcepts.push(concept);
    if (
      waiting &&
      (options.sourceLang !== undefined || languagesSoFar.length >= 1) &&
      (options.targetLang !== undefined || languagesSoFar.length >= 2)
    )
      pairFrom(languagesSoFar);
    if (waiting) waiting.push(concept);
    else take(concept);
  });
  if (waiting) pairFrom(languages);
  const result = collector.result();
  const issues = [...result.issues, ...missing].sort((a, b) => a.line - b.line).slice(0, KEPT_ISSUES);
  return {
    ...result,
    issues,
    issueCount: result.issueCount + missingCount,
    ignoredLines,
    ignoredLineCount: ignoredCount,
    rowCount: conceptCount,
    preview: {
      format: 'tbx',
      encoding,
      columns: languages,
      rows: previewConcepts.map((concept) => languages.map((lang) => concept.terms.get(lang) ?? '')),
      totalRows: conceptCount,
      languages,
    },
  };
}

export type { GlossaryEntry };
