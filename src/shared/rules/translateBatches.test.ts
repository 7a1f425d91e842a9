import { describe, expect, it } from 'vitest';
import { TRANSLATE_BODY_LIMIT_BYTES, TRANSLATE_TEXTS_PER_REQUEST, planTranslateBatches } from './translateBatches';

const bodyBytes = (texts: readonly string[]) =>
  new TextEncoder().encode(JSON.stringify({ text: texts, target_lang: 'pt-BR', source_lang: 'en' })).length;

describe('splitting a long text across translate requests', () => {
  it('sends 800 paragraphs (318,000 characters) as consecutive requests within the size and count limits, each paragraph once, in order', () => {
    const texts = Array.from({ length: 800 }, (_, i) =>
      `Paragraph ${i + 1}: ${'Käufer und Verkäufer einigen sich. '.repeat(11)}`.slice(0, 397),
    );
    expect(texts.join('\n').length).toBeGreaterThan(318_000);
    const { batches, issues } = planTranslateBatches(texts);
    expect(issues).toEqual([]);
    expect(batches.length).toBeGreaterThan(1);
    let next = 0;
    for (const batch of batches) {
      expect(batch.start).toBe(next);
      expect(batch.count).toBeLessThanOrEqual(TRANSLATE_TEXTS_PER_REQUEST);
      expect(bodyBytes(texts.slice(batch.start, batch.start + batch.count))).toBeLessThanOrEqual(
        TRANSLATE_BODY_LIMIT_BYTES,
      );
      next = batch.start + batch.count;
    }
    expect(next).toBe(800);
  });

  it('fills a request up to the byte limit when paragraphs are large', () => {
    const texts = Array.from({ length: 6 }, () => 'ü'.repeat(30_000)); // 60,000 bytes each
    const { batches } = planTranslateBatches(texts);
    expect(batches).toEqual([
      { start: 0, count: 2 },
      { start: 2, count: 2 },
      { start: 4, count: 2 },
    ]);
  });

  it('keeps a short text in one request', () => {
    expect(planTranslateBatches(['One.', 'Two.'])).toEqual({ batches: [{ start: 0, count: 2 }], issues: [] });
  });

  it('names a paragraph too long for any request instead of cutting it', () => {
    const { issues } = planTranslateBatches(['Short.', 'x'.repeat(140_000)]);
    expect(issues).toEqual([
      {
        field: 'text.1',
        message: expect.stringMatching(/^Paragraph 2 is too long for one request \(137 KiB; at most 128 KiB\)/),
      },
    ]);
  });
});
