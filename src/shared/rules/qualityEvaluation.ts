// Rules of a quality evaluation request (POST /v1/quality-evaluation): both languages, 1 to 500 segments, each
// side at most 10,000 characters. Main checks them before sending; the simulator refuses what breaks them. A
// document's check (a translated XLIFF) goes in batches of those requests, bounded here.
import type { FieldIssue } from '../errors';
import { baseLanguage } from './languageCodes';
import { checkLanguage, isUsable } from './languages';

export const QUALITY_MAX_SEGMENTS = 500;
export const QUALITY_MAX_SEGMENT_CHARACTERS = 10_000;
/** A document's check reads at most this much XLIFF (a file of CAT-tool segments this size holds ~100,000). */
export const QUALITY_MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
/** And sends at most this many segments (40 requests of 500): a longer file is checked in parts. */
export const QUALITY_MAX_DOCUMENT_SEGMENTS = 20_000;

/** Whether a segment pair can go in a request: each side within the service's 10,000 characters. */
export const fitsQualityRequest = (pair: { source: string; target: string }): boolean =>
  [...pair.source].length <= QUALITY_MAX_SEGMENT_CHARACTERS &&
  [...pair.target].length <= QUALITY_MAX_SEGMENT_CHARACTERS;

/**
 * A file's language (as a CAT tool writes it: `en-US`, `pt-br`) as quality evaluation takes it: the code itself
 * where the service translates from (or into) it, else its base language; anything else as written, for the
 * request's rules to refuse with their sentence.
 */
export function qualityLanguage(code: string, side: 'source' | 'target'): string {
  if (isUsable('translate_text', side, code)) return code;
  const base = baseLanguage(code);
  return isUsable('translate_text', side, base) ? base : code;
}

export function checkQualityEvaluationRequest(request: { metadata?: unknown; segments?: unknown }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const metadata = (request.metadata ?? {}) as Record<string, unknown>;
  issues.push(
    ...checkLanguage('metadata.source_language', metadata.source_language, 'translate_text', 'source', {
      required: true,
    }),
    ...checkLanguage('metadata.target_language', metadata.target_language, 'translate_text', 'target', {
      required: true,
    }),
  );
  const segments = request.segments;
  if (!Array.isArray(segments) || segments.length === 0) {
    issues.push({ field: 'segments', message: 'There is nothing to check: add at least one segment.' });
    return issues;
  }
  if (segments.length > QUALITY_MAX_SEGMENTS) {
    issues.push({
      field: 'segments',
      message: `${segments.length.toLocaleString('en-US')} segments are more than one check takes (at most ${QUALITY_MAX_SEGMENTS}). Check the text in parts.`,
    });
  }
  segments.slice(0, QUALITY_MAX_SEGMENTS).forEach((segment: unknown, index) => {
    for (const side of ['source', 'target'] as const) {
      const text = (segment as Record<string, unknown> | null)?.[side];
      if (typeof text !== 'string')
        issues.push({ field: `segments[${index}].${side}`, message: `segments[${index}].${side} is required.` });
      else if ([...text].length > QUALITY_MAX_SEGMENT_CHARACTERS)
        issues.push({
          field: `segments[${index}].${side}`,
          message: `Segment ${index + 1} has more than ${QUALITY_MAX_SEGMENT_CHARACTERS.toLocaleString('en-US')} characters in its ${side}. Split it.`,
        });
    }
  });
  return issues;
}
