// Large document uploads: the body streams to a file in the simulator's own upload folder (memory stays flat),
// the upload cap answers 413 and keeps nothing, a file over the translatable size is received and then ends in
// an honest `error`, the request log counts the bytes, and no upload file outlives its document.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../index';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const MAX_UPLOAD_BYTES = 100_000;
const MAX_TRANSLATABLE_BYTES = 20_000;

const running = simulatorPerFile({
  maxUploadBytes: MAX_UPLOAD_BYTES,
  maxTranslatableBytes: MAX_TRANSLATABLE_BYTES,
  documentTimings: { queuedMs: 0, translatingMs: 0 },
});
beforeEach(() => running.simulator.control.setDocumentTimings({ queuedMs: 0, translatingMs: 0 }));

interface Handle {
  document_id: string;
  document_key: string;
}

/** A multipart body with `fileBytes` bytes of text in the file part, generated as it is sent (chunked). */
function streamedForm(fields: Record<string, string>, fileName: string, fileBytes: number) {
  const boundary = `----glossa${randomBytes(8).toString('hex')}`;
  const head =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const chunk = new TextEncoder().encode('The house is big. '.repeat(58_255)); // about 1 MiB of sentences
  let left = fileBytes;
  let stage: 'head' | 'file' | 'tail' | 'end' = 'head';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'head') {
        controller.enqueue(new TextEncoder().encode(head));
        stage = 'file';
      } else if (stage === 'file' && left > 0) {
        const size = Math.min(left, chunk.length);
        controller.enqueue(size === chunk.length ? chunk.slice() : chunk.subarray(0, size).slice());
        left -= size;
      } else if (stage !== 'end') {
        controller.enqueue(new TextEncoder().encode(tail));
        stage = 'end';
      } else controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, head, tail };
}

