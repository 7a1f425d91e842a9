// The first lines of a dictionary, read as its answer arrives: where they are not looked for. The answer with
// 9 MB of long lines takes seconds on a busy machine, so this case is an integration test; the rest of the
// scanner is unit-tested in entriesPrefix.test.ts.
import { describe, expect, it } from 'vitest';
import { EntriesPrefix } from './entriesPrefix';

/** Feeds `body` in pieces cut at `cuts`, and gives what the scanner found and after which piece. */
function scan(body: string, wanted: number, cuts: number[]) {
  const prefix = new EntriesPrefix(wanted);
  const edges = [0, ...cuts.filter((cut) => cut > 0 && cut < body.length).sort((a, b) => a - b), body.length];
  for (let i = 1; i < edges.length; i++) {
    const found = prefix.feed(body.slice(edges[i - 1], edges[i]));
    if (found) return { ...found, after: edges[i]! };
  }
  return undefined;
}

const answer = (entries: string, before = '"source_lang":"de","target_lang":"en",') =>
  `{"dictionaries":[{${before}"entries":${JSON.stringify(entries)},"entries_format":"tsv"}]}`;

describe('the first lines of a dictionary, read as its answer arrives', () => {
  it('are not given for an answer of another shape, or an empty dictionary', () => {
    expect(scan('{"message":"Not found"}', 200, [5])).toBeUndefined();
    expect(
      scan(`{"padding":"${'x'.repeat(70_000)}","dictionaries":[{"entries":"a\\tb"}]}`, 200, [1000, 66_000]),
    ).toBeUndefined(); // looked for in the first 64 KB only
    expect(scan(answer(''), 200, [])).toMatchObject({ text: '', complete: true });
    // Lines far longer than any phrase: looked for in the first 4 MB only.
    const long = answer(Array.from({ length: 300 }, () => `${'x'.repeat(30_000)}\ty`).join('\n'));
    expect(
      scan(
        long,
        200,
        Array.from({ length: 150 }, (_, i) => i * 65_536),
      ),
    ).toBeUndefined();
  });
});
