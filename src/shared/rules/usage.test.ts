import { describe, expect, it } from 'vitest';
import { usageFraction, usageLevel, usageSummary, usageWarning } from './usage';
import { inWords } from '../i18n/testing/inWords';

describe('the usage meter', () => {
  it('is calm below 80%, warns from 80% and is full at 100%', () => {
    expect(usageLevel({ characterCount: 799, characterLimit: 1000 })).toBe('ok');
    expect(usageLevel({ characterCount: 800, characterLimit: 1000 })).toBe('warn');
    expect(usageLevel({ characterCount: 999, characterLimit: 1000 })).toBe('warn');
    expect(usageLevel({ characterCount: 1000, characterLimit: 1000 })).toBe('full');
    expect(usageLevel({ characterCount: 1200, characterLimit: 1000 })).toBe('full');
  });

  it('a limit of 0 is full; no limit (null, or the public "1,000,000,000,000") never warns', () => {
    expect(usageLevel({ characterCount: 0, characterLimit: 0 })).toBe('full');
    expect(usageLevel({ characterCount: 10 ** 9, characterLimit: null })).toBe('unlimited');
    expect(usageLevel({ characterCount: 5947223, characterLimit: 1000000000000 })).toBe('unlimited');
    expect(usageWarning({ characterCount: 5947223, characterLimit: 1000000000000 })).toBeUndefined();
  });

  it('says used of limit with a rounded-down percentage, and what a full allowance means', async () => {
    expect(await inWords(usageSummary({ characterCount: 180118, characterLimit: 1250000 }))).toBe(
      '180,118 of 1,250,000 characters (14%)',
    );
    expect(await inWords(usageSummary({ characterCount: 1999, characterLimit: 2000 }))).toMatch(/\(99%\)$/);
    expect(await inWords(usageSummary({ characterCount: 12, characterLimit: null }))).toBe(
      '12 characters used (no limit)',
    );
    expect(usageFraction({ characterCount: 1500, characterLimit: 1000 })).toBe(1);
    expect(await inWords(usageWarning({ characterCount: 850, characterLimit: 1000 })!)).toMatch(/Over 80%/);
    expect(await inWords(usageWarning({ characterCount: 1000, characterLimit: 1000 })!)).toMatch(/456/);
    expect(usageWarning({ characterCount: 10, characterLimit: 1000 })).toBeUndefined();
  });

  it("reads in the user's language, with its own number format", async () => {
    const reading = { characterCount: 180118, characterLimit: 1250000 };
    expect(await inWords(usageSummary(reading), 'de')).toBe('180.118 von 1.250.000 Zeichen (14\u00a0%)');
    expect(await inWords(usageSummary(reading), 'fr')).toMatch(
      /^180\u202f118 caractères sur 1\u202f250\u202f000 \(14\u00a0%\)$/,
    );
  });
});
