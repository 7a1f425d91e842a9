// Both sides of a call: your own voice coming back in the meeting's audio (the far end's microphone hears its
// loudspeaker, or the call app plays you back) would give an "Others" line repeating a "Me" line. A line of the
// other side is an echo when its words closely match one of your lines that started a little before it (or just
// after: the two sessions' clocks differ by a few frames). Either side may conclude first: a line of the other side
// that concludes while a line of yours that may be its source is still being said waits for yours
// (`mayEchoLineInProgress`), then is judged against it whole. Pure: main's call transcript applies it to each
// language, the spoken one and every translation.

/** How close in time and in words an echo is. */
export const CALL_ECHO = {
  /** The echo starts at most this long after your line (a round trip through a call is well under 2 s). */
  windowMs: 4000,
  /** …or this long before it (the two streams' clocks are set apart by their start). */
  leadMs: 800,
  /** The share of words the two lines have in common, in order (longest common subsequence). */
  minSimilarity: 0.75,
  /** Fewer words than this prove nothing ("Yes." is said by both sides all the time). */
  minWords: 3,
} as const;

export interface TimedLine {
  text: string;
  startMs: number;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** The words of a line, lower-case, without punctuation (each character of Japanese or Chinese as the segmenter splits it). */
export function lineWords(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFKC').toLocaleLowerCase()))
    if (part.isWordLike) words.push(part.segment);
  return words;
}

/** The length of the longest common subsequence of two word lists. */
function commonWords(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 0; j < b.length; j++)
      row[j + 1] = word === b[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!);
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * How much of `line` another line says, from 0 to 1: its common words over the longer of the two (a finished
 * line), or over `line`'s own words when `line` is still being said (its first words match the start of yours).
 */
export function wordSimilarity(line: string, other: string, partial = false): number {
  const a = lineWords(line);
  const b = lineWords(other);
  if (a.length === 0 || b.length === 0) return 0;
  const common = commonWords(a, b);
  return common / (partial ? a.length : Math.max(a.length, b.length));
}

/**
 * The line of yours that `line` (heard on the other side) echoes, or undefined when it is the other side's own.
 * `partial`: `line` is tentative (only its first words are known yet).
 */
export function echoOf<T extends TimedLine>(line: TimedLine, mine: readonly T[], partial = false): T | undefined {
  if (lineWords(line.text).length < CALL_ECHO.minWords) return undefined;
  return mine.find((own) => {
    const after = line.startMs - own.startMs;
    if (after < -CALL_ECHO.leadMs || after > CALL_ECHO.windowMs) return false;
    return wordSimilarity(line.text, own.text, partial) >= CALL_ECHO.minSimilarity;
  });
}

/**
 * Whether `line` (concluded on the other side) may be an echo of one of your lines still being said: one that
 * started in the echo's time window whose words so far are all but a few in `line`, in order (or are too few yet
 * to tell). Such a line waits for yours to conclude; a line of theirs that merely shares some words is then kept.
 */
export function mayEchoLineInProgress(line: TimedLine, mineInProgress: readonly TimedLine[]): boolean {
  if (lineWords(line.text).length < CALL_ECHO.minWords) return false;
  return mineInProgress.some((own) => {
    const after = line.startMs - own.startMs;
    if (after < -CALL_ECHO.leadMs || after > CALL_ECHO.windowMs) return false;
    return (
      lineWords(own.text).length < CALL_ECHO.minWords ||
      wordSimilarity(own.text, line.text, true) >= CALL_ECHO.minSimilarity
    );
  });
}
