// What a translator sets, through the client against the simulator in both dialects: every translate option
// on the wire, several glossaries in priority order, a translation memory (exact and fuzzy matches, the
// threshold), billed characters, and what is refused before sending (too many glossaries, a memory for
// another language or on the Free plan) or named when deleted elsewhere.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_DIALECTS } from '../../simulator/context';
import { DEMO_MEMORIES } from '../../simulator/state/translationMemories';
import { checkRequestBody } from './testing/publishedDescription';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

const [LEGAL, MEDICAL] = DEMO_MEMORIES.map((memory) => memory.translation_memory_id) as [string, string];

describe.each(SIMULATOR_DIALECTS)('translating like a professional (%s dialect)', (dialect) => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ glossaryReadyDelayMs: 0, dialect });
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());

  const translateCalls = () => env.simulator.control.requests().filter((r) => r.path === '/v2/translate').length;

  it("lists the account's translation memories with their languages", async () => {
    const memories = await env.pro.translationMemories.all();
    expect(memories.map((m) => m.name)).toEqual(['Legal', 'Medical terms']);
    expect(memories[0]).toMatchObject({ source_language: 'en', target_languages: ['de', 'fr'], segment_count: 3 });
  });

  it('uses a memory: its exact match as stored, a fuzzy one above the threshold marked, one below not used', async () => {
    const { translations } = await env.pro.translate.text({
      text: [
        'Payment is due within 30 days of the invoice date.',
        'Payment is due within 45 days of the invoice date.',
        'The weather is fine today.',
      ],
      source_lang: 'en',
      target_lang: 'de',
      translation_memory_id: LEGAL,
      translation_memory_threshold: 80,
    });
    expect(translations[0]?.text).toBe('Die Zahlung ist innerhalb von 30 Tagen nach Rechnungsdatum fällig.');
    expect(translations[1]?.text).toMatch(/^Die Zahlung ist innerhalb von 30 Tagen .* ⟦memory: 9\d% match⟧$/);
    expect(translations[2]?.text).not.toMatch(/memory/);
  });

  it('refuses before sending a memory for another source or target language, naming the memory', async () => {
    const wrongSource = await failure(
      env.pro.translate.text({ text: ['Hallo'], source_lang: 'fr', target_lang: 'de', translation_memory_id: LEGAL }),
    );
    expect(wrongSource.fields?.[0]?.message).toMatch(/"Legal" is for English texts, not French/);
    const wrongTarget = await failure(
      env.pro.translate.text({ text: ['Hallo'], source_lang: 'de', target_lang: 'ja', translation_memory_id: MEDICAL }),
    );
    expect(wrongTarget.fields?.[0]?.message).toMatch(/"Medical terms" has no Japanese translations/);
    expect(translateCalls()).toBe(0);
  });

  it('names a memory deleted elsewhere, and refuses memories on the Free plan before asking', async () => {
    env.simulator.control.deleteMemory(LEGAL);
    const gone = await failure(
      env.pro.translate.text({ text: ['Hi'], source_lang: 'en', target_lang: 'de', translation_memory_id: LEGAL }),
    );
    expect(gone.kind).toBe('notFound');
    expect(gone.fields?.[0]?.field).toBe('translation_memory_id');
    const free = await failure(
      env.free.translate.text({ text: ['Hi'], source_lang: 'en', target_lang: 'de', translation_memory_id: MEDICAL }),
    );
    expect(free.message).toMatch(/Translation memories are available only to Pro/);
    expect(translateCalls()).toBe(0);
  });

  it('applies several glossaries in priority order, and refuses more than 5 before sending', async () => {
    const make = (name: string, entries: string) =>
      env.pro.glossaries.create({
        name,
        dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }],
      });
    const first = await make('Client', 'contract\tKontrakt');
    const second = await make('House', 'contract\tVereinbarung\ninvoice\tFaktura');
    const { translations } = await env.pro.translate.text({
      text: ['the contract and the invoice'],
      source_lang: 'en',
      target_lang: 'de',
      glossary_ids: [first.glossary_id, second.glossary_id],
    });
    expect(translations[0]?.text).toContain('Kontrakt');
    expect(translations[0]?.text).not.toContain('Vereinbarung');
    expect(translations[0]?.text).toContain('Faktura');
    const six = Array.from({ length: 6 }, () => first.glossary_id);
    const tooMany = await failure(
      env.pro.translate.text({ text: ['x'], source_lang: 'en', target_lang: 'de', glossary_ids: six }),
    );
    expect(tooMany.fields?.map((f) => f.message).join(' ')).toMatch(/At most 5 glossaries/);
    expect(translateCalls()).toBe(1);
  });

  it('names a glossary of several that was deleted elsewhere', async () => {
    const kept = await env.pro.glossaries.create({
      name: 'Kept',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
    });
    const gone = await failure(
      env.pro.translate.text({
        text: ['x'],
        source_lang: 'en',
        target_lang: 'de',
        glossary_ids: [kept.glossary_id, 'f0000000-0000-4000-8000-000000000000'],
      }),
    );
    expect(gone.kind).toBe('notFound');
    expect(gone.fields?.[0]?.field).toBe('glossary_ids.1');
  });

  it('sends context, markup, model, splitting, formatting and billed characters as the description gives them', async () => {
    const request = {
      text: ['<p>The <b>bank</b> was steep.</p>'],
      source_lang: 'en',
      target_lang: 'de',
      context: 'We walked along the river.',
      tag_handling: 'html' as const,
      tag_handling_version: 'v2' as const,
      outline_detection: false,
      splitting_tags: ['p'],
      non_splitting_tags: ['b'],
      ignore_tags: ['code'],
      model_type: 'prefer_quality_optimized' as const,
      split_sentences: 'nonewlines' as const,
      preserve_formatting: true,
      show_billed_characters: true,
    };
    expect(checkRequestBody('POST', '/v2/translate', request).errors).toBe('No errors');
    const { translations } = await env.pro.translate.text(request);
    expect(translations[0]).toMatchObject({ billed_characters: request.text[0]!.length });
    expect(translations[0]?.text).toMatch(/^<p>.*<b>.*<\/b>.*<\/p>$/);
    expect(translations[0]?.model_type_used).toBe('quality_optimized');
  });
});
