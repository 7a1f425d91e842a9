// What a TMX file gives a translation memory: each unit's source and targets (inline codes left out), the
// source language from the header or the unit, units without a pair counted as skipped; what is refused (not
// XML, not TMX, no units) with a sentence; and a written memory read back the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTmx, writeTmx } from './tmxUnits';

const sample = (name: string) => readFileSync(join(__dirname, 'samples', name), 'utf8');

describe('reading a TMX file', () => {
  it('reads the units of a real file, keeping highlighted text and the header source language', () => {
    const memory = readTmx(sample('a_small_test.tmx'), 'a_small_test.tmx');
    expect(memory).toEqual({
      sourceLanguage: 'en',
      targetLanguages: ['fr'],
      units: [
        { source: 'Some text with a part highlighted.', targets: { fr: 'Du texte avec une portion délimitée.' } },
      ],
      skipped: 0,
    });
  });

  it('reads regional codes, character references, notes and props left out, and a unit with srclang *all*', () => {
    const memory = readTmx(sample('sampleTMX2.tmx'), 'sampleTMX2.tmx');
    expect(memory.sourceLanguage).toBe('en-us');
    expect(memory.targetLanguages).toEqual(['fr-ca', 'fr-fr']);
    expect(memory.units[0]).toEqual({
      source: 'data (with a non-standard character: \uF8FF).',
      targets: { 'fr-ca': 'données (avec un caractère non standard: \uF8FF).' },
    });
    expect(memory.units[1]?.targets).toEqual({ 'fr-ca': 'menu', 'fr-fr': 'menu' });
  });

  it('leaves inline codes out of the text, and counts a unit without a target as skipped', () => {
    const memory = readTmx(
      '<tmx version="1.4"><header srclang="en"/><body>' +
        '<tu><tuv xml:lang="en"><seg>Press <bpt i="1">&lt;b&gt;</bpt>Save<ept i="1">&lt;/b&gt;</ept>.</seg></tuv>' +
        '<tuv xml:lang="de"><seg>Drücken Sie <bpt i="1">&lt;b&gt;</bpt>Speichern<ept i="1">&lt;/b&gt;</ept>.</seg></tuv></tu>' +
        '<tu><tuv xml:lang="en"><seg>Alone</seg></tuv></tu></body></tmx>',
      'codes.tmx',
    );
    expect(memory.units).toEqual([{ source: 'Press Save.', targets: { de: 'Drücken Sie Speichern.' } }]);
    expect(memory.skipped).toBe(1);
  });

  it('refuses a file that is not well-formed, not TMX, or has no unit, each with a sentence', () => {
    expect(() => readTmx('<tmx><body><tu>', 'cut.tmx')).toThrow(/“cut.tmx” is not well-formed XML \(line 1\)/);
    expect(() => readTmx('<xliff version="1.2"/>', 'other.tmx')).toThrow(/“other.tmx” is not a TMX file/);
    expect(() => readTmx('<tmx version="1.4"><header srclang="en"/><body/></tmx>', 'empty.tmx')).toThrow(
      /holds no translation unit/,
    );
  });
});

describe('writing a TMX file', () => {
  it('writes units that read back the same, with markup characters escaped', () => {
    const units = [{ source: 'A < B & "C"', targets: { de: 'A < B & „C“', fr: 'A < B & « C »' } }];
    const text = writeTmx('en', units);
    expect(readTmx(text, 'export.tmx')).toEqual({
      sourceLanguage: 'en',
      targetLanguages: ['de', 'fr'],
      units,
      skipped: 0,
    });
  });
});
