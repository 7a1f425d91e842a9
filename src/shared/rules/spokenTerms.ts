// Rules of spoken terms (the service's "Spoken Terms Requirements" page): a term list is monolingual, one term a
// line, at most 300 characters in all; terms are case-sensitive, not empty, without control characters or
// surrounding spaces, and not repeated. A collection's name is at most 1024 UTF-8 bytes. Written once: the
// set-up shows each problem as it is typed, main refuses before sending, the simulator refuses as the service.
import type { FieldIssue } from '../errors';
import type { UiMessage } from '../i18n/catalogue';
import { characterCount } from './issues';

export const SPOKEN_TERMS_LIMITS = { listChars: 300, nameBytes: 1024 } as const;

export type TermListProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; chars: number }
  | { kind: 'blankTerm'; line: number }
  | { kind: 'controlCharacter'; line: number }
  | { kind: 'surroundingSpace'; line: number }
  | { kind: 'duplicate'; line: number; term: string };

/** C0 and C1 control characters (a tab inside a term among them). */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** The terms of a list as typed (one a line; a final line break is not a term). */
export function termsOf(entries: string): string[] {
  const lines = entries.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** What is wrong with a term list, line by line (lines count from 1). */
export function termListProblems(entries: string): TermListProblem[] {
  const problems: TermListProblem[] = [];
  const terms = termsOf(entries);
  if (terms.length === 0) return [{ kind: 'empty' }];
  const chars = characterCount(terms.join('\n'));
  if (chars > SPOKEN_TERMS_LIMITS.listChars) problems.push({ kind: 'tooLong', chars });
  const seen = new Set<string>();
  terms.forEach((term, i) => {
    const line = i + 1;
    if (term.trim() === '') problems.push({ kind: 'blankTerm', line });
    else if (CONTROL.test(term)) problems.push({ kind: 'controlCharacter', line });
    else if (term !== term.trim()) problems.push({ kind: 'surroundingSpace', line });
    else if (seen.has(term)) problems.push({ kind: 'duplicate', line, term });
    seen.add(term);
  });
  return problems;
}

/** A problem as the set-up says it, in the user's language. */
export function termListProblemMessage(problem: TermListProblem): UiMessage {
  switch (problem.kind) {
    case 'empty':
      return { id: 'voice.spokenTerms.problem.empty' };
    case 'tooLong':
      return {
        id: 'voice.spokenTerms.problem.tooLong',
        values: { chars: problem.chars, limit: SPOKEN_TERMS_LIMITS.listChars },
      };
    case 'duplicate':
      return { id: 'voice.spokenTerms.problem.duplicate', values: { line: problem.line, term: problem.term } };
    case 'blankTerm':
      return { id: 'voice.spokenTerms.problem.blankTerm', values: { line: problem.line } };
    case 'controlCharacter':
      return { id: 'voice.spokenTerms.problem.controlCharacter', values: { line: problem.line } };
    case 'surroundingSpace':
      return { id: 'voice.spokenTerms.problem.surroundingSpace', values: { line: problem.line } };
  }
}

const ENGLISH: Record<TermListProblem['kind'], (p: TermListProblem) => string> = {
  empty: () => 'A term list needs at least one term.',
  tooLong: (p) =>
    `A term list holds at most ${SPOKEN_TERMS_LIMITS.listChars} characters; this one has ${(p as { chars: number }).chars}.`,
  blankTerm: (p) => `Line ${(p as { line: number }).line} is empty: a term cannot be.`,
  controlCharacter: (p) => `The term on line ${(p as { line: number }).line} holds a tab or another control character.`,
  surroundingSpace: (p) => `The term on line ${(p as { line: number }).line} starts or ends with a space.`,
  duplicate: (p) => `"${(p as { term: string }).term}" is in the list twice (line ${(p as { line: number }).line}).`,
};

/** The same problems as FieldIssues, for main before it sends and for the simulator's answer. */
export function checkTermList(field: string, entries: unknown): FieldIssue[] {
  if (typeof entries !== 'string') return [{ field, message: 'A term list is text: one term a line.' }];
  return termListProblems(entries).map((p) => ({ field, message: ENGLISH[p.kind](p) }));
}

/** A collection's name: not empty, at most 1024 UTF-8 bytes. */
export function checkSpokenTermsName(name: unknown): FieldIssue[] {
  if (typeof name !== 'string' || name.trim() === '')
    return [{ field: 'name', message: 'Give the term lists a name.' }];
  const bytes = new TextEncoder().encode(name).length;
  return bytes > SPOKEN_TERMS_LIMITS.nameBytes
    ? [
        {
          field: 'name',
          message: `A name holds at most ${SPOKEN_TERMS_LIMITS.nameBytes} bytes; this one has ${bytes}.`,
        },
      ]
    : [];
}

/** Letters and digits only, lower case: how a spoken word sounds, whatever its spelling. */
const sound = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The simulator's recognition honouring terms: a run of one to three words that sounds like a term (the same
 * letters, whatever the case, spaces or hyphens) is written as the term. Punctuation after the run stays.
 */
export function spellAsTerms(text: string, terms: readonly string[]): string {
  const wanted = new Map(terms.map((t) => [sound(t), t] as const).filter(([s]) => s !== ''));
  if (wanted.size === 0) return text;
  const words = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(3, words.length - i); n >= 1 && matched === 0; n--) {
      const run = words.slice(i, i + n);
      const tail = /[.,;:!?]+$/.exec(run[n - 1]!)?.[0] ?? '';
      const term = wanted.get(sound(run.join(' ').slice(0, run.join(' ').length - tail.length)));
      if (term) {
        out.push(term + tail);
        matched = n;
      }
    }
    if (matched === 0) out.push(words[i++]!);
    else i += matched;
  }
  return out.join(' ');
}
