// The document workers: a document is translated in a worker thread exactly as in-process, its errors come
// back as the same message, and a document that escapes the parsers' bounds (too much memory, too much time)
// stops only its worker, with a message that names the limit; a reset ends every document asked for before it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, buildTxt, readZipText } from '../../node/formats/documents/testing/fixtures';
import * as hostile from '../testing/hostileDocuments';
import { translateDocumentTask, type DocumentTask } from './documentTask';
import { CLOSED_MESSAGE, DocumentWorkers, type DocumentWorkLimits } from './documentWorkers';

let folder: string;
const staged = async (name: string, bytes: Uint8Array | string): Promise<string> => {
  const path = join(folder, name);
  await writeFile(path, bytes);
  return path;
};
const task = (uploadPath: string, fileName: string, extra: Partial<DocumentTask> = {}): DocumentTask => ({
  uploadPath,
  fileName,
  targetLang: 'de',
  sourceLang: 'en',
  formality: 'default',
  styleMark: '',
  ...extra,
});
const roomy: DocumentWorkLimits = { maxHeapMb: 512, maxMs: 120_000, concurrency: 1 };
const workersFor = (limits: Partial<DocumentWorkLimits> = {}) => new DocumentWorkers({ ...roomy, ...limits });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'glossa-document-workers-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a document translated in a worker', () => {
  it('comes back as the in-process translation: bytes, file name, type and characters', async () => {
    const workers = workersFor();
    const docx = await staged(
      'report.docx',
      buildDocx({
        paragraphs: [['The house is big.'], ['The report is ', 'new']],
        header: 'Annual report',
        footer: 'Page',
        footnote: 'Figures are rounded.',
      }),
    );
    const inWorker = await workers.translate(task(docx, 'report.docx'));
    const inProcess = await translateDocumentTask(task(docx, 'report.docx'));
    await workers.close();
    expect(inWorker.bytes).toBeInstanceOf(Uint8Array);
    expect(readZipText(inWorker.bytes)).toEqual(readZipText(inProcess.bytes));
    expect({ ...inWorker, bytes: undefined }).toEqual({ ...inProcess, bytes: undefined });
  });

  it('detects the source language and applies the glossary and the style mark, as in-process', async () => {
    const workers = workersFor();
    const txt = await staged('note.txt', buildTxt(['The house is big.', 'The garden is small.']));
    const options = {
      sourceLang: undefined,
      glossary: [['house', 'Villa']] as [string, string][],
      styleMark: ' ⟦style: Legal⟧',
    };
    const inWorker = await workers.translate(task(txt, 'note.txt', options));
    await workers.close();
    const text = new TextDecoder().decode(inWorker.bytes);
    expect(text).toBe(new TextDecoder().decode((await translateDocumentTask(task(txt, 'note.txt', options))).bytes));
    expect(text).toContain('Villa');
    expect(text).toContain('⟦style: Legal⟧');
  });

  it('ends with the same message as in-process when the document is refused', async () => {
    const workers = workersFor();
    const damaged = await staged('damaged.docx', 'not a zip at all');
    const sameLanguage = await staged('english.txt', 'The house is big and the garden is small.');
    const bomb = await staged('bomb.docx', hostile.zipBombDocx(300 * 1024 * 1024));
    for (const refused of [
      task(damaged, 'damaged.docx'),
      task(sameLanguage, 'english.txt', { sourceLang: undefined, targetLang: 'en-GB' }),
      task(bomb, 'bomb.docx'),
    ]) {
      const expected = await translateDocumentTask(refused).then(
        () => 'translated',
        (error: Error) => error.message,
      );
      expect(expected).not.toBe('translated');
      await expect(workers.translate(refused)).rejects.toThrow(expected);
    }
    await workers.close();
  });
});

describe('limits', () => {
  it('stops a worker that needs more heap than allowed: the document ends with a memory message, the next one is translated', async () => {
    const workers = workersFor({ maxHeapMb: 32 });
    const big = await staged('big.txt', hostile.largestText());
    const small = await staged('small.txt', 'The house is big.');
    await expect(workers.translate(task(big, 'big.txt'))).rejects.toThrow(
      '"big.txt" is too large for the simulator: it needs more memory than the simulator allows for one document (32 MB). Split it into smaller documents',
    );
    expect(new TextDecoder().decode((await workers.translate(task(small, 'small.txt'))).bytes)).toBe(
      'Die Haus ist groß.',
    );
    await workers.close();
  });

  it('stops a document that takes longer than allowed, with a message that names the time limit', async () => {
    const workers = workersFor({ maxMs: 1 });
    const big = await staged('slow.txt', hostile.largestText());
    await expect(workers.translate(task(big, 'slow.txt'))).rejects.toThrow(
      '"slow.txt" is too large for the simulator: working on it takes longer than the simulator allows for one document (1 s).',
    );
    await workers.close();
  });

  it('works on `concurrency` documents at once and queues the others in order', async () => {
    const workers = workersFor({ concurrency: 1 });
    const finished: string[] = [];
    const names = ['first.txt', 'second.txt', 'third.txt'];
    const paths = await Promise.all(names.map((name) => staged(name, `The ${name.split('.')[0]} house is big.`)));
    await Promise.all(names.map((name, i) => workers.translate(task(paths[i]!, name)).then(() => finished.push(name))));
    await workers.close();
    expect(finished).toEqual(names);
  });

  it('on close, ends queued and running documents with a message and accepts no more', async () => {
    const workers = workersFor({ concurrency: 1 });
    const big = await staged('long.txt', hostile.largestText());
    const outcome = (document: Promise<unknown>) =>
      document.then(
        () => 'translated',
        (error: Error) => error.message,
      );
    const running = outcome(workers.translate(task(big, 'long.txt')));
    const queued = outcome(workers.translate(task(big, 'long.txt')));
    await workers.close();
    expect(await running).toBe(CLOSED_MESSAGE);
    expect(await queued).toBe(CLOSED_MESSAGE);
    await expect(workers.translate(task(big, 'long.txt'))).rejects.toThrow(CLOSED_MESSAGE);
  });

  it('on reset, ends the documents asked for so far with the reset message (the running one by ending its worker) and translates later ones', async () => {
    const workers = workersFor({ concurrency: 1 });
    const big = await staged('reset.txt', hostile.largestText());
    const small = await staged('after-reset.txt', 'The house is big.');
    const outcome = (document: Promise<unknown>) =>
      document.then(
        () => 'translated',
        (error: Error) => error.message,
      );
    const running = outcome(workers.translate(task(big, 'reset.txt')));
    const queued = outcome(workers.translate(task(big, 'reset.txt')));
    workers.endAll('The simulator was reset.');
    expect(await running).toBe('The simulator was reset.');
    expect(await queued).toBe('The simulator was reset.');
    expect(new TextDecoder().decode((await workers.translate(task(small, 'after-reset.txt'))).bytes)).toBe(
      'Die Haus ist groß.',
    );
    await workers.close();
  });
});
