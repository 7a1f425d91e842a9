// A text translation and a document are checked once: a text's rules run once on its way out, a document
// batch's when it is added (DocumentService.add), and once the glossary is read only its pair is checked, with
// the same sentence as before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as translateRules from '../../shared/rules/translate';
import * as documentRules from '../../shared/rules/documents';
import { DocumentsApi } from './documents';
import type { GlossariesApi } from './glossaries';
import type { StyleRulesApi } from './styleRules';
import { TranslateApi } from './translate';
import type { TranslationMemoriesApi } from './translationMemories';
import type { Transport } from './transport';

vi.mock('../../shared/rules/translate', async (original) => {
  const actual = await original<typeof translateRules>();
  return { ...actual, checkTranslateTextRequest: vi.fn(actual.checkTranslateTextRequest) };
});
vi.mock('../../shared/rules/documents', async (original) => {
  const actual = await original<typeof documentRules>();
  return { ...actual, checkDocumentUpload: vi.fn(actual.checkDocumentUpload) };
});

const NO_EN_DE = 'This glossary has no dictionary for English to German. Choose a glossary for this language pair.';

/** A glossary of English to French only, ready at once. */
const glossaries = {
  whenReady: async (id: string) => ({
    glossary_id: id,
    name: 'Fr',
    dictionaries: [{ source_lang: 'en', target_lang: 'fr' }],
  }),
} as unknown as GlossariesApi;
const sent: string[] = [];
const transport = {
  json: async (_method: string, path: string) => {
    sent.push(path);
    return { translations: [{ text: 'Bonjour', detected_source_language: 'EN' }] };
  },
  upload: async (path: string) => {
    sent.push(path);
    return { document_id: 'd', document_key: 'k' };
  },
} as unknown as Transport;
const translate = new TranslateApi(transport, glossaries, {} as StyleRulesApi, {} as TranslationMemoriesApi, 'pro');
const documents = new DocumentsApi(transport, glossaries, {} as TranslationMemoriesApi, 'pro');

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glossa-rules-once-'));
  sent.length = 0;
  vi.mocked(translateRules.checkTranslateTextRequest).mockClear();
  vi.mocked(documentRules.checkDocumentUpload).mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a text translation is checked once', () => {
  it('refuses a glossary for another pair with the same sentence, its rules run once, nothing sent', async () => {
    await expect(
      translate.text({ text: ['Hello'], source_lang: 'en', target_lang: 'de', glossary_id: 'g1' }),
    ).rejects.toMatchObject({ kind: 'validation', message: NO_EN_DE });
    expect(translateRules.checkTranslateTextRequest).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('sends a request whose glossary serves its pair after one run of its rules', async () => {
    await translate.text({ text: ['Hello'], source_lang: 'en', target_lang: 'fr', glossary_id: 'g1' });
    expect(translateRules.checkTranslateTextRequest).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['/v2/translate']);
  });
});

describe('a document upload is checked once', () => {
  // The batch's options were checked when the batch was added (DocumentService.add): the upload runs none of
  // the request's rules again, only the glossary's pair once the glossary is read.
  it('refuses a glossary for another pair with the same sentence, without running the batch rules again', async () => {
    const path = join(dir, 'a.txt');
    writeFileSync(path, 'Hello');
    await expect(
      documents.upload({ path, source_lang: 'en', target_lang: 'de', glossary_id: 'g1' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: NO_EN_DE,
    });
    expect(documentRules.checkDocumentUpload).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('sends a file whose glossary serves its pair without running the batch rules again', async () => {
    const path = join(dir, 'b.txt');
    writeFileSync(path, 'Hello');
    await documents.upload({ path, source_lang: 'en', target_lang: 'fr', glossary_id: 'g1' });
    expect(documentRules.checkDocumentUpload).not.toHaveBeenCalled();
    expect(sent).toEqual(['/v2/document']);
  });
});
