// The document queue against the in-process simulator: real uploads, polling, one-time downloads, the 456
// pause, document errors, and resuming from the journal after a crash in each state, exactly once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, writeFile, link } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '../../simulator';
import { buildDocx, buildHtml, buildTxt, readZipText } from '../../node/formats/documents/testing/fixtures';
import { LanguageServicesClient } from '../api/client';
import type { BatchView, DocumentsState, JobState } from '../../shared/calls/documents';
import { DocumentJournal, type JobRecord } from './documentJournal';
import { DocumentQueue, type QueuedFile } from './documentQueue';
import { untilDocuments } from './testing/queueStates';
import { loadJournalCipher } from './journalCipher';
import { partPathFor } from './outputPlacement';

let sim: Simulator;
let dir: string;
let client: LanguageServicesClient;
const queues: DocumentQueue[] = [];

const connection = () => ({
  current: async () => ({ accountId: 'work', name: 'Work', plan: 'pro' as const, baseUrl: sim.proUrl, demo: false }),
  client: async () => client,
});

async function openQueue(
  options: { concurrency?: number; onBatchFinished?: (b: BatchView) => void } = {},
): Promise<DocumentQueue> {
  const journalDir = join(dir, 'userData', 'documents');
  const queue = await DocumentQueue.open({
    journal: new DocumentJournal(journalDir, await loadJournalCipher(journalDir)),
    connection: connection(),
    pollBounds: { firstMs: 50, factor: 2, minMs: 20, maxMs: 400 },
    ...options,
  });
  queues.push(queue);
  return queue;
}

async function sourceFile(name: string, bytes: Uint8Array): Promise<QueuedFile> {
  const path = join(dir, 'in', name);
  await writeFile(path, bytes);
  return { path, name, size: bytes.length, staged: false };
}

const allIn = (states: JobState[]) => (s: DocumentsState) =>
  s.jobs.length > 0 && s.jobs.every((j) => states.includes(j.state));
const count = (method: string, pattern: RegExp) =>
  sim.control.requests().filter((r) => r.method === method && pattern.test(r.path)).length;
const UPLOAD = /^\/v2\/document$/;
const RESULT = /^\/v2\/document\/[^/]+\/result$/;

beforeEach(async () => {
  sim = await startSimulator({ documentTimings: { queuedMs: 100, translatingMs: 300 } });
  client = new LanguageServicesClient({
    authKey: sim.keys.pro,
    authScheme: sim.authScheme,
    baseUrl: sim.proUrl,
    maxAttempts: 2,
    backoff: { initialDelayMs: 10, maxDelayMs: 20 },
  });
  dir = await mkdtemp(join(tmpdir(), 'glossa-queue-'));
  await import('node:fs/promises').then((fs) => Promise.all([fs.mkdir(join(dir, 'in')), fs.mkdir(join(dir, 'out'))]));
});

afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.close();
  await client.close();
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a batch through the queue', () => {
  it('translates a txt, an html and a docx beside their sources, each uploaded and downloaded once', async () => {
    const finished: BatchView[] = [];
    const queue = await openQueue({ onBatchFinished: (b) => finished.push(b) });
    const files = [
      await sourceFile('letter.txt', buildTxt(['The contract is signed by the buyer.'])),
      await sourceFile(
        'page.html',
        buildHtml({
          title: 'The contract',
          heading: 'The contract',
          paragraph: 'The buyer is signed.',
          imageAlt: 'logo',
          script: 'x',
        }),
      ),
      await sourceFile(
        'terms.docx',
        buildDocx({
          paragraphs: [['The contract ', 'is signed']],
          header: 'The buyer',
          footer: 'The contract',
          footnote: 'The buyer',
        }),
      ),
    ];
    await queue.add(files, { targetLang: 'de', pdfOutput: 'pdf' });
    const state = await untilDocuments(queue, allIn(['done']));

    expect((await readFile(join(dir, 'in', 'letter.de.txt'), 'utf8')).trim()).toBe(
      'Die Vertrag ist unterschrieben von die buyeren.',
    );
    expect(await readFile(join(dir, 'in', 'page.de.html'), 'utf8')).toContain('Vertrag');
    const docx = readZipText(new Uint8Array(await readFile(join(dir, 'in', 'terms.de.docx'))));
    expect(docx['word/document.xml']).toContain('Vertrag');
    expect(count('POST', UPLOAD)).toBe(3);
    expect(count('POST', RESULT)).toBe(3);
    // The docx is billed at least 50,000 characters; the summary adds up what the service billed.
    expect(finished).toHaveLength(1);
    expect(finished[0]!.done).toBe(3);
    expect(finished[0]!.billedCharacters).toBe(state.jobs.reduce((sum, j) => sum + (j.billedCharacters ?? 0), 0));
    expect(finished[0]!.billedCharacters).toBeGreaterThanOrEqual(50_000);
    // No part files are left behind.
    expect((await readdir(join(dir, 'in'))).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('never overwrites a file: an existing name gets a number', async () => {
    await writeFile(join(dir, 'out', 'letter.de.txt'), 'mine');
    const queue = await openQueue();
    await queue.add([await sourceFile('letter.txt', buildTxt(['The contract.']))], {
      targetLang: 'de',
      pdfOutput: 'pdf',
      outputFolder: join(dir, 'out'),
    });
    const state = await untilDocuments(queue, allIn(['done']));
    expect(state.jobs[0]!.outputPath).toBe(join(dir, 'out', 'letter.de (2).txt'));
    expect(await readFile(join(dir, 'out', 'letter.de.txt'), 'utf8')).toBe('mine');
  });

  it('keeps at most `concurrency` documents on their way at once', async () => {
    const queue = await openQueue({ concurrency: 2 });
    const files = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => sourceFile(`n${n}.txt`, buildTxt([`The contract ${n}.`]))),
    );
    let peak = 0;
    queue.onChange(
      () => (peak = Math.max(peak, queue.state().jobs.filter((j) => !['waiting', 'done'].includes(j.state)).length)),
    );
    await queue.add(files, { targetLang: 'fr', pdfOutput: 'pdf' });
    await untilDocuments(queue, allIn(['done']));
    expect(peak).toBe(2);
  });

  it("shows the service's message when a document fails, and translating again works", async () => {
    sim.control.failNextDocuments(1, 'The file is password protected.');
    const queue = await openQueue();
    await queue.add([await sourceFile('locked.txt', buildTxt(['The contract.']))], {
      targetLang: 'de',
      pdfOutput: 'pdf',
    });
    const failed = await untilDocuments(queue, allIn(['error']));
    expect(failed.jobs[0]!.error).toMatchObject({ serverMessage: 'The file is password protected.' });
    expect(failed.jobs[0]!.error!.nextStep).toMatch(/Translate again/);
    expect(failed.jobs[0]!.canRetry).toBe(true);
    await queue.retry(failed.jobs[0]!.id);
    const again = await untilDocuments(queue, (s) => s.jobs.some((j) => j.state === 'done'));
    expect(again.jobs.map((j) => j.state).sort()).toEqual(['done', 'error']);
  });

  it('a 456 pauses the whole queue with one message; nothing fails, and resume finishes the batch', async () => {
    const queue = await openQueue({ concurrency: 1 });
    const files = await Promise.all(
      ['a', 'b', 'c'].map((n) => sourceFile(`${n}.txt`, buildTxt([`The contract ${n}.`]))),
    );
    await queue.add([files[0]!], { targetLang: 'de', pdfOutput: 'pdf' });
    await untilDocuments(queue, allIn(['done']));
    sim.control.addFault({ path: '/v2/document', method: 'POST', status: 456, count: 1 });
    await queue.add(files.slice(1), { targetLang: 'de', pdfOutput: 'pdf' });
    const paused = await untilDocuments(queue, (s) => s.paused !== undefined);
    expect(paused.paused!.message).toMatch(/quota/i);
    expect(paused.jobs.filter((j) => j.state === 'error')).toEqual([]);
    expect(paused.jobs.filter((j) => j.state === 'waiting')).toHaveLength(2);
    const uploadsWhilePaused = count('POST', UPLOAD);
    await new Promise((r) => setTimeout(r, 300));
    expect(count('POST', UPLOAD)).toBe(uploadsWhilePaused);

    await queue.resume();
    const state = await untilDocuments(queue, allIn(['done']));
    expect(state.paused).toBeUndefined();
    expect(count('POST', RESULT)).toBe(3);
  });

  it('cancelling a waiting and a translating job stops them', async () => {
    sim.control.setDocumentTimings({ queuedMs: 100, translatingMs: 5000 });
    const queue = await openQueue({ concurrency: 1 });
    const files = await Promise.all(['a', 'b'].map((n) => sourceFile(`${n}.txt`, buildTxt(['The contract.']))));
    await queue.add(files, { targetLang: 'de', pdfOutput: 'pdf' });
    const translating = await untilDocuments(queue, (s) => s.jobs.some((j) => j.state === 'translating'));
    for (const job of translating.jobs) await queue.cancel(job.id);
    expect(queue.state().jobs.map((j) => j.state)).toEqual(['cancelled', 'cancelled']);
    expect(count('POST', UPLOAD)).toBe(1);
  });
});

