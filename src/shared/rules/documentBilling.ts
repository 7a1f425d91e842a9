// What a batch of documents will bill, said before anything is uploaded: pptx, docx, doc, xlsx and pdf are
// billed at least 50,000 characters each, whatever they hold; every other type is billed by its characters.
// The characters a file holds are counted by the rule the service (and its simulator) bills by, written once
// here: each piece of text sent for translation counts its Unicode code points, and a piece without a letter
// or a digit is not sent at all. The same sentence warns before "Translate again", which bills once more.
import type { UiMessage } from '../i18n/catalogue';
import { BILLING_MINIMUM_CHARACTERS, billedCharacters, documentFileType, fileExtension } from './documents';

/** A piece of text with something to translate in it: a letter or a digit. */
export function isTranslatableSegment(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Characters a text bills: its Unicode code points, whitespace and markup included. */
export function codePointCount(text: string): number {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
}

/** Characters one segment of a document bills: its code points, or none when it is not translated. */
export function segmentCharacters(text: string): number {
  return isTranslatableSegment(text) ? codePointCount(text) : 0;
}

/** One file of a batch as counted before sending: its characters, or why they could not be counted. */
/** What a document holds that nobody translates: the data behind its charts, and embedded (OLE) objects. */
export interface UntranslatedParts {
  /** Charts whose data stays in the original language (their titles and labels are translated). */
  charts: number;
  /** The embedded objects' file names. */
  objects: string[];
}

export interface FileCount {
  name: string;
  /** The characters its text holds, by the segment rule; absent while counting or when it cannot be counted. */
  characters?: number;
  /** Why there is no count (an image, an old .doc, a file that cannot be read), as a message. */
  note?: UiMessage;
  /** What the file holds that is not translated (a chart's data, embedded objects), in a sentence. */
  untranslated?: string;
  /** The same, as parts: what a finished job's row names. */
  embedded?: UntranslatedParts;
}

export interface FileBill extends FileCount {
  /** Characters billed for one target language: the count, raised to the minimum where it applies. */
  billed?: number;
  /** The 50,000 minimum decides this file's bill (its text is shorter, or it could not be counted). */
  minimumApplies: boolean;
  /** The least this file bills per target language (the minimum, or 0 for an uncounted file without one). */
  least: number;
}

export interface BatchBill {
  files: FileBill[];
  targetCount: number;
  /** Every file counted: `total` is what the batch bills. */
  complete: boolean;
  /** What the counted files bill, plus the least of the others, for every target language. */
  total: number;
}

/** The bill of one file for one target language. */
function fileBill(count: FileCount): FileBill {
  const fileType = documentFileType(count.name);
  const minimum = fileType?.billingMinimum === true;
  if (count.characters === undefined) {
    return { ...count, minimumApplies: minimum, least: minimum ? BILLING_MINIMUM_CHARACTERS : 0 };
  }
  const billed = billedCharacters(fileExtension(count.name), count.characters);
  return { ...count, billed, minimumApplies: minimum && billed > count.characters, least: billed };
}

/** What a batch bills: each file's bill, once per target language. */
export function batchBill(counts: readonly FileCount[], targetCount = 1): BatchBill {
  const files = counts.map(fileBill);
  const languages = Math.max(1, targetCount);
  return {
    files,
    targetCount: languages,
    complete: files.every((file) => file.billed !== undefined),
    total: files.reduce((sum, file) => sum + (file.billed ?? file.least), 0) * languages,
  };
}

export interface BillingPreview {
  /** Files billed at least the minimum, each once per target language. */
  minimumFiles: string[];
  /** Files billed by the characters they hold. */
  byContentFiles: string[];
  targetCount: number;
  /** The least the batch will bill: the minimum for each such file and target (the others add their characters). */
  leastCharacters: number;
}

/** The billing of translating these files into `targetCount` languages. */
export function billingPreview(fileNames: readonly string[], targetCount = 1): BillingPreview {
  const minimumFiles = fileNames.filter((name) => documentFileType(name)?.billingMinimum === true);
  const byContentFiles = fileNames.filter((name) => !minimumFiles.includes(name));
  return {
    minimumFiles,
    byContentFiles,
    targetCount,
    leastCharacters: minimumFiles.length * targetCount * BILLING_MINIMUM_CHARACTERS,
  };
}

/** The warning before "Translate again": the file is uploaded and billed once more. */
export function retranslationWarning(fileName: string): UiMessage {
  return documentFileType(fileName)?.billingMinimum
    ? {
        id: 'documents.retry.warningMinimum',
        values: { name: fileName, minimum: BILLING_MINIMUM_CHARACTERS, extension: fileExtension(fileName) },
      }
    : { id: 'documents.retry.warning', values: { name: fileName } };
}