async function uploadStreamed(url: string, key: string, fileBytes: number, fileName = 'big.txt') {
  const form = streamedForm({ target_lang: 'de' }, fileName, fileBytes);
  const response = await fetch(`${url}/v2/document`, {
    method: 'POST',
    headers: { authorization: `Service-Auth-Key ${key}`, 'content-type': form.contentType },
    body: form.body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as Handle & { message: string; detail?: string } };
}

/** An upload sent as a whole FormData (the client knows its length: Content-Length is declared). */
async function uploadWhole(bytes: Uint8Array | string, name = 'note.txt') {
  const form = new FormData();
  form.append('target_lang', 'de');
  form.append('file', new Blob([bytes as BlobPart]), name);
  const response = await fetch(`${running.simulator.proUrl}/v2/document`, {
    method: 'POST',
    headers: { authorization: `Service-Auth-Key ${running.simulator.keys.pro}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Handle & { message: string; detail?: string } };
}

const documentCall = (handle: Handle, suffix = '') =>
  fetch(`${running.simulator.proUrl}/v2/document/${handle.document_id}${suffix}`, {
    method: 'POST',
    headers: { authorization: `Service-Auth-Key ${running.simulator.keys.pro}`, 'content-type': 'application/json' },
    body: JSON.stringify({ document_key: handle.document_key }),
  });

async function finished(handle: Handle): Promise<{ status: string; message?: string }> {
  // A hang guard, not a speed bound: a busy machine takes seconds (issue 25).
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const body = (await (await documentCall(handle)).json()) as { status: string; message?: string };
    if (body.status === 'done' || body.status === 'error') return body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the document never finished');
}

/** The files in an upload folder (none when it was never made or is gone). */
const filesIn = (dir: string) =>
  readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
const uploads = () => filesIn(running.simulator.uploadDir);
const lastUpload = () =>
  running.simulator.control
    .requests()
    .filter((r) => r.path === '/v2/document')
    .at(-1);

describe('the upload cap', () => {
  it('answers 413 with the cap in the message to a declared body over it, and keeps nothing', async () => {
    const res = await uploadWhole('x'.repeat(MAX_UPLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('at most 100,000 bytes per upload');
    expect(await uploads()).toEqual([]);
    expect(lastUpload()).toMatchObject({ status: 413, bytes: expect.any(Number) });
    expect(lastUpload()!.bytes).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it('answers 413 to a chunked body once it passes the cap, reads the rest, and keeps nothing', async () => {
    const res = await uploadStreamed(running.simulator.proUrl, running.simulator.keys.pro, 3 * MAX_UPLOAD_BYTES);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large: the simulator accepts at most 100,000 bytes/);
    expect(res.body.detail).toMatch(/--max-upload-bytes/);
    expect(await uploads()).toEqual([]);
    expect(running.simulator.control.requests().filter((r) => r.path === '/v2/document')).toHaveLength(1);
    expect(lastUpload()!.bytes).toBeGreaterThan(3 * MAX_UPLOAD_BYTES);
  });

  it('accepts a file just under the cap', async () => {
    const res = await uploadStreamed(running.simulator.proUrl, running.simulator.keys.pro, MAX_UPLOAD_BYTES - 1000);
    expect(res.status).toBe(200);
  });
});

describe('the translatable size', () => {
  it('receives a larger file in full (200 with id and key), then ends in error with an honest message', async () => {
    const res = await uploadStreamed(running.simulator.proUrl, running.simulator.keys.pro, MAX_TRANSLATABLE_BYTES + 1);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ document_id: expect.any(String), document_key: expect.any(String) });
    const end = await finished(res.body);
    expect(end.status).toBe('error');
    expect(end.message).toMatch(/simulator translates documents of up to 20,000 bytes, and this one has 20,001 bytes/);
    expect(end.message).toMatch(/real service accepts larger documents/);
    expect((await documentCall(res.body, '/result')).status).toBe(400);
    expect(await uploads()).toEqual([]);
    expect(running.simulator.control.usage(running.simulator.keys.pro)).toBe(0);
  });

  it('still checks the key can afford the billing minimum at upload', async () => {
    running.simulator.control.setKeyLimit(running.simulator.keys.pro, 0);
    expect(
      (await uploadStreamed(running.simulator.proUrl, running.simulator.keys.pro, MAX_TRANSLATABLE_BYTES + 1)).status,
    ).toBe(456);
    expect(await uploads()).toEqual([]);
  });

  it('translates a file at the translatable size', async () => {
    const res = await uploadWhole(
      `${'The house is big. '.repeat(MAX_TRANSLATABLE_BYTES / 20)}`.padEnd(MAX_TRANSLATABLE_BYTES, '.'),
    );
    expect(res.status).toBe(200);
    expect((await finished(res.body)).status).toBe('done');
  });
});

describe('upload files on disk', () => {
  it('keeps the upload, byte for byte, in the upload folder until the translation is downloaded', async () => {
    running.simulator.control.setDocumentTimings({ queuedMs: 300, translatingMs: 0 });
    const res = await uploadStreamed(running.simulator.proUrl, running.simulator.keys.pro, 12_345, 'letter.txt');
    expect(res.status).toBe(200);
    const files = await uploads();
    expect(files).toHaveLength(1);
    const kept = await readFile(join(running.simulator.uploadDir, files[0]!), 'utf8');
    expect(kept).toBe('The house is big. '.repeat(700).slice(0, 12_345));
    expect((await finished(res.body)).status).toBe('done');
    expect(await uploads()).toHaveLength(1);
    expect((await documentCall(res.body, '/result')).status).toBe(200);
    expect(await uploads()).toEqual([]);
  });

  it('records the file bytes received in the request log', async () => {
    const form = streamedForm({ target_lang: 'de' }, 'big.txt', 54_321);
    await uploadStreamed(running.simulator.proUrl, running.simulator.keys.pro, 54_321);
    expect(lastUpload()).toMatchObject({ status: 200, bytes: form.head.length + 54_321 + form.tail.length });
  });

  it('removes an upload refused after it arrived (400)', async () => {
    const form = new FormData();
    form.append('target_lang', 'xx');
    form.append('file', new Blob(['Hello.']), 'note.txt');
    const response = await fetch(`${running.simulator.proUrl}/v2/document`, {
      method: 'POST',
      headers: { authorization: `Service-Auth-Key ${running.simulator.keys.pro}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await uploads()).toEqual([]);
  });

  it('refuses a multipart body that ends without its closing boundary (400), keeping nothing', async () => {
    const form = streamedForm({ target_lang: 'de' }, 'note.txt', 0);
    const response = await fetch(`${running.simulator.proUrl}/v2/document`, {
      method: 'POST',
      headers: { authorization: `Service-Auth-Key ${running.simulator.keys.pro}`, 'content-type': form.contentType },
      body: `${form.head}The house is big.`,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/multipart body could not be read/);
    expect(await uploads()).toEqual([]);
  });

  it('removes the part of an upload whose client stopped sending', async () => {
    const form = streamedForm({ target_lang: 'de' }, 'cut.txt', 0);
    const url = new URL(running.simulator.proUrl);
    const sent = new Promise<void>((resolve) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        path: '/v2/document',
        method: 'POST',
        headers: { authorization: `Service-Auth-Key ${running.simulator.keys.pro}`, 'content-type': form.contentType },
      });
      req.on('error', () => undefined);
      req.write(form.head);
      req.write('a'.repeat(50_000), () => setTimeout(() => (req.destroy(), resolve()), 100));
    });
    await sent;
    for (let i = 0; i < 100 && !lastUpload(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lastUpload()).toMatchObject({ status: 400 });
    expect(await uploads()).toEqual([]);
  });

  it('removes uploads on reset, and the whole upload folder on close()', async () => {
    const other = await startSimulator({ documentTimings: { queuedMs: 60_000, translatingMs: 0 } });
    expect(existsSync(other.uploadDir)).toBe(false); // made on the first upload
    const first = await uploadStreamed(other.proUrl, other.keys.pro, 1000);
    expect(first.status).toBe(200);
    expect(await filesIn(other.uploadDir)).toHaveLength(1);
    other.control.reset();
    for (let i = 0; i < 50 && (await filesIn(other.uploadDir)).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await filesIn(other.uploadDir)).toEqual([]);
    expect((await uploadStreamed(other.proUrl, other.keys.pro, 1000)).status).toBe(200);
    expect(await filesIn(other.uploadDir)).toHaveLength(1);
    await other.close();
    expect(existsSync(other.uploadDir)).toBe(false);
  });
});

