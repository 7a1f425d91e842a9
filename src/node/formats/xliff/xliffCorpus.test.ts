// Real XLIFF files from the Okapi Framework's test suites (corpus/README.md): every XLIFF 1.x file goes up as
// 2.1, is translated by the simulator as the service would, and comes back as the same file with targets.
// The upload and the translated 2.1 pass the XLIFF 2 core schema (xmllint, schemas/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXmlEvents } from '../xml/xmlEvents';
import { readXliff1 } from './xliff1Document';
import { isXliff1, xliff12To21, xliffVersion } from './xliffConversion';
import { passesStrictSchema, roundTrip, withoutOwnTargets, xliff2SchemaProblems } from './testing/xliffChecks';

const dir = join(__dirname, 'corpus');
const files = readdirSync(dir)
  .filter((name) => /\.(xlf|xliff)$/.test(name))
  .map((name) => ({ name, xml: readFileSync(join(dir, name), 'utf8').replace(/^\uFEFF/, '') }));
const version1 = files.filter(({ xml }) => isXliff1(xml));

describe('the corpus', () => {
  it('holds XLIFF 1.0, 1.1, 1.2 and 2.x files', () => {
    const versions = new Set(files.map(({ xml }) => xliffVersion(xml)?.slice(0, 3)));
    expect([...versions].sort()).toEqual(['1.0', '1.1', '1.2', '2.0']);
  });

  it.each(version1.map((file) => [file.name, file] as const))(
    '%s comes back well-formed, every unit translated, nothing outside the targets changed',
    (_name, { xml }) => {
      const { back } = roundTrip(xml);
      readXmlEvents(back, {});
      expect(withoutOwnTargets(back)).toBe(withoutOwnTargets(xml));
      const units = readXliff1(back, 'back.xlf').units;
      expect(units.length).toBeGreaterThan(0);
      for (const unit of units)
        expect(back.slice(unit.target!.start, unit.target!.end)).toContain('state="translated"');
    },
  );

  it('keeps every file that passes the XLIFF 1.2 strict schema valid after the round trip', () => {
    const verdicts = passesStrictSchema(...version1.map(({ xml }) => xml));
    const valid = version1.filter((_, i) => verdicts[i]);
    expect(valid.length).toBeGreaterThanOrEqual(5);
    expect(passesStrictSchema(...valid.map(({ xml }) => roundTrip(xml).back))).toEqual(valid.map(() => true));
  });

  it('uploads XLIFF 2.1 that the XLIFF 2 core schema accepts for every file, and the translated 2.1 too', () => {
    const trips = version1.map(({ xml }) => roundTrip(xml));
    const documents = trips.flatMap(({ upload, translated }) => [upload, translated]);
    const problems = xliff2SchemaProblems(...documents);
    expect(problems.flatMap((problem, i) => (problem ? [`${version1[i >> 1]!.name}: ${problem}`] : []))).toEqual([]);
    expect(documents.length).toBeGreaterThanOrEqual(50);
    // The check can fail: the same upload with its <notes> after the segments is refused.
    const noted = trips[version1.findIndex(({ name }) => name === 'Test_Context_and_PH.xlf')]!.upload;
    const misplaced = noted.replace(/(<notes>[\s\S]*?<\/notes>\s*)(<segment>[\s\S]*?<\/segment>\s*)/, '$2$1');
    expect(misplaced).not.toBe(noted);
    expect(xliff2SchemaProblems(misplaced)[0]).toMatch(/notes/);
  });

  it('carries each unit’s own notes and context groups up as XLIFF 2.1 notes, never an alt-trans match’s, and brings them back byte for byte', () => {
    const { xml } = files.find(({ name }) => name === 'Test_Context_and_PH.xlf')!;
    const upload = xliff12To21(xml, 'Test_Context_and_PH.xlf');
    const unit = (id: string) => {
      const notes: { category?: string; text: string }[] = [];
      let inUnit = false;
      let note: { category?: string; text: string } | undefined;
      readXmlEvents(upload, {
        open: (tag) => {
          if (tag.local === 'unit') inUnit = tag.attributes.name === id;
          else if (inUnit && tag.local === 'note')
            notes.push(
              (note = { ...(tag.attributes.category ? { category: tag.attributes.category } : {}), text: '' }),
            );
        },
        close: (tag) => {
          if (tag.local === 'note') note = undefined;
        },
        text: (text) => {
          if (note) note.text += text;
        },
      });
      return notes;
    };
    expect(unit('654022')).toEqual([
      { category: 'context: x-ResourceIdentity', text: '654022' },
      { category: 'context: x-SourceRevision', text: '1' },
      { text: 'trans unit note 1' },
    ]);
    expect(unit('654019')).toEqual([
      { category: 'context: x-ResourceIdentity', text: '654019' },
      { category: 'context: x-SourceRevision', text: '1' },
    ]);
    expect(upload).not.toContain('alt trans note 1');
    // The group's note and contexts go up as the notes of a 2.1 group around its units.
    expect(upload).toMatch(
      /<group id="g1">\s*<notes>\s*<note category="context: x-TenantName">Test1<\/note>[\s\S]*<note>group note 1<\/note>\s*<\/notes>\s*<unit id="u1" name="654022">/,
    );
    // <notes> sits before the segments, as XLIFF 2.1's unit requires.
    expect(upload).toMatch(/<unit id="u1" name="654022">\s*<notes>[\s\S]*<\/notes>\s*<segment>/);
    const { back } = roundTrip(xml);
    expect(withoutOwnTargets(back)).toBe(withoutOwnTargets(xml));
  });

  it('carries the notes of every real file that has them (its units’, groups’ and headers’), with nothing lost of their text', () => {
    for (const { name, xml } of version1) {
      const document = readXliff1(xml, name);
      const groupsWithUnits = new Set(
        document.units.flatMap((unit) => {
          const path: number[] = [];
          for (let g = unit.group; g !== undefined; g = document.groups[g]!.parent) path.push(g);
          return path;
        }),
      );
      const filesWithUnits = new Set(document.units.map((unit) => unit.file));
      const notes = [
        ...document.files.filter((_, i) => filesWithUnits.has(i)).flatMap((file) => file.notes),
        ...document.groups.filter((_, i) => groupsWithUnits.has(i)).flatMap((group) => group.notes),
        ...document.units.flatMap((unit) => unit.notes),
      ]
        .map((note) => note.text)
        .sort();
      const uploaded: string[] = [];
      let inNote = false;
      readXmlEvents(xliff12To21(xml, name), {
        open: (tag) => void (tag.local === 'note' && (inNote = true) && uploaded.push('')),
        close: (tag) => void (tag.local === 'note' && (inNote = false)),
        text: (text) => void (inNote && (uploaded[uploaded.length - 1] += text)),
      });
      expect(uploaded.sort(), name).toEqual(notes);
    }
    const withNotes = version1.filter(({ name, xml }) => readXliff1(xml, name).units.some((u) => u.notes.length > 0));
    expect(withNotes.map(({ name }) => name).sort()).toEqual(['JMP-11-Test01.xlf', 'Test_Context_and_PH.xlf']);
  });
});
