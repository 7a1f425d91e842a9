// What a window may ask of document translation, against the in-process simulator: dropped bytes staged in
// chunks, folders and refusals, where translations go, glossary choices for a pair, and the notification.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '../../simulator';
import { LanguageServicesClient } from '../api/client';
import type { DocumentsState } from '../../shared/calls/documents';
import { STAGING_CHUNK_BYTES } from '../../shared/calls/documents';
import { DocumentService } from './documentService';
import { untilDocuments } from './testing/queueStates';
import { placeDownloadedFile } from './outputPlacement';
import { startWorkPool } from '../workers/workPool';

let sim: Simulator;
let dir: string;
let client: LanguageServicesClient;
let service: DocumentService;
const notifications: string[] = [];

beforeEach(async () => {
  sim = await startSimulator({ documentTimings: { queuedMs: 50, translatingMs: 200 }, glossaryReadyDelayMs: 0 });
  client = new LanguageServicesClient({ authKey: sim.keys.pro, authScheme: sim.authScheme, baseUrl: sim.proUrl });
  dir = await mkdtemp(join(tmpdir(), 'glossa-docservice-'));
  await mkdir(join(dir, 'out'));
  notifications.length = 0;
  service = await DocumentService.open({
    userDataDir: join(dir, 'userData'),
    host: {
      openPath: async () => undefined,
      showInFolder: async () => undefined,
      notify: (title, body) => void notifications.push(`${title}: ${body}`),
    },
    connection: {
      current: async () => ({ accountId: 'demo', name: 'Demo', plan: 'pro', baseUrl: sim.proUrl, demo: true }),
      client: async () => client,
    },
  });
});

