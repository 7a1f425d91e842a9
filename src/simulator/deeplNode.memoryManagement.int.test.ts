// The official Node client (deepl-node 1.28) managing translation memories against the simulator (the
// service's beta, public dialect): importing a real TMX file (declare, upload to the signed address, poll the
// job), reading the new memory and its segments page by page with a filter, translating with it (exact and
// fuzzy matches from the imported segments), exporting it (job, then download) and deleting it; and what a
// malformed file, a bad declaration or a deleted memory gives.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeepLError } from 'deepl-node';
import { afterAll, describe, expect, it } from 'vitest';
import { readTmx } from '../node/formats/tmx/tmxUnits';
import { deeplNodePeer } from './testing/deeplNodePeer';

const peer = deeplNodePeer();
const dir = mkdtempSync(join(tmpdir(), 'glossa-tm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SAMPLES = join(__dirname, '../node/formats/tmx/samples');

const tmx = (units: [string, string][]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" o-tmf="test" creationtool="test" creationtoolversion="1"/><body>${units
    .map(([en, de]) => `<tu><tuv xml:lang="en"><seg>${en}</seg></tuv><tuv xml:lang="de"><seg>${de}</seg></tuv></tu>`)
    .join('')}</body></tmx>`;

describe('translation memory management through the official client', () => {
  it('imports a UTF-16 TMX, little- or big-endian, read by its byte order mark', async () => {
    const client = peer.pro();
    const text = tmx([
      ['Good morning', 'Guten Morgen'],
      ['Straße ahead', 'Straße voraus'],
    ]).replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const bigEndian = Buffer.from(littleEndian).swap16();
    for (const [name, bytes] of [
      ['utf16le.tmx', littleEndian],
      ['utf16be.tmx', bigEndian],
    ] as const) {
      writeFileSync(join(dir, name), bytes);
      const job = await client.importTranslationMemoryFromFilepath(join(dir, name), { timeoutMs: 10_000 });
      expect(job.results[0]?.status).toBe('completed');
      const segments = await client.listTranslationMemorySegments(job.results[0]!.translationMemoryId!);
      expect(segments.segments.map((segment) => segment.sourceText)).toEqual(['Good morning', 'Straße ahead']);
      expect(segments.segments[1]?.targets[0]).toMatchObject({ targetLanguage: 'de' });
    }
  });

  it('imports a real TMX file, reads the memory and its segments, exports and deletes it', async () => {
    const client = peer.pro();
    const job = await client.importTranslationMemoryFromFilepath(join(SAMPLES, 'sampleTMX2.tmx'), {
      displayName: 'Okapi sample',
      timeoutMs: 10_000,
    });
    expect(job.operation).toBe('import');
    expect(job.results[0]?.status).toBe('completed');
    const memoryId = job.results[0]!.translationMemoryId!;
    const memory = await client.getTranslationMemory(memoryId);
    expect(memory).toMatchObject({
      name: 'Okapi sample',
      sourceLanguage: 'en',
      targetLanguages: ['fr'],
      segmentCount: 2,
    });
    expect((await client.listTranslationMemories()).map((found) => found.name)).toContain('Okapi sample');

    const first = await client.listTranslationMemorySegments(memoryId, { pageSize: 1 });
    expect(first.segments[0]).toMatchObject({ sourceText: 'data (with a non-standard character: \uF8FF).' });
    expect(first.segments[0]?.targets[0]).toMatchObject({ targetLanguage: 'fr' });
    expect(first.segmentCount).toBe(2);
    const second = await client.listTranslationMemorySegments(memoryId, {
      pageSize: 1,
      pageCursor: first.nextPageCursor,
    });
    expect(second.segments.map((segment) => segment.sourceText)).toEqual(['menu']);
    expect(second.nextPageCursor).toBeUndefined();
    const filtered = await client.listTranslationMemorySegments(memoryId, { filterText: 'DONNÉES' });
    expect(filtered.segments).toHaveLength(1);

    const target = join(dir, 'export.tmx');
    const exported = await client.exportTranslationMemoryToFilepath(memoryId, target, { timeoutMs: 10_000 });
    expect(exported.operation).toBe('export');
    const read = readTmx(readFileSync(target, 'utf8'), 'export.tmx');
    expect(read.units.map((unit) => unit.source)).toEqual(['data (with a non-standard character: \uF8FF).', 'menu']);
    expect((await client.createTranslationMemoryExport(memoryId)).reusedExisting).toBe(true);

    await client.deleteTranslationMemory(memoryId);
    await expect(client.getTranslationMemory(memoryId)).rejects.toThrow(/not found/i);
  });

  it('translates with an imported memory: its exact segment as stored, a near one marked as fuzzy', async () => {
    const client = peer.pro();
    const path = join(dir, 'client.tmx');
    writeFileSync(
      path,
      tmx([
        ['The warranty covers parts and labour.', 'Die Garantie umfasst Teile und Arbeitszeit.'],
        ['Returns are accepted within 14 days.', 'Rücksendungen werden innerhalb von 14 Tagen angenommen.'],
      ]),
    );
    const job = await client.importTranslationMemoryFromFilepath(path, { timeoutMs: 10_000 });
    const memoryId = job.results[0]!.translationMemoryId!;
    const exact = await client.translateText('Returns are accepted within 14 days.', 'en', 'de', {
      translationMemory: memoryId,
    });
    expect(exact.text).toBe('Rücksendungen werden innerhalb von 14 Tagen angenommen.');
    const fuzzy = await client.translateText('Returns are accepted within 30 days.', 'en', 'de', {
      translationMemory: memoryId,
      translationMemoryThreshold: 75,
    });
    expect(fuzzy.text).toMatch(/^Rücksendungen werden innerhalb von 14 Tagen angenommen\. ⟦memory: \d\d% match⟧$/);
  });

  it('fails the import of a malformed file with the reason, and refuses a bad declaration', async () => {
    const client = peer.pro();
    const path = join(dir, 'broken.tmx');
    writeFileSync(path, '<tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>cut');
    await expect(client.importTranslationMemoryFromFilepath(path, { timeoutMs: 10_000 })).rejects.toThrow(
      /“broken.tmx” is not well-formed XML/,
    );
    await expect(client.createTranslationMemoryImport('huge.tmx', 2_000_000_000)).rejects.toThrow(
      /source_file.content_length/,
    );
    await expect(client.getTranslationMemoryJob('no-such-job')).rejects.toBeInstanceOf(DeepLError);
  });
});
