// A TMX file checked from disk before an import: what it holds is counted across the stream's pieces, UTF-16
// is read by its byte order mark, and a file that is not text, not XML or not TMX is refused with its sentence.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GlossaError } from '../../../shared/errors';
import { checkTmxFile } from './tmxFileCheck';
import { writeTmx } from './tmxUnits';

const dir = mkdtempSync(join(tmpdir(), 'glossa-tmx-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the file should have been refused'),
    (error: unknown) => error as GlossaError,
  );

describe('checking a TMX file before it is imported', () => {
  it('counts the units of a real file and notes its languages', async () => {
    const path = join(dir, 'sampleTMX2.tmx');
    copyFileSync(join(__dirname, 'samples', 'sampleTMX2.tmx'), path);
    expect(await checkTmxFile(path, 'sampleTMX2.tmx')).toEqual({
      sourceLanguage: 'en-us',
      targetLanguages: ['fr-ca', 'fr-fr'],
      unitCount: 2,
      skipped: 0,
    });
  });

  it('reads a file of several pieces whole, a character split between pieces included', async () => {
    // Over 1 MiB (the reading piece), of units whose text is three-byte characters, so some fall on a boundary.
    const units = Array.from({ length: 700 }, (_, i) => ({
      source: `Satz ${i} ${'€'.repeat(600)}`,
      targets: { fr: `Phrase ${i}` },
    }));
    const path = file('large.tmx', writeTmx('de', units));
    expect(await checkTmxFile(path, 'large.tmx')).toMatchObject({ unitCount: 700, sourceLanguage: 'de' });
  });

  it('reads UTF-16 by its byte order mark', async () => {
    const text = writeTmx('en', [{ source: 'Hello', targets: { ja: 'こんにちは' } }]).replace('UTF-8', 'UTF-16');
    const path = file('utf16.tmx', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(await checkTmxFile(path, 'utf16.tmx')).toMatchObject({ unitCount: 1, targetLanguages: ['ja'] });
  });

  it('refuses bytes that are not text, XML cut short, and XML that is not TMX, each with its sentence', async () => {
    const binary = await refusal(
      checkTmxFile(file('photo.tmx', Buffer.from([0x3c, 0xc3, 0x28, 0xff, 0x00])), 'photo.tmx'),
    );
    expect(binary.message).toBe('“photo.tmx” is not UTF-8 or UTF-16 text, so it cannot be read as TMX.');
    expect(binary.uiMessage).toEqual({ id: 'memories.tmx.notText', values: { name: 'photo.tmx' } });
    const cut = await refusal(checkTmxFile(file('cut.tmx', '<tmx version="1.4">\n<body><tu>'), 'cut.tmx'));
    expect(cut.message).toMatch(/^“cut.tmx” is not well-formed XML \(line 2\)/);
    const other = await refusal(checkTmxFile(file('other.tmx', '<xliff version="1.2"/>'), 'other.tmx'));
    expect(other.message).toBe('“other.tmx” is not a TMX file.');
    expect(other.nextStep).toBe('Choose a .tmx file exported by a CAT tool.');
  });
});
