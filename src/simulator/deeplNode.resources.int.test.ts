// The official Node client (deepl-node 1.28) against the simulator: multilingual (v3) and v2 glossaries end to
// end, documents (upload, status, download, translateDocument, failures), style rules and their instructions.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentTranslationError, GlossaryEntries } from 'deepl-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deeplNodePeer } from './testing/deeplNodePeer';
import { pseudoTranslate } from './engine/pseudoTranslate';

const peer = deeplNodePeer();
const entries = (pairs: Record<string, string>) => new GlossaryEntries({ entries: pairs });

describe('multilingual glossaries', () => {
  it('create, list, get, entries, update, replace, delete a dictionary, delete', async () => {
    const client = peer.pro();
    const created = await client.createMultilingualGlossary('Terms', [
      { sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ house: 'Haus' }) },
      { sourceLangCode: 'de', targetLangCode: 'en', entries: entries({ Haus: 'house' }) },
    ]);
    expect(created).toMatchObject({
      name: 'Terms',
      dictionaries: [
        expect.objectContaining({ sourceLangCode: 'en', targetLangCode: 'de', entryCount: 1 }),
        expect.anything(),
      ],
    });
    expect((await client.listMultilingualGlossaries()).map((glossary) => glossary.glossaryId)).toEqual([
      created.glossaryId,
    ]);
    expect((await client.getMultilingualGlossary(created.glossaryId)).name).toBe('Terms');

    const read = await client.getMultilingualGlossaryDictionaryEntries(created, 'en', 'de');
    expect(read).toMatchObject({ sourceLangCode: 'en', targetLangCode: 'de' });
    expect(read.entries.entries()).toEqual({ house: 'Haus' });

    const updated = await client.updateMultilingualGlossaryDictionary(created, {
      sourceLangCode: 'en',
      targetLangCode: 'de',
      entries: entries({ car: 'Auto' }),
    });
    expect(updated.dictionaries.find((d) => d.sourceLangCode === 'en')?.entryCount).toBe(2);
    expect((await client.updateMultilingualGlossaryName(created, 'Renamed')).name).toBe('Renamed');

    const replaced = await client.replaceMultilingualGlossaryDictionary(created, {
      sourceLangCode: 'en',
      targetLangCode: 'de',
      entries: entries({ tree: 'Baum' }),
    });
    expect(replaced).toMatchObject({ sourceLangCode: 'en', targetLangCode: 'de', entryCount: 1 });
    expect((await client.translateText('the tree and the house', 'en', 'de', { glossary: created })).text).toContain(
      'Baum',
    );

    await client.deleteMultilingualGlossaryDictionary(created, 'de', 'en');
    expect((await client.getMultilingualGlossary(created.glossaryId)).dictionaries).toHaveLength(1);
    await client.deleteMultilingualGlossary(created);
    await expect(client.getMultilingualGlossary(created.glossaryId)).rejects.toThrow(/not found/i);
  });

  it('creates from CSV', async () => {
    const glossary = await peer.pro().createMultilingualGlossaryWithCsv('CSV', 'en', 'de', 'house,Haus\ncar,Auto');
    expect(glossary.dictionaries[0]?.entryCount).toBe(2);
  });
});

describe('v2 glossaries', () => {
  it('create, get, list, entries, language pairs and delete; visible as a v3 glossary too', async () => {
    const client = peer.pro();
    const created = await client.createGlossary('Old style', 'en', 'de', entries({ house: 'Haus', car: 'Auto' }));
    expect(created).toMatchObject({
      name: 'Old style',
      ready: true,
      sourceLang: 'en',
      targetLang: 'de',
      entryCount: 2,
    });
    expect((await client.getGlossary(created.glossaryId)).entryCount).toBe(2);
    expect((await client.listGlossaries()).map((glossary) => glossary.glossaryId)).toEqual([created.glossaryId]);
    expect((await client.getGlossaryEntries(created)).entries()).toEqual({ house: 'Haus', car: 'Auto' });
    expect((await client.getMultilingualGlossary(created.glossaryId)).dictionaries).toEqual([
      expect.objectContaining({ sourceLangCode: 'en', targetLangCode: 'de', entryCount: 2 }),
    ]);
    expect((await client.translateText('The car', 'en', 'de', { glossary: created })).text).toContain('Auto');
    await client.deleteGlossary(created);
    expect(await client.listGlossaries()).toEqual([]);
  });
});

