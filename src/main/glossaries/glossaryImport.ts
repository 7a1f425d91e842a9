// Reads a glossary file (TSV, CSV, XLSX or TBX) into the entries of one dictionary, with a preview and a
// report of every rejected line. The content rules are the shared ones; this file only gets rows out of files.
import { MAX_GLOSSARY_FILE_BYTES, fileTooLargeSays } from '../../shared/calls/glossaries';
import { readFile, stat } from 'node:fs/promises';
import { ValidationError, fieldIssue } from '../../shared/errors';
import { GLOSSARY_LIMITS, type GlossaryLineIssue } from '../../shared/rules/glossaryEntries';
import { said } from '../../shared/rules/issues';
import { languageName } from '../../shared/rules/languages';
import { PackedEntryCollector } from '../../node/formats/csv/glossaryCollector';
import { KEPT_ISSUES, type GlossaryTsvRead } from '../../node/formats/csv/glossaryParsing';
import { labelledColumns, looksLikeHeaderRow } from '../../shared/rules/glossaryHeaderRow';
import { declaredEncoding, forEachTbxConcept, type TbxConcept } from '../../node/formats/tbx/tbxConcepts';
import { conceptEntries, previewTerm } from '../../node/formats/tbx/tbxEntries';
import { readFirstSheet, type SheetRow } from '../../node/formats/xlsx/glossaryXlsx';
import { importTable } from './tableImport';
import { decodeGlossaryText, normalizeLineEnds } from '../../node/formats/text/textDecoding';

export type GlossaryFileFormat = 'tsv' | 'csv' | 'xlsx' | 'tbx';

export interface GlossaryImportOptions {
  fileName?: string;
  /** Detected from the name and content when absent. */
  format?: GlossaryFileFormat;
  /** The dictionary's pair: CSV lines with other codes are ignored, TBX terms are taken in these languages. */
  sourceLang?: string;
  targetLang?: string;
  /** TSV, CSV, XLSX: 0-based columns holding the phrases (default: those a header row names for the pair, else the first two). */
  columns?: { source: number; target: number };
  /** TSV, CSV, XLSX: whether the first row is a header; `auto` judges it from its content (shared/rules/glossaryHeaderRow.ts). */
  headerRow?: 'auto' | boolean;
  /** TSV, CSV: whether lines starting with # are comments (default: yes, when the file has any). */
  skipComments?: boolean;
  /** Trim spaces at the start and end of phrases instead of rejecting those lines (the user agreed). */
  trimSpaces?: boolean;
  /** Rows in the preview (default 20). */
  previewRows?: number;
}

interface GlossaryImportPreview {
  format: GlossaryFileFormat;
  /** Text formats only. */
  encoding?: string;
  /** Column titles: the header cells, or what each column is taken to be. */
  columns: string[];
  /** The first rows of the file as it is, cell by cell. */
  rows: string[][];
  /** Rows (or concepts) in the whole file, empty lines not counted. */
  totalRows: number;
  /** TBX: the languages found. TSV, CSV, XLSX: whether the first row was taken as a header. */
  languages?: string[];
  headerRow?: boolean;
  /** TSV, CSV, XLSX: the columns taken as source and target. */
  chosenColumns?: { source: number; target: number };
  /** TSV, CSV: lines starting with # (all of them when skipped, else those among the first rows), and whether they were skipped. */
  commentLines?: number;
  skipComments?: boolean;
}

/** The entries come as the TSV the window edits: 250,000 of them are never held as objects (packedEntries.ts). */
export interface GlossaryImport extends GlossaryTsvRead {
  preview: GlossaryImportPreview;
  /** TSV, CSV: comment lines skipped. */
  commentLineCount?: number;
  /** TBX: source synonyms that became entries, deprecated terms skipped, target terms not taken (one per source). */
  termReport?: { synonyms: number; deprecated: number; otherTargets: number };
}

/** Beyond this a file cannot hold one dictionary of 10 MB, whatever its format; refused before it is parsed. */
export const MAX_IMPORT_FILE_BYTES = MAX_GLOSSARY_FILE_BYTES;

const tooLargeError = (fileName: string | undefined) =>
  new ValidationError([fieldIssue('file', fileTooLargeSays(fileName))], {
    saysNextStep: { id: 'glossaries.import.fileTooLarge.nextStep' },
  });