afterEach(async () => {
  await service.close();
  await client.close();
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

const until = (done: (s: DocumentsState) => boolean) => untilDocuments(service, done);
const finished = (s: DocumentsState) =>
  s.jobs.length > 0 && s.jobs.every((j) => ['done', 'error', 'cancelled'].includes(j.state));

describe('document translation for a window', () => {
  it('takes a dropped file in chunks, translates it into the chosen folder, and notifies once with the billed characters', async () => {
    const line = 'The contract is signed by the buyer.\n';
    const text = line.repeat(Math.ceil((2.5 * STAGING_CHUNK_BYTES) / line.length));
    const bytes = Buffer.from(text);
    const { stagingId } = await service.stageBegin({ name: 'big letter.txt', size: bytes.length });
    for (let offset = 0; offset < bytes.length; offset += STAGING_CHUNK_BYTES) {
      await service.stageChunk({
        stagingId: stagingId,
        offset: offset,
        base64: bytes.subarray(offset, offset + STAGING_CHUNK_BYTES).toString('base64'),
      });
    }
    const result = await service.add({
      files: [{ kind: 'staged', stagingId }],
      options: { targetLang: 'de', pdfOutput: 'pdf', outputFolder: join(dir, 'out') },
    });
    expect(result).toMatchObject({ added: 1, refused: [] });
    const state = await until(finished);
    expect(state.jobs[0]!.state).toBe('done');
    const translated = await readFile(join(dir, 'out', 'big letter.de.txt'), 'utf8');
    expect(translated.split('\n')[0]).toBe('Die Vertrag ist unterschrieben von die buyeren.');
    expect(notifications).toEqual([
      `Documents translated: 1 of 1 translated, ${state.jobs[0]!.billedCharacters!.toLocaleString('en-US')} characters billed.`,
    ]);
  });

  it('refuses dropped files without an output folder, saying why', async () => {
    const { stagingId } = await service.stageBegin({ name: 'a.txt', size: 3 });
    await service.stageChunk({ stagingId: stagingId, offset: 0, base64: Buffer.from('abc').toString('base64') });
    await expect(
      service.add({ files: [{ kind: 'staged', stagingId }], options: { targetLang: 'de', pdfOutput: 'pdf' } }),
    ).rejects.toThrow(/no folder of their own/);
  });

  it('a folder adds its supported files beside themselves; other files are refused with the reason', async () => {
    await mkdir(join(dir, 'in'));
    await writeFile(join(dir, 'in', 'a.txt'), 'The contract.');
    await writeFile(join(dir, 'in', 'b.html'), '<p>The buyer.</p>');
    await writeFile(join(dir, 'in', 'tool.exe'), 'MZ');
    const result = await service.add({
      files: [{ kind: 'path', path: join(dir, 'in') }],
      options: { targetLang: 'fr', pdfOutput: 'pdf' },
    });
    expect(result.added).toBe(2);
    expect(result.refused).toEqual([
      { name: 'tool.exe', reason: expect.stringMatching(/cannot be translated/), says: expect.anything() },
    ]);
    await until(finished);
    expect((await readdir(join(dir, 'in'))).sort()).toEqual(['a.fr.txt', 'a.txt', 'b.fr.html', 'b.html', 'tool.exe']);
  });

  it('checks the batch options once, before taking anything: languages, formality, a glossary’s source', async () => {
    await writeFile(join(dir, 'a.txt'), 'x');
    const refusedField = async (options: Parameters<typeof service.add>[0]['options']) => {
      const error = await service.add({ files: [{ kind: 'path', path: join(dir, 'a.txt') }], options }).then(
        () => undefined,
        (e: unknown) => e as { kind: string; fields?: { field: string }[] },
      );
      expect(error?.kind).toBe('validation');
      return error?.fields?.[0]?.field;
    };
    expect(await refusedField({ targetLang: 'tlh', pdfOutput: 'pdf' })).toBe('target_lang');
    expect(await refusedField({ targetLang: 'en-GB', formality: 'more', pdfOutput: 'pdf' })).toBe('formality');
    await expect(
      service.add({
        files: [{ kind: 'path', path: join(dir, 'a.txt') }],
        options: { targetLang: 'de', glossaryId: 'g', pdfOutput: 'pdf' },
      }),
    ).rejects.toThrow(/explicit source language/);
    await expect(
      service.add({
        files: [{ kind: 'path', path: join(dir, 'a.txt') }],
        options: { targetLang: 'de', pdfOutput: 'pdf', outputFolder: join(dir, 'nowhere') },
      }),
    ).rejects.toThrow(/does not exist/);
    expect(service.state().jobs).toEqual([]);
  });

  it('offers the glossaries whose pair serves the batch, a base language covering its variants', async () => {
    await client.glossaries.create({
      name: 'EN-DE',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'contract\tKontrakt', entries_format: 'tsv' }],
    });
    await client.glossaries.create({
      name: 'DE-EN',
      dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: 'Vertrag\tagreement', entries_format: 'tsv' }],
    });
    expect(
      (await service.glossaryChoices({ sourceLang: 'en', targetLang: 'de' })).glossaries.map((g) => g.name),
    ).toEqual(['EN-DE']);
    expect(
      (await service.glossaryChoices({ sourceLang: 'de', targetLang: 'en-GB' })).glossaries.map((g) => g.name),
    ).toEqual(['DE-EN']);
    expect(await service.glossaryChoices({ sourceLang: 'fr', targetLang: 'de' })).toEqual({ glossaries: [] });
  });

  it('opens a result only once it exists, and says so otherwise', async () => {
    await writeFile(join(dir, 'a.txt'), 'The contract.');
    await service.add({
      files: [{ kind: 'path', path: join(dir, 'a.txt') }],
      options: { targetLang: 'de', pdfOutput: 'pdf' },
    });
    const jobId = service.state().jobs[0]!.id;
    await expect(service.openResult({ jobId, how: 'open' })).rejects.toThrow(/no translated file yet/);
    await until(finished);
    await expect(service.openResult({ jobId, how: 'show' })).resolves.toEqual({ ok: true });
    await rm(join(dir, 'a.de.txt'));
    await expect(service.openResult({ jobId, how: 'open' })).rejects.toThrow(/moved or deleted/);
  });

  it('saves a translation kept in the recovery folder where the user says ("Save as…"), and it becomes an ordinary result', async () => {
    await service.close();
    let refuse = true;
    service = await DocumentService.open({
      userDataDir: join(dir, 'userData'),
      host: { openPath: async () => undefined, showInFolder: async () => undefined },
      connection: {
        current: async () => ({ accountId: 'demo', name: 'Demo', plan: 'pro', baseUrl: sim.proUrl, demo: true }),
        client: async () => client,
      },
      placeFile: async (...args) => {
        if (refuse) throw Object.assign(new Error('read-only'), { code: 'EROFS' });
        return placeDownloadedFile(...args);
      },
    });
    refuse = true;
    const path = join(dir, 'contract.txt');
    await writeFile(path, 'The contract is signed by the buyer.');
    await service.add({
      files: [{ kind: 'path', path }],
      options: { targetLang: 'de', pdfOutput: 'pdf', outputFolder: join(dir, 'out') },
    });
    const kept = await until((s) => s.jobs[0]?.state === 'done');
    expect(kept.jobs[0]).toMatchObject({
      recoveredPath: expect.stringContaining(join('userData', 'documents', 'recovered')),
      error: { message: expect.stringContaining('read-only') },
    });
    await expect(service.saveRecovered({ jobId: kept.jobs[0]!.id, folder: join(dir, 'nowhere') })).rejects.toThrow(
      /not a folder/,
    );
    refuse = false;
    await mkdir(join(dir, 'elsewhere'));
    const { path: saved } = await service.saveRecovered({ jobId: kept.jobs[0]!.id, folder: join(dir, 'elsewhere') });
    expect(saved).toBe(join(dir, 'elsewhere', 'contract.de.txt'));
    expect(await readFile(saved, 'utf8')).toContain('Die');
    const after = service.state().jobs[0]!;
    expect(after).toMatchObject({ outputPath: saved, outputName: 'contract.de.txt' });
    expect(after.recoveredPath).toBeUndefined();
    expect(after.error).toBeUndefined();
    // Moved, not copied: nothing of it is left in the recovery folder.
    await expect(readdir(join(dir, 'userData', 'documents', 'recovered', after.id))).rejects.toThrow(/ENOENT/);
  });

  it('starts with a folder where the journal should be, and shows what happened until dismissed', async () => {
    await service.close();
    await rm(join(dir, 'userData', 'documents', 'journal.json'), { force: true });
    await mkdir(join(dir, 'userData', 'documents', 'journal.json'));
    service = await DocumentService.open({
      userDataDir: join(dir, 'userData'),
      host: { openPath: async () => undefined, showInFolder: async () => undefined },
      connection: {
        current: async () => ({ accountId: 'demo', name: 'Demo', plan: 'pro', baseUrl: sim.proUrl, demo: true }),
        client: async () => client,
      },
    });
    expect(service.state().notices).toEqual([
      expect.objectContaining({ kind: 'journal', setAside: expect.stringContaining('journal.json.damaged-') }),
    ]);
    service.dismissNotices();
    expect(service.state().notices).toBeUndefined();
  });
});

