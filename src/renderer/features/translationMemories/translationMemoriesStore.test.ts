// The translation memories screen's state: segments paged by the service's cursors (Previous goes back), a memory
// deleted elsewhere cleared with its sentence, an import refused at once or sent in chunks with main's progress,
// and an export read in chunks and handed to the download whole.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemorySummary } from '../../../shared/calls/translate';
import { NotFoundError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const downloads = vi.hoisted(() => [] as { fileName: string; content: unknown }[]);
vi.mock('../../lib/download', () => ({
  download: (fileName: string, _type: string, content: unknown) => downloads.push({ fileName, content }),
}));
const { useTranslationMemories } = await import('./translationMemoriesStore');

const memory = (memoryId: string, name: string): MemorySummary => ({
  memoryId,
  name,
  sourceLang: 'en',
  targetLangs: ['de'],
  segmentCount: 60,
});
let memories: MemorySummary[] = [];
const segment = (id: string) => ({ id, source: `source ${id}`, targets: [{ language: 'de', text: `Ziel ${id}` }] });

beforeEach(() => {
  memories = [memory('m1', 'Legal'), memory('m2', 'Marketing')];
  main.calls.length = 0;
  downloads.length = 0;
  useTranslationMemories.setState({
    memories: null,
    chosen: null,
    page: null,
    cursors: [],
    filter: '',
    importing: null,
    imported: null,
    error: null,
    done: null,
  });
  main.answer('translate.memories', () => ({ memories }));
  main.answer('translationMemories.segments', (request) => {
    const { cursor } = request as { cursor?: string };
    return cursor === 'c2'
      ? { segments: [segment('s26')], segmentCount: 26 }
      : { segments: [segment('s1')], segmentCount: 26, nextCursor: 'c2' };
  });
});

describe('browsing a memory', () => {
  it('goes to the next page by the service’s cursor, and back to the first without one', async () => {
    const store = useTranslationMemories.getState();
    await store.load();
    await store.choose('m1');
    await useTranslationMemories.getState().nextPage();
    expect(useTranslationMemories.getState().page).toMatchObject({ number: 2, segments: [{ id: 's26' }] });
    await useTranslationMemories.getState().previousPage();
    expect(useTranslationMemories.getState().page).toMatchObject({ number: 1, nextCursor: 'c2' });
    expect(main.requests('translationMemories.segments')).toEqual([
      { memoryId: 'm1' },
      { memoryId: 'm1', cursor: 'c2' },
      { memoryId: 'm1' },
    ]);
  });

  it('sends a filter only from 2 characters on', async () => {
    await useTranslationMemories.getState().choose('m1');
    await useTranslationMemories.getState().setFilter('a');
    await useTranslationMemories.getState().setFilter('ag');
    expect(main.requests('translationMemories.segments')).toEqual([
      { memoryId: 'm1' },
      { memoryId: 'm1', filter: 'ag' },
    ]);
  });

  it('clears a memory deleted elsewhere, reads the list again and keeps the sentence', async () => {
    await useTranslationMemories.getState().load();
    memories = [memory('m2', 'Marketing')];
    main.answer('translationMemories.segments', () => {
      throw new NotFoundError({ says: { id: 'memories.gone' } });
    });
    await useTranslationMemories.getState().choose('m1');
    const state = useTranslationMemories.getState();
    expect(state.chosen).toBeNull();
    expect(state.memories?.map((m) => m.name)).toEqual(['Marketing']);
    expect(state.error?.uiMessage).toEqual({ id: 'memories.gone' });
  });
});

describe('importing a TMX file', () => {
  it('refuses another type of file or one over 1 GB at once, sending nothing', async () => {
    await useTranslationMemories.getState().importFile(new File(['x'], 'memory.docx'), '');
    expect(useTranslationMemories.getState().error?.uiMessage?.id).toBe('memories.import.notTmx');
    const huge = new File(['x'], 'huge.tmx');
    Object.defineProperty(huge, 'size', { value: 1_500_000_000 });
    await useTranslationMemories.getState().importFile(huge, '');
    expect(useTranslationMemories.getState().error?.uiMessage?.id).toBe('memories.import.tooLarge');
    expect(main.calls.filter((c) => c.method.startsWith('translationMemories.'))).toEqual([]);
  });

  it('sends the file in chunks, follows main’s progress and then shows the new memory', async () => {
    const phases: string[] = [];
    const unsubscribe = useTranslationMemories.subscribe((s) => {
      if (s.importing && phases.at(-1) !== s.importing.phase) phases.push(s.importing.phase);
    });
    main.answer('translationMemories.stageBegin', () => ({ stagingId: 'a'.repeat(32) }));
    main.answer('translationMemories.stageChunk', () => ({ received: 5 }));
    main.answer('translationMemories.importTmx', (request) => {
      const { importId } = request as { importId: string };
      main.emit('translationMemories.onImportProgress', { importId, phase: 'uploading', sent: 2, total: 5 });
      main.emit('translationMemories.onImportProgress', { importId, phase: 'processing', sent: 5, total: 5 });
      memories = [...memories, memory('m3', 'Client A')];
      return { memoryId: 'm3', name: 'Client A', segmentCount: 60, skipped: 1 };
    });
    await useTranslationMemories.getState().importFile(new File(['<tmx/'], 'client-a.tmx'), ' Client A ');
    unsubscribe();
    expect(phases).toEqual(['sending', 'uploading', 'processing']);
    expect(main.requests('translationMemories.importTmx')[0]).toMatchObject({
      file: { kind: 'staged', stagingId: 'a'.repeat(32) },
      fileName: 'client-a.tmx',
      name: 'Client A',
    });
    const state = useTranslationMemories.getState();
    expect(state).toMatchObject({ importing: null, chosen: 'm3', imported: { skipped: 1 } });
    expect(state.memories?.map((m) => m.name)).toContain('Client A');
  });
});

describe('exporting a memory', () => {
  it('reads main’s file chunk by chunk and downloads the chunks as one file', async () => {
    await useTranslationMemories.getState().choose('m1');
    main.answer('translationMemories.exportTmx', () => ({ exportId: 'e1', fileName: 'Legal.tmx', size: 6 }));
    main.answer('translationMemories.exportRead', (request) => {
      const { offset } = request as { offset: number };
      return offset === 0 ? { base64: btoa('<tm'), done: false } : { base64: btoa('x/>'), done: true };
    });
    await useTranslationMemories.getState().exportChosen();
    expect(main.requests('translationMemories.exportRead')).toEqual([
      { exportId: 'e1', offset: 0 },
      { exportId: 'e1', offset: 3 },
    ]);
    expect(downloads).toHaveLength(1);
    const parts = downloads[0]!.content as Uint8Array[];
    expect(new TextDecoder().decode(Buffer.concat(parts))).toBe('<tmx/>');
    expect(useTranslationMemories.getState().done).toEqual({
      id: 'memories.exported',
      values: { fileName: 'Legal.tmx' },
    });
  });
});
