// Applies glossary entries exactly: longest source phrase first, on word boundaries where the phrase starts or
// ends with a word character. Built once per glossary (a 10 MB dictionary holds ~200,000 entries) and cached.

import { count, type WorkCounter } from '../../node/formats/markup/workCounter';

export type GlossaryEntries = ReadonlyArray<readonly [source: string, target: string]>;

export type GlossaryPiece = { text: string; glossaryTarget: boolean };

interface GlossaryMatcher {
  targets: Map<string, string>;
  /** First character of a source phrase -> the distinct phrase lengths starting with it, longest first. */
  lengthsByFirstChar: Map<string, number[]>;
}

// Chinese and Japanese are written without spaces, so their characters never need a boundary.
const WORD_CHAR = /(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}\p{M}_]/u;
const matcherCache = new WeakMap<GlossaryEntries, GlossaryMatcher>();

function buildMatcher(entries: GlossaryEntries): GlossaryMatcher {
  const targets = new Map<string, string>();
  const lengthSets = new Map<string, Set<number>>();
  for (const [source, target] of entries) {
    if (source.length === 0 || targets.has(source)) continue;
    targets.set(source, target);
    const first = source[0] as string;
    let lengths = lengthSets.get(first);
    if (!lengths) lengthSets.set(first, (lengths = new Set()));
    lengths.add(source.length);
  }
  const lengthsByFirstChar = new Map<string, number[]>();
  for (const [first, lengths] of lengthSets)
    lengthsByFirstChar.set(
      first,
      [...lengths].sort((a, b) => b - a),
    );
  return { targets, lengthsByFirstChar };
}

function matcherFor(entries: GlossaryEntries): GlossaryMatcher {
  let matcher = matcherCache.get(entries);
  if (!matcher) matcherCache.set(entries, (matcher = buildMatcher(entries)));
  return matcher;
}

// Whether each UTF-16 code unit is a word character (0: not known yet, 1: yes, 2: no), filled as text is seen.
const wordCharByCode = new Uint8Array(0x10000);
function isWordChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  let known = wordCharByCode[code] as number;
  if (known === 0) wordCharByCode[code] = known = WORD_CHAR.test(char) ? 1 : 2;
  return known === 1;
}

/** Splits `text` into glossary targets (to be used verbatim) and the text between them (to be translated). */
export function applyGlossary(text: string, entries: GlossaryEntries | undefined, work?: WorkCounter): GlossaryPiece[] {
  if (!entries || entries.length === 0 || text.length === 0) return [{ text, glossaryTarget: false }];
  const { targets, lengthsByFirstChar } = matcherFor(entries);
  const pieces: GlossaryPiece[] = [];
  let pending = 0;
  let index = 0;
  while (index < text.length) {
    count(work, 1);
    const first = text[index] as string;
    const lengths = lengthsByFirstChar.get(first);
    let matched = 0;
    // Inside a word, no phrase starting with a word character can match: skip the lookups.
    if (lengths && !(isWordChar(first) && isWordChar(text[index - 1]))) {
      for (const length of lengths) {
        count(work, 1);
        const end = index + length;
        if (end > text.length) continue;
        // A phrase ending with a word character cannot end inside a word: skip it before slicing.
        if (isWordChar(text[end - 1]) && isWordChar(text[end])) continue;
        const candidate = text.slice(index, end);
        const target = targets.get(candidate);
        if (target === undefined) continue;
        if (isWordChar(candidate[0]) && isWordChar(text[index - 1])) continue;
        if (isWordChar(candidate[length - 1]) && isWordChar(text[end])) continue;
        if (index > pending) pieces.push({ text: text.slice(pending, index), glossaryTarget: false });
        pieces.push({ text: target, glossaryTarget: true });
        matched = length;
        break;
      }
    }
    if (matched > 0) {
      index += matched;
      pending = index;
    } else {
      index += 1;
    }
  }
  if (pending < text.length) pieces.push({ text: text.slice(pending), glossaryTarget: false });
  return pieces;
}
