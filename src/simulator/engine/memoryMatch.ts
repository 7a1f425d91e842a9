// A translation memory's best match for a text, as the service applies one: each segment's source is compared
// with the text word by word, the match is the share of characters the two have in common (100 only for the
// same text), and the best segment at or above the request's threshold gives its stored translation. A match
// below 100 is fuzzy, and the simulator marks it so (in a bracket no language uses), as styleMark does.
import { diffWordsWithSpace } from 'diff';

export interface MemorySegment {
  source: string;
  /** Stored translations by target language (lower-case code). */
  targets: Readonly<Record<string, string>>;
}

export interface MemoryMatch {
  /** Percent, 0–100. */
  score: number;
  translation: string;
}

/** How alike two texts are, in percent: twice the characters in common over both lengths (case kept). */
function similarity(a: string, b: string): number {
  if (a === b) return 100;
  if (a.length + b.length === 0) return 100;
  const common = diffWordsWithSpace(a, b)
    .filter((change) => !change.added && !change.removed)
    .reduce((sum, change) => sum + change.value.length, 0);
  // Only an identical text is a 100% match.
  return Math.min(99, Math.floor((200 * common) / (a.length + b.length)));
}

/** The segment whose source is most like the text, when it reaches the threshold and has the target. */
export function bestMemoryMatch(
  segments: readonly MemorySegment[],
  text: string,
  targetLang: string,
  threshold: number,
): MemoryMatch | undefined {
  const wanted = text.trim();
  let best: MemoryMatch | undefined;
  for (const segment of segments) {
    const translation =
      segment.targets[targetLang.toLowerCase()] ?? segment.targets[targetLang.toLowerCase().split('-')[0]!];
    if (translation === undefined) continue;
    const score = similarity(segment.source, wanted);
    if (score >= threshold && (!best || score > best.score)) best = { score, translation };
  }
  return best;
}

/** The visible mark of a memory match that is not exact. */
export const fuzzyMark = (match: MemoryMatch): string => (match.score < 100 ? ` ⟦memory: ${match.score}% match⟧` : '');
