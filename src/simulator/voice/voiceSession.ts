// One voice session: its audio timeline (across reconnects), voice activity detection, the transcripts and
// synthesized media it produces, and the outbox of server messages. The outbox outlives a connection: what
// is produced while the client reconnects is delivered on the next connection, so no caption is lost.
import type { ServerMessage, VoiceSessionRequest } from '../../shared/api/voice';
import type { PcmFormat } from '../../shared/rules/voice';
import { encodeFrame } from '../../node/voiceFraming';
import { decodePcm } from '../../shared/voice/pcmCodec';
import type { SentenceTask, SpeechPiece } from '../audioWork/audioTasks';
import { VoiceActivityDetector, type VoiceEvent } from './voiceActivity';
import { segmentText, textIn, type TranslationSettings } from './transcriptScript';
import type { MeetingRoom } from './meetingRoom';
import { spellAsTerms } from '../../shared/rules/spokenTerms';

export interface SessionSetup {
  id: string;
  request: VoiceSessionRequest;
  /** The caller's key: the reconnect call must use the same one. */
  key: string;
  /** undefined: a content type the simulator cannot decode (every chunk is answered with an error). */
  sourceFormat: PcmFormat | undefined;
  /** The detected language reported on source segments. */
  sourceLanguage: string;
  /** Every target language, target_media_languages included, as the client wrote them. */
  targetLanguages: string[];
  mediaLanguages: string[];
  /** The spoken translation's content type (one the simulator encodes: audioWork/speechTypes.ts). */
  mediaContentType: string | undefined;
  translation: TranslationSettings;
  /** The spoken-term list of the spoken language (`spoken_terms_id`): heard words are written as its terms. */
  spokenTerms: readonly string[];
}

export interface SessionSink {
  /** Delivers a message now, or returns false when there is no open connection to take it. */
  deliver(message: ServerMessage): boolean;
  /** The end sequence or an error was delivered: the session is over. */
  ended(reason: string): void;
}

/** Where spoken translation is synthesized and encoded: the audio worker (audioWork/audioWork.ts). */
export interface SpeechSynthesis {
  speakSentence(task: SentenceTask): Promise<SpeechPiece[]>;
  endSpeech(stream: string): Promise<SpeechPiece | null>;
}

export type SessionState = 'streaming' | 'finishing' | 'ended';

export interface LoggedMessage {
  direction: 'client' | 'server';
  message: Record<string, unknown>;
}

/** Enough for an hour of 100 ms chunks and their updates; later messages are not logged. */
const MESSAGE_LOG_LIMIT = 100_000;

export class VoiceSession {
  state: SessionState = 'streaming';
  endReason: string | undefined;
  /** Every chunk's bytes as received, in order (for tests: each byte must arrive once); kept only when asked. */
  readonly received: Uint8Array[] = [];
  keepsAudio = true;
  /** Every message both ways in its JSON form (binary as base64), kept with the audio, for tests to check. */
  readonly messageLog: LoggedMessage[] = [];
  receivedBytes = 0;
  connections = 0;
  private frames = 0;
  private readonly vad: VoiceActivityDetector | undefined;
  private segmentIndex = 0;
  private lastTentativeAtMs = -Infinity;
  /** Languages whose speech stream was started in the worker, and those whose first chunk went out. */
  private readonly mediaStarted = new Set<string>();
  private readonly mediaSent = new Set<string>();
  /** Synthesized speech in the order the sentences were concluded (each waits for the worker, then is sent). */
  private mediaQueue: Promise<void> = Promise.resolve();
  private readonly outbox: ServerMessage[] = [];
  private readonly delayed: { dueAt: number; message: ServerMessage }[] = [];
  private delayTimer: ReturnType<typeof setTimeout> | undefined;
  private sink: SessionSink | undefined;

  constructor(
    readonly setup: SessionSetup,
    private readonly transcriptDelayMs: () => number,
    /** Called once, when the session ends for any reason. */
    private readonly onEnded: (session: VoiceSession) => void = () => undefined,
    /** The sessions of this account streaming now (both sides of a call): where a segment's phrase comes from. */
    private readonly room?: MeetingRoom,
    private readonly speech?: SpeechSynthesis,
  ) {
    this.vad = setup.sourceFormat && new VoiceActivityDetector({ sampleRate: setup.sourceFormat.sampleRate });
  }

  get id(): string {
    return this.setup.id;
  }

  /** Stream position in ms (audio received so far). */
  get positionMs(): number {
    return this.setup.sourceFormat ? (this.frames * 1000) / this.setup.sourceFormat.sampleRate : 0;
  }

