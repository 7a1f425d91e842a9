// What the Documents view shows before sending: an XLIFF 1.x file is counted as the 2.1 copy the queue uploads,
// read in its own encoding, and a file the queue would refuse gets the queue's sentence instead of a count.
// What an Office file embeds and nobody translates is named, and given as parts for the finished row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText } from '../../../shared/i18n/english';
import { sayIn } from '../../../shared/i18n/testing/sayIn';
import { countDocument } from './documentCount';

const xliff12 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="de" datatype="plaintext" original="a.txt">
    <body>
      <trans-unit id="1"><source>Good morning</source><alt-trans><target>Guten Morgen</target></alt-trans></trans-unit>
      <trans-unit id="2" translate="no"><source>Not this</source></trans-unit>
    </body>
  </file>
</xliff>
`;

const utf16le = (text: string) =>
  new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));

describe('counting an XLIFF 1.x file before sending', () => {
  it('counts the text of its translatable units only, as the 2.1 upload holds it', async () => {
    const counted = await countDocument(new TextEncoder().encode(xliff12), 'job.xlf');
    expect(counted).toEqual({ name: 'job.xlf', characters: 'Good morning'.length });
  });

  it('reads a UTF-16 file in its own encoding', async () => {
    const counted = await countDocument(utf16le(xliff12.replace('UTF-8', 'UTF-16')), 'job.xlf');
    expect(counted).toEqual({ name: 'job.xlf', characters: 'Good morning'.length });
  });

  it('gives the sentence the queue would give for a damaged file, naming it, instead of failing the count', async () => {
    const damaged = xliff12.replace('</trans-unit>\n      <trans-unit id="2"', '\n      <trans-unit id="2"');
    const counted = await countDocument(new TextEncoder().encode(damaged), 'job.xlf');
    expect(counted.characters).toBeUndefined();
    expect(englishText(counted.note!)).toMatch(/^“job\.xlf” is not well-formed XML \(line \d+/);
  });

  it('gives a sentence for a file that is not Unicode', async () => {
    const latin1 = new Uint8Array(
      Buffer.from(xliff12.replace('UTF-8', 'ISO-8859-1').replace('morning', 'm\u00f6rning'), 'latin1'),
    );
    const counted = await countDocument(latin1, 'job.xlf');
    expect(counted.characters).toBeUndefined();
    expect(englishText(counted.note!)).toMatch(
      /“job\.xlf” is not Unicode text .* export it from your translation tool as UTF-8/,
    );
  });
});

describe('what an Office file holds that nobody translates', () => {
  it('is named in a sentence and given as parts, for the finished row to name', async () => {
    const corpus = join(__dirname, '..', 'documentCorpus');
    const withObjects = await countDocument(
      new Uint8Array(readFileSync(join(corpus, 'xlsx-poi-WithEmbeded.xlsx'))),
      'book.xlsx',
    );
    expect(withObjects.embedded).toEqual({
      charts: 0,
      objects: ['oleObject1.bin', 'Microsoft_Office_Excel_97-2003_Worksheet1.xls'],
    });
    expect(withObjects.untranslated).toMatch(/^Left in the original language: 2 embedded objects/);
    const withChart = await countDocument(
      new Uint8Array(readFileSync(join(corpus, 'pptx-poi-bar-chart.pptx'))),
      'slides.pptx',
    );
    expect(withChart.embedded).toEqual({ charts: 1, objects: [] });
    const plain = await countDocument(new Uint8Array(readFileSync(join(corpus, 'docx-poi-sample.docx'))), 'a.docx');
    expect(plain.embedded).toBeUndefined();
  });
});

describe('a file that cannot be counted says why in the UI language', () => {
  it('an image: the service reads its text itself', async () => {
    const counted = await countDocument(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'scan.png');
    expect(counted.characters).toBeUndefined();
    expect(await sayIn('de', counted.note)).toBe(
      'Den Text eines Bildes liest der Dienst selbst; er lässt sich vor dem Senden nicht zählen.',
    );
  });

  it('an old .doc: read by the service alone, with the minimum it bills in the language’s digits', async () => {
    const counted = await countDocument(new Uint8Array([0xd0, 0xcf]), 'old.doc');
    expect(await sayIn('fr', counted.note)).toMatch(/facturé au moins 50\u202f000 caractères/);
  });

  it('a damaged Office file: named, with what to do, not the format reader’s English', async () => {
    const counted = await countDocument(new TextEncoder().encode('PK\u0003\u0004 not a zip'), 'contract.docx');
    expect(counted.note).toEqual({
      id: 'documents.count.unreadable',
      values: { name: 'contract.docx', problem: 'damaged' },
    });
    expect(await sayIn('ja', counted.note)).toMatch(/^「contract\.docx」は破損しているようで/);
  });
});