describe('what a batch will bill, before anything is sent', () => {
  it('counts a dropped file and each file of a folder in the work pool, keeps the drop staged, and uploads nothing', async () => {
    const corpus = join(__dirname, '../../node/formats/documentCorpus');
    const pool = startWorkPool({ size: 1 });
    const threads: string[] = [];
    const counting = await DocumentService.open({
      userDataDir: join(dir, 'counting'),
      host: { openPath: async () => undefined, showInFolder: async () => undefined },
      connection: {
        current: async () => ({ accountId: 'demo', name: 'Demo', plan: 'pro', baseUrl: sim.proUrl, demo: true }),
        client: async () => client,
      },
      countWork: (path, name) => {
        threads.push(name);
        return pool.run('documentCount', { path, name });
      },
    });
    try {
      const bytes = await readFile(join(corpus, 'xlsx-poi-style-alternate-content.xlsx'));
      const { stagingId } = await counting.stageBegin({ name: 'prefixed.xlsx', size: bytes.length });
      await counting.stageChunk({ stagingId, offset: 0, base64: bytes.toString('base64') });
      const dropped = await counting.count({ file: { kind: 'staged', stagingId } });
      expect(dropped.files).toEqual([{ name: 'prefixed.xlsx', characters: expect.any(Number) }]);
      expect(dropped.files[0]!.characters).toBeGreaterThan(200);

      const folder = join(dir, 'to count');
      await mkdir(folder);
      await writeFile(join(folder, 'notes.srt'), await readFile(join(corpus, 'srt-ascii-utf16le-nobom.srt')));
      await writeFile(join(folder, 'scan.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      const inFolder = await counting.count({ file: { kind: 'path', path: folder } });
      expect(inFolder.files).toEqual([
        { name: 'notes.srt', characters: 28 },
        { name: 'scan.png', note: { id: 'documents.count.image' } },
      ]);
      expect(threads).toEqual(['prefixed.xlsx', 'notes.srt', 'scan.png']);
      expect(sim.control.requests().filter((r) => r.path.startsWith('/v2/document'))).toEqual([]);

      // The staged copy is still there for its batch; "Don't translate" removes it.
      await counting.unstage({ stagingId });
      await expect(counting.count({ file: { kind: 'staged', stagingId } })).rejects.toThrow(/no longer being received/);
    } finally {
      await counting.close();
      await pool.close();
    }
  }, 60_000);

  it('names on a finished row what its file holds that nobody translates (embedded objects, charts’ data), and keeps it in the journal', async () => {
    const corpus = join(__dirname, '../../node/formats/documentCorpus');
    const folder = join(dir, 'office');
    await mkdir(folder);
    await writeFile(join(folder, 'with objects.xlsx'), await readFile(join(corpus, 'xlsx-poi-WithEmbeded.xlsx')));
    await writeFile(join(folder, 'charts.pptx'), await readFile(join(corpus, 'pptx-poi-bar-chart.pptx')));
    await writeFile(join(folder, 'plain.docx'), await readFile(join(corpus, 'docx-poi-sample.docx')));
    await service.add({ files: [{ kind: 'path', path: folder }], options: { targetLang: 'de', pdfOutput: 'pdf' } });
    const named = (s: DocumentsState) => s.jobs.filter((j) => j.untranslated).length === 2;
    const state = await until((s) => finished(s) && named(s));
    const byName = Object.fromEntries(state.jobs.map((j) => [j.name, j]));
    expect(byName['with objects.xlsx']).toMatchObject({
      state: 'done',
      untranslated: { charts: 0, objects: ['oleObject1.bin', 'Microsoft_Office_Excel_97-2003_Worksheet1.xls'] },
    });
    expect(byName['charts.pptx']).toMatchObject({ state: 'done', untranslated: { charts: 1, objects: [] } });
    expect(byName['plain.docx']!.state).toBe('done');
    expect(byName['plain.docx']!.untranslated).toBeUndefined();

    // After a restart the rows still say it.
    await service.close();
    service = await DocumentService.open({
      userDataDir: join(dir, 'userData'),
      host: { openPath: async () => undefined, showInFolder: async () => undefined },
      connection: {
        current: async () => ({ accountId: 'demo', name: 'Demo', plan: 'pro', baseUrl: sim.proUrl, demo: true }),
        client: async () => client,
      },
    });
    expect(service.state().jobs.find((j) => j.name === 'charts.pptx')?.untranslated).toEqual({
      charts: 1,
      objects: [],
    });
  }, 60_000);
});
