// Managing translation memories (the service's beta) through Glossa's client against the simulator: a TMX
// imported (declared, uploaded to the signed address with progress, the job polled), its segments browsed
// page by page, exported (job, then a download into a file) and deleted, after which a translation naming it
// is refused before sending. The spec dialect has none of these, and answers its "not found".
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readTmx } from '../../node/formats/tmx/tmxUnits';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testing/simulatorClients';

const SAMPLE = join(__dirname, '../../node/formats/tmx/samples/sampleTMX2.tmx');
const dir = mkdtempSync(join(tmpdir(), 'glossa-tm-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('translation memory management (public dialect)', () => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect: 'public' });
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());

  it('imports a TMX with progress, browses its segments, exports it to a file and deletes it', async () => {
    const memories = env.pro.translationMemories;
    const size = statSync(SAMPLE).size;
    const created = await memories.createImport({
      source_file: { file_name: 'sampleTMX2.tmx', content_length: size, content_type: 'application/xml' },
      parameters: { display_name: 'Okapi sample' },
    });
    expect((await memories.job(created.job_id)).results[0]?.status).toBe('awaiting_input');
    const progress: number[] = [];
    await memories.upload(created.upload_url, SAMPLE, { onProgress: (sent) => progress.push(sent) });
    expect(progress.at(-1)).toBe(size);
    const done = await memories.job(created.job_id);
    expect(done.results[0]).toMatchObject({ status: 'completed', skipped_segment_count: 0 });
    const memoryId = done.results[0]!.translation_memory_id!;
    expect(await memories.get(memoryId)).toMatchObject({ name: 'Okapi sample', segment_count: 2 });

    const page = await memories.segments(memoryId, { page_size: 1 });
    expect(page.segments).toHaveLength(1);
    const next = await memories.segments(memoryId, { page_size: 1, page_cursor: page.next_page_cursor! });
    expect(next.segments[0]?.source_text).toBe('menu');

    const exportJob = await memories.createExport(memoryId);
    const finished = await memories.job(exportJob.job_id);
    const target = join(dir, 'okapi.tmx');
    await memories.download(finished.results[0]!.download_url!, target);
    expect(readTmx(readFileSync(target, 'utf8'), 'okapi.tmx').units).toHaveLength(2);

    await memories.delete(memoryId);
    const gone = await failure(
      env.pro.translate.text({ text: ['menu'], source_lang: 'en', target_lang: 'fr', translation_memory_id: memoryId }),
    );
    expect(gone.kind).toBe('notFound');
    expect(gone.fields?.[0]?.field).toBe('translation_memory_id');
  });

  it('refuses the Free plan before asking, and a wrong signature at the upload address', async () => {
    const free = await failure(env.free.translationMemories.get('x'));
    expect(free.message).toMatch(/Translation memories are available only to Pro/);
    const created = await env.pro.translationMemories.createImport({
      source_file: { file_name: 'a.tmx', content_length: statSync(SAMPLE).size },
    });
    const forged = created.upload_url.replace(/signature=[^&]+/, 'signature=forged');
    const refused = await failure(env.pro.translationMemories.upload(forged, SAMPLE));
    expect(refused.status).toBe(403);
    expect(refused.message).not.toContain(new URL(created.upload_url).searchParams.get('signature')!);
  });
});

describe('translation memory management (spec dialect)', () => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect: 'spec' });
  });
  afterAll(() => env.close());

  it('answers the published "not found": the spec has no memory management', async () => {
    const error = await failure(
      env.pro.translationMemories.createImport({ source_file: { file_name: 'a.tmx', content_length: 10 } }),
    );
    expect(error.status).toBe(404);
  });
});
