// The simulator's audio work off its own thread (issue 25: the offline demo's simulator shares the app's main
// thread, and the test peer must keep answering): recordings are decoded and spoken translation is encoded in
// worker threads of the one worker pool (src/node/work/workerPool.ts). Two pools of one worker each, so a long
// recording never holds up live speech: the speech pool's worker stays for the simulator's life, since each
// speech stream keeps its encoder there between sentences (audioTasks.ts); the recording pool's worker goes
// when idle. Neither takes the app's work slots: live speech cannot wait behind a document.
import { dirname } from 'node:path';
import { workerEntry, type WorkerEntry } from '../../node/work/workerEntry';
import { WorkerPool } from '../../node/work/workerPool';
import type { DecodedRecording } from '../voiceJobs/recordingDecoders';
import { UnreadableRecording } from '../voiceJobs/recordingDecoders';
import type { AudioTasks, SentenceTask, SpeechPiece } from './audioTasks';

/** Longer than any simulator runs (a timer's delay must stay under 2^31 ms). */
const STAYS_MS = 2_000_000_000;

export class SimulatorAudioWork {
  private speechPool: WorkerPool<AudioTasks> | undefined;
  private recordingPool: WorkerPool<AudioTasks> | undefined;

  constructor(private readonly entry: WorkerEntry = workerEntry('audioWorker', dirname(__filename))) {}

  private speech(): WorkerPool<AudioTasks> {
    this.speechPool ??= new WorkerPool<AudioTasks>(
      this.entry,
      { size: 1, maxQueued: 10_000, maxHeapMb: 512, taskMs: 60_000, idleMs: STAYS_MS },
      'simulator speech worker',
    );
    return this.speechPool;
  }

  private recordings(): WorkerPool<AudioTasks> {
    this.recordingPool ??= new WorkerPool<AudioTasks>(
      this.entry,
      { size: 1, maxQueued: 1_000, maxHeapMb: 1024, taskMs: 300_000, idleMs: 15_000 },
      'simulator recording worker',
    );
    return this.recordingPool;
  }

  /** A sentence of synthesized speech, encoded, in pieces of at most 1 s (the stream's headers first). */
  speakSentence(task: SentenceTask): Promise<SpeechPiece[]> {
    return this.speech().run('speakSentence', task, { label: 'Synthesized speech' });
  }

  /** What a speech stream's codec still holds; the stream is forgotten. */
  endSpeech(stream: string): Promise<SpeechPiece | null> {
    return this.speech().run('endSpeech', { stream }, { label: 'Synthesized speech' });
  }

  /** A whole recording decoded to mono samples; rejects with UnreadableRecording for a file it cannot read. */
  async decodeRecording(bytes: Uint8Array, contentType: string): Promise<DecodedRecording> {
    const output = await this.recordings().run('decodeRecording', { bytes, contentType }, { label: 'The recording' });
    if ('refused' in output) throw new UnreadableRecording(output.refused);
    return output;
  }

  async close(): Promise<void> {
    await Promise.all([this.speechPool?.close(), this.recordingPool?.close()]);
  }
}
