// What a failed document job tells the translator: what happened, the server's own words, and what to do.
import { type ErrorData, type ErrorKind, isGlossaError, toErrorData } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { englishText } from '../../shared/i18n/english';
import type { JobRecord } from './documentJournal';

type JobError = NonNullable<JobRecord['error']>;

export function jobErrorFor(error: unknown, record: Pick<JobRecord, 'state' | 'name'>): JobError {
  const data: ErrorData = toErrorData(error);
  // Every field of the error travels, its message ids included, so the window words it in the user's language.
  const { stack: _stack, ...base } = data as ErrorData & { stack?: unknown };
  const translateAgain = { id: 'documents.error.translateAgain' } as const;
  if (isGlossaError(error, 'alreadyDownloaded'))
    return said(base, { id: 'documents.error.alreadyDownloaded' }, translateAgain);
  if (isGlossaError(error, 'notFound') && record.state !== 'waiting' && record.state !== 'uploading')
    return said(base, { id: 'documents.error.goneFromService' }, translateAgain);
  if (isGlossaError(error, 'quota'))
    return said(base, { id: 'documents.error.quota' }, { id: 'documents.error.quotaNextStep' });
  if (isGlossaError(error, 'validation') && data.fields?.[0]) {
    const first = data.fields[0];
    return { ...base, message: first.message, ...(first.uiMessage ? { uiMessage: first.uiMessage } : {}) };
  }
  if (!isGlossaError(error) && (error as NodeJS.ErrnoException)?.code) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const says: UiMessage =
      code === 'ENOENT'
        ? { id: 'documents.error.fileMissing', values: { name: record.name } }
        : code === 'EACCES' || code === 'EPERM'
          ? { id: 'documents.error.fileForbidden' }
          : { id: 'documents.error.fileOperation', values: { code } };
    return said({ kind: code === 'ENOENT' ? 'notFound' : 'internal' }, says, { id: 'documents.error.fileNextStep' });
  }
  return base;
}

/** A job's error in Glossa's own words: a sentence and its next step, as message ids with their English. */
export function glossaSays(kind: ErrorKind, says: UiMessage, next: UiMessage): JobError {
  return said({ kind }, says, next);
}

/** An error with Glossa's own sentence and next step for it (the server's words kept beside them). */
function said(base: Partial<JobError> & Pick<JobError, 'kind'>, says: UiMessage, next: UiMessage): JobError {
  return {
    ...base,
    message: englishText(says),
    uiMessage: says,
    nextStep: englishText(next),
    uiNextStep: next,
  };
}

/**
 * What a job the service kept failing says: the count of attempts, and the last failure's own sentence as its
 * reason. A document already on the service keeps its id and key, so "Translate again" fetches that same
 * document (no second upload, no second charge) while the service has it.
 */
export function givenUpError(
  record: Pick<JobRecord, 'state'>,
  reason: ErrorData,
  attempts: number,
  onService: boolean,
): JobError {
  const says: UiMessage = onService
    ? {
        id: record.state === 'downloading' ? 'documents.error.gaveUpFetching' : 'documents.error.gaveUpFollowing',
        values: { attempts },
      }
    : { id: 'documents.error.gaveUpSending', values: { attempts } };
  return {
    ...said({ kind: 'unavailable' }, says, {
      id: onService ? 'documents.error.gaveUpFetchAgain' : 'documents.error.gaveUpTryAgain',
    }),
    fields: [
      { field: 'service', message: reason.message, ...(reason.uiMessage ? { uiMessage: reason.uiMessage } : {}) },
    ],
  };
}
