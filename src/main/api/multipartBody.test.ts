import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMultipartBody, quoteDispositionName } from './multipartBody';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-multipart-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

describe('streamed multipart body', () => {
  it('is well-formed multipart/form-data that a standard parser reads back', async () => {
    const path = join(dir, 'report.docx');
    const content = Buffer.alloc(700_000, 7);
    content.write('start');
    await writeFile(path, content);
    const body = await buildMultipartBody(
      { target_lang: 'de', source_lang: 'en' },
      { field: 'file', path, filename: 'Bericht "Q3".docx', contentType: 'application/octet-stream' },
    );
    const bytes = await collect(body.open());
    expect(bytes.length).toBe(body.contentLength);
    const form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': body.contentType },
    }).formData();
    expect(form.get('target_lang')).toBe('de');
    expect(form.get('source_lang')).toBe('en');
    const file = form.get('file') as File;
    expect(file.name).toBe('Bericht "Q3".docx');
    expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);
  });

  it('reads the file afresh on every open, so a retry sends the whole file again', async () => {
    const path = join(dir, 'a.txt');
    await writeFile(path, 'hello');
    const body = await buildMultipartBody({}, { field: 'file', path, filename: 'a.txt', contentType: 'text/plain' });
    let seen = 0;
    const first = await collect(body.open((n) => (seen += n)));
    const second = await collect(body.open());
    expect(second.equals(first)).toBe(true);
    expect(seen).toBe(body.contentLength);
  });

  it('streams a file in chunks instead of reading it whole', async () => {
    const path = join(dir, 'big.bin');
    await writeFile(path, Buffer.alloc(3 * 1024 * 1024));
    const body = await buildMultipartBody(
      {},
      { field: 'file', path, filename: 'big.bin', contentType: 'application/octet-stream' },
    );
    let largest = 0;
    for await (const chunk of body.open()) largest = Math.max(largest, chunk.length);
    expect(largest).toBeLessThanOrEqual(256 * 1024);
  });

  it('keeps CR, LF and quotes from breaking the part header', () => {
    expect(quoteDispositionName('a"b\r\nc')).toBe('"a%22b%0D%0Ac"');
  });
});
