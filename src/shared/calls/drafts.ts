// Requests and answers of the `drafts` IPC area (declared in contract.ts): work typed but not yet sent or saved
// (Translate, Write, the glossary editor's changes, the caption set-up, Documents' chosen files), kept by main in
// the app's data folder as the user types, so a reload, a renderer crash or a restart loses none of it.
import { z } from 'zod';
import { FORMALITY_VALUES } from '../api/wireValues';
import { MAX_DRAFT_CHARS, MAX_DRAFT_ENTRIES } from '../rules/draftLimits';
import { TranslateOptionsSchema } from './translate';

export { MAX_DRAFT_CHARS };
const DRAFT_TOO_LARGE_MESSAGE = `A draft holds at most ${MAX_DRAFT_CHARS / 1_000_000} million characters; save or send the rest.`;

const Lang = z.string().min(2).max(35);
const Text = z.string().max(MAX_DRAFT_CHARS);
/** A phrase as typed in a grid cell: it may break the glossary rules while it is being written. */
const Phrase = z.string().max(20_000);

const charsOf = (strings: readonly string[]) => strings.reduce((sum, s) => sum + s.length, 0);

const TranslateDraftSchema = z.object({
  kind: z.literal('translate'),
  sourceText: Text,
  sourceLang: Lang.nullable(),
  targetLang: Lang.nullable(),
  formality: z.enum(FORMALITY_VALUES),
  glossaryId: z.string().min(1).max(200).nullable().optional(),
  /** The Options as set (context, memory, markup…), and the glossaries after the first, in priority order. */
  options: TranslateOptionsSchema.optional(),
  moreGlossaryIds: z.array(z.string().min(1).max(200)).max(20).optional(),
  /** The translation shown, and whether it was made from exactly these inputs (then it is not made again). */
  translation: Text.optional(),
  translationCurrent: z.boolean().optional(),
});

const WriteDraftSchema = z.object({
  kind: z.literal('write'),
  original: Text,
  targetLang: Lang.nullable(),
});

const EntrySchema = z.object({ source: Phrase, target: Phrase });
/** An entry of the dictionary as it was loaded (`at` its position there), and what it became (null: deleted). */
const ChangedEntrySchema = EntrySchema.extend({
  at: z.number().int().min(0).max(10_000_000),
  after: EntrySchema.nullable(),
});

const GlossaryDraftSchema = z
  .object({
    kind: z.literal('glossary'),
    glossaryId: z.string().min(1).max(200),
    glossaryName: z.string().max(2000),
    sourceLang: Lang,
    targetLang: Lang,
    changed: z.array(ChangedEntrySchema).max(MAX_DRAFT_ENTRIES).meta({ maxTotalStringChars: MAX_DRAFT_CHARS }),
    /** Entries that were not in the dictionary as loaded, in the editor's order. */
    added: z.array(EntrySchema).max(MAX_DRAFT_ENTRIES).meta({ maxTotalStringChars: MAX_DRAFT_CHARS }),
  })
  .refine(
    (d) =>
      charsOf(d.changed.flatMap((c) => [c.source, c.target, c.after?.source ?? '', c.after?.target ?? ''])) +
        charsOf(d.added.flatMap((e) => [e.source, e.target])) <=
      MAX_DRAFT_CHARS,
    { error: DRAFT_TOO_LARGE_MESSAGE },
  );

const VoiceDraftSchema = z.object({
  kind: z.literal('voice'),
  /** A capture device id, or 'file' for a recording at `filePath`. */
  source: z.union([z.number().int(), z.literal('file')]).nullable(),
  filePath: z.string().max(4096),
});

/**
 * Chosen files waiting to be sent. Files with a path come back whole, and so do dropped bytes main has staged
 * (by their staging id); a drop not staged yet comes back by name only.
 */
const DocumentsDraftSchema = z.object({
  kind: z.literal('documents'),
  files: z
    .array(
      z.object({
        name: z.string().max(1000),
        path: z.string().max(4096).optional(),
        stagingId: z
          .string()
          .max(32)
          .regex(/^[a-f0-9]{32}$/)
          .optional(),
      }),
    )
    .max(2000),
});

export const DraftSchema = z.union([
  TranslateDraftSchema,
  WriteDraftSchema,
  GlossaryDraftSchema,
  VoiceDraftSchema,
  DocumentsDraftSchema,
]);
export type Draft = z.infer<typeof DraftSchema>;
export type DraftKind = Draft['kind'];
export type DraftOf<K extends DraftKind> = Extract<Draft, { kind: K }>;
export const DRAFT_KINDS = ['translate', 'write', 'glossary', 'voice', 'documents'] as const satisfies DraftKind[];

export const DraftKindSchema = z.object({ kind: z.enum(DRAFT_KINDS) });
/** The drafts kept, each with when it was last saved (ISO time). */
export const DraftListSchema = z.object({
  drafts: z.array(z.object({ draft: DraftSchema, savedAt: z.string() })),
});
export type DraftList = z.infer<typeof DraftListSchema>;
