// XLIFF 1.2 files as CAT tools export them (samples in samples/): converted to the 2.1 that document
// translation takes, translated (by the simulator's own XLIFF 2.1 engine, as the service would), and converted
// back into the translator's 1.2 file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { rewriteXliff } from '../documents/xliff';
import { isXliff1, xliff12To21, xliff21To12, xliffVersion } from './xliffConversion';

const sample = (name: string) => readFileSync(join(__dirname, 'samples', name), 'utf8');
const upper = (text: string) => text.toUpperCase();
/** Translate as the service does: the 2.1 engine fills each segment's target. */
const translate21 = (xml21: string, targetLang = 'de') => rewriteXliff(xml21, 'upload.xlf', upper, targetLang);
const inlineTags = (content: string) => content.match(/<[^>]+>/g) ?? [];
const targetOf = (xml: string, id: string) =>
  new RegExp(`<trans-unit id="${id}"[^>]*>[\\s\\S]*?<target[^>]*>([\\s\\S]*?)</target>`).exec(xml)?.[1];
const sourceOf = (xml: string, id: string) =>
  new RegExp(`<trans-unit id="${id}"[^>]*>[\\s\\S]*?<source[^>]*>([\\s\\S]*?)</source>`).exec(xml)?.[1];

describe('which files are converted', () => {
  it('tells XLIFF 1.2 from 2.1', () => {
    expect(xliffVersion(sample('okapi-html.xlf'))).toBe('1.2');
    expect(isXliff1(sample('memoq-word.xlf'))).toBe(true);
    expect(isXliff1(xliff12To21(sample('memoq-word.xlf')))).toBe(false);
    expect(xliffVersion('<html></html>')).toBeUndefined();
  });
});

describe('XLIFF 1.2 to 2.1 before upload', () => {
  it('gives well-formed 2.1 with one unit per translatable trans-unit, the languages, and 2.1 inline codes', () => {
    const xml21 = xliff12To21(sample('okapi-html.xlf'));
    expect(XMLValidator.validate(xml21)).toBe(true);
    // No trgLang: the upload has no targets, and the job names the target language.
    expect(xml21).toMatch(/<xliff xmlns="urn:oasis:names:tc:xliff:document:2\.0" version="2\.1" srcLang="en">/);
    expect(xml21.match(/<unit /g)).toHaveLength(3); // tu3 is translate="no"
    expect(xml21).toContain('<source xml:space="preserve">Welcome to the <pc id="1">contract</pc> portal</source>');
    expect(xml21).toContain('The buyer signs here:<ph id="1"/>Date &amp; place');
    expect(xml21).toContain('Read the <sc id="1"/>terms<ec startRef="1"/> before the meeting.');
    expect(xml21).not.toContain('terms.html'); // native code stays home
  });

  it('is accepted and translated by the service (the simulator refuses 1.2 itself)', () => {
    expect(() => rewriteXliff(sample('memoq-word.xlf'), 'Contract.xlf', upper)).toThrow(
      /XLIFF 1\.2; document translation takes XLIFF 2\.1/,
    );
    const translated = translate21(xliff12To21(sample('memoq-word.xlf')));
    expect(translated).toContain('<target>THE SELLER DELIVERS THE GOODS ON <ph id="1"/> AT THE LATEST.</target>');
  });
});

describe("the translated 2.1 back into the translator's 1.2 file", () => {
  it("fills each target with the translation, with the source's own inline codes, and leaves everything else as it was", () => {
    const original = sample('okapi-html.xlf');
    const back = xliff21To12(original, translate21(xliff12To21(original)), 'de');
    expect(XMLValidator.validate(back)).toBe(true);
    expect(xliffVersion(back)).toBe('1.2');
    expect(targetOf(back, 'NFDBB2FA9-tu1')).toBe('WELCOME TO THE <g id="1" ctype="x-strong">CONTRACT</g> PORTAL');
    expect(targetOf(back, 'NFDBB2FA9-tu2')).toBe(
      'THE BUYER SIGNS HERE:<x id="1" ctype="x-br" equiv-text="&lt;br/&gt;"/>DATE &amp; PLACE',
    );
    expect(targetOf(back, 'NFDBB2FA9-tu4')).toBe(
      'READ THE <bpt id="1">&lt;a href="terms.html"&gt;</bpt>TERMS<ept id="1">&lt;/a&gt;</ept> BEFORE THE MEETING.',
    );
    for (const id of ['NFDBB2FA9-tu1', 'NFDBB2FA9-tu2', 'NFDBB2FA9-tu4'])
      expect(inlineTags(targetOf(back, id)!)).toEqual(inlineTags(sourceOf(back, id)!));
    // An existing target keeps its attributes; a new one follows the source; both are marked translated.
    expect(back).toContain('<target xml:lang="de" state="translated">WELCOME');
    expect(back).toMatch(/Date &amp; place<\/source>\n<target state="translated">THE BUYER/);
    // What was not for translation is byte for byte what the CAT tool wrote.
    expect(back).toContain(
      '<trans-unit id="NFDBB2FA9-tu3" translate="no">\n<source xml:lang="en">ACME-2026</source>\n</trans-unit>',
    );
    expect(back).toContain(
      '<header><tool tool-id="okapi" tool-name="Okapi Framework" tool-version="1.45.0"></tool></header>',
    );
    expect(back).toContain('<note>Keep the line break.</note>');
    expect(back.replace(/<target[^>]*>[\s\S]*?<\/target>\n?|<target[^>]*\/>\n?/g, '')).toBe(
      original.replace(/<target[^>]*>[\s\S]*?<\/target>\n?|<target[^>]*\/>\n?/g, ''),
    );
  });

  it("keeps each file's own target-language, replaces a self-closing target, and skips an empty source", () => {
    const original = sample('memoq-word.xlf');
    const back = xliff21To12(original, translate21(xliff12To21(original), 'fr'), 'fr');
    expect(XMLValidator.validate(back)).toBe(true);
    // The <file> names no target-language and stays as it was; the targets say their language.
    expect(back).toContain('<file original="Contract.docx" datatype="x-docx" source-language="en-US">');
    expect(back).toContain('<target xml:lang="fr" state="translated">THE SELLER');
    expect(targetOf(back, '1')).toBe('THE SELLER DELIVERS THE GOODS ON <ph id="1">{1}</ph> AT THE LATEST.');
    expect(back).not.toContain('needs-translation');
    expect(targetOf(back, '2')).toBe('PAYMENT IS DUE WITHIN <mrk mtype="term">THIRTY DAYS</mrk>.');
    expect(back).toContain('<trans-unit id="3">\n        <source></source>\n      </trans-unit>');
    expect(back).toContain('<note from="PM">Date placeholder, do not move.</note>');
  });

  it('leaves a unit untouched when the result has no target for it', () => {
    const original = sample('memoq-word.xlf');
    const partial = translate21(xliff12To21(original)).replace(
      /(<unit id="u2"[\s\S]*?)<target>[\s\S]*?<\/target>/,
      '$1',
    );
    const back = xliff21To12(original, partial, 'de');
    expect(targetOf(back, '1')).toMatch(/^THE SELLER/);
    expect(back).toContain(
      '<source>Payment is due within <mrk mtype="term">thirty days</mrk>.</source>\n      </trans-unit>',
    );
  });
});
