// Document translation through the client: a streamed upload, status, a streamed one-time download; the rules
// refusing a bad upload before it leaves; and the upload faults (a dropped connection mid-upload is retried
// from a re-opened file, a 456 is surfaced at once).
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentHandle } from '../../shared/api/documents';
import { GlossaError } from '../../shared/errors';
import type { LanguageServicesClient } from './client';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

let env: ClientsOnSimulator;
let dir: string;
let letter: string;
beforeAll(async () => {
  env = await startClientsOnSimulator({ documentTimings: { queuedMs: 0, translatingMs: 30 }, glossaryReadyDelayMs: 0 });
  dir = await mkdtemp(join(tmpdir(), 'glossa-documents-'));
  letter = join(dir, 'letter.txt');
  await writeFile(letter, 'Dear customer,\nthank you for your order.\n'.repeat(2000));
});
afterAll(async () => {
  await env.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => env.simulator.control.reset());

const uploads = () => env.simulator.control.requests().filter((r) => r.path === '/v2/document');

async function untilDone(client: LanguageServicesClient, handle: DocumentHandle) {
  // A hang guard, not a speed bound: a busy machine takes seconds (issue 25).
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const status = await client.documents.status(handle);
    if (status.status === 'done' || status.status === 'error') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the document never finished');
}

async function refused(promise: Promise<unknown>): Promise<GlossaError> {
  const error = await failure(promise);
  expect(error.kind).toBe('validation');
  expect(uploads()).toHaveLength(0);
  return error;
}

describe('a document translation', () => {
  it('uploads, polls to done and downloads the result once, into a file', async () => {
    const progress: number[] = [];
    const handle = await env.pro.documents.upload(
      { path: letter, target_lang: 'de' },
      { onProgress: (sent, total) => progress.push(sent / total) },
    );
    expect(handle).toEqual({ document_id: expect.any(String), document_key: expect.any(String) });
    expect(progress.at(-1)).toBe(1);

    const status = await untilDone(env.pro, handle);
    expect(status).toMatchObject({ status: 'done', billed_characters: expect.any(Number) });

    const target = join(dir, 'letter.de.txt');
    const downloaded = await env.pro.documents.downloadResult(handle, target);
    const translated = await readFile(target, 'utf8');
    expect(downloaded.bytes).toBe(Buffer.byteLength(translated));
    expect(translated.length).toBeGreaterThan(1000);
    expect(translated).not.toBe(await readFile(letter, 'utf8'));
    expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);

    const again = await failure(env.pro.documents.downloadResult(handle, join(dir, 'again.txt')));
    expect(again.kind).toBe('alreadyDownloaded');
    expect((await readdir(dir)).includes('again.txt')).toBe(false);
  });

  it('sends the file name and the options in the form', async () => {
    const handle = await env.pro.documents.upload({
      path: letter,
      filename: 'Brief an Kunden.txt',
      target_lang: 'fr',
      source_lang: 'en',
      formality: 'prefer_less',
    });
    expect((await untilDone(env.pro, handle)).status).toBe('done');
  });

  it('checks that the target folder can be written before asking for the one-time result', async () => {
    const handle = await env.pro.documents.upload({ path: letter, target_lang: 'de' });
    await untilDone(env.pro, handle);
    const error = await failure(env.pro.documents.downloadResult(handle, join(dir, 'no-such-folder', 'letter.de.txt')));
    expect(error.message).toMatch(/could not save the translated document/);
    expect(env.simulator.control.requests().filter((r) => r.path.endsWith('/result'))).toHaveLength(0);
    // Nothing was used up: the result is still there.
    expect((await env.pro.documents.downloadResult(handle, join(dir, 'letter.later.txt'))).bytes).toBeGreaterThan(0);
  });

  it('keeps a file name with non-ASCII letters, and reports the name the service gave the result', async () => {
    const named = join(dir, 'Übersetzung – Q3.txt');
    await writeFile(named, 'The quarter went well.');
    const handle = await env.pro.documents.upload({ path: named, target_lang: 'de' });
    await untilDone(env.pro, handle);
    const result = await env.pro.documents.downloadResult(handle, join(dir, 'out.txt'));
    expect(result.serverFileName).toContain('Übersetzung – Q3');
    expect(result.contentType).toMatch(/^text\/plain/);
  });

  it('reports a failed translation with the service message', async () => {
    env.simulator.control.failNextDocuments(1, 'The file is damaged.');
    const handle = await env.pro.documents.upload({ path: letter, target_lang: 'de' });
    expect(await untilDone(env.pro, handle)).toMatchObject({ status: 'error', message: 'The file is damaged.' });
  });

  it('keeps the document key out of error messages', async () => {
    const handle = await env.pro.documents.upload({ path: letter, target_lang: 'de' });
    const error = await failure(
      env.pro.documents.status({ document_id: 'unknown-id', document_key: handle.document_key }),
    );
    expect(error.kind).toBe('notFound');
    expect(JSON.stringify(error.toData())).not.toContain(handle.document_key);
  });
});

