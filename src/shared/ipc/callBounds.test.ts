// Every call the contract allows fits the browser shell's joined call (MAX_CALL_CHARS): the shell refuses a
// longer one by closing the connection, so a legal call must never be that long. Each call's request schema is
// walked as JSON Schema, and its longest JSON text is counted with every character written at its longest.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../contract';
import { BASE64_PATTERN, CREATE_TOO_LARGE_MESSAGE, MAX_CREATE_TSV_CHARS } from '../calls/glossaries';
import { MAX_TEXTS_CHARS, TEXTS_TOO_LONG_MESSAGE } from '../calls/translate';
import { MAX_CALL_CHARS } from './shellFrames';

type Schema = { [key: string]: unknown } & {
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  type?: string | string[];
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  prefixItems?: Schema[];
  maxItems?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  maxProperties?: number;
  maxTotalStringChars?: number;
};

/** JSON writes a character as at most six (`\u0001`); base64 text as itself. */
const WORST_CHARS_PER_UNIT = 6;
const NUMBER_CHARS = 24; // -1.2345678901234567e+308

/**
 * The longest JSON text a value of `schema` can have (Infinity when nothing bounds it, with the path in
 * `unbounded`). With `stringsFree`, strings count only their quotes (an array with a total bound counts its
 * strings' characters once, from that bound).
 */
function longestJson(
  schema: Schema,
  defs: Record<string, Schema>,
  path: string,
  unbounded: string[],
  stringsFree = false,
): number {
  const walk = (s: Schema, p: string, free = stringsFree) => longestJson(s, defs, p, unbounded, free);
  if (schema.$ref) return walk(defs[schema.$ref.replace('#/$defs/', '')]!, path);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return Math.max(...choices.map((choice) => walk(choice, path)));
  if (schema.allOf) return Math.min(...schema.allOf.map((part) => walk(part, path)));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length;
  if (schema.enum) return Math.max(...schema.enum.map((value) => JSON.stringify(value).length));
  if (Array.isArray(schema.type)) return Math.max(...schema.type.map((type) => walk({ ...schema, type }, path)));
  switch (schema.type) {
    case 'string':
      if (stringsFree) return 2;
      if (schema.maxLength === undefined) break;
      return 2 + schema.maxLength * (schema.pattern === BASE64_PATTERN.source ? 1 : WORST_CHARS_PER_UNIT);
    case 'number':
    case 'integer':
      return NUMBER_CHARS;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array': {
      if (schema.prefixItems)
        return 2 + schema.prefixItems.reduce((sum, item, i) => sum + walk(item, `${path}[${i}]`) + 1, 0);
      if (schema.maxItems === undefined || !schema.items) break;
      if (schema.maxTotalStringChars === undefined) return 2 + schema.maxItems * (walk(schema.items, `${path}[]`) + 1);
      return (
        2 +
        schema.maxItems * (walk(schema.items, `${path}[]`, true) + 1) +
        schema.maxTotalStringChars * WORST_CHARS_PER_UNIT
      );
    }
    case 'object': {
      let longest = 2;
      for (const [key, value] of Object.entries(schema.properties ?? {}))
        longest += JSON.stringify(key).length + 2 + walk(value, `${path}.${key}`);
      const extra = schema.additionalProperties;
      if (extra === undefined || extra === false) return longest;
      if (extra === true || schema.maxProperties === undefined || !schema.propertyNames) break;
      return (
        longest + schema.maxProperties * (walk(schema.propertyNames, `${path}{key}`) + 2 + walk(extra, `${path}{}`))
      );
    }
  }
  unbounded.push(path || '(the request)');
  return Infinity;
}

/** A call's envelope as the renderer sends it, with every field at its longest. */
const ENVELOPE_CHARS = JSON.stringify({
  type: 'call',
  id: Number.MIN_SAFE_INTEGER,
  channel: 'x'.repeat(100),
  callId: 'x'.repeat(100 * WORST_CHARS_PER_UNIT),
  secret: 'x'.repeat(64),
  payload: null,
}).length;

