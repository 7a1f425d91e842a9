import { describe, expect, it } from 'vitest';
import { forEachTbxConcept, termStatus, type TbxConcept } from './tbxConcepts';
import { conceptEntries } from './tbxEntries';

const martif = (body: string, before = '') =>
  `<?xml version="1.0"?>${before}<martif type="TBX"><martifHeader/><text><body>${body}</body></text></martif>`;

function read(text: string) {
  const concepts: TbxConcept[] = [];
  const languages = forEachTbxConcept(text, 'terms.tbx', (concept) => concepts.push(concept));
  return { languages, concepts };
}

const terms = (concept: TbxConcept, lang: string) => concept.terms.get(lang)?.map((t) => `${t.text}:${t.status}`);

describe('reading the concepts of a TBX file', () => {
  it('keeps every term of a language with its status (TBX 2: tig, ntig/termGrp, termNote)', () => {
    const { concepts, languages } = read(
      martif(
        '<termEntry id="c1"><langSet xml:lang="en">' +
          '<tig><term>open cluster</term><termNote type="administrativeStatus">admittedTerm-admn-sts</termNote></tig>' +
          '<ntig><termGrp><term>galactic cluster</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termGrp></ntig>' +
          '<tig><term>star cluster</term><termNote type="normativeAuthorization">preferredTerm</termNote></tig>' +
          '</langSet><langSet xml:lang="de"><tig><term>offener Sternhaufen</term></tig></langSet></termEntry>',
      ),
    );
    expect(languages).toEqual(['en', 'de']);
    expect(terms(concepts[0]!, 'en')).toEqual([
      'open cluster:admitted',
      'galactic cluster:deprecated',
      'star cluster:preferred',
    ]);
    expect(terms(concepts[0]!, 'de')).toEqual(['offener Sternhaufen:admitted']);
  });

  it('reads TBX 3 in both styles: DCA (termNote) and DCT (<min:administrativeStatus>)', () => {
    const tbx3 = (status: string) =>
      `<?xml version="1.0"?><tbx type="TBX-Basic" style="dct" xmlns="urn:iso:std:iso:30042:ed-2" xmlns:min="http://www.tbxinfo.net/ns/min"><tbxHeader/><text><body>` +
      `<conceptEntry id="a"><langSec xml:lang="en"><termSec><term>tzimtzum</term>${status}</termSec></langSec></conceptEntry>` +
      `</body></text></tbx>`;
    for (const status of [
      '<termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote>',
      '<min:administrativeStatus>deprecatedTerm-admn-sts</min:administrativeStatus>',
      '<termNoteGrp><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termNoteGrp>',
    ]) {
      expect(terms(read(tbx3(status)).concepts[0]!, 'en')).toEqual(['tzimtzum:deprecated']);
    }
  });

  it('ignores comments and processing instructions before the root, whatever element names they mention', () => {
    const before =
      '<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd"><!-- exported from <termEntry> of <martif> -->' +
      '<!--<?oxygen RNGSchema="TBX_RNGV02.rng" type="xml"?>--><?xml-model href="x.rng"?>';
    const { concepts } = read(
      martif('<termEntry><langSet xml:lang="en"><tig><term>a</term></tig></langSet></termEntry>', before),
    );
    expect(concepts).toHaveLength(1);
  });

  it('takes term text as written: references decoded, CDATA verbatim, inline markup and comments dropped', () => {
    const { concepts } = read(
      martif(
        '<termEntry><langSet xml:lang="de"><tig><term>Fisch &amp; &#x43;hips</term></tig></langSet>' +
          '<langSet lang="EN"><tig><term><![CDATA[<b>fish</b> & chips]]><!-- note --></term></tig></langSet>' +
          '<langSet xml:lang="fr"><tig><term>poisson <hi type="x">frit</hi></term><termNote>n</termNote></tig></langSet></termEntry>',
      ),
    );
    expect(terms(concepts[0]!, 'de')).toEqual(['Fisch & Chips:admitted']);
    expect(terms(concepts[0]!, 'en')).toEqual(['<b>fish</b> & chips:admitted']);
    expect(terms(concepts[0]!, 'fr')).toEqual(['poisson frit:admitted']);
  });

  it('gives each concept the line of its opening tag', () => {
    const { concepts } = read(
      martif(
        '\n<termEntry><langSet xml:lang="de"><tig><term>eins</term></tig></langSet></termEntry>\n\n<termEntry/>\n',
      ),
    );
    expect(concepts.map((c) => c.line)).toEqual([2, 4]);
  });

  it('does not expand entities a DOCTYPE declares (no billion laughs)', () => {
    const doctype = '<!DOCTYPE martif [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    const { concepts } = read(
      martif('<termEntry><langSet xml:lang="en"><tig><term>&lol2;</term></tig></langSet></termEntry>', doctype),
    );
    expect(terms(concepts[0]!, 'en')).toEqual(['&lol2;:admitted']);
  });

  it('refuses a file that is not well-formed, or whose root is not martif or tbx, in one sentence', () => {
    expect(() => read(martif('<termEntry><langSet xml:lang="en"></termEntry>'))).toThrow(/not well-formed XML/);
    expect(() => read('<?xml version="1.0"?><xliff><body/></xliff>')).toThrow(/has no TBX body/);
    expect(() => read('<martif type="TBX"><martifHeader/></martif>')).toThrow(/has no TBX body/);
  });
});

