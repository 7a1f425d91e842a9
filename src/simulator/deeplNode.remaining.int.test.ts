// The official Node client (deepl-node 1.28) against the simulator: the flows of its API the other peer tests do
// not run: a style rule list's configured rules replaced, a dictionary replaced and merged from CSV, a v2 glossary
// from CSV, and a document polled with isDocumentTranslationComplete.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deeplNodePeer } from './testing/deeplNodePeer';
import { pseudoTranslate } from './engine/pseudoTranslate';

const peer = deeplNodePeer();

describe('the rest of the official client', () => {
  it('replaces a style rule list’s configured rules, raising its version', async () => {
    const client = peer.pro();
    const created = await client.createStyleRule({ name: 'House', language: 'en' } as never);
    const rules = { punctuation: { quotation_mark: 'use_double_curly_quotation_marks' } };
    const updated = await client.updateStyleRuleConfiguredRules(created.styleId, rules);
    expect(updated).toMatchObject({ styleId: created.styleId, version: 2 });
    expect((await client.getStyleRule(created.styleId)).configuredRules).toMatchObject(rules);
  });

  it('replaces a dictionary from CSV, then merges more CSV entries into it', async () => {
    const client = peer.pro();
    const glossary = await client.createMultilingualGlossaryWithCsv('CSV', 'en', 'de', 'house,Haus\ncar,Auto');
    const replaced = await client.replaceMultilingualGlossaryDictionaryWithCsv(glossary, 'en', 'de', 'tree,Baum');
    expect(replaced.entryCount).toBe(1);
    const merged = await client.updateMultilingualGlossaryDictionaryWithCsv(
      glossary,
      'en',
      'de',
      'tree,Tanne\nsun,Sonne',
    );
    expect(merged.dictionaries[0]?.entryCount).toBe(2);
    const read = await client.getMultilingualGlossaryDictionaryEntries(glossary, 'en', 'de');
    expect(read.entries.entries()).toEqual({ tree: 'Tanne', sun: 'Sonne' });
  });

  it('creates a v2 glossary from CSV', async () => {
    const client = peer.pro();
    const created = await client.createGlossaryWithCsv('Old CSV', 'en', 'de', Buffer.from('house,Haus\ncar,Auto'));
    expect(created).toMatchObject({ name: 'Old CSV', sourceLang: 'en', targetLang: 'de', entryCount: 2 });
    expect((await client.getGlossaryEntries(created)).entries()).toEqual({ house: 'Haus', car: 'Auto' });
  });

  describe('a document polled until complete', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'glossa-deepl-node-'));
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('isDocumentTranslationComplete says when the document can be downloaded', async () => {
      const client = peer.pro();
      const handle = await client.uploadDocument(Buffer.from('The tree is tall.'), 'en', 'de', { filename: 'a.txt' });
      const { status } = await client.isDocumentTranslationComplete(handle);
      expect(status.ok()).toBe(true);
      expect(status.done()).toBe(true);
      await client.downloadDocument(handle, join(dir, 'a.de.txt'));
      expect(await readFile(join(dir, 'a.de.txt'), 'utf8')).toBe(
        pseudoTranslate('The tree is tall.', { targetLang: 'de', sourceLang: 'en' }),
      );
    });
  });
});
