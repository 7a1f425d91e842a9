// Reads the first sheet of an .xlsx as rows of cell texts, streaming: each part is inflated in steps under a
// cap (../zip/zipReader.ts) and its XML scanned row by row as it arrives, so memory follows the cells kept, not
// the workbook. Caps bound the rest: columns (cells further right are not kept), rows, text per row, the
// shared strings. Only what a glossary needs is kept: every cell of the first rows (the preview), then only
// the two mapped columns; with `onRow` the rows go to the caller as they are read. The shared strings are
// kept as UTF-8 (stringTable.ts), only those the kept cells refer to, each until its last use (xlsxReferences.ts).
import { ValidationError, fieldIssue } from '../../../shared/errors';
import { StringTable } from '../memory/stringTable';
import { type SharedStringUses, countSharedStringUses, readsCell } from './xlsxReferences';
import { RowCells } from './xlsxCells';
import { attribute, decodeXml, elementScanner, own, richText, streamSheetData, textSteps } from './xlsxXml';
import { type ZipPart, ZipPartTooLargeError, inflatePart, listZipParts } from '../zip/zipReader';

const XLSX_LIMITS = {
  /** Cells right of this column (IV, 256) are not kept: a glossary has its phrases in the first columns. */
  columns: 256,
  /** Excel's own maximum. */
  rows: 1_048_576,
  /** Inflated XML per part (sheet, shared strings): a 10 MB dictionary as inline strings is about 60 MB of sheet XML. */
  partBytes: 200_000_000,
  /** Inflated per compressed byte: spreadsheet XML reaches about 50, a zip bomb about 1000. */
  ratio: 200,
  /** Characters of shared strings kept: five dictionaries' worth. */
  sharedStringChars: 50_000_000,
  /**
   * Shared strings, kept or not (each costs 4 bytes of index even when empty): eight text columns on every row
   * Excel allows. Without it a part of empty `<si/>` within the size cap would cost 160 MB of index.
   */
  sharedStrings: 8 * 1_048_576,
  /** The XML of one row. */
  rowChars: 4_000_000,
} as const;
type XlsxLimits = { readonly [K in keyof typeof XLSX_LIMITS]: number };
type Limits = XlsxLimits;

export interface SheetRow {
  /** 1-based row number in the sheet, as the spreadsheet shows it. */
  line: number;
  /** Cell texts, index 0 = column A (only the kept columns are filled beyond the preview rows). */
  cells: string[];
}

export interface FirstSheet {
  sheetName: string;
  rows: SheetRow[];
  /** Columns seen, up to the column cap. */
  columnCount: number;
  /** Whether cells right of the column cap were left out. */
  columnsCut: boolean;
  /**
   * Rows read but not kept: the kept columns already held more text than a dictionary may (10 MB), so the
   * import is too large whatever follows.
   */
  rowsNotKept: number;
}

export interface SheetReadOptions {
  /** Rows kept with every cell (default: all of them). */
  fullRows?: number;
  /** Columns kept for the rows after `fullRows`. */
  keepColumns?: readonly number[];
  /** Once the kept columns hold more characters than this, rows are counted but not kept. */
  keepChars?: number;
  /**
   * Given every row as it is read, in order; the rows after `fullRows` are then not kept in `rows`, so memory
   * follows what the caller keeps of them. A row's texts hold only their own characters (no slice of the XML).
   */
  onRow?: (row: SheetRow) => void;
  /** Lower caps, for tests. */
  limits?: Partial<XlsxLimits>;
}

const unreadable = (fileName: string, detail?: string) =>
  new ValidationError([fieldIssue('file', { id: 'glossaries.import.xlsx.unreadable', values: { name: fileName } })], {
    saysNextStep: { id: 'glossaries.import.xlsx.saveAgain' },
    ...(detail ? { serverDetail: detail } : {}),
  });

/** Which of the reader's bounds a workbook passed (the message's `limit`), and that bound. */
type Bound = 'rows' | 'rowChars' | 'cellChars' | 'sharedTexts' | 'textChars' | 'zipRatio' | 'zipMegabytes';
const tooBig = (fileName: string, limit: Bound, max: number) =>
  new ValidationError(
    [fieldIssue('file', { id: 'glossaries.import.xlsx.tooBig', values: { name: fileName, limit, max } })],
    { saysNextStep: { id: 'glossaries.import.xlsx.keepColumns' } },
  );

