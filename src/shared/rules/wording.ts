// How counts read in sentences: "1 entry", "2 entries", "1,234 files", so no message says "1 entries".

/** A count with its noun, singular for exactly one; the plural is the singular plus "s" unless given. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? singular : plural}`;
}
