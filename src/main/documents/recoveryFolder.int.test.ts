// The recovery folder never keeps a translation forever behind the user's back, and never loses one: "Save as…"
// moves it out, "Clear finished" leaves it, only the user's "Discard" deletes it, and files no job refers to
// are listed at start, not deleted. Against the in-process simulator.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../../shared/i18n/english';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '../../simulator';
import { LanguageServicesClient } from '../api/client';
import type { DocumentsState } from '../../shared/calls/documents';
import { DocumentService } from './documentService';
import { untilDocuments } from './testing/queueStates';

let sim: Simulator;
let dir: string;
let client: LanguageServicesClient;
let service: DocumentService;

async function open(): Promise<DocumentService> {
  return DocumentService.open({
    userDataDir: join(dir, 'userData'),
    host: { openPath: async () => undefined, showInFolder: async () => undefined },
    connection: {
      current: async () => ({ accountId: 'demo', name: 'Demo', plan: 'pro', baseUrl: sim.proUrl, demo: true }),
      client: async () => client,
    },
    // The output folder refuses every file (a read-only disk): each translation goes to the recovery folder.
    placeFile: async () => Promise.reject(Object.assign(new Error('read-only'), { code: 'EROFS' })),
  });
}

beforeEach(async () => {
  sim = await startSimulator({ documentTimings: { queuedMs: 20, translatingMs: 50 } });
  client = new LanguageServicesClient({ authKey: sim.keys.pro, authScheme: sim.authScheme, baseUrl: sim.proUrl });
  dir = await mkdtemp(join(tmpdir(), 'glossa-recovery-'));
  await mkdir(join(dir, 'out'));
  service = await open();
});

afterEach(async () => {
  await service.close();
  await client.close();
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

const until = (done: (s: DocumentsState) => boolean) => untilDocuments(service, done);

/** Translates one file whose translation ends in the recovery folder; returns the job. */
async function recoveredJob(name = 'contract.txt') {
  const path = join(dir, name);
  await writeFile(path, 'The contract is signed by the buyer.');
  await service.add({
    files: [{ kind: 'path', path }],
    options: { targetLang: 'de', pdfOutput: 'pdf', outputFolder: join(dir, 'out') },
  });
  const state = await until((s) => s.jobs.some((j) => j.name === name && j.state === 'done'));
  const job = state.jobs.find((j) => j.name === name)!;
  expect(job.recoveredPath).toBeDefined();
  return job;
}

const exists = (path: string) =>
  readFile(path).then(
    () => true,
    () => false,
  );

describe('a translation kept in the recovery folder', () => {
  it('stays when the user clears finished jobs: its job and its file are kept', async () => {
    const kept = await recoveredJob();
    await service.clearFinished();
    expect(service.state().jobs.map((j) => j.id)).toEqual([kept.id]);
    expect(await exists(kept.recoveredPath!)).toBe(true);
  });

  it('is deleted, with its job, only when the user discards it', async () => {
    const job = await recoveredJob();
    await service.discardRecovered({ jobId: job.id });
    expect(service.state().jobs).toEqual([]);
    await expect(readdir(join(dir, 'userData', 'documents', 'recovered'))).resolves.toEqual([]);
    await expect(service.discardRecovered({ jobId: job.id })).rejects.toThrow();
  });

  it('is listed at start when no job refers to it, and kept on disk', async () => {
    const job = await recoveredJob();
    await service.close();
    // A journal that no longer knows the job (set aside as damaged, or an older version's).
    await rm(join(dir, 'userData', 'documents', 'journal.json'));
    service = await open();
    const notice = service.state().notices?.find((n) => n.kind === 'recovered');
    expect(notice).toMatchObject({
      files: [job.recoveredPath],
      details: [],
      setAside: join(dir, 'userData', 'documents', 'recovered'),
    });
    expect(englishText(notice!.says)).toMatch(/^A translation is in Glossa’s recovery folder .* it was billed\.$/);
    expect(await exists(job.recoveredPath!)).toBe(true);
    // Once the user has moved it away, the next start has nothing to say.
    await service.close();
    await rm(join(dir, 'userData', 'documents', 'recovered'), { recursive: true });
    service = await open();
    expect(service.state().notices?.some((n) => n.kind === 'recovered') ?? false).toBe(false);
  });
});
