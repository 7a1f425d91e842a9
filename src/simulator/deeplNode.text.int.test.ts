// The official Node client (deepl-node 1.28) against the simulator: text translation (glossaries, markup,
// style rules and instructions), text improvement, languages, usage, and the errors a user of it meets.
import { AuthorizationError, DeepLError, GlossaryEntries, QuotaExceededError, type TextResult } from 'deepl-node';
import { describe, expect, it } from 'vitest';
import { deeplNodePeer } from './testing/deeplNodePeer';
import { pseudoTranslate } from './engine/pseudoTranslate';

/** What the simulator's engine makes of an English text in German. */
const german = (text: string) => pseudoTranslate(text, { targetLang: 'de', sourceLang: 'en' });

const peer = deeplNodePeer();

describe('translateText', () => {
  it('translates several texts, with the detected source language, billed characters and model', async () => {
    const results = (await peer.pro().translateText(['The house is big.', 'Das Haus ist groß.'], null, 'de', {
      modelType: 'latency_optimized',
    })) as TextResult[];
    expect(results.map((result) => result.detectedSourceLang)).toEqual(['en', 'de']);
    expect(results[0]).toMatchObject({
      text: german('The house is big.'),
      billedCharacters: 17,
      modelTypeUsed: 'latency_optimized',
    });
    expect(results[1]!.text).toBe('Das Haus ist groß.');
  });

  it('applies a multilingual glossary by its info object', async () => {
    const client = peer.pro();
    const glossary = await client.createMultilingualGlossary('Terms', [
      {
        sourceLangCode: 'en',
        targetLangCode: 'de',
        entries: new GlossaryEntries({ entries: { spaceship: 'Raumkreuzer' } }),
      },
    ]);
    const result = await client.translateText('The spaceship is here.', 'en', 'de', { glossary });
    expect(result.text).toContain('Raumkreuzer');
  });

  it('keeps markup, translate="no" and ignored tags exactly with tagHandling', async () => {
    const html =
      '<!DOCTYPE html><p class="lead">The house <span translate="no">the house</span> <code>the house</code></p>';
    const result = await peer.pro().translateText(html, 'en', 'de', { tagHandling: 'html', ignoreTags: ['code'] });
    expect(result.text).toBe(
      `<!DOCTYPE html><p class="lead">${german('The house')} <span translate="no">the house</span> <code>the house</code></p>`,
    );
    const xml =
      '<?xml version="1.0"?><doc><!-- note --><par>The firm said it had been </par><par> conducting it.</par></doc>';
    const split = await peer
      .pro()
      .translateText(xml, 'en', 'de', { tagHandling: 'xml', outlineDetection: false, splittingTags: ['par'] });
    expect(split.text.startsWith('<?xml version="1.0"?><doc><!-- note --><par>')).toBe(true);
    expect(split.text.split('<par>')[2]).toMatch(/^ \p{Lu}/u);
  });

  it('applies a style rule list of the target language and inline custom instructions, visibly', async () => {
    const client = peer.pro();
    const style = await client.createStyleRule({ name: 'House', language: 'de' });
    const result = await client.translateText('The house', 'en', 'de', {
      styleRule: style.styleId,
      customInstructions: ['Be brief.'],
    });
    expect(result.text).toBe(`${german('The house')} ⟦style: House, 1 instruction⟧`);
    await expect(client.translateText('The house', 'en', 'fr', { styleRule: style.styleId })).rejects.toThrow(
      /German.*French/,
    );
  });

  it('refuses bad options with the service’s message', async () => {
    await expect(peer.pro().translateText('Hi', null, 'de', { splitSentences: 'sometimes' as never })).rejects.toThrow(
      /split_sentences must be/,
    );
    await expect(peer.pro().translateText('Hi', null, 'pl', { customInstructions: ['Be brief.'] })).rejects.toThrow(
      /Custom instructions work only into/,
    );
  });
});

describe('rephraseText', () => {
  it('improves texts in their own language', async () => {
    const [result] = (await peer.pro().rephraseText(['the  colour is nice.'], 'en-GB')) as {
      text: string;
      targetLang: string;
    }[];
    expect(result).toMatchObject({ text: 'The colour is nice.', targetLang: 'en-GB' });
  });
});

describe('languages and usage', () => {
  it('lists source and target languages (formality) and glossary pairs', async () => {
    const client = peer.pro();
    expect(await client.getSourceLanguages()).toContainEqual({ code: 'en', name: 'English' });
    expect(await client.getTargetLanguages()).toContainEqual(
      expect.objectContaining({ code: 'de', supportsFormality: true }),
    );
    expect(await client.getGlossaryLanguagePairs()).toContainEqual({ sourceLang: 'en', targetLang: 'de' });
  });

  it('reads the characters used against the limit', async () => {
    peer.simulator.control.setKeyLimit(peer.simulator.keys.pro, 1000);
    await peer.pro().translateText('Hello', null, 'de');
    const usage = await peer.pro().getUsage();
    expect(usage.character).toEqual({ count: 5, limit: 1000 });
    expect(usage.anyLimitReached()).toBe(false);
    expect((await peer.free().getUsage()).character?.count).toBe(0);
  });
});

describe('errors', () => {
  it('a wrong key is an authorization failure', async () => {
    const error = await peer
      .pro('not-a-key')
      .translateText('Hi', null, 'de')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthorizationError);
    expect((error as Error).message).toMatch(/Invalid API key/);
  });

  it('456 is a quota error the user can read', async () => {
    peer.simulator.control.setKeyLimit(peer.simulator.keys.pro, 3);
    const error = await peer
      .pro()
      .translateText('Hello', null, 'de')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuotaExceededError);
  });

  it('429 is retried by the client until it succeeds', async () => {
    peer.simulator.control.addFault({ path: '/v2/translate', status: 429, count: 2 });
    const result = await peer.pro().translateText('The house', 'en', 'de');
    expect(result.text).toBe(german('The house'));
    const translateCalls = peer.simulator.control.requests().filter((entry) => entry.path === '/v2/translate');
    expect(translateCalls.map((entry) => entry.status)).toEqual([429, 429, 200]);
    expect(translateCalls.every((entry) => entry.authScheme === 'DeepL-Auth-Key')).toBe(true);
  });

  it('a Free key on the Pro address is refused', async () => {
    await expect(peer.pro(peer.simulator.keys.free).translateText('Hi', null, 'de')).rejects.toBeInstanceOf(DeepLError);
  });
});
