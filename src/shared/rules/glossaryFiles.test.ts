import { describe, expect, it } from 'vitest';
import { exportFileName } from './glossaryFiles';

describe('an exported glossary file', () => {
  const pair = { sourceLang: 'de', targetLang: 'en' };

  it('is named after the glossary, made safe for any file system', () => {
    expect(exportFileName('Medical: terms/2024?', 'csv', pair)).toBe('Medical terms 2024 (de-en).csv');
    expect(exportFileName('///', 'tbx', pair)).toBe('glossary (de-en).tbx');
  });

  it('ends in the extension of its format', () => {
    expect(exportFileName('Legal', 'xlsx', pair)).toBe('Legal (de-en).xlsx');
    expect(exportFileName('Legal', 'tsv', pair)).toBe('Legal (de-en).tsv');
  });
});
