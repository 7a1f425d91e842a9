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
  it('are exactly the first lines of the entries, whatever the escapes and wherever the answer is cut', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `Quelle ${i} "zitiert" \\ ü 😀 \u2028 </>\tZiel ${i}\u0001`);
    const body = answer(lines.join('\n'));
    let seed = 5;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >>> 8) % n;
    for (let round = 0; round < 500; round++) {
      const cuts = Array.from({ length: 1 + random(30) }, () => random(body.length));
      const found = scan(body, 10, cuts);
      expect(found, String(cuts)).toMatchObject({
        text: lines
          .slice(0, 10)
          .map((line) => `${line}\n`)
          .join(''),
        complete: false,
      });
    }
    // Every piece a single character: escapes and surrogate pairs split anywhere.
    expect(
      scan(
        body,
        3,
        Array.from({ length: body.length }, (_, i) => i),
      ),
    ).toMatchObject({
      text: lines
        .slice(0, 3)
        .map((line) => `${line}\n`)
        .join(''),
      complete: false,
    });
  });

  it('are found before the whole answer is in', () => {
    const lines = Array.from({ length: 1_000 }, (_, i) => `Begriff ${i}\tterm ${i}`);
    const body = answer(lines.join('\n'));
    const found = scan(
      body,
      200,
      Array.from({ length: 100 }, (_, i) => i * 1_000),
    );
    expect(found!.after).toBeLessThan(body.length / 2);
  });

  it('are every line, marked complete, when the entries end first; the keys may come in any order', () => {
    expect(scan(answer('Haus\thouse\nKatze\tcat'), 200, [17, 40])).toMatchObject({
      text: 'Haus\thouse\nKatze\tcat',
      complete: true,
    });
    expect(scan(answer('Haus\thouse', ''), 200, [])).toMatchObject({ text: 'Haus\thouse', complete: true });
    expect(
      scan(`{"dictionaries":[{"entries_format":"tsv","entries" : "a\\tb\\n","source_lang":"de"}]}`, 1, []),
    ).toMatchObject({ text: 'a\tb\n', complete: false });
  });
});
