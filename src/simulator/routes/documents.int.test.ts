// Document translation: the upload form and its rules, the status state machine with its timings, the
// one-time download, real rewriting of every supported format, honest errors and usage.
import { beforeEach, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { simulatorPerFile } from '../testing/simulatorPerFile';
import * as fixtures from '../testing/documentFixtures';
import { pseudoTranslate } from '../engine/pseudoTranslate';

const running = simulatorPerFile({ glossaryReadyDelayMs: 0, documentTimings: { queuedMs: 0, translatingMs: 0 } });
const { call } = running;
beforeEach(() => running.simulator.control.setDocumentTimings({ queuedMs: 0, translatingMs: 0 }));

type Part = string | { bytes: Uint8Array | string; name?: string };
async function upload(parts: Record<string, Part>, key: string = running.simulator.keys.pro) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else if (part.name === undefined) form.append(name, new Blob([part.bytes as BlobPart]));
    else form.append(name, new Blob([part.bytes as BlobPart]), part.name);
  }
  const response = await fetch(`${running.simulator.proUrl}/v2/document`, {
    method: 'POST',
    headers: { authorization: `Service-Auth-Key ${key}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { document_id: string; document_key: string; message: string; detail?: string },
  };
}
const status = (handle: { document_id: string; document_key: string }) =>
  call('POST', `/v2/document/${handle.document_id}`, { json: { document_key: handle.document_key } });
const result = (handle: { document_id: string; document_key: string }) =>
  call('POST', `/v2/document/${handle.document_id}/result`, { json: { document_key: handle.document_key } });
/** Polls the status until it leaves `state` (a minute at most: a bound on a hang, not on speed). */
async function statusOnceNot(handle: { document_id: string; document_key: string }, state: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await status(handle);
    if (res.body.status !== state || Date.now() > deadline) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
async function finished(handle: { document_id: string; document_key: string }) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await status(handle);
    if (res.body.status === 'done' || res.body.status === 'error') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the document never finished');
}
const text = (s: string) => ({ bytes: s, name: 'note.txt' });

describe('POST /v2/document', () => {
  it('answers document_id and document_key', async () => {
    const res = await upload({ target_lang: 'de', file: text('The house is big.') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ document_id: expect.any(String), document_key: expect.any(String) });
  });

  it('takes the file name from the `filename` part when the disposition has none', async () => {
    const res = await upload({ target_lang: 'de', filename: 'plain.txt', file: { bytes: 'Good morning.' } });
    expect(res.status).toBe(200);
    expect((await finished(res.body)).status).toBe('done');
  });

  it.each([
    ['no file', { target_lang: 'de' }, /file/],
    ['no target_lang', { file: text('hi') }, /target_lang/],
    ['an unsupported type', { target_lang: 'de', file: { bytes: 'x', name: 'tool.exe' } }, /\.exe/],
    ['an unknown target language', { target_lang: 'xx', file: text('hi') }, /target_lang/],
    [
      'output_format for a type other than pdf',
      { target_lang: 'de', output_format: 'pdf', file: text('hi') },
      /output_format/,
    ],
    ['formality for a target without it', { target_lang: 'en-GB', formality: 'more', file: text('hi') }, /formality/],
    ['a glossary without source_lang', { target_lang: 'de', glossary_id: 'g', file: text('hi') }, /source_lang/],
  ])('refuses %s with 400', async (_, parts, detail) => {
    const res = await upload(parts as Record<string, Part>);
    expect(res.status).toBe(400);
    expect(`${res.body.message} ${res.body.detail}`).toMatch(detail);
  });

  it('lets prefer_more fall back to default for a target without formality', async () => {
    expect((await upload({ target_lang: 'en-GB', formality: 'prefer_more', file: text('Hallo') })).status).toBe(200);
  });

  it('ignores model_type, enable_beta_languages and unknown parts', async () => {
    expect(
      (
        await upload({
          target_lang: 'de',
          model_type: 'quality_optimized',
          enable_beta_languages: 'true',
          colour: 'blue',
          file: text('Hi'),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a JSON body with 415', async () => {
    expect((await call('POST', '/v2/document', { json: { target_lang: 'de' } })).status).toBe(415);
  });
});

describe('status and the state machine', () => {
  it('goes queued -> translating (seconds_remaining) -> done (billed_characters)', async () => {
    running.simulator.control.setDocumentTimings({ queuedMs: 300, translatingMs: 4000 });
    const handle = (await upload({ target_lang: 'de', file: text('The house is big.') })).body;
    expect((await status(handle)).body).toEqual({ document_id: handle.document_id, status: 'queued' });
    // Polled rather than slept, with a translating phase long enough to be seen: fixed waits failed at load 20.
    const translating = await statusOnceNot(handle, 'queued');
    expect(translating).toMatchObject({ status: 'translating', seconds_remaining: expect.any(Number) });
    expect(Number.isInteger(translating.seconds_remaining)).toBe(true);
    expect(translating.seconds_remaining).toBeGreaterThanOrEqual(1);
    expect((await result(handle)).status).toBe(503);
    expect(await statusOnceNot(handle, 'translating')).toEqual({
      document_id: handle.document_id,
      status: 'done',
      billed_characters: 17,
    });
  });

  it('accepts the document_key form-encoded, for status and result', async () => {
    const handle = (await upload({ target_lang: 'de', file: text('Hi') })).body;
    const res = await call('POST', `/v2/document/${handle.document_id}`, {
      form: { document_key: handle.document_key },
    });
    expect(res.status).toBe(200);
    await finished(handle);
    const download = await call('POST', `/v2/document/${handle.document_id}/result`, {
      form: { document_key: handle.document_key },
    });
    expect(download.status).toBe(200);
    expect(download.bytes.length).toBeGreaterThan(0);
  });

  it('refuses a wrong document_key (400) and an unknown document (404)', async () => {
    const handle = (await upload({ target_lang: 'de', file: text('Hi') })).body;
    expect((await status({ ...handle, document_key: 'WRONG' })).status).toBe(400);
    expect((await call('POST', `/v2/document/${handle.document_id}`, { json: {} })).status).toBe(400);
    expect((await status({ ...handle, document_id: 'NOPE' })).status).toBe(404);
  });

  it('keeps a document to the account that uploaded it', async () => {
    const handle = (await upload({ target_lang: 'de', file: text('Hi') })).body;
    const res = await call('POST', `/v2/document/${handle.document_id}`, {
      plan: 'free',
      key: 'free',
      json: { document_key: handle.document_key },
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /v2/document/{id}/result', () => {
  it('downloads the translation once; then the document is gone', async () => {
    const handle = (await upload({ target_lang: 'de', file: text('The house is big.\n\n  Second line 42.') })).body;
    await finished(handle);
    const first = await result(handle);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(first.headers.get('content-disposition')).toContain('note.txt');
    const translated = new TextDecoder().decode(first.bytes);
    expect(translated).not.toBe('The house is big.\n\n  Second line 42.');
    expect(translated).toMatch(/\n\n {2}\S.* 42\.$/);
    const second = await result(handle);
    expect(second.status).toBe(404);
    expect(second.body.message).toMatch(/already downloaded/);
    expect((await status(handle)).status).toBe(404);
  });
});

describe('real document handling', () => {
  const translateFile = async (name: string, bytes: Uint8Array | string, extra: Record<string, string> = {}) => {
    const handle = (await upload({ target_lang: 'de', source_lang: 'en', ...extra, file: { bytes, name } })).body;
    const done = await finished(handle);
    expect(done.status).toBe('done');
    const res = await result(handle);
    expect(res.status).toBe(200);
    return { done, res, text: new TextDecoder().decode(res.bytes) };
  };

  it('html keeps its markup', async () => {
    const { text } = await translateFile(
      'page.html',
      '<html><body><p class="x">The house is <b>big</b>.</p></body></html>',
    );
    expect(text).toMatch(/^<html><body><p class="x">.+ <b>.+<\/b>\.<\/p><\/body><\/html>$/);
    expect(text).not.toContain('The house');
  });

  it('srt keeps cue numbers and timecodes', async () => {
    const { text } = await translateFile('talk.srt', fixtures.srt(['Good morning', 'The house is big']));
    expect(text).toContain('1\n00:00:00,000 --> 00:00:01,000\n');
    expect(text).toContain('2\n00:00:01,000 --> 00:00:02,000\n');
    expect(text).not.toContain('Good morning');
  });

  it('xliff 2.1 gets a translated target per segment', async () => {
    const { text } = await translateFile('strings.xlf', fixtures.xliff('The house is big'));
    expect(text).toMatch(/<source>The house is big<\/source>\s*<target>(?!The house).+<\/target>/);
  });

  it.each([
    ['docx', () => fixtures.docx(['The house is big', 'Good morning']), 'word/document.xml', /<w:b\/><\/w:rPr><w:t>/],
    ['pptx', () => fixtures.pptx(['The house is big']), 'ppt/slides/slide1.xml', /<a:t>/],
    ['xlsx', () => fixtures.xlsx(['The house is big']), 'xl/sharedStrings.xml', /<si><t>/],
  ])(
    '%s comes back as a zip with the same parts and translated runs, billed at least 50,000',
    async (type, make, part, structure) => {
      const { done, res } = await translateFile(`deck.${type}`, make());
      expect(done.billed_characters).toBe(50_000);
      const parts = unzipSync(res.bytes);
      expect(Object.keys(parts).sort()).toEqual(Object.keys(unzipSync(make())).sort());
      const xml = strFromU8(parts[part]!);
      expect(xml).toMatch(structure);
      expect(xml).not.toContain('The house is big');
    },
  );

  it('pdf comes back as a PDF with the text translated, or as docx when asked', async () => {
    const source = await fixtures.pdf(['The house is big']);
    const asPdf = await translateFile('report.pdf', source);
    expect(asPdf.done.billed_characters).toBe(50_000);
    expect(asPdf.res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(asPdf.res.bytes), { mergePages: true });
    expect(text.trim().length).toBeGreaterThan(0);
    expect(text).not.toContain('The house is big');
    const asDocx = await translateFile('report.pdf', source, { output_format: 'docx' });
    expect(asDocx.res.headers.get('content-type')).toMatch(/wordprocessingml/);
    expect(asDocx.res.headers.get('content-disposition')).toContain('report.docx');
    expect(Object.keys(unzipSync(asDocx.res.bytes))).toContain('word/document.xml');
  });

  it.each([
    ['old.doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0])],
    ['photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
  ])('%s ends in error with an honest message', async (name, bytes) => {
    const handle = (await upload({ target_lang: 'de', file: { bytes, name } })).body;
    const done = await finished(handle);
    expect(done).toMatchObject({ status: 'error', message: expect.stringMatching(/simulator cannot/) });
    expect((await result(handle)).status).toBe(400);
  });

  it('applies a glossary inside the document', async () => {
    const glossary = await call('POST', '/v3/glossaries', {
      json: {
        name: 'g',
        dictionaries: [
          { source_lang: 'en', target_lang: 'de', entries: 'house\tGebäudekomplex', entries_format: 'tsv' },
        ],
      },
    });
    const { text } = await translateFile('note.txt', 'The house is big.', { glossary_id: glossary.body.glossary_id });
    expect(text).toContain('Gebäudekomplex');
  });

  it('without source_lang, detects one source language for the whole document, not one per line', async () => {
    const lines = ['Guten Morgen, der Vertrag ist bereit.', 'Die Rechnung ist bereit.', 'the contract'];
    const handle = (await upload({ target_lang: 'fr', file: text(lines.join('\n')) })).body;
    expect((await finished(handle)).status).toBe('done');
    const translated = new TextDecoder().decode((await result(handle)).bytes).split('\n');
    expect(translated).toEqual(lines.map((line) => pseudoTranslate(line, { targetLang: 'fr', sourceLang: 'de' })));
    expect(translated[2]).not.toBe(pseudoTranslate('the contract', { targetLang: 'fr' })); // alone, it reads as English
  });
});

describe('control: failing a document', () => {
  it('makes an uploaded document end in error', async () => {
    running.simulator.control.setDocumentTimings({ queuedMs: 200, translatingMs: 0 });
    const handle = (await upload({ target_lang: 'de', file: text('Hi') })).body;
    expect(running.simulator.control.failDocument(handle.document_id, 'Disk on fire.')).toBe(true);
    expect(await finished(handle)).toMatchObject({ status: 'error', message: 'Disk on fire.' });
  });

  it('makes the next uploads end in error, over HTTP too', async () => {
    const res = await fetch(`${running.simulator.proUrl}/_simulator/documents/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, message: 'Injected.' }),
    });
    expect(res.status).toBe(204);
    const failing = (await upload({ target_lang: 'de', file: text('Hi') })).body;
    const fine = (await upload({ target_lang: 'de', file: text('Hi') })).body;
    expect(await finished(failing)).toMatchObject({ status: 'error', message: 'Injected.' });
    expect((await finished(fine)).status).toBe('done');
  });
});

describe('usage', () => {
  it('refuses an upload with 456 when the key cannot afford the billing minimum', async () => {
    running.simulator.control.setKeyLimit(running.simulator.keys.pro, 49_999);
    expect((await upload({ target_lang: 'de', file: { bytes: fixtures.docx(['Hi']), name: 'a.docx' } })).status).toBe(
      456,
    );
    expect((await upload({ target_lang: 'de', file: text('Hi') })).status).toBe(200);
    running.simulator.control.setKeyLimit(running.simulator.keys.pro, 0);
    expect((await upload({ target_lang: 'de', file: text('Hi') })).status).toBe(456);
  });

  it('counts the billed characters once the document is done', async () => {
    const handle = (await upload({ target_lang: 'de', file: { bytes: fixtures.docx(['Hi']), name: 'a.docx' } })).body;
    await finished(handle);
    await status(handle);
    await result(handle);
    expect(running.simulator.control.usage(running.simulator.keys.pro)).toBe(50_000);
  });
});
