// The live-captions feature in main: capture devices, one captions session at a time, its state for the
// windows (snapshots plus transcript updates as events), the level meter and the subtitle export. The
// transcripts are the stream session's TranscriptModel (shared/voice/transcripts.ts), the one place they are
// merged in main; windows receive its changes.
import { basename } from 'node:path';
import type { CallRequest } from '../../shared/contract';
import type { SpeechChunk, VoiceState, VoiceStatus, VoicePhase } from '../../shared/calls/voice';
import { isVoiceRunning, meetingRequestFields } from '../../shared/rules/voice';
import { GlossaError, ValidationError, isGlossaError, toErrorData } from '../../shared/errors';
import { SOURCE, type TranscriptChange } from '../../shared/voice/transcripts';
import { toSubtitles } from '../../shared/voice/subtitles';
import { CallTranscript } from '../../shared/voice/callTranscript';
import type { AudioLevel } from '../audio/capture/levelMeter';
import type { CaptureDevice } from '../audio/capture/captureDevices';
import { NativeCapture } from '../audio/capture/nativeCapture';
import { WavFileSource } from '../audio/capture/wavFileSource';
import { VoicePipeline } from './voicePipeline';
import type { VoiceSessionApi } from './voiceStreamSession';

interface VoiceEvents {
  state(status: VoiceStatus): void;
  transcript(change: TranscriptChange & { sessionId: string }): void;
  level(level: AudioLevel): void;
  speech(chunk: SpeechChunk): void;
}

export interface VoiceServiceOptions {
  /** The voice part of the active connection's API client. */
  api: () => Promise<VoiceSessionApi>;
  events: VoiceEvents;
  capture?: NativeCapture;
  /** Asks where to save an export (desktop app); without it the text is handed back only. */
  saveFile?: (suggestedName: string, text: string) => Promise<string | null>;
}

export class VoiceService {
  private readonly capture: NativeCapture;
  private devicesById = new Map<number, CaptureDevice>();
  private pipeline: VoicePipeline | undefined;
  /** What the windows show and the exports write (both sides of a call merged). */
  private transcripts = new CallTranscript();
  private current: VoiceStatus = idleState();
  private lastLevelAt = 0;

  constructor(private readonly options: VoiceServiceOptions) {
    this.capture = options.capture ?? new NativeCapture();
  }

  async devices(): Promise<{ devices: CaptureDevice[]; problem: string | null }> {
    try {
      const devices = await this.capture.listDevices();
      this.devicesById = new Map(devices.map((d) => [d.id, d]));
      return {
        devices,
        problem:
          devices.length === 0 ? 'No microphone or system-audio source was found. Connect one, then refresh.' : null,
      };
    } catch (error) {
      return { devices: [], problem: `Audio capture is not available: ${(error as Error).message}` };
    }
  }

  /** The state with every transcript so far, read from the session's transcript model. */
  state(): VoiceState {
    return { ...this.current, transcripts: this.transcripts.snapshot() };
  }

  async start(request: CallRequest<'voice', 'start'>): Promise<VoiceState> {
    if (this.pipeline && isVoiceRunning(this.current.status)) {
      throw new ValidationError([
        { field: 'session', message: 'Captions are already running. Stop them before starting again.' },
      ]);
    }
    const source = await this.sourceFor(request.deviceId, request.filePath);
    const api = await this.options.api();
    const targets = [...new Set([...request.targetLangs, ...request.speechLangs])];
    const speechTypes = new Map<string, string>();
    this.transcripts = new CallTranscript();
    this.current = {
      ...idleState(),
      status: 'connecting',
      sourceLabel: source.label,
      sourceLang: request.sourceLang,
      targetLangs: targets,
    };
    this.publish();
    const pipeline = new VoicePipeline({
      api,
      source,
      request: {
        ...(request.sourceLang ? { source_language: request.sourceLang } : {}),
        ...meetingRequestFields(request.meeting, request.sourceLang),
        target_languages: request.targetLangs,
        ...(request.speechLangs.length > 0
          ? {
              target_media_languages: request.speechLangs,
              target_media_content_type: request.speechContentType,
              ...(request.speechVoice ? { target_media_voice: request.speechVoice } : {}),
            }
          : {}),
        message_format: request.messageFormat,
      },
      onLevel: (level) => this.onLevel(level),
      onSourceError: (error) =>
        this.onError(
          isGlossaError(error)
            ? error
            : new GlossaError({ kind: 'internal', message: `Audio capture stopped: ${error.message}` }),
        ),
      events: {
        status: (status) =>
          this.update({
            status: this.current.error ? 'failed' : this.pipeline?.isPaused && status === 'live' ? 'paused' : status,
          }),
        transcript: (change) => this.onTranscript(change),
        latency: (ms) => this.update({ latencyMs: Math.round(ms) }),
        audioDropped: (drop) => this.update({ droppedMs: this.current.droppedMs + drop.droppedMs }),
        error: (error) => this.onError(error),
        media: (media) => {
          // The service names the content type on a language's first chunk only; the window needs it on each.
          if (media.content_type) speechTypes.set(media.language, media.content_type);
          this.options.events.speech({
            language: media.language,
            data: media.data.map((item) => Buffer.from(item).toString('base64')),
            contentType: speechTypes.get(media.language) ?? request.speechContentType,
            durationMs: media.duration,
            text: media.text ?? null,
          });
        },
      },
    });
    this.pipeline = pipeline;
    try {
      await pipeline.start();
    } catch (error) {
      this.onError(error as GlossaError);
      throw error;
    }
    this.update({ sessionId: pipeline.stream.sessionId ?? null, status: 'live' });
    return this.state();
  }

