// Real XLIFF files from the Okapi Framework's test suites (corpus/README.md): every XLIFF 1.x file goes up as
// 2.1, is translated by the simulator as the service would, and comes back as the same file with targets.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXmlEvents } from '../xml/xmlEvents';
import { readXliff1 } from './xliff1Document';
import { isXliff1, xliffVersion } from './xliffConversion';
import { passesStrictSchema, roundTrip, withoutOwnTargets } from './testing/xliffChecks';

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
});
