// Writes one dictionary as a file a translator can open elsewhere. Importing the file again gives the same
// entries (tested in glossaryExport.test.ts), except CSV for spreadsheets, whose formula-like cells carry an
// apostrophe so that opening the file runs nothing.
import Papa from 'papaparse';
import { FORMULA_LEAD } from '../../shared/rules/spreadsheetCells';
import { serializeEntriesTsv, type GlossaryEntry } from '../../shared/rules/glossaryEntries';
import type { GlossaryFileFormat } from './glossaryImport';
import { writeTbx } from '../../node/formats/tbx/glossaryTbx';
import { writeGlossaryXlsx } from '../../node/formats/xlsx/glossaryXlsx';

export interface GlossaryExportOptions {
  sourceLang: string;
  targetLang: string;
  /** CSV: add the language codes after the phrases on every line. */
  withLanguageCodes?: boolean;
  /**
   * CSV: `escape` (the default) makes a cell that a spreadsheet would run as a formula (starting with =, +, -, @,
   * tab or CR) plain text by putting an apostrophe before it; `raw` writes every phrase as it is, for CAT tools.
   */
  csvFormulas?: 'escape' | 'raw';
}

export async function exportGlossary(
  entries: readonly GlossaryEntry[],
  format: GlossaryFileFormat,
  options: GlossaryExportOptions,
): Promise<Uint8Array> {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  switch (format) {
    case 'tsv':
      return utf8(entries.length === 0 ? '' : `${serializeEntriesTsv(entries)}\n`);
    case 'csv': {
      const rows = entries.map((entry) =>
        options.withLanguageCodes
          ? [entry.source, entry.target, options.sourceLang, options.targetLang]
          : [entry.source, entry.target],
      );
      // Quote only where needed (comma, quote, line break, an escaped formula); CRLF as RFC 4180 has it.
      const escapeFormulae = options.csvFormulas === 'raw' ? false : FORMULA_LEAD;
      // A UTF-8 BOM first, as History's CSV has: without it Excel reads "Käufer" as "KÃ¤ufer". CAT tools and
      // Glossa's own import skip it.
      return utf8(
        `\ufeff${rows.length === 0 ? '' : `${Papa.unparse(rows, { newline: '\r\n', quotes: false, escapeFormulae })}\r\n`}`,
      );
    }
    case 'xlsx':
      return writeGlossaryXlsx(entries, options);
    case 'tbx':
      return utf8(writeTbx(entries, options));
  }
}