export function readFirstSheet(bytes: Uint8Array, fileName = 'This file', options: SheetReadOptions = {}): FirstSheet {
  const limits: Limits = { ...XLSX_LIMITS, ...options.limits };
  let parts: Map<string, ZipPart>;
  try {
    parts = new Map(listZipParts(bytes).map((part) => [part.name.replace(/^\//, ''), part]));
  } catch (error) {
    throw unreadable(fileName, error instanceof Error ? error.message : undefined);
  }
  try {
    const workbook = parts.get('xl/workbook.xml');
    if (!workbook) throw unreadable(fileName, 'No xl/workbook.xml.');
    const { sheetName, sheetPath } = firstSheetOf(
      parts,
      readWhole(bytes, workbook),
      readWholeOptional(bytes, parts.get('xl/_rels/workbook.xml.rels')),
    );
    const sheet = parts.get(sheetPath);
    if (!sheet)
      throw new ValidationError([
        fieldIssue('file', { id: 'glossaries.import.xlsx.noSheet', values: { name: fileName } }),
      ]);
    const sharedPart = parts.get('xl/sharedStrings.xml');
    const oversizedRow = () => {
      throw tooBig(fileName, 'rowChars', limits.rowChars);
    };
    // Past the preview only some columns are kept: then only the shared strings the sheet refers to there are
    // kept, each until its last use.
    const uses =
      sharedPart && options.keepColumns && options.fullRows !== undefined && Number.isFinite(options.fullRows)
        ? countSharedStringUses(bytes, sheet, {
            fullRows: options.fullRows,
            keepColumns: options.keepColumns,
            limits,
            onOversized: oversizedRow,
          })
        : undefined;
    const shared = readSharedStrings(bytes, sharedPart, fileName, limits, uses);
    return { sheetName, ...readRows(bytes, sheet, shared, fileName, options, limits) };
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if (error instanceof ZipPartTooLargeError) {
      throw error.byRatio
        ? tooBig(fileName, 'zipRatio', error.limit)
        : tooBig(fileName, 'zipMegabytes', Math.round(error.limit / 1_000_000));
    }
    throw unreadable(fileName, error instanceof Error ? error.message : undefined);
  }
}

const SMALL_PART = 4_000_000;

function readWhole(bytes: Uint8Array, part: ZipPart): string {
  const pieces: string[] = [];
  inflatePart(bytes, part, { maxBytes: SMALL_PART, maxRatio: XLSX_LIMITS.ratio }, (chunk) =>
    pieces.push(new TextDecoder().decode(chunk)),
  );
  return pieces.join('');
}

const readWholeOptional = (bytes: Uint8Array, part: ZipPart | undefined) => (part ? readWhole(bytes, part) : '');

function firstSheetOf(
  parts: Map<string, ZipPart>,
  workbookXml: string,
  relsXml: string,
): { sheetName: string; sheetPath: string } {
  const sheet = /<(?:\w+:)?sheet\b([^>]*)>/.exec(workbookXml);
  const name = sheet ? decodeXml(attribute(sheet[1]!, 'name') ?? 'Sheet1') : 'Sheet1';
  const relId = sheet ? attribute(sheet[1]!, 'r:id') : undefined;
  if (relId !== undefined) {
    for (const rel of relsXml.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
      if (attribute(rel[1]!, 'Id') !== relId) continue;
      const target = decodeXml(attribute(rel[1]!, 'Target') ?? '');
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      return { sheetName: name, sheetPath: path.replace(/\/\.\//g, '/') };
    }
  }
  const fallback = [...parts.keys()].find((p) => /^xl\/worksheets\/[^/]+\.xml$/.test(p)) ?? 'xl/worksheets/sheet1.xml';
  return { sheetName: name, sheetPath: fallback };
}

interface SharedStrings {
  get(index: number): string | undefined;
}

/**
 * The shared strings, kept compactly (stringTable.ts): a sheet of a million phrases refers to them all. They
 * are read as far as the sheet refers to them, a step at a time: a sheet refers to its strings about in their
 * order, so the table holds those of the rows read so far, and once the rows are only counted (the kept
 * columns hold more than a dictionary may) no more are read. With `uses` (xlsxReferences.ts), the strings no
 * kept cell refers to are left empty, unread and uncounted, and each string is let go after its last use, so
 * the table holds only those read ahead of the rows.
 */
function readSharedStrings(
  bytes: Uint8Array,
  part: ZipPart | undefined,
  fileName: string,
  limits: Limits,
  uses?: SharedStringUses,
): SharedStrings {
  const strings = new StringTable();
  if (!part) return strings;
  let chars = 0;
  const scan = elementScanner(
    'si',
    limits.rowChars,
    (si) => {
      if (strings.length >= limits.sharedStrings) throw tooBig(fileName, 'sharedTexts', limits.sharedStrings);
      if (uses && !uses.has(strings.length)) {
        strings.push(''); // never looked up
        return;
      }
      const text = richText(si);
      chars += text.length;
      if (chars > limits.sharedStringChars) throw tooBig(fileName, 'textChars', limits.sharedStringChars);
      strings.push(text);
    },
    () => {
      throw tooBig(fileName, 'cellChars', limits.rowChars);
    },
  );
  const steps = textSteps(bytes, part, limits, scan);
  let more = true;
  return {
    get(index: number): string | undefined {
      while (more && strings.length <= index) more = steps.next();
      const text = strings.get(index);
      if (uses?.use(index)) strings.release(index);
      return text;
    },
  };
}

function readRows(
  bytes: Uint8Array,
  part: ZipPart,
  shared: SharedStrings,
  fileName: string,
  options: SheetReadOptions,
  limits: Limits,
): Omit<FirstSheet, 'sheetName'> {
  const rows: SheetRow[] = [];
  const fullRows = options.fullRows ?? Infinity;
  const keep = options.keepColumns ?? [];
  let columnCount = 0;
  let columnsCut = false;
  let lastRow = 0;
  let keptChars = 0;
  let rowsNotKept = 0;
  const keepChars = options.keepChars ?? Infinity;
  const cell = new RowCells();
  const scan = elementScanner(
    'row',
    limits.rowChars,
    (rowXml) => {
      const tagEnd = rowXml.indexOf('>');
      const declared = Number(attribute(rowXml.slice(4, tagEnd), 'r'));
      const line = Number.isInteger(declared) && declared > lastRow ? declared : lastRow + 1;
      lastRow = line;
      if (line > limits.rows) throw tooBig(fileName, 'rows', limits.rows);
      const cells: string[] = [];
      const full = rows.length < fullRows;
      if (!full && keptChars > keepChars) {
        if (/<c\b/.test(rowXml)) rowsNotKept++;
        return;
      }
      let any = false;
      cell.start(rowXml, tagEnd);
      while (cell.next()) {
        const column = cell.column;
        if (column >= limits.columns) {
          columnsCut = true;
          continue;
        }
        if (!readsCell(full, column, keep)) continue;
        const text = cellText(cell, shared);
        if (text === undefined) continue;
        cells[column] = text;
        if (keep.includes(column)) keptChars += text.length;
        any = true;
      }
      if (!any) return;
      for (let i = 0; i < cells.length; i++) cells[i] ??= '';
      if (full) columnCount = Math.max(columnCount, cells.length);
      const row = { line, cells };
      if (full || !options.onRow) rows.push(row);
      options.onRow?.(row);
    },
    () => {
      throw tooBig(fileName, 'rowChars', limits.rowChars);
    },
  );
  streamSheetData(bytes, part, limits, scan);
  return { rows, columnCount, columnsCut, rowsNotKept };
}

/** The text a translator sees in a cell, or undefined when it is empty; a string of its own (see `own`). */
function cellText(cell: RowCells, shared: SharedStrings): string | undefined {
  if (cell.typeIs('inlineStr')) return cell.inlineText();
  if (!cell.hasValue()) return undefined;
  if (cell.typeIs('s')) return shared.get(cell.valueNumber()) ?? '';
  if (cell.typeIs('b')) return cell.value() === '1' ? 'TRUE' : 'FALSE';
  return own(cell.value());
}