  attach(sink: SessionSink): void {
    this.sink = sink;
    this.connections += 1;
    this.flushOutbox();
  }

  detach(sink: SessionSink): void {
    if (this.sink === sink) this.sink = undefined;
  }

  /** Notes a message as it crossed the socket (only where the audio is kept: never inside the app). */
  log(direction: LoggedMessage['direction'], message: object): void {
    if (!this.keepsAudio || this.messageLog.length >= MESSAGE_LOG_LIMIT) return;
    const json = encodeFrame('json', message as ServerMessage).data as string;
    this.messageLog.push({ direction, message: JSON.parse(json) as Record<string, unknown> });
  }

  /** Duration of a chunk of `bytes` in ms. */
  durationOf(byteLength: number): number {
    const format = this.setup.sourceFormat;
    return format ? (byteLength / format.bytesPerSample / format.sampleRate) * 1000 : 0;
  }

  /** A checked chunk of source audio. */
  receiveChunk(bytes: Uint8Array): void {
    if (this.keepsAudio) this.received.push(Uint8Array.from(bytes));
    this.receivedBytes += bytes.byteLength;
    const format = this.setup.sourceFormat!;
    const samples = decodePcm(bytes, format);
    this.frames += samples.length;
    for (const event of this.vad!.push(samples)) this.onVoiceEvent(event);
  }

  /** end_of_source_media: conclude what is open, then the end sequence in the documented order. */
  finish(): void {
    this.state = 'finishing';
    for (const event of this.vad?.finish() ?? []) this.onVoiceEvent(event);
    if (!this.setup.mediaContentType) return this.sendEnd();
    // The end sequence follows the last sentence's speech, with what each codec still held, in the documented order.
    this.queueMedia(async () => {
      for (const language of this.mediaStarted) {
        const rest = await this.speech!.endSpeech(this.streamOf(language));
        if (rest) this.sendPiece(language, rest, undefined);
      }
      this.mediaStarted.clear();
    });
    this.queueMedia(() => Promise.resolve(this.sendEnd()));
  }

  private sendEnd(): void {
    this.send({ end_of_source_transcript: {} });
    for (const language of this.setup.targetLanguages) this.send({ end_of_target_transcript: { language } });
    for (const language of this.setup.mediaLanguages) this.send({ end_of_target_media: { language } });
    this.send({ end_of_stream: {} });
  }

  /** Ends the session with an `error` message (delivered at once, ahead of anything delayed). */
  fail(requestType: string, errorCode: number, reasonCode: number, message: string): void {
    if (this.state === 'ended') return;
    this.clearDelayed();
    this.outbox.length = 0;
    this.markEnded(message);
    const error: ServerMessage = {
      error: { request_type: requestType, error_code: errorCode, reason_code: reasonCode, error_message: message },
    };
    this.sink?.deliver(error);
    this.sink?.ended(message);
  }

  /** Ends the session without a message (no connection to tell). */
  expire(reason: string): void {
    if (this.state === 'ended') return;
    this.clearDelayed();
    this.markEnded(reason);
  }

  private markEnded(reason: string): void {
    this.state = 'ended';
    this.endReason = reason;
    this.releaseSpeech();
    this.onEnded(this);
  }

  /** Frees the worker's speech streams of a session that ended before its media did. */
  private releaseSpeech(): void {
    for (const language of this.mediaStarted) void this.speech?.endSpeech(this.streamOf(language)).catch(() => null);
    this.mediaStarted.clear();
  }

  private streamOf(language: string): string {
    return `${this.id}/${language}`;
  }

  private onVoiceEvent(event: VoiceEvent): void {
    if (event.kind === 'open') {
      this.lastTentativeAtMs = -Infinity;
      // When the segment began on the wall clock: the audio received so far ends now.
      if (this.room) this.segmentIndex = this.room.phraseFor(this.id, Date.now() - (this.positionMs - event.startMs));
      return;
    }
    if (event.kind === 'extend') {
      // A tentative update at most every 300 ms of audio, as a recognizer refines its guess.
      if (event.endMs - this.lastTentativeAtMs < 300) return;
      this.lastTentativeAtMs = event.endMs;
      this.sendTranscripts(event.startMs, event.endMs, false);
      return;
    }
    this.sendTranscripts(event.startMs, event.endMs, true);
    this.sendMedia(event.startMs, event.endMs);
    if (!this.room) this.segmentIndex += 1;
  }

