// Recordings translated as voice jobs against the simulator on 127.0.0.1: results saved beside the recording
// without overwriting a user's file, refusal before upload, a restart mid-job, and a dead network mid-upload,
// each losing nothing billed and never creating or uploading a job twice.
import { copyFile, mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LanguageServicesClient } from '../api/client';
import { startSimulator, type Simulator } from '../../simulator';
import { failure } from '../services/testing/servicesOnSimulator';
import { VoiceJobService } from './voiceJobService';
import { sayIn } from '../../shared/i18n/testing/sayIn';

const FIXTURE = join(__dirname, '../../../e2e/fixtures/recordings/two-sentences.wav');
let simulator: Simulator;
let client: LanguageServicesClient;
let dir: string;
const open: VoiceJobService[] = [];

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, voiceJobProcessingMs: 100 });
  client = new LanguageServicesClient({
    authKey: simulator.keys.pro,
    baseUrl: simulator.proUrl,
    authScheme: simulator.authScheme,
    maxAttempts: 1,
  });
});
afterAll(async () => {
  await client.close();
  await simulator.close();
});
beforeEach(async () => {
  simulator.control.reset();
  simulator.control.setVoiceJobProcessing(100);
  dir = await mkdtemp(join(tmpdir(), 'glossa-voice-jobs-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((service) => service.close()));
  await rm(dir, { recursive: true, force: true });
});

const quickSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const stop = () => (clearTimeout(timer), reject(new Error('aborted')));
    const timer = setTimeout(() => (signal.removeEventListener('abort', stop), resolve()), Math.min(ms, 20));
    signal.addEventListener('abort', stop, { once: true });
  });
