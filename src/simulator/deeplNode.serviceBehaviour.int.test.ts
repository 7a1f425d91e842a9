// The official Node client's own expectations of the service (deepl-node's tests/rephraseText.test.ts,
// multilingualGlossary.test.ts and translateDocument.test.ts, 1.28), run against the simulator: the wording of
// the Write errors, `en` as `en-US` for tones, `default` not counted as a style, a glossary with no
// dictionaries accepted and a dictionary with no entries refused, a document whose detected language is its
// target ending in an error, and the wording for an unsupported file type.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeepLError, GlossaryEntries, WritingStyle, WritingTone } from 'deepl-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deeplNodePeer } from './testing/deeplNodePeer';

const peer = deeplNodePeer();
/** deepl-node's own example texts (tests/core.ts). */
const example = { de: 'Protonenstrahl', en: 'proton beam' };

describe('rephraseText: what the service says', () => {
  it('an unsupported target language: "Value for \'target_lang\' not supported"', async () => {
    await expect(peer.pro().rephraseText(example.de, 'lv')).rejects.toThrow(/Value for '?target_lang'? not supported/);
  });

  it('a tone for a language without tones: "Language ja does not support setting a tone"', async () => {
    await expect(peer.pro().rephraseText(example.de, 'ja', null, WritingTone.CONFIDENT)).rejects.toThrow(
      /Language ja does not support setting a tone/,
    );
  });

  it('a writing style for a language without styles: "Language ja does not support setting a writing style"', async () => {
    await expect(peer.pro().rephraseText(example.de, 'ja', WritingStyle.BUSINESS, null)).rejects.toThrow(
      /Language ja does not support setting a writing style/,
    );
  });

  it('a style and a tone at once: "Both writing_style and tone defined"', async () => {
    await expect(
      peer.pro().rephraseText(example.en, 'en', WritingStyle.BUSINESS, WritingTone.CONFIDENT),
    ).rejects.toThrow(/Both writing_style and tone defined/);
  });

  it('the default style beside a tone is no style, and `en` is American English for tones', async () => {
    const result = await peer.pro().rephraseText(example.en, 'en', WritingStyle.DEFAULT, WritingTone.CONFIDENT);
    expect(result.targetLang).toBe('en-US');
    expect(result.text.length).toBeGreaterThan(0);
  });

  it('a style beside the default tone, and neither, both answer for en-US', async () => {
    expect(
      (await peer.pro().rephraseText(example.de, 'en', WritingStyle.ACADEMIC, WritingTone.DEFAULT)).targetLang,
    ).toBe('en-US');
    expect((await peer.pro().rephraseText(example.de, 'en', null, undefined)).targetLang).toBe('en-US');
  });
});

describe('multilingual glossaries: what the service accepts', () => {
  it('accepts a glossary with no dictionaries, and reads it back empty', async () => {
    const client = peer.pro();
    const glossary = await client.createMultilingualGlossary('Empty', []);
    expect(glossary.dictionaries).toEqual([]);
    const read = await client.getMultilingualGlossary(glossary.glossaryId);
    expect(read).toMatchObject({ name: 'Empty', dictionaries: [] });
    expect(read.creationTime).toEqual(glossary.creationTime);
  });

  it('refuses a dictionary with no entries', async () => {
    await expect(
      peer
        .pro()
        .createMultilingualGlossary('No entries', [
          { sourceLangCode: 'en', targetLangCode: 'de', entries: new GlossaryEntries() },
        ]),
    ).rejects.toThrow(DeepLError);
  });
});

describe('documents: what the service says', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'glossa-deepl-node-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('a document whose detected language is its target ends in an error', async () => {
    const input = join(dir, 'example.txt');
    await writeFile(input, example.de);
    await expect(peer.pro().translateDocument(input, join(dir, 'out.txt'), null, 'de')).rejects.toThrow(
      /Source and target language/,
    );
  });

  it('an unsupported file type is refused with its extension named', async () => {
    const input = join(dir, 'document.invalid');
    await writeFile(input, 'Test');
    await expect(peer.pro().translateDocument(input, join(dir, 'out.invalid'), null, 'de')).rejects.toThrow(
      /(nvalid file)|(file extension)/,
    );
  });
});
