// Runs in the work pool's worker (main/workers/workTasks.ts), never on main's thread: a translated XLIFF file
// read into the segment pairs a quality check sends (the format layer's xliffSegmentPairs.ts), with what it
// leaves out counted: segments without a target, segments longer than one request takes. A file too large, not
// XLIFF, not well-formed, not Unicode, naming no language, or with no filled target is refused in one sentence
// with what to do.
import { readFile, stat } from 'node:fs/promises';
import { NotFoundError, PayloadTooLargeError, ValidationError, fieldIssue } from '../../shared/errors';
import {
  QUALITY_MAX_DOCUMENT_BYTES,
  QUALITY_MAX_DOCUMENT_SEGMENTS,
  fitsQualityRequest,
} from '../../shared/rules/qualityEvaluation';
import { XliffFormatError } from '../../node/formats/xliff/xliffErrors';
import { type XliffSegmentPair, readXliffSegmentPairs } from '../../node/formats/xliff/xliffSegmentPairs';
import { NotUnicodeError, decodeText } from '../../node/formats/text/textDecoding';

export interface DocumentSegments {
  sourceLanguage?: string;
  targetLanguage?: string;
  /** The pairs to send, in document order. */
  pairs: XliffSegmentPair[];
  /** Segments with no target; segments over the service's 10,000 characters a side. */
  unfilled: number;
  tooLong: number;
}

const MB = 1024 * 1024;

/** The segment pairs of the XLIFF at `path` (`name` as the user knows it). */
export async function readDocumentSegments(path: string, name: string): Promise<DocumentSegments> {
  const size = await stat(path).then(
    (info) => info.size,
    () => undefined,
  );
  if (size === undefined)
    throw new NotFoundError({
      says: { id: 'qualityCheck.document.gone', values: { name } },
      saysNextStep: { id: 'qualityCheck.document.gone.nextStep' },
    });
  if (size > QUALITY_MAX_DOCUMENT_BYTES)
    throw new PayloadTooLargeError({
      says: {
        id: 'qualityCheck.document.tooLarge',
        values: { name, size: Math.ceil(size / MB), limit: QUALITY_MAX_DOCUMENT_BYTES / MB },
      },
      saysNextStep: { id: 'qualityCheck.document.tooLarge.nextStep' },
    });
  let read;
  try {
    read = readXliffSegmentPairs(decodeText(await readFile(path)).text, name);
  } catch (error) {
    if (error instanceof NotUnicodeError)
      throw new ValidationError([fieldIssue('file', { id: 'documents.xliff.notUnicode', values: { name } })]);
    if (error instanceof XliffFormatError)
      throw new ValidationError([fieldIssue('file', error.says)], {
        saysNextStep: { id: 'qualityCheck.document.notXliff.nextStep' },
      });
    throw error;
  }
  const pairs: DocumentSegments['pairs'] = [];
  let tooLong = 0;
  for (const pair of read.pairs) {
    if (fitsQualityRequest(pair)) pairs.push(pair);
    else tooLong++;
  }
  if (pairs.length === 0 && tooLong === 0)
    throw new ValidationError(
      [fieldIssue('file', { id: 'qualityCheck.document.noTargets', values: { name, unfilled: read.unfilled } })],
      { saysNextStep: { id: 'qualityCheck.document.noTargets.nextStep' } },
    );
  if (pairs.length > QUALITY_MAX_DOCUMENT_SEGMENTS)
    throw new PayloadTooLargeError({
      says: {
        id: 'qualityCheck.document.tooManySegments',
        values: { name, count: pairs.length, limit: QUALITY_MAX_DOCUMENT_SEGMENTS },
      },
      saysNextStep: { id: 'qualityCheck.document.tooLarge.nextStep' },
    });
  return {
    ...(read.sourceLanguage ? { sourceLanguage: read.sourceLanguage } : {}),
    ...(read.targetLanguage ? { targetLanguage: read.targetLanguage } : {}),
    pairs,
    unfilled: read.unfilled,
    tooLong,
  };
}