export async function importGlossaryFile(
  bytes: Uint8Array,
  options: GlossaryImportOptions = {},
): Promise<GlossaryImport> {
  const fileName = options.fileName;
  if (bytes.length === 0)
    throw new ValidationError([
      fieldIssue('file', {
        id: 'glossaries.import.fileEmpty',
        values: fileName === undefined ? { named: 'no' } : { named: 'yes', name: fileName },
      }),
    ]);
  if (bytes.length > MAX_IMPORT_FILE_BYTES) throw tooLargeError(fileName);
  const format = options.format ?? detectFormat(bytes, options.fileName);
  const previewRows = options.previewRows ?? 20;
  if (format === 'xlsx') return importXlsx(bytes, options, previewRows);
  if (format === 'tbx') {
    const { text, encoding } = decodeTbx(bytes, fileName ?? 'This file');
    return importTbx(text, encoding, options, previewRows);
  }
  const { text: raw, encoding } = decodeGlossaryText(bytes, fileName ?? 'This file');
  return importTable(normalizeLineEnds(raw), format, encoding, options, previewRows);
}

/** A file on disk (staged by main, chunk by chunk): its size is checked before a byte of it is read. */
export async function readGlossaryFile(path: string, options: GlossaryImportOptions = {}): Promise<GlossaryImport> {
  const { size } = await stat(path);
  if (size > MAX_IMPORT_FILE_BYTES) throw tooLargeError(options.fileName);
  return importGlossaryFile(new Uint8Array(await readFile(path)), options);
}

export function detectFormat(bytes: Uint8Array, fileName?: string): GlossaryFileFormat {
  const extension = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'tbx') return 'tbx';
  if (extension === 'csv') return 'csv';
  if (extension === 'tsv' || extension === 'tab') return 'tsv';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096)).replace(/\0/g, '');
  if (/^\s*(<\?xml|<!--|<!DOCTYPE|<martif|<tbx)/.test(head.replace(/^\ufeff/, ''))) return 'tbx';
  const firstLine = head.split('\n', 1)[0] ?? '';
  return firstLine.includes('\t') || !firstLine.includes(',') ? 'tsv' : 'csv';
}

/** Rows below the first that the header judgement looks at. */
const HEADER_SAMPLE_ROWS = 10;

