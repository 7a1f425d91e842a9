// Requests and answers of the `glossaries` IPC area (declared in contract.ts). Entries cross IPC as TSV
// text: one string is far cheaper to check and copy than 250,000 objects, and valid entries hold no tab
// or line break.
import { UiMessageSchema } from '../i18n/catalogue';
import { z } from 'zod';
import {
  CREATE_TOO_LARGE_MESSAGE,
  GLOSSARY_FILE_FORMATS,
  MAX_CREATE_TSV_CHARS,
  MAX_GLOSSARY_FILE_BYTES,
  MAX_NEW_DICTIONARIES,
} from '../rules/glossaryFiles';
import { STAGING_CHUNK_BYTES } from '../rules/documents';

// File limits, formats and export choices live in rules/glossaryFiles.ts (no zod), for the window.
export {
  CREATE_TOO_LARGE_MESSAGE,
  MAX_CREATE_TSV_CHARS,
  MAX_GLOSSARY_FILE_BYTES,
  fileTooLargeSays,
  type GlossaryExportChoice,
} from '../rules/glossaryFiles';

const MAX_TSV_CHARS = 12_000_000; // a 10 MB dictionary with room for what the rules will report as too large
/** Base64 text only (letters, digits, + and /, padding): JSON writes it as it is, one character each. */
export const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

const GlossaryId = z.string().min(1).max(200);
const Lang = z.string().min(2).max(35);
const Name = z.string().max(4096);
const DictionaryPairSchema = z.object({ sourceLang: Lang, targetLang: Lang });
export type DictionaryPair = z.infer<typeof DictionaryPairSchema>;

export const GlossarySummarySchema = z.object({
  glossaryId: z.string(),
  name: z.string(),
  /** Known from the creation answer and from polling; absent when the service did not say. */
  ready: z.boolean().optional(),
  creationTime: z.string(),
  dictionaries: z.array(z.object({ sourceLang: z.string(), targetLang: z.string(), entryCount: z.number() })),
});
export type GlossarySummary = z.infer<typeof GlossarySummarySchema>;

export const GlossaryRefSchema = z.object({ glossaryId: GlossaryId });
export const DictionaryRefSchema = GlossaryRefSchema.extend({ sourceLang: Lang, targetLang: Lang });
export type DictionaryRef = z.infer<typeof DictionaryRefSchema>;

export const CreateGlossarySchema = z.object({
  name: Name,
  dictionaries: z
    .array(DictionaryPairSchema.extend({ entriesTsv: z.string().max(MAX_TSV_CHARS) }))
    .min(1)
    .max(MAX_NEW_DICTIONARIES)
    .refine((dictionaries) => dictionaries.reduce((sum, d) => sum + d.entriesTsv.length, 0) <= MAX_CREATE_TSV_CHARS, {
      error: CREATE_TOO_LARGE_MESSAGE,
    })
    .meta({ maxTotalStringChars: MAX_CREATE_TSV_CHARS }),
});
export const RenameGlossarySchema = GlossaryRefSchema.extend({ name: Name });
export const DuplicateGlossarySchema = GlossaryRefSchema.extend({ name: Name });
export const PutDictionarySchema = DictionaryRefSchema.extend({ entriesTsv: z.string().max(MAX_TSV_CHARS) });

/**
 * A dictionary opened for the editor: the first page of its entries, checked, as soon as they have arrived;
 * `readId` asks for the rest, page by page, until `done`. `totalEntries` is about how many it holds (its
 * lines), on the first page that comes after the whole dictionary has arrived.
 */
export const EntriesPageSchema = z.object({
  entriesTsv: z.string(),
  done: z.boolean(),
  totalEntries: z.number().optional(),
});
export const OpenEntriesAnswerSchema = EntriesPageSchema.extend({ readId: z.string() });
export type OpenEntriesAnswer = z.infer<typeof OpenEntriesAnswerSchema>;
export const EntriesReadSchema = z.object({ readId: z.string().min(1).max(100) });

export const SaveDictionarySchema = DictionaryRefSchema.extend({ entriesTsv: z.string().max(MAX_TSV_CHARS) });
export const SaveResultSchema = z.object({
  /** The request that carried the change: PATCH (additions and changes only), PUT (something deleted), or none. */
  method: z.enum(['PATCH', 'PUT', 'none']),
  added: z.number(),
  changed: z.number(),
  deleted: z.number(),
  /** Entries in the request body. */
  sentEntries: z.number(),
  /** After the save the entries were read again: true when the service holds exactly what the editor shows. */
  confirmed: z.boolean(),
  /** What the service holds now (re-read), only when it differs from what the editor sent. */
  entriesTsv: z.string().optional(),
  glossary: GlossarySummarySchema,
});
export type SaveResult = z.infer<typeof SaveResultSchema>;

