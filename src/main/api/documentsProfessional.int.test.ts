// A document translated as a professional sets it, through the client against the simulator in both dialects:
// several glossaries in priority order and a translation memory (`glossary_ids`, `translation_memory_id` on the
// upload, as the published description allows), and what is refused before the file leaves (more than 5
// glossaries, a memory for another language or on the Free plan) or named when deleted elsewhere.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentHandle } from '../../shared/api/documents';
import { SIMULATOR_DIALECTS } from '../../simulator/context';
import { DEMO_MEMORIES } from '../../simulator/state/translationMemories';
import type { LanguageServicesClient } from './client';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

const [LEGAL] = DEMO_MEMORIES.map((memory) => memory.translation_memory_id) as [string];

describe.each(SIMULATOR_DIALECTS)('a document with several glossaries and a memory (%s dialect)', (dialect) => {
  let env: ClientsOnSimulator;
  let dir: string;
  beforeAll(async () => {
    env = await startClientsOnSimulator({
      glossaryReadyDelayMs: 0,
      dialect,
      documentTimings: { queuedMs: 0, translatingMs: 10 },
    });
    dir = await mkdtemp(join(tmpdir(), 'glossa-documents-pro-'));
  });
  afterAll(async () => {
    await env.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => env.simulator.control.reset());

  const uploads = () => env.simulator.control.requests().filter((r) => r.path === '/v2/document').length;
  async function translated(client: LanguageServicesClient, handle: DocumentHandle): Promise<string> {
    // A hang guard, not a speed bound: a busy machine takes seconds (issue 25).
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      const status = await client.documents.status(handle);
      if (status.status === 'error') throw new Error(status.error_message ?? status.message);
      if (status.status === 'done') {
        const target = join(dir, `${handle.document_id}.txt`);
        await client.documents.downloadResult(handle, target);
        return readFile(target, 'utf8');
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the document never finished');
  }
  const make = (name: string, entries: string) =>
    env.pro.glossaries.create({
      name,
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }],
    });

  it('applies the glossaries in priority order and the memory, exact and fuzzy, to the document', async () => {
    const first = await make('Client', 'contract\tKontrakt');
    const second = await make('House', 'contract\tVereinbarung\ninvoice\tFaktura');
    const path = join(dir, 'letter.txt');
    await writeFile(path, 'The contract and the invoice.\nPayment is due within 45 days of the invoice date.\n');
    const handle = await env.pro.documents.upload({
      path,
      source_lang: 'en',
      target_lang: 'de',
      glossary_ids: [first.glossary_id, second.glossary_id],
      translation_memory_id: LEGAL,
      translation_memory_threshold: 80,
    });
    const text = await translated(env.pro, handle);
    const [glossaryLine, memoryLine] = text.split('\n');
    expect(glossaryLine).toMatch(/Kontrakt/);
    expect(glossaryLine).toMatch(/Faktura/);
    expect(glossaryLine).not.toMatch(/Vereinbarung/);
    expect(memoryLine).toMatch(/^Die Zahlung ist innerhalb von 30 Tagen .* ⟦memory: 9\d% match⟧$/);
  });

  it('refuses before the file leaves a memory for another language, or on the Free plan', async () => {
    const path = join(dir, 'short.txt');
    await writeFile(path, 'Hello');
    const otherLanguage = await failure(
      env.pro.documents.upload({ path, source_lang: 'fr', target_lang: 'de', translation_memory_id: LEGAL }),
    );
    expect(otherLanguage.fields?.[0]?.message).toMatch(/"Legal" is for English texts, not French/);
    const free = await failure(
      env.free.documents.upload({ path, source_lang: 'en', target_lang: 'de', translation_memory_id: LEGAL }),
    );
    expect(free.message).toMatch(/Translation memories are available only to Pro/);
    expect(uploads()).toBe(0);
  });

  it('the service refuses more than 5 glossaries on an upload, with the published limit', async () => {
    const path = join(dir, 'short.txt');
    await writeFile(path, 'Hello');
    const glossaries = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => make(name, 'hello\tHallo')));
    const six = await failure(
      env.pro.documents.upload({
        path,
        source_lang: 'en',
        target_lang: 'de',
        glossary_ids: glossaries.map((g) => g.glossary_id),
      }),
    );
    expect(six.kind).toBe('validation');
    expect(JSON.stringify(six)).toMatch(/At most 5 glossaries/);
  });

  it('names a glossary or memory deleted elsewhere by its field, before the file leaves', async () => {
    const path = join(dir, 'short.txt');
    await writeFile(path, 'Hello');
    const kept = await make('Kept', 'hello\tHallo');
    const gone = await make('Gone', 'hello\tServus');
    await env.pro.glossaries.delete(gone.glossary_id);
    const glossary = await failure(
      env.pro.documents.upload({
        path,
        source_lang: 'en',
        target_lang: 'de',
        glossary_ids: [kept.glossary_id, gone.glossary_id],
      }),
    );
    expect(glossary).toMatchObject({ kind: 'notFound', fields: [{ field: 'glossary_ids.1' }] });
    env.simulator.control.deleteMemory(LEGAL);
    const memory = await failure(
      env.pro.documents.upload({ path, source_lang: 'en', target_lang: 'de', translation_memory_id: LEGAL }),
    );
    expect(memory).toMatchObject({ kind: 'notFound', fields: [{ field: 'translation_memory_id' }] });
    expect(uploads()).toBe(0);
  });
});
