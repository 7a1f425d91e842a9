import { describe, expect, it } from 'vitest';
import { importGlossaryFile } from './glossaryImport';
import { entriesOf } from './testing/importedEntries';

const utf8 = (text: string) => new TextEncoder().encode(text);
const tig = (term: string, status?: string) =>
  `<tig><term>${term}</term>${status ? `<termNote type="administrativeStatus">${status}-admn-sts</termNote>` : ''}</tig>`;
const martif = (body: string, before = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${before}<martif type="TBX" xml:lang="en"><martifHeader/><text><body>\n${body}\n</body></text></martif>`;

describe('importing a termbase as terminologists write it', () => {
  const termbase = martif(
    `<termEntry id="c1"><langSet xml:lang="en">${tig('automobile', 'admittedTerm')}${tig('car', 'preferredTerm')}${tig('motorcar', 'deprecatedTerm')}</langSet>` +
      `<langSet xml:lang="de">${tig('Kraftwagen', 'admittedTerm')}${tig('Auto', 'preferredTerm')}${tig('Kraftdroschke', 'supersededTerm')}</langSet></termEntry>\n` +
      `<termEntry id="c2"><langSet xml:lang="en">${tig('open cluster')}</langSet><langSet xml:lang="en">${tig('galactic cluster')}</langSet>` +
      `<langSet xml:lang="de">${tig('offener Sternhaufen')}</langSet></termEntry>`,
  );

  it('takes the preferred target term where an admitted one comes first', async () => {
    const result = await importGlossaryFile(utf8(termbase), {
      fileName: 'cars.tbx',
      sourceLang: 'en',
      targetLang: 'de',
    });
    expect(Object.fromEntries(entriesOf(result).map((e) => [e.source, e.target]))).toMatchObject({ car: 'Auto' });
  });

  it('makes every source synonym an entry of its own, skips deprecated terms, and says how many of each', async () => {
    const result = await importGlossaryFile(utf8(termbase), {
      fileName: 'cars.tbx',
      sourceLang: 'en',
      targetLang: 'de',
    });
    expect(entriesOf(result)).toEqual([
      { source: 'car', target: 'Auto' },
      { source: 'automobile', target: 'Auto' },
      { source: 'open cluster', target: 'offener Sternhaufen' },
      { source: 'galactic cluster', target: 'offener Sternhaufen' },
    ]);
    expect(result.termReport).toEqual({ synonyms: 2, deprecated: 2, otherTargets: 1 });
    expect(result.issues).toEqual([]);
  });

  it('says a concept whose only target terms are deprecated has none to take', async () => {
    const file = martif(
      `<termEntry><langSet xml:lang="en">${tig('car')}</langSet><langSet xml:lang="de">${tig('Kraftdroschke', 'deprecatedTerm')}</langSet></termEntry>`,
    );
    const result = await importGlossaryFile(utf8(file), { fileName: 'old.tbx', sourceLang: 'en', targetLang: 'de' });
    expect(entriesOf(result)).toEqual([]);
    expect(result.issues[0]?.message).toBe('This term entry has no German term that is not deprecated.');
  });

  it('ignores a comment before the root that mentions element names (it was taken for the root: "has no TBX body")', async () => {
    const before =
      '<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">\n<!-- exported from <termEntry> elements of a <tbx> file -->\n' +
      '<?xml-model href="TBX-Basic.rng" type="application/xml"?>\n';
    const file = martif(
      `<termEntry><langSet xml:lang="en">${tig('car')}</langSet><langSet xml:lang="de">${tig('Auto')}</langSet></termEntry>`,
      before,
    );
    const result = await importGlossaryFile(utf8(file), {
      fileName: 'commented.tbx',
      sourceLang: 'en',
      targetLang: 'de',
    });
    expect(entriesOf(result)).toEqual([{ source: 'car', target: 'Auto' }]);
  });

  it('reads a file in the single-byte encoding its XML declaration names (Windows-1254 was read as Windows-1252)', async () => {
    const text =
      '<?xml version="1.0" encoding="windows-1254"?><martif type="TBX"><text><body><termEntry><langSet xml:lang="en"><tig><term>I</term></tig></langSet><langSet xml:lang="tr"><tig><term>İı</term></tig></langSet></termEntry></body></text></martif>';
    const bytes = Uint8Array.from(text, (char) => (char === 'İ' ? 0xdd : char === 'ı' ? 0xfd : char.charCodeAt(0)));
    const result = await importGlossaryFile(bytes, { fileName: 'tr.tbx', sourceLang: 'en', targetLang: 'tr' });
    expect(entriesOf(result)).toEqual([{ source: 'I', target: 'İı' }]);
    expect(result.preview.encoding).toBe('windows-1254');
  });
});