  private sendTranscripts(startMs: number, endMs: number, concluded: boolean): void {
    // What was heard, written with the session's spoken terms; the translations start from that.
    const english = spellAsTerms(segmentText(this.segmentIndex, endMs - startMs, concluded), this.setup.spokenTerms);
    const times = { start_time: Math.round(startMs), end_time: Math.round(endMs) };
    const source = {
      language: this.setup.sourceLanguage,
      text: spellAsTerms(textIn(this.setup.sourceLanguage, english, this.setup.translation), this.setup.spokenTerms),
      ...times,
    };
    this.send({
      source_transcript_update: concluded
        ? { concluded: [source], tentative: [] }
        : { concluded: [], tentative: [source] },
    });
    for (const language of this.setup.targetLanguages) {
      const segment = { text: textIn(language, english, this.setup.translation), ...times };
      this.send({
        target_transcript_update: concluded
          ? { language, concluded: [segment], tentative: [] }
          : { language, concluded: [], tentative: [segment] },
      });
    }
  }

  /**
   * Synthesized speech of the segment's duration for every media language, encoded in the requested type by the
   * audio worker, in pieces of at most 1 s; sent in the order the segments concluded.
   */
  private sendMedia(startMs: number, endMs: number): void {
    const contentType = this.setup.mediaContentType;
    if (!contentType || !this.speech) return;
    const text = segmentText(this.segmentIndex, endMs - startMs, true);
    for (const language of this.setup.mediaLanguages) {
      const first = !this.mediaStarted.has(language);
      this.mediaStarted.add(language);
      // Asked now (the worker takes sentences in order), sent when its turn in the queue comes.
      const pieces = this.speech.speakSentence({
        stream: this.streamOf(language),
        contentType,
        voice: this.setup.request.target_media_voice ?? 'default',
        durationMs: endMs - startMs,
        first,
      });
      pieces.catch(() => undefined);
      const sentenceText = textIn(language, text, this.setup.translation);
      this.queueMedia(async () => {
        (await pieces).forEach((piece, index) =>
          this.sendPiece(language, piece, index === 0 ? sentenceText : undefined),
        );
      });
    }
  }

  private sendPiece(language: string, piece: SpeechPiece, text: string | undefined): void {
    const firstOfLanguage = !this.mediaSent.has(language);
    this.mediaSent.add(language);
    this.send({
      target_media_chunk: {
        language,
        data: piece.items,
        duration: piece.durationMs,
        ...(firstOfLanguage ? { content_type: this.setup.mediaContentType!, headers: piece.headers } : {}),
        // The description's prose says null on later pieces, but its schema types text as a string and its
        // examples leave it out: left out, so the message fits both (the client takes null, absent or text).
        ...(text !== undefined ? { text } : {}),
      },
    });
  }

  /** Runs after every media step queued before it; a failure ends the session with an `error`. */
  private queueMedia(step: () => Promise<void>): void {
    this.mediaQueue = this.mediaQueue.then(async () => {
      if (this.state === 'ended') return;
      try {
        await step();
      } catch (error) {
        this.fail(
          'target_media',
          500,
          5000500,
          `The simulator could not synthesize speech: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  }

  private send(message: ServerMessage): void {
    if (this.state === 'ended') return;
    const delay = this.transcriptDelayMs();
    if (delay <= 0 && this.delayed.length === 0) {
      this.outbox.push(message);
      this.flushOutbox();
      return;
    }
    this.delayed.push({ dueAt: Date.now() + delay, message });
    this.scheduleDelayed();
  }

  private scheduleDelayed(): void {
    if (this.delayTimer || this.delayed.length === 0) return;
    this.delayTimer = setTimeout(
      () => {
        this.delayTimer = undefined;
        const now = Date.now();
        while (this.delayed.length > 0 && this.delayed[0]!.dueAt <= now)
          this.outbox.push(this.delayed.shift()!.message);
        this.flushOutbox();
        this.scheduleDelayed();
      },
      Math.max(0, this.delayed[0]!.dueAt - Date.now()),
    );
  }

  private clearDelayed(): void {
    if (this.delayTimer) clearTimeout(this.delayTimer);
    this.delayTimer = undefined;
    this.delayed.length = 0;
  }

  private flushOutbox(): void {
    while (this.outbox.length > 0 && this.sink) {
      const message = this.outbox[0]!;
      if (!this.sink.deliver(message)) return;
      this.outbox.shift();
      if ('end_of_stream' in message) {
        this.markEnded('end_of_stream');
        this.sink?.ended('end_of_stream');
        return;
      }
    }
  }

  dispose(): void {
    this.clearDelayed();
  }
}
