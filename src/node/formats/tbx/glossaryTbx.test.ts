import { describe, expect, it } from 'vitest';
import { tbxOf } from '../../../../scripts/hostileGlossaries';
import { readTbx } from './glossaryTbx';

const tbx = (body: string, doctype = '') =>
  `<?xml version="1.0"?>${doctype}<martif type="TBX"><text><body>${body}</body></text></martif>`;

describe('reading TBX concepts', () => {
  it('takes term text as written: references decoded, CDATA verbatim, inline markup and comments dropped', () => {
    const read = readTbx(
      tbx(
        '<termEntry><langSet xml:lang="de"><tig><term>Fisch &amp; &#x43;hips</term></tig></langSet>' +
          '<langSet lang="EN"><tig><term><![CDATA[<b>fish</b> & chips]]><!-- note --></term></tig></langSet>' +
          '<langSet xml:lang="fr"><tig><term>poisson <hi type="x">frit</hi></term><termNote>n</termNote></tig></langSet></termEntry>',
      ),
    );
    expect(read.languages).toEqual(['de', 'en', 'fr']);
    expect(Object.fromEntries(read.concepts[0]!.terms)).toEqual({
      de: 'Fisch & Chips',
      en: '<b>fish</b> & chips',
      fr: 'poisson frit',
    });
  });

  it('takes the first term of a language, and gives each concept the line of its opening tag', () => {
    const read = readTbx(
      tbx(
        '\n<termEntry><langSet xml:lang="de"><ntig><termGrp><term>eins</term></termGrp></ntig><tig><term>zwei</term></tig></langSet></termEntry>\n\n<termEntry/>\n',
      ),
    );
    expect(read.concepts.map((c) => c.line)).toEqual([2, 4]);
    expect(read.concepts[0]!.terms.get('de')).toBe('eins');
  });

  it('does not expand entities a DOCTYPE declares (no billion laughs)', () => {
    const doctype =
      '<!DOCTYPE martif [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    const read = readTbx(
      tbx('<termEntry><langSet xml:lang="en"><tig><term>&lol2;</term></tig></langSet></termEntry>', doctype),
    );
    expect(read.concepts[0]!.terms.get('en')).toBe('&lol2;');
  });

  it('reads a 30 MB TBX written on one line in linear time (a line count searched to the end per concept froze the app for 41 s)', () => {
    const bytes = tbxOf(160_000, { oneLine: true });
    expect(bytes.length).toBeGreaterThan(29_000_000);
    const read = readTbx(new TextDecoder().decode(bytes));
    expect(read.concepts).toHaveLength(160_000);
    expect(read.concepts.at(-1)).toMatchObject({ line: 1 });
    expect(read.concepts.at(-1)!.terms.get('de')).toBe('Begriff Nummer 159999');
  }, 15_000);
});