describe('what a concept gives a dictionary', () => {
  const concept = (xml: string) => read(martif(`<termEntry>${xml}</termEntry>`)).concepts[0]!;
  const tig = (term: string, status?: string) =>
    `<tig><term>${term}</term>${status ? `<termNote type="administrativeStatus">${status}Term-admn-sts</termNote>` : ''}</tig>`;

  it('takes the preferred target term even when an admitted one comes first', () => {
    const read = concept(
      `<langSet xml:lang="en">${tig('car')}</langSet><langSet xml:lang="de">${tig('Wagen', 'admitted')}${tig('Auto', 'preferred')}</langSet>`,
    );
    expect(conceptEntries(read, 'en', 'de')).toEqual({
      sources: ['car'],
      target: 'Auto',
      deprecated: 0,
      otherTargets: 1,
    });
  });

  it('makes each source synonym an entry of its own and skips deprecated terms on both sides', () => {
    const read = concept(
      `<langSet xml:lang="en">${tig('automobile', 'admitted')}${tig('car', 'preferred')}${tig('motorcar', 'deprecated')}</langSet>` +
        `<langSet xml:lang="de">${tig('Kraftwagen', 'superseded')}${tig('Auto')}</langSet>`,
    );
    expect(conceptEntries(read, 'en', 'de')).toEqual({
      sources: ['car', 'automobile'],
      target: 'Auto',
      deprecated: 2,
      otherTargets: 0,
    });
  });

  it('matches a variant section to its base language', () => {
    const read = concept(
      `<langSet xml:lang="en-US">${tig('color')}</langSet><langSet xml:lang="de-DE">${tig('Farbe')}</langSet>`,
    );
    expect(conceptEntries(read, 'en', 'de')).toMatchObject({ sources: ['color'], target: 'Farbe' });
  });

  it('names the statuses TBX and the tools write', () => {
    expect(['preferredTerm-admn-sts', 'preferred', 'standardizedTerm'].map(termStatus)).toEqual([
      'preferred',
      'preferred',
      'preferred',
    ]);
    expect(['deprecatedTerm-admn-sts', 'supersededTerm', 'obsolete', 'forbidden'].map(termStatus)).toEqual(
      Array(4).fill('deprecated'),
    );
    expect(['admittedTerm-admn-sts', 'approved', ''].map(termStatus)).toEqual(['admitted', 'admitted', 'admitted']);
  });
});