describe('memory', () => {
  let child: ChildProcess;
  let ready: { proUrl: string; proKey: string; uploadDir: string };
  const ask = <T>(message: object) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer) => resolve(answer as T));
      child.send(message);
    });

  beforeAll(async () => {
    child = fork(join(__dirname, '../testing/memoryProbe.ts'), ['{}'], {
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    ready = await new Promise((resolve) =>
      child.once('message', (message) => resolve((message as { ready: typeof ready }).ready)),
    );
  });
  afterAll(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000); // never leave the child behind
    await exited;
    clearTimeout(timer);
    expect(existsSync(ready.uploadDir)).toBe(false);
  });

  it(
    'stays flat while a 200 MB upload streams to disk (default cap and translatable size)',
    { timeout: 120_000 },
    async () => {
      const size = 200 * 1024 * 1024;
      // Warm up: modules loaded, and the document worker started (a thread of this process) by a first document.
      const warmUp = await uploadStreamed(ready.proUrl, ready.proKey, 1000);
      expect(warmUp.status).toBe(200);
      for (let status = ''; status !== 'done'; await new Promise((resolve) => setTimeout(resolve, 50))) {
        const answer = await fetch(`${ready.proUrl}/v2/document/${warmUp.body.document_id}`, {
          method: 'POST',
          headers: { authorization: `Service-Auth-Key ${ready.proKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ document_key: warmUp.body.document_key }),
        });
        status = ((await answer.json()) as { status: string }).status;
        expect(status).not.toBe('error');
      }
      const { rss: before } = await ask<{ rss: number }>({ type: 'baseline' });
      const res = await uploadStreamed(ready.proUrl, ready.proKey, size);
      const { peakRss } = await ask<{ peakRss: number }>({ type: 'peak' });
      expect(res.status).toBe(200);
      const log = (await (await fetch(`${ready.proUrl}/_simulator/requests`)).json()) as {
        requests: { path: string; bytes: number }[];
      };
      expect(log.requests.at(-1)!.bytes).toBeGreaterThan(size);
      const growthMiB = (peakRss - before) / (1024 * 1024);
      // Measured: +22 MiB for 20 MiB, +32-40 for 200 MiB, +38 for 600 MiB (buffers and heap slack, not the file).
      expect(
        growthMiB,
        `RSS ${(before / 1048576).toFixed(0)} MiB before, peak ${(peakRss / 1048576).toFixed(0)} MiB`,
      ).toBeLessThan(64);
    },
  );
});
