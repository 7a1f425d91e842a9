// One document job's work, from the staged upload to the translated bytes: read the file, settle the
// source language, pseudo-translate. Everything in a task is plain data, so it can be posted to the
// document worker (documentWorker.ts); the simulator never runs this on its own thread (documentWorkers.ts).
// Benches and tests may call it in-process, as the baseline of working on the simulator's thread.
import { readFile } from 'node:fs/promises';
import { baseLanguage } from '../../shared/rules/languageCodes';
import { sampleDocumentText, translateDocument, type TranslatedDocument } from '../../node/formats/documents';
import { createPseudoTranslator, detectSourceLanguage, type Formality } from '../engine/pseudoTranslate';
import { bestMemoryMatch, fuzzyMark, type MemorySegment } from '../engine/memoryMatch';

export interface DocumentTask {
  /** The staged upload, in the simulator's upload folder. */
  uploadPath: string;
  fileName: string;
  outputFormat?: string;
  /** Normalized target language code. */
  targetLang: string;
  /** Base source language; detected from the document's text when absent. */
  sourceLang?: string;
  /** The glossary's entries for the language pair, source -> target. */
  glossary?: [string, string][];
  /** Resolved for the target: prefer_* already settled to what it can be. */
  formality: Formality;
  /** The visible mark of an applied style rule list, appended to every translated segment ('' for none). */
  styleMark: string;
  /** A translation memory's segments and least match: a segment it matches takes its stored translation. */
  memory?: { segments: readonly MemorySegment[]; threshold: number };
}

/** Why a document whose source is its target language ends in `error`, as on the public service. */
function sameLanguageMessage(sourceLang: string, targetLang: string): string {
  return `Source and target language are equal (${sourceLang.toUpperCase()} into ${targetLang.toUpperCase()}): there is nothing to translate. Choose another target language.`;
}

export async function translateDocumentTask(task: DocumentTask): Promise<TranslatedDocument> {
  const { targetLang, glossary, formality, styleMark } = task;
  const input = {
    bytes: new Uint8Array(await readFile(task.uploadPath)),
    fileName: task.fileName,
    outputFormat: task.outputFormat,
    targetLang,
  };
  // One source language for the whole document: each short run guessed on its own could flip.
  const sourceLang = task.sourceLang ?? detectSourceLanguage(await sampleDocumentText(input));
  if (baseLanguage(sourceLang) === baseLanguage(targetLang))
    throw new Error(sameLanguageMessage(sourceLang, targetLang));
  const pseudo = createPseudoTranslator({ targetLang, sourceLang, glossary, formality });
  const memory = task.memory;
  // A segment the memory holds (at or above its threshold) takes the stored translation, a fuzzy one marked.
  const translator = (text: string): string => {
    const match = memory && bestMemoryMatch(memory.segments, text, targetLang, memory.threshold);
    return match ? match.translation + fuzzyMark(match) : pseudo(text);
  };
  return translateDocument(input, styleMark ? (text) => translator(text) + styleMark : translator);
}
