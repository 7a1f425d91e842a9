// A billed translation is never lost, and a failing service never loops forever: the queue with a scripted
// service (no servers) and real files, the file system made to fail at the placement seam or for real.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DocumentStatus } from '../../shared/api/documents';
import type { DocumentsState } from '../../shared/calls/documents';
import { ServiceUnavailableError } from '../../shared/errors';
import { MAX_OUTPUT_NAME_BYTES, UNWRITABLE_FOLDER_WAIT_MS } from '../../shared/rules/documents';
import type { LanguageServicesClient } from '../api/client';
import { DocumentJournal } from './documentJournal';
import { DocumentQueue, type DocumentQueueOptions } from './documentQueue';
import { cipherFromKey } from './journalCipher';
import { partPathFor } from './outputPlacement';
import { englishText } from '../../shared/i18n/english';
import { sayIn } from '../../shared/i18n/testing/sayIn';

let dir: string;
let queue: DocumentQueue | undefined;
const cipher = cipherFromKey(new Uint8Array(32).fill(3), 'file');

beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'glossa-safety-'))));
afterEach(async () => {
  await queue?.close();
  queue = undefined;
  await rm(dir, { recursive: true, force: true });
});

function service(
  calls: string[],
  status: () => Promise<DocumentStatus> = async () => ({ status: 'done', billed_characters: 9 }),
): LanguageServicesClient {
  return {
    documents: {
      upload: async () => (calls.push('upload'), { document_id: 'D1', document_key: 'the key' }),
      status: async () => (calls.push('status'), status()),
      downloadResult: async (_h: unknown, path: string) => {
        calls.push('result');
        await writeFile(path, 'übersetzt');
        return { path, bytes: 10 };
      },
    },
  } as unknown as LanguageServicesClient;
}

async function open(client: LanguageServicesClient, more: Partial<DocumentQueueOptions> = {}): Promise<DocumentQueue> {
  queue = await DocumentQueue.open({
    journal: new DocumentJournal(join(dir, 'data'), cipher),
    connection: {
      current: async () => ({ accountId: 'a', name: 'A', plan: 'pro', baseUrl: 'http://x', demo: false }),
      client: async () => client,
    },
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, Math.min(ms, 5));
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
      }),
    ...more,
  });
  return queue;
}

function until(q: DocumentQueue, done: (s: DocumentsState) => boolean): Promise<DocumentsState> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!done(q.state())) return;
      clearInterval(timer);
      resolve(q.state());
    }, 5);
  });
}

async function addFile(q: DocumentQueue, name = 'a.txt', outputFolder?: string): Promise<void> {
  const path = join(dir, name);
  await writeFile(path, 'The contract.');
  await q.add([{ path, name, size: 13, staged: false }], {
    targetLang: 'de',
    pdfOutput: 'pdf',
    ...(outputFolder ? { outputFolder } : {}),
  });
}

