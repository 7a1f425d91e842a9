// The order every language list is shown in: alphabetical by the language's name (locale-aware, so accents
// and case do not push a name out of place), not by code.

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A copy of the list sorted by `name`. */
export function sortByLanguageName<T extends { name: string }>(languages: readonly T[]): T[] {
  return [...languages].sort((a, b) => collator.compare(a.name, b.name));
}