async function service(): Promise<VoiceJobService> {
  const opened = await VoiceJobService.open({
    userDataDir: join(dir, 'data'),
    connection: { client: async () => client },
    sleep: quickSleep,
    maxPassingFailures: 2,
  });
  open.push(opened);
  return opened;
}
async function until(jobs: VoiceJobService, state: string, id: string) {
  for (let i = 0; i < 400; i++) {
    const job = jobs.state().jobs.find((j) => j.id === id)!;
    if (job.state === state) return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The job never became ${state}: ${JSON.stringify(jobs.state())}`);
}
const sent = (method: string, prefix: string) =>
  simulator.control.requests().filter((r) => r.method === method && r.path.startsWith(prefix)).length;

describe('a recording translated as a voice job', () => {
  it('saves text, subtitles and speech beside the recording, never over a file of the same name', async () => {
    const recording = join(dir, 'Team call.wav');
    await copyFile(FIXTURE, recording);
    await writeFile(join(dir, 'Team call.de.txt'), 'my own notes');
    const jobs = await service();
    const { jobId } = await jobs.add({
      file: { kind: 'path', path: recording },
      sourceLanguage: 'en',
      targets: [{ language: 'de', kinds: ['text', 'subtitles', 'audio'] }],
    });
    const done = await until(jobs, 'done', jobId);
    expect(done.results.map((r) => [r.kind, r.status])).toEqual([
      ['text', 'saved'],
      ['subtitles', 'saved'],
      ['audio', 'saved'],
    ]);
    expect(await readFile(join(dir, 'Team call.de.txt'), 'utf8')).toBe('my own notes');
    expect(done.results[0]!.outputPath).toBe(join(dir, 'Team call.de (2).txt'));
    const text = await readFile(join(dir, 'Team call.de (2).txt'), 'utf8');
    expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(2);
    expect(await readFile(join(dir, 'Team call.de.srt'), 'utf8')).toMatch(/^1\n00:00:0\d,\d{3} --> /);
    const wav = await readFile(join(dir, 'Team call.de.wav'));
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(sent('POST', '/v1/jobs/voice/translate')).toBe(1);
    expect(sent('PUT', '/v1/assets/voice-jobs/')).toBe(1);
  });

  it('refuses a type the service does not take, or a recording over 1 GB, before anything is sent', async () => {
    const jobs = await service();
    const aiff = join(dir, 'call.aiff');
    await writeFile(aiff, 'FORM');
    const big = join(dir, 'long.wav');
    await writeFile(big, '');
    await truncate(big, 1_073_741_825);
    const refusedType = await failure(
      jobs.add({ file: { kind: 'path', path: aiff }, targets: [{ language: 'de', kinds: ['text'] }] }),
    );
    expect(refusedType.message).toMatch(/not a recording the service translates/);
    const refusedSize = await failure(
      jobs.add({ file: { kind: 'path', path: big }, targets: [{ language: 'de', kinds: ['text'] }] }),
    );
    expect(refusedSize.fields?.[0]?.message).toMatch(/at most 1 GB \(1,073,741,824 bytes\)/);
    expect(simulator.control.requests()).toEqual([]);
  });

  it('goes on after a restart mid-job: polled again, never created or uploaded twice', async () => {
    simulator.control.setVoiceJobProcessing(1500);
    const recording = join(dir, 'board.wav');
    await copyFile(FIXTURE, recording);
    const first = await service();
    const { jobId } = await first.add({
      file: { kind: 'path', path: recording },
      targets: [{ language: 'fr', kinds: ['subtitles'] }],
    });
    await until(first, 'processing', jobId);
    await first.close();
    open.splice(open.indexOf(first), 1);
    const second = await service();
    const done = await until(second, 'done', jobId);
    expect(done.results[0]!.outputPath).toBe(join(dir, 'board.fr.srt'));
    expect(sent('POST', '/v1/jobs/voice/translate')).toBe(1);
    expect(sent('PUT', '/v1/assets/voice-jobs/')).toBe(1);
  });

  it('translates one MP3 recording into several languages in one job, each saved beside it, across a restart', async () => {
    simulator.control.setVoiceJobProcessing(1500);
    const recording = join(dir, 'Weekly.mp3');
    await copyFile(join(__dirname, '../../../e2e/fixtures/recordings/two-sentences.mp3'), recording);
    const first = await service();
    const { jobId } = await first.add({
      file: { kind: 'path', path: recording },
      sourceLanguage: 'en',
      targets: [
        { language: 'de', kinds: ['text', 'subtitles'] },
        { language: 'fr', kinds: ['text', 'audio'] },
        { language: 'ja', kinds: ['subtitles'] },
      ],
    });
    await until(first, 'processing', jobId);
    await first.close();
    open.splice(open.indexOf(first), 1);
    const second = await service();
    const done = await until(second, 'done', jobId);
    expect(done.results.map((r) => [r.language, r.kind, r.status])).toEqual([
      ['de', 'text', 'saved'],
      ['de', 'subtitles', 'saved'],
      ['fr', 'text', 'saved'],
      ['fr', 'audio', 'saved'],
      ['ja', 'subtitles', 'saved'],
    ]);
    expect((await readdir(dir)).filter((name) => name !== 'data').sort()).toEqual([
      'Weekly.de.srt',
      'Weekly.de.txt',
      'Weekly.fr.txt',
      'Weekly.fr.wav',
      'Weekly.ja.srt',
      'Weekly.mp3',
    ]);
    const german = await readFile(join(dir, 'Weekly.de.txt'), 'utf8');
    const french = await readFile(join(dir, 'Weekly.fr.txt'), 'utf8');
    expect(german.trim().split('\n')).toHaveLength(2);
    expect(french.trim().split('\n')).toHaveLength(2);
    expect(french).not.toBe(german);
    expect(await readFile(join(dir, 'Weekly.ja.srt'), 'utf8')).toMatch(/^1\n00:00:0\d,\d{3} --> /);
    expect((await readFile(join(dir, 'Weekly.fr.wav'))).subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(sent('POST', '/v1/jobs/voice/translate')).toBe(1);
    expect(sent('PUT', '/v1/assets/voice-jobs/')).toBe(1);
  });

  it('stops on a dead network mid-upload with what to do, and Retry uploads to the same job', async () => {
    simulator.control.addFault({ path: '/v1/assets/voice-jobs/:job_id/source', method: 'PUT', drop: true, count: 3 });
    const recording = join(dir, 'call.wav');
    await copyFile(FIXTURE, recording);
    const jobs = await service();
    const { jobId } = await jobs.add({
      file: { kind: 'path', path: recording },
      targets: [{ language: 'de', kinds: ['text'] }],
    });
    const stopped = await until(jobs, 'stopped', jobId);
    expect(stopped.error?.nextStep).toMatch(/press Retry: the job goes on where it stopped/);
    // The window words it in the user's language: the network's sentence and the next step, in Japanese.
    expect(stopped.error?.uiMessage?.id).toBe('network.interrupted');
    expect(await sayIn('ja', stopped.error?.uiNextStep)).toBe(
      '接続を確認してから［再試行］を押してください。ジョブは停止したところから再開し、支払い済みのものが再度要求されることはありません。',
    );
    expect(await jobs.retry({ jobId })).toEqual({ ok: true });
    await until(jobs, 'done', jobId);
    expect(sent('POST', '/v1/jobs/voice/translate')).toBe(1);
    expect((await readdir(dir)).filter((name) => name.startsWith('call.de'))).toEqual(['call.de.txt']);
  });
});