describe('what the upload checks before sending (the batch options were checked when it was added)', () => {
  it('a glossary with a dictionary for the pair', async () => {
    const glossary = await env.pro.glossaries.create({
      name: 'G',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'order\tBestellung', entries_format: 'tsv' }],
    });
    const mismatch = await refused(
      env.pro.documents.upload({
        path: letter,
        source_lang: 'en',
        target_lang: 'fr',
        glossary_id: glossary.glossary_id,
      }),
    );
    expect(mismatch.fields?.[0]?.field).toBe('glossary_id');
    const handle = await env.pro.documents.upload({
      path: letter,
      source_lang: 'en',
      target_lang: 'de',
      glossary_id: glossary.glossary_id,
    });
    expect((await untilDone(env.pro, handle)).status).toBe('done');
  });
});

describe('upload faults', () => {
  it('a connection dropped mid-upload is retried from a re-opened file, and the whole file arrives', async () => {
    // Large enough that the connection is cut while the client is still sending.
    const scan = join(dir, 'scan.png');
    await writeFile(scan, Buffer.alloc(8 * 1024 * 1024, 1));
    env.simulator.control.addFault({ path: '/v2/document', drop: true, dropAfterBytes: 1024 * 1024 });
    const sent: number[] = [];
    let total = 0;
    const handle = await env.pro.documents.upload(
      { path: scan, target_lang: 'de' },
      { onProgress: (bytes, of) => (sent.push(bytes), (total = of)) },
    );
    expect(handle.document_id).toEqual(expect.any(String));
    const [dropped, completed] = uploads();
    expect(dropped?.status).toBe('dropped');
    expect(dropped?.bytes).toBeGreaterThanOrEqual(1024 * 1024);
    expect(completed?.status).toBe(200);
    expect(completed?.bytes).toBe(total);
    // The first attempt stopped part-way; the second started again from byte 0 and sent everything.
    const restart = sent.findIndex((bytes, i) => i > 0 && bytes < sent[i - 1]!);
    expect(restart).toBeGreaterThan(0);
    expect(sent[restart - 1]).toBeLessThan(total);
    expect(sent.at(-1)).toBe(total);
    expect(env.waits).toHaveLength(1);
  });

  it('a 456 is surfaced at once, without a retry', async () => {
    env.simulator.control.addFault({ path: '/v2/document', status: 456, message: 'Quota exceeded' });
    const error = await failure(env.pro.documents.upload({ path: letter, target_lang: 'de' }));
    expect(error.kind).toBe('quota');
    expect(uploads()).toHaveLength(1);
  });

  it('a 413 is a payload-too-large error', async () => {
    env.simulator.control.addFault({ path: '/v2/document', status: 413 });
    await expect(env.pro.documents.upload({ path: letter, target_lang: 'de' })).rejects.toMatchObject({
      kind: 'payloadTooLarge',
    });
  });

  it('an upload can be cancelled', async () => {
    env.simulator.control.addFault({ path: '/v2/document', delayMs: 3000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(
      env.pro.documents.upload({ path: letter, target_lang: 'de' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
  });
});
