// Each way XLIFF 1.2 files came back wrong or were refused before the conversion went through an XML parser
// (issue 26), as a translator's CAT tool writes them: now converted, translated and written back right.
import { describe, expect, it } from 'vitest';
import { XliffFormatError, isXliff1, xliff12To21, xliffVersion } from './xliffConversion';
import { passesStrictSchema, roundTrip, withoutOwnTargets } from './testing/xliffChecks';
import { readXmlEvents } from '../xml/xmlEvents';

const xliff12 = (body: string, file = 'source-language="en" target-language="de"') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="test.txt" datatype="plaintext" ${file}>
    <body>
${body}
    </body>
  </file>
</xliff>
`;
const wellFormed = (xml: string) => {
  readXmlEvents(xml, {});
  return true;
};

describe('an inline code with ">" inside an attribute value', () => {
  const original = xliff12(`      <trans-unit id="1">
        <source>Press <ph id="1" ctype="x-cmd" equiv-text="&lt;endcmp/>">&lt;endcmp/></ph> to stop.</source>
      </trans-unit>`);

  it('goes up as a placeholder, never as text, and comes back as the exact code in a well-formed file', () => {
    const { upload, back } = roundTrip(original);
    expect(wellFormed(upload)).toBe(true);
    expect(upload).toContain('<source xml:space="preserve">Press <ph id="1"/> to stop.</source>');
    expect(upload).not.toContain('endcmp');
    expect(wellFormed(back)).toBe(true);
    expect(back).toContain(
      '<target state="translated">PRESS <ph id="1" ctype="x-cmd" equiv-text="&lt;endcmp/>">&lt;endcmp/></ph> TO STOP.</target>',
    );
  });
});

describe('an <alt-trans> the CAT tool put before <source>', () => {
  const original = xliff12(`      <trans-unit id="1">
        <alt-trans match-quality="74%" origin="tm">
          <source>The quick brown fox jumps over the lazy dog near the river bank.</source>
          <target>Der schnelle braune Fuchs springt über den faulen Hund.</target>
        </alt-trans>
        <source>Next page</source>
        <target state="new">Nächste</target>
      </trans-unit>`);

  it("uploads and bills only the unit's own source, writes only its own target, and keeps the match", () => {
    const { upload, back, billed } = roundTrip(original);
    expect(upload).not.toContain('fox');
    expect(billed).toBe('Next page'.length);
    expect(back).toContain('<target state="translated">NEXT PAGE</target>');
    expect(back).toContain('<target>Der schnelle braune Fuchs springt über den faulen Hund.</target>');
    expect(withoutOwnTargets(back)).toBe(withoutOwnTargets(original));
  });
});

describe('a segmented unit (<seg-source> with <mrk mtype="seg">)', () => {
  const original = xliff12(`      <trans-unit id="1">
        <source>First sentence. <g id="1">Second</g> sentence.</source>
        <seg-source><mrk mtype="seg" mid="1">First sentence.</mrk> <mrk mtype="seg" mid="2"><g id="1">Second</g> sentence.</mrk></seg-source>
        <note>Two segments.</note>
      </trans-unit>`);

  it('gets a segmented target after <seg-source>, and a file valid against the strict schema stays valid', () => {
    const { upload, back } = roundTrip(original);
    expect(upload.match(/<segment>/g)).toHaveLength(2);
    expect(back).toContain(
      '</seg-source>\n        <target state="translated"><mrk mtype="seg" mid="1">FIRST SENTENCE.</mrk> <mrk mtype="seg" mid="2"><g id="1">SECOND</g> SENTENCE.</mrk></target>\n        <note>',
    );
    expect(passesStrictSchema(original, back)).toEqual([true, true]);
  });
});

describe("each file's own target-language", () => {
  const original = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a.txt" datatype="plaintext" source-language="en" target-language="de-CH"><body>
    <trans-unit id="a"><source>Street</source></trans-unit>
  </body></file>
  <file original="b.txt" datatype="plaintext" source-language="en" target-language="zh-cn"><body>
    <trans-unit id="b"><source>Road</source></trans-unit>
  </body></file>
</xliff>
`;

  it('comes back as the tool wrote it, whatever the batch language', () => {
    const { back } = roundTrip(original, 'de');
    expect(back).toContain('target-language="de-CH"');
    expect(back).toContain('target-language="zh-cn"');
    expect(withoutOwnTargets(back)).toBe(withoutOwnTargets(original));
    expect(passesStrictSchema(original, back)).toEqual([true, true]);
  });
});

describe('XLIFF 1.0 and 1.1 without a version attribute', () => {
  it('are recognised as XLIFF 1 and converted', () => {
    const v11 = `<xliff xmlns="urn:oasis:names:tc:xliff:document:1.1"><file original="x" source-language="en" datatype="plaintext"><body><trans-unit id="1"><source>Hello</source></trans-unit></body></file></xliff>`;
    const v10 = `<?xml version="1.0"?>\n<!DOCTYPE xliff PUBLIC "-//XLIFF//DTD XLIFF//EN" "http://www.oasis-open.org/committees/xliff/documents/xliff.dtd">\n<xliff><file original="x" source-language="en" datatype="plaintext"><body><trans-unit id="1"><source>Hello</source></trans-unit></body></file></xliff>`;
    expect(xliffVersion(v11)).toBe('1.1');
    expect(xliffVersion(v10)).toBe('1.0');
    for (const original of [v10, v11]) {
      expect(isXliff1(original)).toBe(true);
      expect(roundTrip(original).back).toContain('<target xml:lang="de" state="translated">HELLO</target>');
    }
  });
});

describe('a file that cannot be read', () => {
  it('of 410 KB of unclosed tags is refused in one sentence that says what to do', () => {
    const hostile = xliff12('<trans-unit id="1"><source>' + '<g id="1">'.repeat(41_000));
    const refusal = (() => {
      try {
        xliff12To21(hostile, 'hostile.xlf');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(XliffFormatError);
    expect((refusal as XliffFormatError).says).toEqual({
      id: 'documents.xliff.notWellFormed',
      values: { name: 'hostile.xlf', line: expect.any(Number), column: expect.any(Number) },
    });
    expect((refusal as Error).message).toMatch(
      /^“hostile\.xlf” is not well-formed XML \(line \d+, column \d+\), so it cannot be translated; export it again from your translation tool and add it again\.$/,
    );
  });

  it('with nothing to translate says so', () => {
    expect(() =>
      xliff12To21(xliff12('<trans-unit id="1" translate="no"><source>ACME</source></trans-unit>'), 'x.xlf'),
    ).toThrow(/“x\.xlf” has nothing to translate/);
  });
});
