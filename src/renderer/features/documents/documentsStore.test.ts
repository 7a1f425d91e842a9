// The documents store against a fake of main: what it asks main for, what it refuses before sending, how a
// dropped file's bytes reach main, and how it follows main's events.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STAGING_CHUNK_BYTES, type DocumentsState } from '../../../shared/calls/documents';
import { defaultSettings } from '../../../shared/settings';
import { switchedAccount } from '../../lib/testing/switchedAccount';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useDocuments } = await import('./documentsStore');

const initial = useDocuments.getState();
const emptyQueue: DocumentsState = { jobs: [], batches: [], concurrency: 3 };

function answerMain(
  fileDialogs: boolean,
  defaults: Partial<ReturnType<typeof defaultSettings>['translationDefaults']> = {},
) {
  const settings = defaultSettings();
  main.answer('documents.state', () => emptyQueue);
  main.answer('documents.capabilities', () => ({ fileDialogs, osNotifications: false }));
  main.answer('settings.get', () => ({
    ...settings,
    translationDefaults: { ...settings.translationDefaults, sourceLang: 'en', targetLang: 'de', ...defaults },
  }));
  main.answer('settings.update', (patch) => ({ ...settings, ...(patch as object) }));
  main.answer('documents.glossaryChoices', () => ({ glossaries: [{ id: 'g1', name: 'Contracts', pairs: ['en→de'] }] }));
}

beforeEach(() => {
  main.calls.length = 0;
  useDocuments.setState(initial, true);
});

describe('loading', () => {
  it('reads the queue, the host and the remembered options, and offers the glossaries of the pair', async () => {
    answerMain(true);
    await useDocuments.getState().load();
    const state = useDocuments.getState();
    expect(state.queue).toEqual(emptyQueue);
    expect(state.options).toMatchObject({ sourceLang: 'en', targetLang: 'de', placement: 'beside', pdfOutput: 'pdf' });
    expect(state.glossaries?.map((g) => g.id)).toEqual(['g1']);
    expect(main.requests('documents.glossaryChoices')).toEqual([{ sourceLang: 'en', targetLang: 'de' }]);
  });

  it('saves into a folder in the browser, where dropped files have no folder of their own', async () => {
    answerMain(false);
    await useDocuments.getState().load();
    expect(useDocuments.getState().options?.placement).toBe('folder');
  });
});

describe('options', () => {
  it('drops the glossary when the source is left to detection, and remembers the options in settings', async () => {
    answerMain(true);
    await useDocuments.getState().load();
    await useDocuments.getState().setOptions({ glossaryId: 'g1' });
    await useDocuments.getState().setOptions({ sourceLang: null });
    expect(useDocuments.getState().options?.glossaryId).toBeNull();
    expect(main.requests('settings.update').at(-1)).toMatchObject({
      translationDefaults: { sourceLang: null, targetLang: 'de' },
      documents: { glossaryId: null },
    });
  });
});

describe('a new target starts from its own defaults in Settings', () => {
  const french = {
    byTarget: {
      FR: {
        formality: 'more' as const,
        glossaryIds: ['g2', 'g1', 'gone'],
        memoryId: 'm1',
        memoryThreshold: 80,
        styleProfileId: 'p1',
      },
    },
  };
  const answerFrench = () => {
    answerMain(true, french);
    main.answer('documents.glossaryChoices', () => ({
      glossaries: [
        { id: 'g1', name: 'Contracts', pairs: ['en→fr'] },
        { id: 'g2', name: 'Marketing', pairs: ['en→fr'] },
      ],
    }));
  };

  it("takes the target's formality, glossaries in priority order (those the pair offers), memory and client profile", async () => {
    answerFrench();
    const { useStyleProfiles } = await import('../styleProfiles/styleProfilesStore');
    useStyleProfiles.getState().choose(null);
    await useDocuments.getState().load();
    await useDocuments.getState().setOptions({ targetLang: 'fr' });
    expect(useDocuments.getState().options).toMatchObject({
      targetLang: 'fr',
      formality: 'more',
      glossaryId: 'g2',
      moreGlossaryIds: ['g1'],
      memoryId: 'm1',
      memoryThreshold: 80,
    });
    expect(useStyleProfiles.getState().chosen).toBe('p1');
  });

  it('keeps a folder typed while the new target’s defaults are read (a clean clone’s e2e lost it)', async () => {
    answerFrench();
    await useDocuments.getState().load();
    const target = useDocuments.getState().setOptions({ targetLang: 'fr' });
    await useDocuments.getState().setOptions({ outputFolder: '/home/me/Translations' });
    await target;
    expect(useDocuments.getState().options).toMatchObject({
      targetLang: 'fr',
      formality: 'more',
      outputFolder: '/home/me/Translations',
    });
  });

  it('keeps what the user changed for this batch, and starts afresh once the batch is sent', async () => {
    answerFrench();
    await useDocuments.getState().load();
    await useDocuments.getState().setOptions({ formality: 'less' });
    await useDocuments.getState().setOptions({ memoryId: 'm9' });
    await useDocuments.getState().setOptions({ targetLang: 'fr' });
    expect(useDocuments.getState().options).toMatchObject({
      formality: 'less',
      memoryId: 'm9',
      glossaryId: 'g2',
      moreGlossaryIds: ['g1'],
    });
  });

  it('keeps the per-target defaults in Settings when it remembers the options', async () => {
    answerFrench();
    await useDocuments.getState().load();
    await useDocuments.getState().setOptions({ sourceLang: 'de' });
    expect(main.requests('settings.update').at(-1)).toMatchObject({
      translationDefaults: { sourceLang: 'de', byTarget: french.byTarget },
    });
  });

  it('leaves the choices as they are for a target without its own defaults', async () => {
    answerFrench();
    await useDocuments.getState().load();
    await useDocuments.getState().setOptions({ formality: 'prefer_less' }, false);
    await useDocuments.getState().setOptions({ targetLang: 'it' });
    expect(useDocuments.getState().options).toMatchObject({
      targetLang: 'it',
      formality: 'prefer_less',
      memoryId: null,
    });
  });
});

