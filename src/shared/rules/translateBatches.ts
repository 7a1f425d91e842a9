// How a long text goes to POST /v2/translate: paragraphs split into consecutive requests that each stay within
// the service's limits, so 800 paragraphs (318,000 characters) arrive in order and nothing is refused.
import type { FieldIssue } from '../errors';

/** The service's request size limit for text translation (its reference: "the request size limit (128KiB)"). */
export const TRANSLATE_BODY_LIMIT_BYTES = 128 * 1024;
/** Texts per request: the public service documents up to 50 `text` values in one request. */
export const TRANSLATE_TEXTS_PER_REQUEST = 50;
/** Room left in each body for the other fields (languages, glossary id, formality, style id) and JSON framing. */
const OTHER_FIELDS_BYTES = 1024;

const utf8 = new TextEncoder();
/** Bytes a text takes inside the JSON array: its encoded string plus the separating comma. */
const textBytes = (text: string) => utf8.encode(JSON.stringify(text)).length + 1;

/** A run of consecutive texts sent as one request: `texts[start]` … `texts[start + count - 1]`. */
export interface TranslateBatch {
  start: number;
  count: number;
}

/**
 * Consecutive batches covering every text once, in order, each within the body limit and the text count.
 * A single text too large for any request is reported (by its paragraph number) instead of being split
 * mid-sentence: `issues` is then non-empty and no batch should be sent.
 */
export function planTranslateBatches(texts: readonly string[]): { batches: TranslateBatch[]; issues: FieldIssue[] } {
  const budget = TRANSLATE_BODY_LIMIT_BYTES - OTHER_FIELDS_BYTES;
  const batches: TranslateBatch[] = [];
  const issues: FieldIssue[] = [];
  let current: TranslateBatch | null = null;
  let used = 0;
  texts.forEach((text, i) => {
    const bytes = textBytes(text);
    if (bytes > budget) {
      issues.push({
        field: `text.${i}`,
        message: `Paragraph ${i + 1} is too long for one request (${Math.round(bytes / 1024)} KiB; at most ${TRANSLATE_BODY_LIMIT_BYTES / 1024} KiB). Break it into shorter paragraphs.`,
      });
      return;
    }
    if (current && current.count < TRANSLATE_TEXTS_PER_REQUEST && used + bytes <= budget) {
      current.count += 1;
      used += bytes;
      return;
    }
    current = { start: i, count: 1 };
    batches.push(current);
    used = bytes;
  });
  return { batches, issues };
}