export const ReverseResultSchema = z.object({
  glossary: GlossarySummarySchema,
  /** Entries left out because their target phrase was already the source of another reversed entry. */
  skippedDuplicates: z.number(),
});

const StagingId = z
  .string()
  .max(32)
  .regex(/^[a-f0-9]{32}$/);

/**
 * A glossary file the user picked reaches main in chunks (at most STAGING_CHUNK_BYTES each) and is written to a
 * staging file, which the work pool reads by path: main never holds or decodes the whole file (issue 25).
 */
export const StageFileBeginSchema = z.object({
  name: z.string().min(1).max(1024),
  size: z.number().int().min(0).max(MAX_GLOSSARY_FILE_BYTES),
});
export const StageFileChunkSchema = z.object({
  stagingId: StagingId,
  offset: z.number().int().min(0),
  base64: z
    .string()
    .max(Math.ceil(STAGING_CHUNK_BYTES / 3) * 4 + 4)
    .regex(BASE64_PATTERN, 'The file did not arrive as base64.'),
});

export const ImportFileSchema = z.object({
  fileName: z.string().max(1024),
  /** The staged file (stageFileBegin, stageFileChunk); it may be read again with other options. */
  stagingId: StagingId,
  format: z.enum(GLOSSARY_FILE_FORMATS).optional(),
  sourceLang: Lang.optional(),
  targetLang: Lang.optional(),
  columns: z
    .object({ source: z.number().int().min(0).max(16_383), target: z.number().int().min(0).max(16_383) })
    .optional(),
  headerRow: z.union([z.literal('auto'), z.boolean()]).optional(),
  /** TSV, CSV: lines starting with # are comments (default: yes, when the file has any). */
  skipComments: z.boolean().optional(),
  /** Trim spaces at the start and end of phrases instead of rejecting those lines (the user said yes). */
  trimSpaces: z.boolean().optional(),
});

const LineIssueSchema = z.object({
  line: z.number(),
  field: z.enum(['source', 'target', 'entry']),
  reason: z.string(),
  message: z.string(),
  uiMessage: UiMessageSchema.optional(),
});

export const ImportResultSchema = z.object({
  preview: z.object({
    format: z.enum(GLOSSARY_FILE_FORMATS),
    encoding: z.string().optional(),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
    totalRows: z.number(),
    languages: z.array(z.string()).optional(),
    headerRow: z.boolean().optional(),
    /** TSV, CSV, XLSX: the columns taken as source and target (chosen, or named by a header row). */
    chosenColumns: z.object({ source: z.number(), target: z.number() }).optional(),
    /** TSV, CSV: lines starting with #, and whether they were skipped as comments. */
    commentLines: z.number().optional(),
    skipComments: z.boolean().optional(),
  }),
  /** The valid entries; importing them skips the rejected lines. */
  entriesTsv: z.string(),
  entryCount: z.number(),
  /** Rejected lines (the first 1,000; `issueCount` counts them all). */
  issues: z.array(LineIssueSchema),
  issueCount: z.number(),
  /** Lines rejected (a line with two problems counts once). */
  rejectedLineCount: z.number(),
  /** Rejected lines whose only problem is spaces at the start or end of a phrase: trimming would take them. */
  trimmableLineCount: z.number(),
  ignoredLineCount: z.number(),
  byteSize: z.number(),
  tooLarge: z.boolean(),
  /**
   * When the entries are more than a dictionary holds: how many of the first ones fit (`entryCount` and
   * `entriesTsv` then hold only those), up to which line of the file, their size, and the file's valid entries.
   */
  fit: z
    .object({ entryCount: z.number(), lastLine: z.number(), byteSize: z.number(), fileEntryCount: z.number() })
    .optional(),
  /** TBX: source synonyms that became entries, deprecated terms skipped, target terms not taken (one per source). */
  termReport: z.object({ synonyms: z.number(), deprecated: z.number(), otherTargets: z.number() }).optional(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ExportFileSchema = DictionaryPairSchema.extend({
  glossaryName: Name,
  format: z.enum(GLOSSARY_FILE_FORMATS),
  entriesTsv: z.string().max(MAX_TSV_CHARS),
  withLanguageCodes: z.boolean().optional(),
  /** CSV: escape formula-like cells for spreadsheets (default) or write them raw for CAT tools. */
  csvFormulas: z.enum(['escape', 'raw']).optional(),
});

export const ExportResultSchema = z.object({ fileName: z.string(), mimeType: z.string(), base64: z.string() });

/** An older glossary (made with the service's v2 routes): one language pair. */
export const OlderGlossarySchema = z.object({
  glossaryId: z.string(),
  name: z.string(),
  ready: z.boolean(),
  creationTime: z.string(),
  sourceLang: z.string(),
  targetLang: z.string(),
  entryCount: z.number(),
});
export type OlderGlossary = z.infer<typeof OlderGlossarySchema>;
