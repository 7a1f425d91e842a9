import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { buildXliff } from './fixtures';
import { translateDocument } from './translateDocument';

const toPolish = (text: string) => pseudoTranslate(text, { targetLang: 'pl', sourceLang: 'en' });
const sources = ['Good morning', 'Click {ph} to sign the contract', 'Price & payment'];
const run = (bytes: Uint8Array, fileName = 'strings.xlf') =>
  translateDocument({ bytes, fileName, targetLang: 'pl' }, toPolish).then((result) => ({
    ...result,
    xml: new TextDecoder().decode(result.bytes),
  }));

describe('xliff 2.1', () => {
  it('adds a <target> after each <source>, keeping inline elements, and sets trgLang', async () => {
    const { xml, contentType } = await run(buildXliff(sources));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(
      '<xliff trgLang="pl" xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en">',
    );
    expect(xml).toContain(
      `<source>Good morning</source>\n        <target>${toPolish('Good morning')}</target>\n      </segment>`,
    );
    expect(xml).toContain(
      `<target>${toPolish('Click ')}<ph id="ph1" disp="{0}"/>${toPolish(' to sign the contract')}</target>`,
    );
    expect(xml).toContain(`<target>${toPolish('Price & payment').replace('&', '&amp;')}</target>`);
    expect(xml.match(/<target>/g)).toHaveLength(3);
    expect(contentType).toBe('application/xliff+xml');
  });

  it('translates the text inside paired inline elements and keeps the elements', async () => {
    const xml =
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en"><file id="f"><unit id="u"><segment>' +
      '<source>Read <pc id="1" dataRefStart="b">the contract</pc> today<ph id="2"/></source></segment></unit></file></xliff>';
    const { xml: out } = await run(new TextEncoder().encode(xml));
    expect(out).toContain(
      `<target>${toPolish('Read ')}<pc id="1" dataRefStart="b">${toPolish('the contract')}</pc>${toPolish(' today')}<ph id="2"/></target>`,
    );
  });

  it('keeps an inline element whose attribute holds ">" as a tag, never sending it as text', async () => {
    const xml =
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en"><file id="f"><unit id="u"><segment>' +
      '<source>Press <ph id="1" disp="&lt;endcmp/>"/> now</source></segment></unit></file></xliff>';
    const { xml: out } = await run(new TextEncoder().encode(xml));
    expect(out).toContain(`<target>${toPolish('Press ')}<ph id="1" disp="&lt;endcmp/>"/>${toPolish(' now')}</target>`);
  });

  it('replaces existing targets instead of adding a second one', async () => {
    const { xml } = await run(buildXliff(sources, { withTargets: true }));
    expect(xml).not.toContain('old translation');
    expect(xml.match(/<target>/g)).toHaveLength(3);
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it('replaces an existing trgLang', async () => {
    const bytes = new TextEncoder().encode(
      new TextDecoder().decode(buildXliff(sources)).replace('srcLang="en"', 'srcLang="en" trgLang="fr"'),
    );
    const { xml } = await run(bytes);
    expect(xml).toContain('srcLang="en" trgLang="pl"');
    expect(xml).not.toContain('trgLang="fr"');
  });

  it('refuses XLIFF 1.2 with what to do', async () => {
    const old =
      '<?xml version="1.0"?><xliff version="1.2"><file><body><trans-unit id="1"><source>Hi</source></trans-unit></body></file></xliff>';
    await expect(run(new TextEncoder().encode(old))).rejects.toThrow(
      /is XLIFF 1\.2; document translation takes XLIFF 2\.1\. Export the file as XLIFF 2\.1/,
    );
  });

  it('refuses malformed XML, saying it looks damaged', async () => {
    await expect(run(new TextEncoder().encode('<xliff version="2.1"><file><unit>'), 'broken.xliff')).rejects.toThrow(
      /"broken\.xliff" looks damaged/,
    );
  });
});
