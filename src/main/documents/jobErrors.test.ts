// A failed document job's error as the window receives it: Glossa's sentence and next step as message ids
// (worded in the user's language), the service's own words kept, and nothing stripped by the documents contract.
import { describe, expect, it } from 'vitest';
import { DocumentsStateSchema } from '../../shared/calls/documents';
import { NetworkError, NotFoundError, QuotaExceededError, toErrorData } from '../../shared/errors';
import { givenUpError, jobErrorFor } from './jobErrors';

const job = (error: unknown) => ({
  id: 'j1',
  batchId: 'b1',
  name: 'report.docx',
  size: 10,
  targetLang: 'DE',
  state: 'error' as const,
  error,
  canRetry: true,
});
const throughContract = (error: unknown) =>
  DocumentsStateSchema.parse({ jobs: [job(error)], batches: [], concurrency: 2 }).jobs[0]!.error;

describe("a document job's error", () => {
  it('keeps its message ids and next step through the documents contract, so the window can word it', () => {
    const error = jobErrorFor(new QuotaExceededError(), { state: 'uploading', name: 'report.docx' });
    expect(throughContract(error)).toMatchObject({
      kind: 'quota',
      uiMessage: { id: 'documents.error.quota' },
      uiNextStep: { id: 'documents.error.quotaNextStep' },
      message: expect.stringContaining('456'),
    });
  });

  it('names a document the service forgot, with "Translate again" as the next step', () => {
    const error = jobErrorFor(new NotFoundError(), { state: 'queued', name: 'report.docx' });
    expect(throughContract(error)).toMatchObject({
      kind: 'notFound',
      uiMessage: { id: 'documents.error.goneFromService' },
      uiNextStep: { id: 'documents.error.translateAgain' },
    });
  });

  it('a missing source file is named, and its kind is one the contract knows', () => {
    const missing = Object.assign(new Error('gone'), { code: 'ENOENT' });
    const error = jobErrorFor(missing, { state: 'waiting', name: 'report.docx' });
    expect(throughContract(error)).toMatchObject({
      kind: 'notFound',
      uiMessage: { id: 'documents.error.fileMissing', values: { name: 'report.docx' } },
    });
  });

  it('given up after attempts, it counts them and keeps the last failure as its reason, in its own words', () => {
    const reason = new NetworkError();
    const error = givenUpError({ state: 'downloading' }, toErrorData(reason), 5, true);
    const seen = throughContract(error);
    expect(seen).toMatchObject({
      kind: 'unavailable',
      uiMessage: { id: 'documents.error.gaveUpFetching', values: { attempts: 5 } },
      uiNextStep: { id: 'documents.error.gaveUpFetchAgain' },
    });
    expect(seen?.fields?.[0]?.uiMessage).toEqual(reason.uiMessage);
  });
});