async function importXlsx(
  bytes: Uint8Array,
  options: GlossaryImportOptions,
  previewRows: number,
): Promise<GlossaryImport> {
  const columns = options.columns ?? { source: 0, target: 1 };
  // Every cell of the preview rows (and the header), then only the mapped columns: memory follows the entries.
  // Each row goes to the collector as it is read; the first few wait until the header row is judged from them.
  const collector = new PackedEntryCollector(options.trimSpaces);
  const waiting: SheetRow[] = [];
  let headerRow: boolean | undefined;
  let dataRowCount = 0;
  const add = (row: SheetRow) => {
    dataRowCount++;
    collector.rows++;
    collector.add(row.line, row.cells[columns.source] ?? '', row.cells[columns.target] ?? '');
  };
  const judge = () => {
    const first = waiting[0];
    headerRow =
      first !== undefined &&
      first.line === 1 &&
      (typeof options.headerRow === 'boolean'
        ? options.headerRow
        : looksLikeHeaderRow({
            first: first.cells,
            below: waiting.slice(1).map((row) => row.cells),
            columns,
            sourceLang: options.sourceLang,
            targetLang: options.targetLang,
          }));
    waiting.slice(headerRow ? 1 : 0).forEach(add);
  };
  const sheet = readFirstSheet(bytes, options.fileName, {
    fullRows: previewRows + 1,
    keepColumns: [columns.source, columns.target],
    // Characters never outnumber UTF-8 bytes: past this the entries are surely more than one dictionary holds.
    keepChars: GLOSSARY_LIMITS.dictionaryBytes,
    onRow: (row) => {
      if (headerRow !== undefined) return add(row);
      waiting.push(row);
      if (waiting.length > HEADER_SAMPLE_ROWS) judge();
    },
  });
  if (headerRow === undefined) judge();
  const first = waiting[0];
  // A header naming the pair's languages in other columns (English_word … German_word): read again with those.
  const named =
    headerRow && first && !options.columns
      ? labelledColumns(
          first.cells,
          waiting.slice(1).map((row) => row.cells),
          options,
        )
      : undefined;
  if (named && (named.source !== columns.source || named.target !== columns.target))
    return importXlsx(bytes, { ...options, columns: named }, previewRows);
  const result = collector.result();
  const dataRows: SheetRow[] = headerRow ? sheet.rows.slice(1) : sheet.rows;
  const columnTitles = Array.from(
    { length: Math.max(sheet.columnCount, 2) },
    (_, i) => (headerRow && first?.cells[i]?.trim()) || columnLetter(i),
  );
  if (sheet.rowsNotKept > 0 && result.fit) {
    // Rows past what was kept are not counted among the file's entries: they are at least as many as were read.
    result.fit.fileEntryCount += sheet.rowsNotKept;
  } else if (sheet.rowsNotKept > 0 && !result.tooLarge) {
    // Rows past the limit were not kept: the kept ones alone already hold more than a dictionary may.
    result.tooLarge = true;
    result.issues = [
      { line: 1, field: 'entry', reason: 'dictionaryTooLarge', ...said({ id: 'glossaries.line.sheetTooLarge' }) },
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
      chosenColumns: columns,
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
  encoding: string,
  options: GlossaryImportOptions,
  previewRows: number,
): GlossaryImport {
  // Concepts go to the collector as they are read; only the preview's are kept. Without a pair in the options it
  // is the file's first two languages, known once two have been seen: concepts read before wait for it.
  const collector = new PackedEntryCollector(options.trimSpaces);
  const missing: GlossaryLineIssue[] = [];
  const ignoredLines: number[] = [];
  const termReport = { synonyms: 0, deprecated: 0, otherTargets: 0 };
  let missingCount = 0;
  let ignoredCount = 0;
  let conceptCount = 0;
  const previewConcepts: TbxConcept[] = [];
  let waiting: TbxConcept[] | undefined = [];
  let sourceLang = options.sourceLang?.toLowerCase();
  let targetLang = options.targetLang?.toLowerCase();
  const take = (concept: TbxConcept) => {
    const { sources, target, deprecated, otherTargets } = conceptEntries(concept, sourceLang ?? '', targetLang ?? '');
    termReport.deprecated += deprecated;
    if (sources.length === 0 && target === undefined) {
      if (ignoredCount++ < KEPT_ISSUES) ignoredLines.push(concept.line);
    } else if (sources.length === 0 || target === undefined) {
      if (missingCount++ >= KEPT_ISSUES) return;
      const side = sources.length === 0 ? 'source' : 'target';
      const language = (side === 'source' ? sourceLang : targetLang) ?? '';
      missing.push({
        line: concept.line,
        field: side,
        reason: 'emptyPhrase',
        ...said({
          id: 'glossaries.line.noTerm',
          values: { deprecated: deprecated > 0 ? 'yes' : 'no', language: languageName(language) },
          languages: { language },
        }),
      });
    } else {
      termReport.otherTargets += otherTargets;
      sources.forEach((source, index) => {
        collector.rows++;
        // A synonym counts as mapped when it became an entry (not a repeat of an earlier source).
        if (collector.add(concept.line, source, target) && index > 0) termReport.synonyms++;
      });
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
    termReport,
    preview: {
      format: 'tbx',
      encoding,
      columns: languages,
      rows: previewConcepts.map((concept) => languages.map((lang) => previewTerm(concept, lang))),
      totalRows: conceptCount,
      languages,
    },
  };
}

/** Bytes the text decoder took for Windows-1252 are read again in the single-byte encoding the XML declaration names. */
function decodeTbx(bytes: Uint8Array, fileName: string): { text: string; encoding: string } {
  const decoded = decodeGlossaryText(bytes, fileName);
  if (decoded.encoding !== 'windows-1252') return decoded;
  const declared = declaredEncoding(decoded.text);
  if (!declared || declared === 'windows-1252') return decoded;
  try {
    return { text: new TextDecoder(declared).decode(bytes), encoding: declared };
  } catch {
    return decoded; // an encoding this platform does not know: Windows-1252 stays the best guess
  }
}
