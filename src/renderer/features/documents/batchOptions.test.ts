import { describe, expect, it } from 'vitest';
import { type DocumentOptions, batchOptions, optionProblems } from './batchOptions';

const options = (over: Partial<DocumentOptions> = {}): DocumentOptions => ({
  sourceLang: null,
  targetLang: 'de',
  formality: 'default',
  glossaryId: null,
  moreGlossaryIds: [],
  memoryId: null,
  memoryThreshold: 75,
  pdfOutput: 'pdf',
  placement: 'beside',
  outputFolder: null,
  ...over,
});

describe('the options of a batch', () => {
  it('need a target language, said plainly', () => {
    expect(optionProblems(options({ targetLang: null }), false)).toEqual([
      {
        field: 'target_lang',
        message: 'Choose the language to translate into.',
        uiMessage: { id: 'documents.problem.chooseTarget' },
      },
    ]);
  });

  it('need an explicit source language with a glossary, and say why', () => {
    const problems = optionProblems(options({ glossaryId: 'g1' }), false);
    expect(problems[0]).toMatchObject({ field: 'source_lang' });
    expect(problems[0]!.message).toMatch(/explicit source language/);
    expect(optionProblems(options({ glossaryId: 'g1', sourceLang: 'en' }), false)).toEqual([]);
  });

  it('send formality only where the target supports it, prefer_ variants included', () => {
    expect(batchOptions(options({ targetLang: 'de', formality: 'prefer_less' })).formality).toBe('prefer_less');
    expect(batchOptions(options({ targetLang: 'en-GB', formality: 'more' })).formality).toBeUndefined();
    expect(optionProblems(options({ targetLang: 'en-GB', formality: 'more' }), false)).toEqual([]);
    expect(batchOptions(options({ formality: 'default' })).formality).toBeUndefined();
  });

  it('need a folder for dropped files, which have none of their own, and send it even when "beside" is chosen', () => {
    expect(optionProblems(options(), true)[0]).toMatchObject({
      field: 'outputFolder',
      message: expect.stringMatching(/without their own folder/),
    });
    expect(batchOptions(options({ outputFolder: '/out' }), true).outputFolder).toBe('/out');
    expect(batchOptions(options({ outputFolder: '/out' }), false).outputFolder).toBeUndefined();
    expect(batchOptions(options({ outputFolder: '/out', placement: 'folder' }), false).outputFolder).toBe('/out');
  });

  it('need a folder when "in this folder" is chosen', () => {
    expect(optionProblems(options({ placement: 'folder' }), false)).toEqual([
      {
        field: 'outputFolder',
        message: 'Choose the folder to save translations in.',
        uiMessage: { id: 'documents.problem.chooseFolder' },
      },
    ]);
  });

  it('send further glossaries and a memory with the first glossary, and refuse what main would refuse', () => {
    const chosen = options({
      sourceLang: 'en',
      glossaryId: 'g1',
      moreGlossaryIds: ['g2', 'g3'],
      memoryId: 'tm',
      memoryThreshold: 80,
    });
    expect(batchOptions(chosen)).toMatchObject({ moreGlossaryIds: ['g2', 'g3'], memoryId: 'tm', memoryThreshold: 80 });
    expect(optionProblems(chosen, false)).toEqual([]);
    const six = optionProblems(options({ ...chosen, moreGlossaryIds: ['a', 'b', 'c', 'd', 'e'] }), false);
    expect(six.map((p) => p.message)).toEqual([
      'At most 5 glossaries can be used in one translation; 6 are chosen. Remove 1.',
    ]);
  });

  it('refuse a memory for another language, or on the Free plan, with the reason', () => {
    const memories = [{ memoryId: 'tm', name: 'Legal', sourceLang: 'en', targetLangs: ['de'], segmentCount: 3 }];
    const french = options({ sourceLang: 'fr', memoryId: 'tm' });
    expect(optionProblems(french, false, { memories, plan: 'pro' }).map((p) => p.message)).toEqual([
      expect.stringContaining('The memory "Legal" is for English texts, not French.'),
    ]);
    const free = optionProblems(options({ sourceLang: 'en', memoryId: 'tm' }), false, { memories, plan: 'free' });
    expect(free.map((p) => p.field)).toEqual(['translation_memory_id']);
    expect(free[0]?.message).toMatch(/Pro/);
  });
});
