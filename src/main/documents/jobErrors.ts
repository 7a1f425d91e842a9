// What a failed document job tells the translator: what happened, the server's own words, and what to do.
import { type ErrorData, isGlossaError, toErrorData } from '../../shared/errors';
import type { JobRecord } from './documentJournal';

type JobError = NonNullable<JobRecord['error']>;

export function jobErrorFor(error: unknown, record: Pick<JobRecord, 'state' | 'name'>): JobError {
  const data: ErrorData = toErrorData(error);
  const base: JobError = {
    kind: data.kind,
    message: data.message,
    ...(data.nextStep ? { nextStep: data.nextStep } : {}),
  };
  if (data.serverMessage) base.serverMessage = data.serverMessage;
  if (isGlossaError(error, 'alreadyDownloaded')) {
    return {
      ...base,
      message:
        'The translated file could not be downloaded, and the service deletes a document after its one download.',
      nextStep: 'Choose "Translate again" to upload the file once more.',
    };
  }
  if (isGlossaError(error, 'notFound') && record.state !== 'waiting' && record.state !== 'uploading') {
    return {
      ...base,
      message:
        'The service no longer has this document (it keeps documents only for a while, and the offline demo forgets them when Glossa restarts).',
      nextStep: 'Choose "Translate again" to upload the file once more.',
    };
  }
  if (isGlossaError(error, 'quota')) {
    return {
      ...base,
      message: 'The character quota of this API key is used up (456). Nothing was lost: the remaining files wait.',
      nextStep: 'Ask your admin to raise the limit or wait for the next period, then choose "Resume".',
    };
  }
  if (isGlossaError(error, 'validation') && data.fields?.[0]) {
    return { ...base, message: data.fields[0].message };
  }
  if (!isGlossaError(error) && (error as NodeJS.ErrnoException)?.code) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      kind: 'file',
      message:
        code === 'ENOENT'
          ? `"${record.name}" is no longer where it was.`
          : code === 'EACCES' || code === 'EPERM'
            ? 'Glossa may not read the file or write to the output folder.'
            : `A file operation failed (${code}).`,
      nextStep: 'Check the file and the output folder, then choose "Translate again".',
    };
  }
  return base;
}

/**
 * What a job the service kept failing says. A document already on the service keeps its id and key, so
 * "Translate again" fetches that same document (no second upload, no second charge) while the service has it.
 */
export function givenUpError(
  record: Pick<JobRecord, 'state'>,
  reason: string,
  attempts: number,
  onService: boolean,
): JobError {
  return {
    kind: 'unavailable',
    message: onService
      ? `The service kept failing while Glossa ${record.state === 'downloading' ? 'fetched' : 'followed'} this translation (${attempts} attempts): ${reason} Nothing billed is lost yet: the document waits on the service for a while.`
      : `The service kept failing while Glossa sent this file (${attempts} attempts): ${reason}`,
    nextStep: onService
      ? 'Choose "Translate again" to fetch the same document, without a new upload or charge.'
      : 'Choose "Translate again" to try once more.',
  };
}