describe('a translation that was billed', () => {
  it('is kept in the recovery folder when placing it fails (disk full), and the job says where, with Save as', async () => {
    const calls: string[] = [];
    const full = async () => Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    const q = await open(service(calls), { placeFile: full });
    await addFile(q);
    const state = await until(q, (s) => s.jobs[0]?.state === 'done');
    const job = state.jobs[0]!;
    expect(job.recoveredPath).toBe(join(dir, 'data', 'recovered', q.state().jobs[0]!.id, 'a.de.txt'));
    expect(await readFile(job.recoveredPath!, 'utf8')).toBe('übersetzt');
    // Private in the app's data folder: the file 0600, its folders 0700 (issue 25).
    expect((await stat(job.recoveredPath!)).mode & 0o777).toBe(0o600);
    expect((await stat(dirname(job.recoveredPath!))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'data', 'recovered'))).mode & 0o777).toBe(0o700);
    expect(job.error).toMatchObject({
      kind: 'internal',
      uiMessage: { id: 'documents.error.keptInData' },
      message: expect.stringContaining('the disk is full'),
      nextStep: expect.stringContaining('Save as'),
    });
    expect(job.error!.message).toContain(job.recoveredPath!);
    expect(calls).toEqual(['upload', 'status', 'result']);
    expect((await readdir(dir)).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('of a file with a 255-byte name is placed under a name shortened to fit, keeping language and extension', async () => {
    const calls: string[] = [];
    const q = await open(service(calls));
    const name = `${'x'.repeat(251)}.txt`;
    await addFile(q, name);
    const state = await until(q, (s) => s.jobs[0]?.state === 'done');
    expect(state.jobs[0]!.recoveredPath).toBeUndefined();
    expect(Buffer.byteLength(state.jobs[0]!.outputName!)).toBeLessThanOrEqual(MAX_OUTPUT_NAME_BYTES);
    expect(state.jobs[0]!.outputName).toMatch(/^x+\.de\.txt$/);
    expect(await readFile(state.jobs[0]!.outputPath!, 'utf8')).toBe('übersetzt');
  });

  it('waits on the service, paused with the reason, while the output folder cannot be written; then is fetched once', async () => {
    const calls: string[] = [];
    const q = await open(service(calls));
    await mkdir(join(dir, 'tmp-out'));
    await addFile(q, 'a.txt', join(dir, 'tmp-out'));
    await rm(join(dir, 'tmp-out'), { recursive: true });
    await writeFile(join(dir, 'tmp-out'), 'not a folder');
    const paused = await until(q, (s) => s.jobs[0]?.notice?.id === 'documents.notice.folderWait');
    expect(paused.jobs[0]).toMatchObject({
      state: 'downloading',
      notice: { id: 'documents.notice.folderWait', values: expect.objectContaining({ reason: 'folderGone' }) },
    });
    expect(calls).not.toContain('result');
    await rm(join(dir, 'tmp-out'));
    await mkdir(join(dir, 'tmp-out'));
    const done = await until(q, (s) => s.jobs[0]?.state === 'done');
    expect(done.jobs[0]!.outputPath).toBe(join(dir, 'tmp-out', 'a.de.txt'));
    expect(calls.filter((c) => c === 'result')).toHaveLength(1);
  });

  it('waits for an unwritable folder only UNWRITABLE_FOLDER_WAIT_MS, then is fetched into the recovery folder with Save as', async () => {
    const calls: string[] = [];
    // A fake clock: each pause of the queue moves it on by what was asked, at once.
    let clock = 1_000_000;
    const resultAt: number[] = [];
    let readyAt = 0;
    const client = service(calls, async () => ((readyAt = clock), { status: 'done', billed_characters: 9 }));
    const download = client.documents.downloadResult.bind(client.documents);
    client.documents.downloadResult = (async (...args: Parameters<typeof download>) => (
      resultAt.push(clock),
      download(...args)
    )) as typeof download;
    const q = await open(client, {
      now: () => clock,
      sleep: (ms, signal) =>
        new Promise((resolve, reject) => {
          clock += ms;
          setImmediate(() => (signal.aborted ? reject(signal.reason) : resolve()));
        }),
    });
    const out = join(dir, 'gone');
    await writeFile(out, 'a file where the folder was');
    await addFile(q, 'a.txt', out);
    const paused = await until(q, (s) => s.jobs[0]?.notice?.id === 'documents.notice.folderWait');
    expect(englishText(paused.jobs[0]!.notice!)).toMatch(
      /^Paused: the translation is ready, but “.*gone” cannot be written \(the folder no longer exists\)\. .* in \d+ minutes? it fetches the translation into its own data/,
    );
    expect(await sayIn('de', paused.jobs[0]!.notice)).toMatch(
      /^Angehalten: Die Übersetzung ist fertig, aber in „.*gone“ kann nicht geschrieben werden \(der Ordner existiert nicht mehr\)\. .* prüft den Ordner alle 15 s erneut/,
    );
    const done = await until(q, (s) => s.jobs[0]?.state === 'done');
    const job = done.jobs[0]!;
    // Fetched once, exactly when the wait was up (counted from when the service said it was ready).
    expect(resultAt).toEqual([readyAt + UNWRITABLE_FOLDER_WAIT_MS]);
    expect(job.recoveredPath).toBe(join(dir, 'data', 'recovered', job.id, 'a.de.txt'));
    expect(await readFile(job.recoveredPath!, 'utf8')).toBe('übersetzt');
    expect(job.error).toMatchObject({
      uiMessage: { id: 'documents.error.folderUnwritable' },
      nextStep: expect.stringContaining('Save as'),
    });
    expect(job.error!.message).toContain(`could not be written for ${UNWRITABLE_FOLDER_WAIT_MS / 60_000} minutes`);
    expect(job.error!.message).toContain(job.recoveredPath);
  });

  it('leaves no part files behind: leftovers from a crash are removed at start, a live one is kept', async () => {
    await writeFile(partPathFor(dir, 'crashed-long-ago'), 'x');
    await mkdir(join(dir, 'data', 'downloads'), { recursive: true });
    await writeFile(join(dir, 'data', 'downloads', 'gone.part'), 'x');
    const journal = new DocumentJournal(join(dir, 'data'), cipher);
    await journal.save({
      jobs: [
        {
          id: 'old',
          batchId: 'b',
          sourcePath: join(dir, 'old.txt'),
          name: 'old.txt',
          size: 1,
          staged: false,
          options: { targetLang: 'de', pdfOutput: 'pdf' },
          state: 'done',
          createdAt: 1,
        },
      ],
      batches: [{ id: 'b', createdAt: 1, notified: true }],
    });
    await open(service([]));
    expect((await readdir(dir)).filter((n) => n.endsWith('.part'))).toEqual([]);
    expect(await readdir(join(dir, 'data', 'downloads'))).toEqual([]);
  });
});

describe('a service that keeps failing', () => {
  it('stops a document after a bounded number of attempts with an honest error, and Translate again fetches the same document', async () => {
    const calls: string[] = [];
    let failing = true;
    const q = await open(
      service(calls, async () => {
        if (failing) throw new ServiceUnavailableError({ message: 'The service is unavailable right now (503).' });
        return { status: 'done', billed_characters: 9 };
      }),
      { transientBounds: { attempts: 4, ms: 60_000 } },
    );
    await addFile(q);
    const stopped = await until(q, (s) => s.jobs[0]?.state === 'error');
    expect(calls.filter((c) => c === 'status')).toHaveLength(4);
    expect(stopped.jobs[0]!.error).toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('4 attempts'),
      nextStep: expect.stringContaining('without a new upload'),
    });
    expect(stopped.jobs[0]!.canRetry).toBe(true);
    failing = false;
    await q.retry(stopped.jobs[0]!.id);
    const done = await until(q, (s) => s.jobs[0]?.state === 'done');
    expect(done.jobs).toHaveLength(1);
    expect(calls.filter((c) => c === 'upload')).toHaveLength(1);
    expect(await readFile(done.jobs[0]!.outputPath!, 'utf8')).toBe('übersetzt');
  });

  it('stops an upload that keeps failing, with Translate again', async () => {
    const calls: string[] = [];
    const client = service(calls);
    (client.documents as { upload: unknown }).upload = async () => {
      calls.push('upload');
      throw new ServiceUnavailableError();
    };
    const q = await open(client, { transientBounds: { attempts: 3, ms: 60_000 } });
    await addFile(q);
    const stopped = await until(q, (s) => s.jobs[0]?.state === 'error');
    expect(calls).toEqual(['upload', 'upload', 'upload']);
    expect(stopped.jobs[0]!.error!.nextStep).toContain('Translate again');
  });

  it('reads why a document failed from error_message (the public service) or message (the spec)', async () => {
    for (const status of [
      { status: 'error', error_message: 'The file is protected.' },
      { status: 'error', message: 'The file is protected.' },
    ] as DocumentStatus[]) {
      const q = await open(service([], async () => status));
      await addFile(q);
      const failed = await until(q, (s) => s.jobs[0]?.state === 'error');
      expect(failed.jobs[0]!.error!.serverMessage).toBe('The file is protected.');
      await q.close();
      await rm(join(dir, 'data'), { recursive: true, force: true });
    }
  });
});
