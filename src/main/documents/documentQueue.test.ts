// The queue's decisions, with a scripted service in place of the API client (no servers): the handle is on
// disk before the first poll, passing failures never fail a document, a 456 pauses instead of failing, and
// only the account that uploaded a document may fetch it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentStatus } from '../../shared/api/documents';
import type { DocumentsState } from '../../shared/calls/documents';
import { NetworkError, QuotaExceededError } from '../../shared/errors';
import type { LanguageServicesClient } from '../api/client';
import { DocumentJournal, JOURNAL_FILE } from './documentJournal';
import { DocumentQueue } from './documentQueue';
import { cipherFromKey } from './journalCipher';
import { englishText } from '../../shared/i18n/english';

let dir: string;
let queue: DocumentQueue | undefined;
const cipher = cipherFromKey(new Uint8Array(32).fill(1), 'file');
/** Spaces and a comma: never found in a sealed (base64) key or a UUID by chance. */
const DOCUMENT_KEY = 'the document key, in plain text';

interface Script {
  upload?: () => Promise<{ document_id: string; document_key: string }>;
  status?: () => Promise<DocumentStatus>;
  onStatus?: () => Promise<void>;
}

function fakeClient(script: Script, calls: string[]): LanguageServicesClient {
  return {
    documents: {
      upload: async () => (
        calls.push('upload'),
        (script.upload ?? (async () => ({ document_id: 'D1', document_key: DOCUMENT_KEY })))()
      ),
      status: async () => {
        calls.push('status');
        await script.onStatus?.();
        return (script.status ?? (async () => ({ status: 'done', billed_characters: 12 }) as DocumentStatus))();
      },
      downloadResult: async (_handle: unknown, path: string) => {
        calls.push('result');
        await writeFile(path, 'übersetzt');
        return { path, bytes: 10 };
      },
    },
  } as unknown as LanguageServicesClient;
}

async function open(script: Script, calls: string[], accountId = { current: 'work' }): Promise<DocumentQueue> {
  queue = await DocumentQueue.open({
    journal: new DocumentJournal(join(dir, 'journal'), cipher),
    connection: {
      current: async () => ({ accountId: accountId.current, name: 'A', plan: 'pro', baseUrl: 'http://x', demo: false }),
      client: async () => fakeClient(script, calls),
    },
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, Math.min(ms, 5));
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
      }),
  });
  return queue;
}

/** Resolves once `done` holds; checked on every change and every few milliseconds (calls change no state). */
function until(q: DocumentQueue, done: (s: DocumentsState) => boolean): Promise<DocumentsState> {
  return new Promise((resolve) => {
    const check = () => {
      if (!done(q.state())) return;
      off();
      clearInterval(timer);
      resolve(q.state());
    };
    const off = q.onChange(check);
    const timer = setInterval(check, 5);
    check();
  });
}

async function addFile(q: DocumentQueue): Promise<void> {
  const path = join(dir, 'a.txt');
  await writeFile(path, 'The contract.');
  await q.add([{ path, name: 'a.txt', size: 13, staged: false }], { targetLang: 'de', pdfOutput: 'pdf' });
}

beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'glossa-queue-unit-'))));
afterEach(async () => {
  await queue?.close();
  queue = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe('the document queue', () => {
  it('has the document id and the sealed key on disk before it asks for the status', async () => {
    const calls: string[] = [];
    let journaled = '';
    const q = await open(
      { onStatus: async () => void (journaled = await readFile(join(dir, 'journal', JOURNAL_FILE), 'utf8')) },
      calls,
    );
    await addFile(q);
    await until(q, (s) => s.jobs[0]?.state === 'done');
    expect(journaled).toContain('"documentId":"D1"');
    expect(journaled).toContain('"sealedKey":"v1:');
    expect(journaled).not.toContain(DOCUMENT_KEY);
    expect(calls).toEqual(['upload', 'status', 'result']);
    // Once the document is fetched, its key leaves the journal.
    await q.close();
    expect(await readFile(join(dir, 'journal', JOURNAL_FILE), 'utf8')).not.toContain('sealedKey');
  });

  it('keeps a document on the service through network failures while polling, and finishes it', async () => {
    const calls: string[] = [];
    let failures = 2;
    const q = await open(
      {
        status: async () => {
          if (failures-- > 0) throw new NetworkError();
          return { status: 'done', billed_characters: 12 } as DocumentStatus;
        },
      },
      calls,
    );
    const notices: string[] = [];
    q.onChange(() => {
      const job = q.state().jobs[0];
      if (job?.notice) notices.push(`${job.noticeError?.message ?? ''} ${englishText(job.notice)}`);
    });
    await addFile(q);
    const state = await until(q, (s) => s.jobs[0]?.state === 'done');
    expect(notices.some((n) => /could not reach the service.*tries again/i.test(n))).toBe(true);
    expect(state.jobs[0]!.billedCharacters).toBe(12);
    expect(calls.filter((c) => c === 'upload')).toHaveLength(1);
  });

  it('a 456 on upload pauses the queue and leaves the job waiting, with one message', async () => {
    const calls: string[] = [];
    const q = await open({ upload: async () => Promise.reject(new QuotaExceededError()) }, calls);
    await addFile(q);
    const state = await until(q, (s) => s.paused !== undefined);
    expect(state.jobs[0]!.state).toBe('waiting');
    expect(state.paused!.nextStep).toMatch(/Resume/);
  });

  it('waits for the account that uploaded a document before fetching it', async () => {
    const calls: string[] = [];
    const account = { current: 'work' };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const q = await open(
      {
        status: async () => {
          await gate;
          return { status: 'done', billed_characters: 1 } as DocumentStatus;
        },
      },
      calls,
      account,
    );
    await addFile(q);
    await until(q, () => calls.includes('status'));
    account.current = 'private';
    release();
    // The first status answer arrives; fetching the result now needs the other account.
    await until(q, (s) => s.jobs[0]?.notice?.id === 'documents.notice.otherAccount');
    expect(calls).not.toContain('result');
    account.current = 'work';
    await until(q, (s) => s.jobs[0]?.state === 'done');
    expect(calls.filter((c) => c === 'result')).toHaveLength(1);
  });

  it('ends a job whose key was lost with the journal key in an error with "Translate again", and lists it in the notice', async () => {
    const calls: string[] = [];
    const journalDir = join(dir, 'journal');
    await new DocumentJournal(journalDir, cipher).save({
      jobs: [
        {
          id: 'j1',
          batchId: 'b1',
          sourcePath: join(dir, 'a.txt'),
          name: 'a.txt',
          size: 1,
          staged: false,
          options: { targetLang: 'de', pdfOutput: 'pdf' },
          state: 'translating',
          documentId: 'D1',
          sealedKey: cipher.seal(DOCUMENT_KEY),
          createdAt: 1,
        },
      ],
      batches: [{ id: 'b1', createdAt: 1, notified: false }],
    });
    const newKey = {
      ...cipherFromKey(new Uint8Array(32).fill(2), 'file'),
      damage: {
        kind: 'journalKey' as const,
        says: { id: 'documents.journal.keyDamaged' as const, values: { reason: 'garbled', code: '' } },
        details: [],
      },
    };
    queue = await DocumentQueue.open({
      journal: new DocumentJournal(journalDir, newKey),
      connection: {
        current: async () => ({ accountId: 'work', name: 'A', plan: 'pro', baseUrl: 'http://x', demo: false }),
        client: async () => fakeClient({}, calls),
      },
    });
    const state = queue.state();
    expect(state.jobs[0]).toMatchObject({
      state: 'error',
      canRetry: true,
      error: { nextStep: expect.stringContaining('Translate again') },
    });
    expect(state.notices).toEqual([
      expect.objectContaining({
        kind: 'journalKey',
        details: [{ id: 'documents.journal.cannotBeFetched', values: { name: 'a.txt' } }],
      }),
    ]);
    expect(calls).toEqual([]);
    queue.dismissNotices();
    expect(queue.state().notices).toBeUndefined();
  });
});
