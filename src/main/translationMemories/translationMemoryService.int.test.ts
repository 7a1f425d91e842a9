// Managing memories as the window asks main to, against the simulator: a TMX staged in chunks, checked, uploaded
// with progress and read by the service into a memory; its segments page by page; an export read back in
// chunks; delete, after which the memory is "deleted elsewhere" for anyone still showing it. A malformed,
// mistyped or gigantic file is refused before anything reaches the service; the spec's form, which lists
// memories but cannot manage them, says so.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../shared/calls/translationMemories';
import { readTmx } from '../../node/formats/tmx/tmxUnits';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from '../api/testing/simulatorClients';
import { workInThisThread } from '../workers/testing/workInThisThread';
import { TranslationMemoryService } from './translationMemoryService';

const SAMPLE = readFileSync(join(__dirname, '../../node/formats/tmx/samples/sampleTMX2.tmx'));
const LEGAL = 'a74d88fb-ed2a-4943-a664-a4512398b994';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function serviceOn(env: ClientsOnSimulator, progress: ImportProgress[] = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'glossa-tm-service-'));
  dirs.push(dataDir);
  return new TranslationMemoryService({
    connection: { client: async () => env.pro },
    work: workInThisThread,
    dataDir,
    progress: (p) => progress.push(p),
    sleep: async () => undefined,
  });
}

async function staged(memories: TranslationMemoryService, name: string, bytes: Buffer): Promise<string> {
  const stagingId = await memories.stageBegin(name, bytes.length);
  for (let at = 0; at < bytes.length; at += 100) await memories.stageChunk(stagingId, at, bytes.subarray(at, at + 100));
  return stagingId;
}

describe('managing translation memories (public dialect)', () => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect: 'public' });
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());

  it('imports a staged TMX with progress, pages its segments, exports it in chunks and deletes it', async () => {
    const progress: ImportProgress[] = [];
    const memories = serviceOn(env, progress);
    const stagingId = await staged(memories, 'sampleTMX2.tmx', SAMPLE);
    const imported = await memories.importTmx({
      file: { kind: 'staged', stagingId },
      fileName: 'sampleTMX2.tmx',
      name: 'Okapi sample',
      importId: 'i1',
    });
    expect(imported).toMatchObject({ name: 'Okapi sample', segmentCount: 2, skipped: 0 });
    expect([...new Set(progress.map((p) => p.phase))]).toEqual(['checking', 'uploading', 'processing']);
    expect(progress.filter((p) => p.phase === 'uploading').at(-1)).toMatchObject({
      sent: SAMPLE.length,
      total: SAMPLE.length,
    });
    expect((await env.pro.translationMemories.all()).map((m) => m.name)).toContain('Okapi sample');

    const first = await memories.segments({ memoryId: imported.memoryId, pageSize: 1 });
    expect(first).toMatchObject({ segmentCount: 2, segments: [{ targets: [{ language: expect.any(String) }] }] });
    const second = await memories.segments({ memoryId: imported.memoryId, pageSize: 1, cursor: first.nextCursor! });
    expect(second.segments[0]?.source).toBe('menu');
    expect(second.nextCursor).toBeUndefined();

    const exported = await memories.exportTmx(imported.memoryId);
    expect(exported.fileName).toBe('Okapi sample.tmx');
    const chunks: Buffer[] = [];
    for (let done = false; !done;) {
      const chunk = await memories.exportRead(exported.exportId, Buffer.concat(chunks).length);
      chunks.push(Buffer.from(chunk.base64, 'base64'));
      done = chunk.done;
    }
    expect(readTmx(Buffer.concat(chunks).toString('utf8'), 'x.tmx').units).toHaveLength(2);
    expect((await failure(memories.exportRead(exported.exportId, 0))).kind).toBe('notFound');

    expect(await memories.delete(imported.memoryId)).toEqual({ deleted: true });
    const gone = await failure(memories.segments({ memoryId: imported.memoryId }));
    expect(gone.uiMessage).toEqual({ id: 'memories.gone' });
    expect(gone.message).toMatch(/no longer exists: it was deleted elsewhere/);
  });

  it('refuses a malformed TMX, a file of another type and one over 1 GB before anything reaches the service', async () => {
    const memories = serviceOn(env);
    const broken = Buffer.from(SAMPLE.toString('utf8').replace('</body>', ''));
    const stagingId = await staged(memories, 'broken.tmx', broken);
    const malformed = await failure(
      memories.importTmx({ file: { kind: 'staged', stagingId }, fileName: 'broken.tmx', name: 'b', importId: 'i2' }),
    );
    expect(malformed.message).toMatch(
      /^“broken.tmx” is not well-formed XML \(line \d+\), so it cannot be read as TMX\.$/,
    );
    const wrongType = await failure(memories.stageBegin('contract.docx', 1000));
    expect(wrongType.uiMessage?.id).toBe('memories.import.notTmx');
    const gigantic = await failure(memories.stageBegin('everything.tmx', 1_200_000_000));
    expect(gigantic.message).toBe(
      '“everything.tmx” is 1.2 GB, and the service imports TMX files of at most 1 GB: split the memory into smaller files in your CAT tool.',
    );
    const declared = env.simulator.control.requests().filter((r) => r.path.startsWith('/v3/translation_memories'));
    expect(declared).toEqual([]);
  });

  it('says a memory was deleted elsewhere when it is gone from the list too', async () => {
    const memories = serviceOn(env);
    await env.pro.translationMemories.delete(LEGAL);
    const gone = await failure(memories.exportTmx(LEGAL));
    expect(gone.kind).toBe('notFound');
    expect(gone.uiMessage).toEqual({ id: 'memories.gone' });
    expect(gone.uiNextStep).toEqual({ id: 'memories.gone.nextStep' });
  });
});

describe('managing translation memories (spec dialect)', () => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect: 'spec' });
  });
  afterAll(() => env.close());

  it('says the service cannot manage memories it still lists, rather than calling them deleted', async () => {
    const memories = serviceOn(env);
    expect((await env.pro.translationMemories.all()).some((m) => m.translation_memory_id === LEGAL)).toBe(true);
    const refused = await failure(memories.segments({ memoryId: LEGAL }));
    expect(refused.uiMessage).toEqual({ id: 'memories.notOffered' });
  });
});