describe('after a crash, the queue resumes from its journal', () => {
  it('a batch interrupted while translating finishes after a restart: each file uploaded once, downloaded once', async () => {
    sim.control.setDocumentTimings({ queuedMs: 100, translatingMs: 1500 });
    const first = await openQueue();
    const files = await Promise.all(
      ['a', 'b', 'c'].map((n) => sourceFile(`${n}.txt`, buildTxt([`The contract ${n}.`]))),
    );
    await first.add(files, { targetLang: 'de', pdfOutput: 'pdf' });
    await untilDocuments(first, allIn(['queued', 'translating']));
    await first.close();
    queues.splice(queues.indexOf(first), 1);

    const second = await openQueue();
    await untilDocuments(second, allIn(['done']));
    expect(count('POST', UPLOAD)).toBe(3);
    expect(count('POST', RESULT)).toBe(3);
    expect((await readdir(join(dir, 'in'))).filter((n) => n.includes('.de.')).sort()).toEqual([
      'a.de.txt',
      'b.de.txt',
      'c.de.txt',
    ]);
  });

  /** Writes a journal as if the app had crashed with one job in `state`. */
  async function crashedWith(record: Partial<JobRecord>, file: QueuedFile): Promise<void> {
    const journalDir = join(dir, 'userData', 'documents');
    const journal = new DocumentJournal(journalDir, await loadJournalCipher(journalDir));
    const full: JobRecord = {
      id: 'job-1',
      batchId: 'batch-1',
      sourcePath: file.path,
      name: file.name,
      size: file.size,
      staged: false,
      options: { targetLang: 'de', pdfOutput: 'pdf' },
      accountId: 'work',
      state: 'waiting',
      createdAt: Date.now(),
      ...record,
    };
    if (record.sealedKey) full.sealedKey = journal.sealKey(record.sealedKey);
    await journal.save({ jobs: [full], batches: [{ id: 'batch-1', createdAt: Date.now(), notified: false }] });
  }

  async function uploadedDocument(file: QueuedFile): Promise<{ documentId: string; sealedKey: string }> {
    const handle = await client.documents.upload({ path: file.path, target_lang: 'de' });
    return { documentId: handle.document_id, sealedKey: handle.document_key };
  }

  async function waitUntilDone(documentId: string, key: string): Promise<void> {
    for (;;) {
      const status = await client.documents.status({ document_id: documentId, document_key: key });
      if (status.status === 'done') return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('crashed while uploading (no document id yet): uploads it, once', async () => {
    const file = await sourceFile('a.txt', buildTxt(['The contract.']));
    await crashedWith({ state: 'uploading' }, file);
    const queue = await openQueue();
    await untilDocuments(queue, allIn(['done']));
    expect(count('POST', UPLOAD)).toBe(1);
    expect(count('POST', RESULT)).toBe(1);
  });

  for (const state of ['queued', 'translating'] as const) {
    it(`crashed while ${state}: polls again and downloads once, never uploads again`, async () => {
      const file = await sourceFile('a.txt', buildTxt(['The contract.']));
      await crashedWith({ state, ...(await uploadedDocument(file)) }, file);
      const queue = await openQueue();
      await untilDocuments(queue, allIn(['done']));
      expect(count('POST', UPLOAD)).toBe(1);
      expect(count('POST', RESULT)).toBe(1);
      expect(await readFile(join(dir, 'in', 'a.de.txt'), 'utf8')).toContain('Vertrag');
    });
  }

  it('crashed while downloading, before the answer came: downloads once', async () => {
    const file = await sourceFile('a.txt', buildTxt(['The contract.']));
    const doc = await uploadedDocument(file);
    await waitUntilDone(doc.documentId, doc.sealedKey);
    await crashedWith({ state: 'downloading', ...doc, partPath: partPathFor(join(dir, 'in'), 'job-1') }, file);
    const queue = await openQueue();
    await untilDocuments(queue, allIn(['done']));
    expect(count('POST', RESULT)).toBe(1);
    expect(await readFile(join(dir, 'in', 'a.de.txt'), 'utf8')).toContain('Vertrag');
  });

  it('crashed after the download completed but before it got its name: places it without downloading again', async () => {
    const file = await sourceFile('a.txt', buildTxt(['The contract.']));
    const doc = await uploadedDocument(file);
    await waitUntilDone(doc.documentId, doc.sealedKey);
    const part = partPathFor(join(dir, 'in'), 'job-1');
    await client.documents.downloadResult({ document_id: doc.documentId, document_key: doc.sealedKey }, part);
    await crashedWith({ state: 'downloading', ...doc, partPath: part }, file);
    const queue = await openQueue();
    await untilDocuments(queue, allIn(['done']));
    expect(count('POST', RESULT)).toBe(1);
    expect(await readFile(join(dir, 'in', 'a.de.txt'), 'utf8')).toContain('Vertrag');
  });

  it('crashed after the file got its name but before the journal said so: no second copy', async () => {
    const file = await sourceFile('a.txt', buildTxt(['The contract.']));
    const doc = await uploadedDocument(file);
    await waitUntilDone(doc.documentId, doc.sealedKey);
    const part = partPathFor(join(dir, 'in'), 'job-1');
    await client.documents.downloadResult({ document_id: doc.documentId, document_key: doc.sealedKey }, part);
    await link(part, join(dir, 'in', 'a.de.txt'));
    await crashedWith({ state: 'downloading', ...doc, partPath: part }, file);
    const queue = await openQueue();
    const state = await untilDocuments(queue, allIn(['done']));
    expect(state.jobs[0]!.outputPath).toBe(join(dir, 'in', 'a.de.txt'));
    expect((await readdir(join(dir, 'in'))).sort()).toEqual(['a.de.txt', 'a.txt']);
  });

  it('a download that fails because the document was already fetched says so and offers to translate again', async () => {
    const file = await sourceFile('a.txt', buildTxt(['The contract.']));
    const doc = await uploadedDocument(file);
    await waitUntilDone(doc.documentId, doc.sealedKey);
    await client.documents.downloadResult(
      { document_id: doc.documentId, document_key: doc.sealedKey },
      join(dir, 'elsewhere.txt'),
    );
    await crashedWith({ state: 'downloading', ...doc }, file);
    const queue = await openQueue();
    const state = await untilDocuments(queue, allIn(['error']));
    expect(state.jobs[0]!.error!.message).toMatch(/deletes a document after its one download/);
    expect(state.jobs[0]!.error!.nextStep).toMatch(/Translate again/);
    expect(state.jobs[0]!.canRetry).toBe(true);
  });

  it('finished and failed jobs stay as they were', async () => {
    const file = await sourceFile('a.txt', buildTxt(['The contract.']));
    await crashedWith({ state: 'done', outputPath: join(dir, 'in', 'a.de.txt') }, file);
    const queue = await openQueue();
    await new Promise((r) => setTimeout(r, 200));
    expect(queue.state().jobs[0]!.state).toBe('done');
    expect(sim.control.requests()).toEqual([]);
  });
});