function longestCall(request: z.ZodType): { chars: number; unbounded: string[] } {
  if (request instanceof z.ZodVoid) return { chars: ENVELOPE_CHARS, unbounded: [] };
  const schema = z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as Schema & {
    $defs?: Record<string, Schema>;
  };
  const unbounded: string[] = [];
  const chars = longestJson(schema, schema.$defs ?? {}, '', unbounded);
  return { chars: ENVELOPE_CHARS + chars, unbounded };
}

const calls = Object.entries(contract).flatMap(([area, methods]) =>
  Object.entries(methods).flatMap(([method, spec]) =>
    spec.kind === 'call' ? [{ channel: `${area}:${method}`, request: spec.request as z.ZodType }] : [],
  ),
);

describe('every call the contract allows fits the browser shell', () => {
  it.each(calls)('$channel is bounded, and its longest JSON fits the joined call', ({ request }) => {
    const { chars, unbounded } = longestCall(request);
    expect(unbounded).toEqual([]);
    expect(chars).toBeLessThanOrEqual(MAX_CALL_CHARS);
  });

  it('counts the big calls at what they can really carry', () => {
    const longest = (channel: string) => longestCall(calls.find((c) => c.channel === channel)!.request).chars;
    // A full 10 MB dictionary as TSV, written at its longest, in an update.
    expect(longest('glossaries:putDictionary')).toBeGreaterThan(12_000_000 * WORST_CHARS_PER_UNIT);
    expect(longest('glossaries:create')).toBeGreaterThan(MAX_CREATE_TSV_CHARS * WORST_CHARS_PER_UNIT);
    expect(longest('translate:text')).toBeGreaterThan(MAX_TEXTS_CHARS * WORST_CHARS_PER_UNIT);
    // A glossary file never crosses whole (it is staged in chunks, issue 25): main decodes at most one chunk.
    expect(longest('glossaries:importFile')).toBeLessThan(20_000);
    expect(longest('glossaries:stageFileChunk')).toBeLessThan(1_500_000);
  });
});

describe('a call over the bound is refused by the contract with a message that names it', () => {
  const CreateGlossarySchema = contract.glossaries.create.request;
  const TranslateTextCallSchema = contract.translate.text.request;
  const pair = { sourceLang: 'en', targetLang: 'de' };
  const langs = ['de', 'fr', 'es', 'it', 'nl'];

  it('a new glossary with more than the entries one create carries', () => {
    const dictionaries = langs.map((targetLang) => ({
      ...pair,
      targetLang,
      entriesTsv: 'a\tb\n'.repeat(MAX_CREATE_TSV_CHARS / 4 / langs.length),
    }));
    expect(CreateGlossarySchema.safeParse({ name: 'G', dictionaries }).success).toBe(true);
    dictionaries[0]!.entriesTsv += 'c\td';
    const refused = CreateGlossarySchema.safeParse({ name: 'G', dictionaries });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(CREATE_TOO_LARGE_MESSAGE);
    expect(CREATE_TOO_LARGE_MESSAGE).toContain(`${MAX_CREATE_TSV_CHARS / 1_000_000} million characters`);
  });

  it('texts to translate beyond what one call carries', () => {
    const texts = Array.from({ length: 100 }, () => 'x'.repeat(MAX_TEXTS_CHARS / 100));
    const call = { texts, targetLang: 'de', sourceLang: null, glossaryId: null };
    expect(TranslateTextCallSchema.safeParse(call).success).toBe(true);
    texts.push('y');
    expect(TranslateTextCallSchema.safeParse(call).error?.issues[0]?.message).toBe(TEXTS_TOO_LONG_MESSAGE);
  });

  it('a glossary file that is not base64', () => {
    expect(BASE64_PATTERN.test('QUJD+/==')).toBe(true);
    expect(BASE64_PATTERN.test('"\u0001"')).toBe(false);
  });
});
