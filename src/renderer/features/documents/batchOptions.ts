// The batch options as the window holds them, and what main is sent: formality only where the target has
// it, further glossaries and a memory, the output folder where one is needed, and each problem that stops a
// batch in a sentence. Pure.
import type { Formality } from '../../../shared/api/translate';
import type { BatchOptions } from '../../../shared/calls/documents';
import { checkDocumentUpload } from '../../../shared/rules/documents';
import { featureAvailable } from '../../../shared/rules/languages';
import type { DocumentPreferences, TranslationDefaults } from '../../../shared/settings';
import type { MemorySummary } from '../../../shared/calls/translate';
import { proOnlyReason, type PlanName } from '../../../shared/rules/plans';
import { checkMemoryUse } from '../../../shared/rules/translateOptions';
import { batchUploadFields } from '../../../shared/rules/translateOptionFields';
import {
  checkProfileFits,
  type ProfileGlossary,
  type ProfileMemory,
  type ProfileStyleList,
} from '../../../shared/rules/styleProfiles';
import { fieldIssue, type FieldIssue } from '../../../shared/errors';

/** A client profile as the check before sending needs it (styleProfiles' `chosenProfile`). */
export interface ChosenProfile {
  profileId: string;
  name: string;
  parts: { glossaries: ProfileGlossary[]; styleLists: ProfileStyleList[]; memories: ProfileMemory[] };
}

export interface DocumentOptions {
  sourceLang: string | null;
  targetLang: string | null;
  formality: Formality;
  glossaryId: string | null;
  /** Glossaries after the first, in priority order. */
  moreGlossaryIds: string[];
  memoryId: string | null;
  memoryThreshold: number;
  pdfOutput: 'pdf' | 'docx';
  placement: 'beside' | 'folder';
  outputFolder: string | null;
}

/** The batch's options as main takes them; formality only where the target supports it. */
export function batchOptions(
  options: DocumentOptions,
  droppedBytes = false,
): Partial<BatchOptions> & { pdfOutput: 'pdf' | 'docx' } {
  const formalityWorks =
    options.targetLang !== null && featureAvailable('translate_document', 'formality', undefined, options.targetLang);
  return {
    ...(options.targetLang ? { targetLang: options.targetLang } : {}),
    ...(options.sourceLang ? { sourceLang: options.sourceLang } : {}),
    ...(formalityWorks && options.formality !== 'default' ? { formality: options.formality } : {}),
    ...(options.glossaryId ? { glossaryId: options.glossaryId } : {}),
    ...(options.glossaryId && options.moreGlossaryIds.length > 0 ? { moreGlossaryIds: options.moreGlossaryIds } : {}),
    ...(options.memoryId ? { memoryId: options.memoryId, memoryThreshold: options.memoryThreshold } : {}),
    pdfOutput: options.pdfOutput,
    // Dropped bytes have no folder of their own: they always go to the output folder.
    ...((options.placement === 'folder' || droppedBytes) && options.outputFolder
      ? { outputFolder: options.outputFolder }
      : {}),
  };
}

/**
 * What stops a batch from starting, each in a sentence; empty when it can start. The rules are main's
 * (checkDocumentUpload over batchUploadFields, as it checks a batch when files are added); a memory known from the
 * account's list is checked for the pair, and on the Free plan refused.
 */
export function optionProblems(
  options: DocumentOptions,
  needsFolder: boolean,
  known: {
    memories?: readonly MemorySummary[] | null;
    plan?: PlanName | undefined;
    /** The chosen client profile: it stands for the glossaries and the memory, and must fit the languages. */
    profile?: ChosenProfile | null;
  } = {},
): FieldIssue[] {
  const sent = batchOptions(options);
  const { profile } = known;
  const problems: FieldIssue[] = checkDocumentUpload({
    filename: 'batch.txt',
    ...batchUploadFields({
      ...sent,
      targetLang: sent.targetLang ?? '',
      ...(profile ? { styleProfileId: profile.profileId } : {}),
    }),
    target_lang: options.targetLang ?? undefined,
  }).map((issue) =>
    issue.field === 'target_lang' && !options.targetLang
      ? fieldIssue('target_lang', { id: 'documents.problem.chooseTarget' })
      : issue,
  );
  if (profile && options.targetLang)
    problems.push(
      ...checkProfileFits(profile.name, profile.parts, options.sourceLang ?? undefined, options.targetLang),
    );
  if (options.memoryId && !profile) {
    const proOnly = known.plan ? proOnlyReason('translation_memories', known.plan) : undefined;
    if (proOnly) problems.push({ field: 'translation_memory_id', message: proOnly });
    const memory = known.memories?.find((m) => m.memoryId === options.memoryId);
    if (memory && options.targetLang)
      problems.push(
        ...checkMemoryUse(
          { name: memory.name, source_language: memory.sourceLang, target_languages: memory.targetLangs },
          options.sourceLang ?? undefined,
          options.targetLang,
        ),
      );
  }
  if ((options.placement === 'folder' || needsFolder) && !options.outputFolder?.trim()) {
    problems.push(
      fieldIssue('outputFolder', {
        id: needsFolder ? 'documents.problem.enterFolder' : 'documents.problem.chooseFolder',
      }),
    );
  }
  return problems;
}

/** The languages of the next batch: the main target, then each "also into". */
export function targetsOf(options: DocumentOptions, alsoInto: readonly string[]): string[] {
  return [options.targetLang, ...alsoInto.filter((lang) => lang !== options.targetLang)].filter(
    (lang): lang is string => lang !== null,
  );
}

/** The options of the next batch as Settings remembers them. */
export const fromPreferences = (defaults: TranslationDefaults, documents: DocumentPreferences): DocumentOptions => ({
  sourceLang: defaults.sourceLang,
  targetLang: defaults.targetLang,
  formality: defaults.formality,
  outputFolder: defaults.outputFolder,
  glossaryId: documents.glossaryId,
  moreGlossaryIds: documents.moreGlossaryIds,
  memoryId: documents.memoryId,
  memoryThreshold: documents.memoryThreshold,
  pdfOutput: documents.pdfOutput,
  placement: documents.placement,
});