  pause(): VoiceStatus {
    this.pipeline?.pause();
    if (this.current.status === 'live') this.update({ status: 'paused' });
    return this.current;
  }

  resume(): VoiceStatus {
    this.pipeline?.resume();
    if (this.current.status === 'paused') this.update({ status: 'live' });
    return this.current;
  }

  /** Stops capturing and waits for the service's end of stream (the last captions). */
  async stop(): Promise<VoiceStatus> {
    const pipeline = this.pipeline;
    if (!pipeline) return this.current;
    try {
      await pipeline.stop();
    } catch {
      // the error is in the state already
    }
    this.update({ reconnects: pipeline.stream.reconnects });
    return this.current;
  }

  /** A transcript as a subtitle file: the concluded segments of one language. */
  async exportTranscript({
    key,
    format,
  }: CallRequest<'voice', 'exportTranscript'>): Promise<{ fileName: string; text: string; savedPath: string | null }> {
    const transcript = this.transcripts.snapshot()[key];
    if (!transcript || transcript.concluded.length === 0) {
      throw new ValidationError([
        { field: 'key', message: 'There is nothing to export yet in this language: wait for the first finished line.' },
      ]);
    }
    const label = key === SOURCE ? (this.current.detectedLang ?? this.current.sourceLang ?? 'source') : key;
    const fileName = `captions-${label}.${format}`;
    const text = toSubtitles(format, transcript.concluded);
    const savedPath = this.options.saveFile ? await this.options.saveFile(fileName, text) : null;
    return { fileName, text, savedPath };
  }

  async dispose(): Promise<void> {
    this.pipeline?.stream.close();
    await this.capture.close();
  }

  private async sourceFor(deviceId: number | null, filePath: string | null) {
    if (filePath) {
      try {
        return await WavFileSource.open(filePath);
      } catch (error) {
        if ((error as GlossaError).kind) throw error;
        throw new ValidationError([
          { field: 'filePath', message: `The file ${basename(filePath)} could not be read.` },
        ]);
      }
    }
    if (deviceId === null)
      throw new ValidationError([
        { field: 'deviceId', message: 'Choose a microphone, the system audio, or a recording.' },
      ]);
    if (!this.devicesById.has(deviceId)) await this.devices();
    const device = this.devicesById.get(deviceId);
    if (!device)
      throw new ValidationError([
        { field: 'deviceId', message: 'That audio device is gone. Refresh the list and choose again.' },
      ]);
    return this.capture.source(device);
  }

  /** The session's model has applied the change already: only the detected language is noted, and it is passed on. */
  private onTranscript(change: TranscriptChange): void {
    if (change.detectedLanguage) this.current = { ...this.current, detectedLang: change.detectedLanguage };
    const merged = this.transcripts.apply(change);
    if (this.current.sessionId) this.options.events.transcript({ ...merged, sessionId: this.current.sessionId });
  }

  private onLevel(level: AudioLevel): void {
    const now = Date.now();
    if (now - this.lastLevelAt < 50) return;
    this.lastLevelAt = now;
    this.options.events.level(level);
  }

  private onError(error: GlossaError): void {
    const data = toErrorData(error);
    this.update({
      status: 'failed',
      error: {
        kind: data.kind,
        message: data.message,
        ...(data.nextStep ? { nextStep: data.nextStep } : {}),
        ...(data.serverMessage ? { serverMessage: data.serverMessage } : {}),
      },
    });
  }

  private update(patch: Partial<VoiceStatus>): void {
    const status: VoicePhase = patch.status ?? this.current.status;
    this.current = { ...this.current, ...patch, status };
    this.publish();
  }

  /** The status alone (transcripts travel as updates), so a long session stays cheap. */
  private publish(): void {
    this.options.events.state(this.current);
  }
}

function idleState(): VoiceStatus {
  return {
    status: 'idle',
    sessionId: null,
    sourceLabel: null,
    sourceLang: null,
    detectedLang: null,
    targetLangs: [],
    latencyMs: null,
    droppedMs: 0,
    reconnects: 0,
    error: null,
  };
}
