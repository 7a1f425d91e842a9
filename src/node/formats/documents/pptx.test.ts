import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { buildPptx, officePackageProblems, readZipText } from './fixtures';
import { translateDocument } from './translateDocument';
import { encodeXmlText } from '../xml/xmlCharacters';

const toFrench = (text: string) => pseudoTranslate(text, { targetLang: 'fr', sourceLang: 'en' });
const content = {
  slides: [['Quarterly report', 'The team meeting is today'], ['Thank you & goodbye']],
  notes: ['Speak slowly about the price', 'Ask the customer a question'],
};
const sources = [...content.slides.flat(), ...content.notes];

describe('pptx', () => {
  it('comes back as a sound package with every slide and note translated', async () => {
    const original = buildPptx(content);
    const result = await translateDocument({ bytes: original, fileName: 'deck.pptx' }, toFrench);
    expect(officePackageProblems(original, result.bytes, 'pptx')).toEqual([]);
    const parts = readZipText(result.bytes);
    const text = Object.entries(parts)
      .filter(([name]) => /[sS]lide\d+\.xml$/.test(name))
      .map(([, xml]) => xml)
      .join('');
    for (const source of sources) {
      expect(text).toContain(`<a:t>${encodeXmlText(toFrench(source))}</a:t>`);
      expect(text).not.toContain(`<a:t>${encodeXmlText(source)}</a:t>`);
    }
    expect(parts['ppt/notesSlides/notesSlide1.xml']).toContain(encodeXmlText(toFrench(content.notes[0] as string)));
    expect(result.contentType).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(result.characters).toBe(sources.join('').length);
  });

  it('refuses a file that is not a zip, saying it looks damaged', async () => {
    await expect(translateDocument({ bytes: strToU8('PK broken'), fileName: 'deck.pptx' }, toFrench)).rejects.toThrow(
      /looks damaged/,
    );
  });
});
