// Reads a glossary file (TSV, CSV, XLSX or TBX) into the entries of one dictionary, with a preview and a
// report of every rejected line. The content rules are the shared ones; this file only gets rows out of files.
import Papa from 'papaparse';
import { ValidationError } from '../../shared/errors';
import type { GlossaryEntry, GlossaryLineIssue } from '../../shared/rules/glossaryEntries';
import { checkEntryRows, parseGlossaryEntries, type GlossaryParseResult } from '../../shared/rules/glossaryParsing';
import { baseLanguage } from '../../shared/rules/languages';
import { readFirstSheet, type SheetRow } from './glossaryXlsx';
import { readTbx } from './glossaryTbx';
import { decodeGlossaryText, normalizeLineEnds, type TextEncodingName } from './textDecoding';

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
  /** XLSX: whether row 1 is a header; `auto` takes it as one when it holds language codes or column titles. */
  headerRow?: 'auto' | boolean;
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
  /** TBX: the languages found. XLSX: whether row 1 was taken as a header. */
  languages?: string[];
  headerRow?: boolean;
}

export interface GlossaryImport extends GlossaryParseResult {
  preview: GlossaryImportPreview;
}

/** Beyond this a file cannot hold one dictionary of 10 MB, whatever its format; refuse before parsing it. */
export const MAX_IMPORT_FILE_BYTES = 100_000_000;

export async function importGlossaryFile(bytes: Uint8Array, options: GlossaryImportOptions = {}): Promise<GlossaryImport> {
  const fileName = options.fileName ?? 'This file';
  if (bytes.length === 0) throw new ValidationError([{ field: 'file', message: `“${fileName}” is empty.` }]);
  if (bytes.length > MAX_IMPORT_FILE_BYTES) {
    throw new ValidationError([{ field: 'file', message: `“${fileName}” is larger than 100 MB, far more than one dictionary (10 MB) can hold.` }], {
      nextStep: 'Split the file into smaller glossaries.',
    });
  }
  const format = options.format ?? detectFormat(bytes, options.fileName);
  const previewRows = options.previewRows ?? 20;
  if (format === 'xlsx') return importXlsx(bytes, options, previewRows);
  const { text: raw, encoding } = decodeGlossaryText(bytes, fileName);
  const text = normalizeLineEnds(raw);
  if (format === 'tbx') return importTbx(text, encoding, options, previewRows);

  const result = parseGlossaryEntries(text, { format, sourceLang: options.sourceLang, targetLang: options.targetLang });
  const head = text.slice(0, 256 * 1024); // the preview needs only the first rows
  const rows = format === 'csv' ? csvPreviewRows(head, previewRows) : tsvPreviewRows(head, previewRows);
  const widest = rows.reduce((max, row) => Math.max(max, row.length), 0);
  return {
    ...result,
    preview: {
      format,
      encoding,
      columns: widest >= 4 ? ['Source', 'Target', 'Source language', 'Target language'] : ['Source', 'Target'],
      rows,
      totalRows: result.entries.length + result.ignoredLines.length + new Set(result.issues.filter((i) => i.reason !== 'dictionaryTooLarge').map((i) => i.line)).size,
    },
  };
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
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { preview: count, skipEmptyLines: true, delimiter: ',' });
  return parsed.data;
}

const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;
const HEADER_WORDS = /^(source|target|term|source term|target term|source phrase|target phrase|from|to|original|translation|quelle|ziel)$/i;

async function importXlsx(bytes: Uint8Array, options: GlossaryImportOptions, previewRows: number): Promise<GlossaryImport> {
  const sheet = await readFirstSheet(bytes, options.fileName);
  const columns = options.columns ?? { source: 0, target: 1 };
  const first = sheet.rows[0];
  const looksLikeHeader = (cell: string | undefined) => cell !== undefined && (LANGUAGE_CODE.test(cell.trim()) || HEADER_WORDS.test(cell.trim()));
  const headerRow =
    options.headerRow === 'auto' || options.headerRow === undefined
      ? first !== undefined && first.line === 1 && looksLikeHeader(first.cells[columns.source]) && looksLikeHeader(first.cells[columns.target])
      : options.headerRow;
  const dataRows: SheetRow[] = headerRow ? sheet.rows.slice(1) : sheet.rows;
  const result = checkEntryRows(
    dataRows.map((row) => ({ line: row.line, source: row.cells[columns.source] ?? '', target: row.cells[columns.target] ?? '' })),
  );
  const columnTitles = Array.from({ length: sheet.columnCount }, (_, i) => (headerRow && first?.cells[i]) || columnLetter(i));
  return {
    ...result,
    preview: {
      format: 'xlsx',
      columns: columnTitles,
      rows: dataRows.slice(0, previewRows).map((row) => row.cells),
      totalRows: dataRows.length,
      headerRow,
    },
  };
}

export const columnLetter = (index: number): string => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

function importTbx(text: string, encoding: TextEncodingName, options: GlossaryImportOptions, previewRows: number): GlossaryImport {
  const { languages, concepts } = readTbx(text, options.fileName);
  const sourceLang = options.sourceLang?.toLowerCase() ?? languages[0];
  const targetLang = options.targetLang?.toLowerCase() ?? languages[1];
  const termIn = (terms: Map<string, string>, lang: string | undefined): string | undefined => {
    if (lang === undefined) return undefined;
    const exact = terms.get(lang);
    if (exact !== undefined) return exact;
    for (const [code, term] of terms) if (baseLanguage(code) === baseLanguage(lang)) return term;
    return undefined;
  };
  const rows: { line: number; source: string; target: string }[] = [];
  const missing: GlossaryLineIssue[] = [];
  const ignoredLines: number[] = [];
  for (const concept of concepts) {
    const source = termIn(concept.terms, sourceLang);
    const target = termIn(concept.terms, targetLang);
    if (source === undefined && target === undefined) ignoredLines.push(concept.line);
    else if (source === undefined || target === undefined) {
      missing.push({
        line: concept.line,
        field: source === undefined ? 'source' : 'target',
        reason: 'emptyPhrase',
        message: `This term entry has no ${source === undefined ? sourceLang : targetLang} term.`,
      });
    } else rows.push({ line: concept.line, source, target });
  }
  const result = checkEntryRows(rows);
  const issues = [...result.issues, ...missing].sort((a, b) => a.line - b.line);
  return {
    ...result,
    issues,
    ignoredLines,
    preview: {
      format: 'tbx',
      encoding,
      columns: languages,
      rows: concepts.slice(0, previewRows).map((concept) => languages.map((lang) => concept.terms.get(lang) ?? '')),
      totalRows: concepts.length,
      languages,
    },
  };
}

export type { GlossaryEntry };
