// Glossary files as the window and main both see them, without zod: the largest file an import reads, the
// dictionaries and characters one create call carries, the file formats, and what the export menu offers. calls/glossaries.ts builds its schemas from these.
import type { UiMessage } from '../i18n/catalogue';

/**
 * The largest glossary file read: ten times the 10 MB a dictionary may hold, room for a full dictionary as
 * TBX (about five times its TSV size in markup) or as UTF-16 (twice). Larger files are refused unread.
 */
export const MAX_GLOSSARY_FILE_BYTES = 100_000_000;
/** A file refused for its size, as a catalogue message (`fileName` absent: the file is not named). */
export const fileTooLargeSays = (fileName?: string): UiMessage => ({
  id: 'glossaries.import.fileTooLarge',
  values: {
    megabytes: MAX_GLOSSARY_FILE_BYTES / 1_000_000,
    ...(fileName === undefined ? { named: 'no' } : { named: 'yes', name: fileName }),
  },
});

/** Dictionaries one create call may carry (the New glossary form offers no more). */
export const MAX_NEW_DICTIONARIES = 50;

/**
 * The entries one create call may carry, all dictionaries together: two full dictionaries. The browser shell
 * joins a call of at most MAX_CALL_CHARS (shellFrames.ts) of JSON text, and JSON may write a character as six
 * (`\u0001`), so 24 M characters stay within it whatever they are. More dictionaries are added after the
 * glossary exists (one dictionary per call).
 */
export const MAX_CREATE_TSV_CHARS = 24_000_000;
export const CREATE_TOO_LARGE_MESSAGE = `A new glossary can start with at most ${MAX_CREATE_TSV_CHARS / 1_000_000} million characters of entries, all dictionaries together. Create it with fewer dictionaries, then add the others to it.`;

export const GLOSSARY_FILE_FORMATS = ['tsv', 'csv', 'xlsx', 'tbx'] as const;
export type GlossaryFileFormatName = (typeof GLOSSARY_FILE_FORMATS)[number];

/** What the export menu offers: CSV twice, safe for spreadsheets by default and raw for CAT tools. */
export const GLOSSARY_EXPORT_CHOICES = [
  { id: 'tsv', format: 'tsv', label: 'TSV' },
  { id: 'csv', format: 'csv', label: 'CSV (Excel)' },
  { id: 'csv-raw', format: 'csv', csvFormulas: 'raw', label: 'CSV (CAT tools)' },
  { id: 'xlsx', format: 'xlsx', label: 'XLSX' },
  { id: 'tbx', format: 'tbx', label: 'TBX' },
] as const satisfies readonly { id: string; format: GlossaryFileFormatName; csvFormulas?: 'raw'; label: string }[];
export type GlossaryExportChoice = (typeof GLOSSARY_EXPORT_CHOICES)[number];