describe('documents', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'glossa-deepl-node-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('uploadDocument, getDocumentStatus until done, downloadDocument', async () => {
    const client = peer.pro();
    const handle = await client.uploadDocument(Buffer.from('The house is big.'), 'en', 'de', { filename: 'note.txt' });
    let status = await client.getDocumentStatus(handle);
    while (!status.done()) status = await client.getDocumentStatus(handle);
    expect(status.ok()).toBe(true);
    const output = join(dir, 'note.de.txt');
    await client.downloadDocument(handle, output);
    expect(await readFile(output, 'utf8')).toBe(
      pseudoTranslate('The house is big.', { targetLang: 'de', sourceLang: 'en' }),
    );
    // One upload gives one translation: a second download is refused.
    await expect(client.downloadDocument(handle, join(dir, 'again.txt'))).rejects.toThrow(/already downloaded/);
  });

  it('translateDocument from a file to a file, billed characters visible', async () => {
    const input = join(dir, 'page.html');
    await writeFile(input, '<!DOCTYPE html><html><body><p>The house is big.</p></body></html>');
    const status = await peer.pro().translateDocument(input, join(dir, 'page.de.html'), 'en', 'de');
    expect(status.billedCharacters).toBe(17);
    const translated = await readFile(join(dir, 'page.de.html'), 'utf8');
    expect(translated.startsWith('<!DOCTYPE html><html><body><p>')).toBe(true);
    expect(translated).not.toContain('The house');
  });

  it('a document whose source is its target fails with the reason the service gives', async () => {
    const input = join(dir, 'same.txt');
    await writeFile(input, 'Das Haus ist groß.');
    const error = await peer
      .pro()
      .translateDocument(input, join(dir, 'same.de.txt'), 'de', 'de')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentTranslationError);
    expect((error as Error).message).toMatch(/Source and target language are equal/);
  });
});

describe('style rules and their instructions', () => {
  it('create, read, list, rename, configure; add, read, update and delete an instruction', async () => {
    const client = peer.pro();
    const created = await client.createStyleRule({
      name: 'House',
      language: 'de',
      configured_rules: { punctuation: { apostrophe: 'use_curly_apostrophes' } },
    } as never);
    expect(created).toMatchObject({ name: 'House', language: 'de', version: 1 });
    expect((await client.getAllStyleRules()).map((rule) => rule.styleId)).toEqual([created.styleId]);
    expect((await client.updateStyleRuleName(created.styleId, 'Renamed')).name).toBe('Renamed');

    const added = await client.createStyleRuleCustomInstruction(created.styleId, { label: 'Tone', prompt: 'Use du.' });
    expect(added).toMatchObject({ id: expect.any(String), label: 'Tone', prompt: 'Use du.' });
    const id = added.id as string;
    expect(await client.getStyleRuleCustomInstruction(created.styleId, id)).toMatchObject({
      label: 'Tone',
      prompt: 'Use du.',
    });
    const updated = await client.updateStyleRuleCustomInstruction(created.styleId, id, {
      label: 'Tone',
      prompt: 'Use Sie.',
    });
    expect(updated).toMatchObject({ id, prompt: 'Use Sie.' });
    expect((await client.getStyleRule(created.styleId)).version).toBe(4);
    await client.deleteStyleRuleCustomInstruction(created.styleId, id);
    const after = await client.getStyleRule(created.styleId);
    expect(after).toMatchObject({ version: 5, customInstructions: [] });
    await client.deleteStyleRule(created.styleId);
    await expect(client.getStyleRule(created.styleId)).rejects.toThrow(/not found/i);
  });
});
