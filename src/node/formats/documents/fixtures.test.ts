import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { buildDocx, buildPptx, buildXlsx } from './testing/fixtures';

/** Open Packaging rules a real Office application relies on, checked on a fixture. */
function packageProblems(bytes: Uint8Array): string[] {
  const parts = unzipSync(bytes);
  const problems: string[] = [];
  const types = strFromU8(parts['[Content_Types].xml'] ?? new Uint8Array());
  const defaults = new Set([...types.matchAll(/<Default Extension="([^"]+)"/g)].map((match) => match[1]));
  const overrides = new Set([...types.matchAll(/<Override PartName="([^"]+)"/g)].map((match) => match[1]));
  for (const override of overrides)
    if (!parts[(override as string).slice(1)]) problems.push(`content type for missing part ${override}`);
  for (const [name, content] of Object.entries(parts)) {
    if (name === '[Content_Types].xml') continue;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    if (!overrides.has(`/${name}`) && !defaults.has(extension)) problems.push(`${name} has no content type`);
    if (!/\.(xml|rels)$/.test(name)) continue;
    const xml = strFromU8(content);
    if (XMLValidator.validate(xml) !== true) problems.push(`${name} is not well-formed`);
    if (!name.endsWith('.rels')) continue;
    const folder = name.replace(/_rels\/[^/]*\.rels$/, '');
    for (const [, target] of xml.matchAll(/Target="([^"]+)"/g)) {
      const segments = `${folder}${target}`.split('/');
      const resolved: string[] = [];
      for (const segment of segments) {
        if (segment === '..') resolved.pop();
        else if (segment !== '' && segment !== '.') resolved.push(segment);
      }
      if (!parts[resolved.join('/')]) problems.push(`${name} points to missing ${resolved.join('/')}`);
    }
  }
  return problems;
}

describe('fixtures', () => {
  it('build Office packages whose parts all have content types and whose relationships all resolve', () => {
    expect(packageProblems(buildDocx({ paragraphs: [['a', 'b']], header: 'h', footer: 'f', footnote: 'n' }))).toEqual(
      [],
    );
    expect(packageProblems(buildPptx({ slides: [['a', 'b'], ['c']], notes: ['n1', 'n2'] }))).toEqual([]);
    expect(packageProblems(buildPptx({ slides: [['no notes']] }))).toEqual([]);
    expect(packageProblems(buildXlsx({ sharedStrings: ['a', 'b'], inlineString: 'c', number: 1 }))).toEqual([]);
  });
});
