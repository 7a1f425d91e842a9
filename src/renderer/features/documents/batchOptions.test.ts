import { describe, expect, it } from 'vitest';
import { type DocumentOptions, batchOptions, optionProblems } from './batchOptions';

const options = (over: Partial<DocumentOptions> = {}): DocumentOptions => ({
  sourceLang: null,
  targetLang: 'de',
  formality: 'default',
  glossaryId: null,
  pdfOutput: 'pdf',
  placement: 'beside',
  outputFolder: null,
  ...over,
});

describe('the options of a batch', () => {
  it('need a target language, said plainly', () => {
    expect(optionProblems(options({ targetLang: null }), false)).toEqual([
      { field: 'target_lang', message: 'Choose the language to translate into.' },
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
      { field: 'outputFolder', message: 'Choose the folder to save translations in.' },
    ]);
  });
});
