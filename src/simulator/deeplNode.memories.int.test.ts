// The official Node client (deepl-node 1.28) against the simulator: listing translation memories, translating
// with one (an exact match as stored, a fuzzy one marked, the threshold honoured), several glossaries in
// priority order (`glossaryIds`), and the errors it meets (a memory for another language, the Free plan).
import { DeepLError, GlossaryEntries } from 'deepl-node';
import { describe, expect, it } from 'vitest';
import { deeplNodePeer } from './testing/deeplNodePeer';
import { DEMO_MEMORIES } from './state/translationMemories';

const peer = deeplNodePeer({ glossaryReadyDelayMs: 0 });
const LEGAL = DEMO_MEMORIES[0]!.translation_memory_id;

describe('translation memories', () => {
  it('lists the memories with their languages and sizes', async () => {
    const memories = await peer.pro().listTranslationMemories();
    expect(memories.map((memory) => memory.name)).toEqual(['Legal', 'Medical terms']);
    expect(memories[0]).toMatchObject({ translationMemoryId: LEGAL, sourceLanguage: 'en', segmentCount: 3 });
    const firstPage = await peer.pro().listTranslationMemories(0, 1);
    expect(firstPage).toHaveLength(1);
  });

  it('translates with a memory: exact as stored, fuzzy above the threshold marked, below it not used', async () => {
    const client = peer.pro();
    const exact = await client.translateText('The parties agree to the following terms.', 'en', 'de', {
      translationMemory: LEGAL,
    });
    expect(exact.text).toBe('Die Parteien vereinbaren die folgenden Bedingungen.');
    const fuzzy = await client.translateText('The parties agree to the following rules.', 'en', 'de', {
      translationMemory: LEGAL,
      translationMemoryThreshold: 70,
    });
    expect(fuzzy.text).toMatch(/^Die Parteien vereinbaren die folgenden Bedingungen\. ⟦memory: \d\d% match⟧$/);
    const strict = await client.translateText('The parties agree to the following rules.', 'en', 'de', {
      translationMemory: LEGAL,
      translationMemoryThreshold: 100,
    });
    expect(strict.text).not.toMatch(/memory|Parteien vereinbaren die folgenden Bedingungen/);
  });

  it('refuses a memory for another language, and memories on the Free plan', async () => {
    await expect(peer.pro().translateText('Bonjour', 'fr', 'de', { translationMemory: LEGAL })).rejects.toThrow(
      /"Legal" is for English texts, not French/,
    );
    await expect(peer.free().translateText('Hi', 'en', 'de', { translationMemory: LEGAL })).rejects.toBeInstanceOf(
      DeepLError,
    );
  });
});

describe('several glossaries', () => {
  it('applies glossaryIds in priority order: the first glossary wins a term both have', async () => {
    const client = peer.pro();
    const make = (name: string, entries: Record<string, string>) =>
      client.createMultilingualGlossary(name, [
        { sourceLangCode: 'en', targetLangCode: 'de', entries: new GlossaryEntries({ entries }) },
      ]);
    const first = await make('Client', { invoice: 'Faktura' });
    const second = await make('House', { invoice: 'Rechnungsbeleg', date: 'Stichtag' });
    const result = await client.translateText('the invoice date', 'en', 'de', {
      glossaryIds: [first.glossaryId, second.glossaryId],
    });
    expect(result.text).toContain('Faktura');
    expect(result.text).toContain('Stichtag');
    expect(result.text).not.toContain('Rechnungsbeleg');
  });
});
