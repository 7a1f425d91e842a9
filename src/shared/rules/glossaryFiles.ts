// Glossary files as the window and main both see them, without zod: the largest file an import reads, the
// dictionaries one create call carries, the file formats, and what the export menu offers. calls/glossaries.ts builds its schemas from these.

/**
 * The largest glossary file read: ten times the 10 MB a dictionary may hold, room for a full dictionary as
 * TBX (about five times its TSV size in markup) or as UTF-16 (twice). Larger files are refused unread.
 */
export const MAX_GLOSSARY_FILE_BYTES = 100_000_000;
export const fileTooLargeMessage = (fileName: string) =>
  `“${fileName}” is larger than ${MAX_GLOSSARY_FILE_BYTES / 1_000_000} MB, the most a glossary import reads (a dictionary holds at most 10 MB).`;

/** Dictionaries one create call may carry (the New glossary form offers no more). */
export const MAX_NEW_DICTIONARIES = 50;

export const GLOSSARY_FILE_FORMATS = ['tsv', 'csv', 'xlsx', 'tbx'] as const;
export type GlossaryFileFormatName = (typeof GLOSSARY_FILE_FORMATS)[number];

/** What the export menu offers: CSV twice, safe for spreadsheets by default and raw for CAT tools. */
export const GLOSSARY_EXPORT_CHOICES = [
  { id: 'tsv', format: 'tsv', label: 'TSV' },
  { id: 'csv', format: 'csv', label: 'CSV' },
  { id: 'csv-raw', format: 'csv', csvFormulas: 'raw', label: 'CSV raw' },
  { id: 'xlsx', format: 'xlsx', label: 'XLSX' },
  { id: 'tbx', format: 'tbx', label: 'TBX' },
] as const satisfies readonly { id: string; format: GlossaryFileFormatName; csvFormulas?: 'raw'; label: string }[];
export type GlossaryExportChoice = (typeof GLOSSARY_EXPORT_CHOICES)[number];
