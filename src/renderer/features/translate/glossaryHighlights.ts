// Which glossary terms a translation applied, and where they stand in it, so the Translate pane can mark
// them: an entry counts when its source phrase occurs in the source text and its target phrase in the
// translation (as whole words, ignoring case). Pure.

export type GlossaryEntry = readonly [source: string, target: string];

/** Entries from a dictionary's TSV (one `source<TAB>target` per line). */
export function entriesFromTsv(tsv: string): GlossaryEntry[] {
  return tsv.split('\n').flatMap((line) => {
    const tab = line.indexOf('\t');
    if (tab <= 0) return [];
    const source = line.slice(0, tab).trim();
    const target = line
      .slice(tab + 1)
      .replace(/\r$/, '')
      .trim();
    return source && target ? [[source, target] as const] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'giu');

export interface AppliedTerms {
  /** The entries the translation applied, in glossary order. */
  terms: GlossaryEntry[];
  /** Where their target phrases stand in the translation: [start, end) offsets, in order, not overlapping. */
  ranges: [number, number][];
}

export function appliedTerms(entries: readonly GlossaryEntry[], sourceText: string, translation: string): AppliedTerms {
  const terms = entries.filter(
    ([source, target]) => wholeWord(source).test(sourceText) && wholeWord(target).test(translation),
  );
  const found: [number, number][] = [];
  // Longer phrases first, so "Vertragswerk" is not marked as "Vertrag" + rest.
  for (const [, target] of [...terms].sort((a, b) => b[1].length - a[1].length)) {
    for (const match of translation.matchAll(wholeWord(target))) {
      const start = match.index;
      const end = start + match[0].length;
      if (!found.some(([s, e]) => start < e && end > s)) found.push([start, end]);
    }
  }
  return { terms, ranges: found.sort((a, b) => a[0] - b[0]) };
}
