// What a batch of documents will bill, said before anything is uploaded: pptx, docx, doc, xlsx and pdf are
// billed at least 50,000 characters each, whatever they hold; every other type is billed by its characters.
// The same sentence warns before "Translate again", which uploads and bills the file once more.
import { BILLING_MINIMUM_CHARACTERS, documentFileType, fileExtension } from './documents';

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

const count = (n: number) => n.toLocaleString('en-US');
const list = (names: readonly string[]) =>
  names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;

/** The preview in sentences a translator reads before confirming (empty when nothing is billed a minimum). */
export function billingSentences(preview: BillingPreview): string[] {
  const lines: string[] = [];
  const languages = preview.targetCount > 1 ? ` into each of ${preview.targetCount} languages` : '';
  if (preview.minimumFiles.length > 0) {
    const each = preview.minimumFiles.length === 1 ? 'is' : 'are each';
    lines.push(
      `${list(preview.minimumFiles)} ${each} billed at least ${count(BILLING_MINIMUM_CHARACTERS)} characters${languages}, however short (the service's minimum for Word, PowerPoint, Excel and PDF files): at least ${count(preview.leastCharacters)} characters in all.`,
    );
  }
  if (preview.byContentFiles.length > 0 && preview.minimumFiles.length > 0) {
    lines.push(
      `${list(preview.byContentFiles)} ${preview.byContentFiles.length === 1 ? 'is' : 'are'} billed by the characters ${preview.byContentFiles.length === 1 ? 'it holds' : 'they hold'}.`,
    );
  }
  return lines;
}

/** The warning before "Translate again": the file is uploaded and billed once more. */
export function retranslationWarning(fileName: string): string {
  const fileType = documentFileType(fileName);
  const again = `Translating ${fileName} again uploads it once more and bills it again`;
  return fileType?.billingMinimum
    ? `${again}: at least ${count(BILLING_MINIMUM_CHARACTERS)} characters, the minimum for a .${fileExtension(fileName)} file.`
    : `${again}, by the characters it holds.`;
}