describe('adding files', () => {
  it('refuses a dropped file of an unsupported type by the shared rule, sending nothing', async () => {
    answerMain(true);
    await useDocuments.getState().load();
    await useDocuments.getState().addFiles([{ name: 'tool.exe', file: new File([new Uint8Array(4)], 'tool.exe') }]);
    expect(useDocuments.getState().refused).toEqual([
      {
        name: 'tool.exe',
        reason: expect.stringMatching(/\.exe|cannot|not/i),
        says: { id: 'documents.refused.unsupportedType', values: expect.objectContaining({ extension: 'exe' }) },
      },
    ]);
    expect(main.calls.filter((c) => c.method.startsWith('documents.stage') || c.method === 'documents.add')).toEqual(
      [],
    );
  });

  it('keeps a dropped file waiting for an output folder, staged in main only to count what it will bill', async () => {
    answerMain(true);
    main.answer('documents.stageBegin', () => ({ stagingId: 'st-count' }));
    main.answer('documents.stageChunk', () => ({ received: 15 }));
    main.answer('documents.count', () => ({ files: [{ name: 'letter.txt', characters: 15 }] }));
    await useDocuments.getState().load();
    const letter = { name: 'letter.txt', file: new File(['Dear colleagues'], 'letter.txt') };
    await useDocuments.getState().addFiles([letter]);
    expect(useDocuments.getState().pending.map((f) => f.name)).toEqual(['letter.txt']);
    expect(main.requests('documents.count')).toEqual([{ file: { kind: 'staged', stagingId: 'st-count' } }]);
    expect(useDocuments.getState().counts.get(useDocuments.getState().pending[0]!)).toEqual({
      state: 'counted',
      files: [{ name: 'letter.txt', characters: 15 }],
    });
    // Sending it anyway says what is missing, and the file stays; nothing reaches the queue.
    await useDocuments.getState().confirmPending();
    expect(useDocuments.getState().addError).toMatchObject({ kind: 'validation', fields: [{ field: 'outputFolder' }] });
    expect(useDocuments.getState().pending).toHaveLength(1);
    expect(main.requests('documents.stageBegin')).toHaveLength(1);
    expect(main.requests('documents.add')).toEqual([]);
    // Not translating it removes the staged copy.
    useDocuments.getState().discardPending();
    expect(main.requests('documents.unstage')).toEqual([{ stagingId: 'st-count' }]);
  });

  it('keeps a text file dropped with every option set waiting with its count: nothing is sent before "Translate"', async () => {
    answerMain(false, { outputFolder: '/home/me/Translations' });
    main.answer('documents.stageBegin', () => ({ stagingId: 'st-txt' }));
    main.answer('documents.stageChunk', () => ({ received: 13 }));
    main.answer('documents.count', () => ({ files: [{ name: 'report.txt', characters: 13 }] }));
    main.answer('documents.checkOutputFolder', () => ({ state: 'ready' }));
    main.answer('documents.add', () => ({ batchId: 'b1', added: 1, refused: [] }));
    await useDocuments.getState().load();
    await useDocuments.getState().addFiles([{ name: 'report.txt', file: new File(['The contract.'], 'report.txt') }]);
    const [waiting] = useDocuments.getState().pending;
    expect(waiting?.name).toBe('report.txt');
    expect(useDocuments.getState().counts.get(waiting!)).toEqual({
      state: 'counted',
      files: [{ name: 'report.txt', characters: 13 }],
    });
    expect(main.requests('documents.add')).toEqual([]);
    await useDocuments.getState().confirmPending();
    // The copy staged for the count is the one sent: the bytes cross once.
    expect(main.requests('documents.stageBegin')).toHaveLength(1);
    expect(main.requests('documents.add')).toEqual([
      { files: [{ kind: 'staged', stagingId: 'st-txt' }], options: expect.objectContaining({ targetLang: 'de' }) },
    ]);
    expect(useDocuments.getState().pending).toEqual([]);
  });

  it('stages a dropped file in order, in chunks, then adds it to the queue as staged', async () => {
    answerMain(false, { outputFolder: '/home/me/Translations' });
    const received: Buffer[] = [];
    main.answer('documents.stageBegin', () => ({ stagingId: 'st-1' }));
    main.answer('documents.stageChunk', (request) => {
      const { offset, base64 } = request as { offset: number; base64: string };
      expect(offset).toBe(received.reduce((n, b) => n + b.length, 0));
      received.push(Buffer.from(base64, 'base64'));
      return { received: offset + received.at(-1)!.length };
    });
    main.answer('documents.count', () => ({ files: [{ name: 'report.txt', characters: 0 }] }));
    main.answer('documents.add', () => ({ batchId: 'b1', added: 1, refused: [] }));
    main.answer('documents.checkOutputFolder', () => ({ state: 'ready' }));
    await useDocuments.getState().load();
    const bytes = new Uint8Array(STAGING_CHUNK_BYTES + 10).map((_, i) => i % 251);
    await useDocuments.getState().addFiles([{ name: 'report.txt', file: new File([bytes], 'report.txt') }]);
    await useDocuments.getState().confirmPending();
    expect(received).toHaveLength(2);
    expect(Buffer.concat(received).equals(Buffer.from(bytes))).toBe(true);
    expect(main.requests('documents.stageBegin')).toEqual([{ name: 'report.txt', size: bytes.length }]);
    expect(main.requests('documents.add')).toEqual([
      {
        files: [{ kind: 'staged', stagingId: 'st-1' }],
        options: expect.objectContaining({ targetLang: 'de', outputFolder: '/home/me/Translations' }),
      },
    ]);
    expect(useDocuments.getState()).toMatchObject({ sending: null, addError: null, refused: [] });
  });

  it('checks the output folder before sending anything: a missing one keeps the file waiting, nothing added', async () => {
    answerMain(false, { outputFolder: '/home/me/New' });
    main.answer('documents.stageBegin', () => ({ stagingId: 'st-2' }));
    main.answer('documents.stageChunk', () => ({ received: 13 }));
    main.answer('documents.count', () => ({ files: [{ name: 'report.txt', characters: 13 }] }));
    main.answer('documents.checkOutputFolder', () => ({
      state: 'missing',
      message: 'This folder does not exist yet.',
    }));
    await useDocuments.getState().load();
    await useDocuments.getState().addFiles([{ name: 'report.txt', file: new File(['The contract.'], 'report.txt') }]);
    await useDocuments.getState().confirmPending();
    expect(main.requests('documents.add')).toEqual([]);
    expect(useDocuments.getState().pending.map((f) => f.name)).toEqual(['report.txt']);
    expect(useDocuments.getState().folderProblem).toMatchObject({ state: 'missing', path: '/home/me/New' });
  });
});

describe("following main's events", () => {
  it('shows the queue main reports, and offers the new account its own glossaries', async () => {
    answerMain(true);
    await useDocuments.getState().load();
    const queue: DocumentsState = { ...emptyQueue, concurrency: 2 };
    main.emit('documents.onChanged', queue);
    expect(useDocuments.getState().queue).toBe(queue);
    main.answer('documents.glossaryChoices', () => ({ glossaries: [] }));
    main.emit('accounts.onChanged', switchedAccount());
    await vi.waitFor(() => expect(useDocuments.getState().glossaries).toEqual([]));
    expect(main.requests('documents.glossaryChoices')).toHaveLength(2);
  });
});
