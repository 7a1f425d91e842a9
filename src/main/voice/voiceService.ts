// The live-captions feature in main: capture devices, one captions session at a time (one source, or both sides
// of a call as two stream sessions: the microphone "me" and the meeting's audio "others"), its state for the
// windows (snapshots plus transcript updates as events), the level meter and the subtitle export. The windows'
// transcript is one CallTranscript (shared/voice/callTranscript.ts), the one place main merges it; a device that
// goes away mid-meeting pauses its side (silence is sent), the other side goes on, and it resumes when the device
// is back (the list is watched) or another one is chosen.
import type { CallRequest } from '../../shared/contract';
import type { SpeechChunk, VoiceSide, VoiceState, VoiceStatus, VoicePhase } from '../../shared/calls/voice';
import { isVoiceRunning, meetingRequestFields } from '../../shared/rules/voice';
import { ValidationError, fieldIssue, toErrorData, type GlossaError } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { SOURCE, type Speaker, type TranscriptChange } from '../../shared/voice/transcripts';
import { toSubtitles } from '../../shared/voice/subtitles';
import { CallTranscript } from '../../shared/voice/callTranscript';
import type { AudioLevel } from '../audio/capture/levelMeter';
import type { AudioSource } from '../audio/capture/audioSource';
import type { CaptureDevice } from '../audio/capture/captureDevices';
import { NativeCapture, type CaptureDevices } from '../audio/capture/nativeCapture';
import { VoicePipeline } from './voicePipeline';
import { asGlossaError, idleState, overallStatus, recording, speechFormatRefusal } from './voiceStatus';
import type { VoiceSessionApi } from './voiceStreamSession';

interface VoiceEvents {
  state(status: VoiceStatus): void;
  transcript(change: TranscriptChange & { sessionId: string }): void;
  level(level: AudioLevel & { speaker?: Speaker }): void;
  speech(chunk: SpeechChunk): void;
}

export interface VoiceServiceOptions {
  /** The voice part of the active connection's API client. */
  api: () => Promise<VoiceSessionApi>;
  events: VoiceEvents;
  capture?: CaptureDevices;
  /** Asks where to save an export (desktop app); without it the text is handed back only. */
  saveFile?: (suggestedName: string, text: string) => Promise<string | null>;
  /** How often the device list is read while a device is captured (a device gone or back), 2 s by default. */
  deviceWatchMs?: number;
}

/** One source of the running session. */
interface Side {
  view: VoiceSide;
  pipeline: VoicePipeline;
  /** The device it captures (null for a recording). */
  device: CaptureDevice | null;
  reattaching: boolean;
  lastLevelAt: number;
}

type StartRequest = CallRequest<'voice', 'start'>;

export class VoiceService {
  private readonly capture: CaptureDevices;
  private devicesById = new Map<number, CaptureDevice>();
  private sides: Side[] = [];
  private current: VoiceStatus = idleState();
  /** What the windows show and the exports write (both sides of a call merged). */
  private transcripts = new CallTranscript();
  private watch: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: VoiceServiceOptions) {
    this.capture = options.capture ?? new NativeCapture();
  }

  async devices(): Promise<{ devices: CaptureDevice[]; problem: UiMessage | null }> {
    try {
      const devices = await this.capture.listDevices();
      this.devicesById = new Map(devices.map((d) => [d.id, d]));
      return {
        devices,
        problem: devices.length === 0 ? { id: 'voice.devices.none' } : null,
      };
    } catch (error) {
      // The system's own words (RtAudio's, in English) go to the log; the window says it in the user's language.
      console.error(`[glossa] the audio devices could not be listed: ${(error as Error)?.message ?? String(error)}`);
      return { devices: [], problem: { id: 'voice.devices.unavailable' } };
    }
  }

  /** The state with every transcript so far. */
  state(): VoiceState {
    return { ...this.current, transcripts: this.transcripts.snapshot() };
  }

  /** Echoes of your own voice left out of the other side (both sides of a call). */
  get echoesLeftOut(): number {
    return this.transcripts.echoes;
  }

  async start(request: StartRequest): Promise<VoiceState> {
    if (this.sides.length > 0 && isVoiceRunning(this.current.status)) {
      throw new ValidationError([fieldIssue('session', { id: 'voice.error.alreadyRunning' })]);
    }
    const plan: { speaker: Speaker | null; source: AudioSource; device: CaptureDevice | null }[] = [];
    if (request.call) {
      const me = await this.deviceFor(request.call.me);
      const others = await this.deviceFor(request.call.others);
      if (me.id === others.id) throw new ValidationError([fieldIssue('call', { id: 'voice.call.sameDevice' })]);
      plan.push({ speaker: 'me', source: this.capture.source(me), device: me });
      plan.push({ speaker: 'others', source: this.capture.source(others), device: others });
    } else if (request.filePath) {
      plan.push({ speaker: null, source: await recording(request.filePath), device: null });
    } else {
      if (request.deviceId === null)
        throw new ValidationError([fieldIssue('deviceId', { id: 'voice.error.chooseSource' })]);
      const device = await this.deviceFor(request.deviceId);
      plan.push({ speaker: null, source: this.capture.source(device), device });
    }
    const api = await this.options.api();
    const targets = [...new Set([...request.targetLangs, ...request.speechLangs])];
    this.transcripts = new CallTranscript();
    const callStart = Date.now();
    this.sides = plan.map((part) => this.sideFor(part, request, api, callStart));
    this.current = {
      ...idleState(),
      status: 'connecting',
      sourceLabel: plan.map((part) => part.source.label).join(' + '),
      sourceLang: request.sourceLang,
      targetLangs: targets,
      sides: this.sides.map((side) => side.view),
    };
    this.publish();
    const started = await Promise.allSettled(this.sides.map((side) => side.pipeline.start()));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      // A call is both sides or nothing at the start: the one that did start is stopped.
      await Promise.all(this.sides.map((side) => side.pipeline.stop().catch(() => undefined)));
      const reason = failed.reason as GlossaError;
      const error = request.speechLangs.length > 0 ? speechFormatRefusal(reason) : reason;
      this.onError(this.sides[started.indexOf(failed)]!, error);
      throw error;
    }
    if (this.sides.some((side) => side.device)) this.watchDevices();
    this.update({ sessionId: this.sides[0]!.pipeline.stream.sessionId ?? null });
    for (const side of this.sides)
      this.setSide(side, { status: side.view.status === 'connecting' ? 'live' : side.view.status });
    return this.state();
  }

  pause(): VoiceStatus {
    for (const side of this.sides) side.pipeline.pause();
    if (this.current.status === 'live') this.update({ status: 'paused' });
    return this.current;
  }

  resume(): VoiceStatus {
    for (const side of this.sides) side.pipeline.resume();
    if (this.current.status === 'paused') this.update({ status: 'live' });
    return this.current;
  }

  /** Stops capturing and waits for the service's end of stream (the last captions) on every side. */
  async stop(): Promise<VoiceStatus> {
    if (this.sides.length === 0) return this.current;
    this.stopWatching();
    await Promise.all(this.sides.map((side) => side.pipeline.stop().catch(() => undefined)));
    // The other side's lines that waited for a line of yours that never concluded are judged now.
    this.sendTranscript(this.transcripts.release());
    this.update({ reconnects: this.sides.reduce((sum, side) => sum + side.pipeline.stream.reconnects, 0) });
    return this.current;
  }

  /** Another device for a side (after its device went away, or by choice); the session goes on. */
  async switchDevice({ speaker, deviceId }: CallRequest<'voice', 'switchDevice'>): Promise<VoiceStatus> {
    const side = this.sides.find((s) => s.view.speaker === speaker && s.device);
    if (!side || !isVoiceRunning(this.current.status))
      throw new ValidationError([fieldIssue('speaker', { id: 'voice.error.noSideThere' })]);
    const device = await this.deviceFor(deviceId);
    await this.reattach(side, device);
    return this.current;
  }

  /** A transcript as a subtitle file: the concluded segments of one language (both sides named in a call). */
  async exportTranscript({
    key,
    format,
    speakers,
  }: CallRequest<'voice', 'exportTranscript'>): Promise<{ fileName: string; text: string; savedPath: string | null }> {
    const transcript = this.transcripts.snapshot()[key];
    if (!transcript || transcript.concluded.length === 0) {
      throw new ValidationError([fieldIssue('key', { id: 'voice.error.nothingToExport' })]);
    }
    const label = key === SOURCE ? (this.current.detectedLang ?? this.current.sourceLang ?? 'source') : key;
    const fileName = `captions-${label}.${format}`;
    const text = toSubtitles(format, transcript.concluded, speakers ?? { me: 'Me', others: 'Others' });
    const savedPath = this.options.saveFile ? await this.options.saveFile(fileName, text) : null;
    return { fileName, text, savedPath };
  }

  async dispose(): Promise<void> {
    this.stopWatching();
    for (const side of this.sides) side.pipeline.stream.close();
    await this.capture.close();
  }

  private sideFor(
    part: { speaker: Speaker | null; source: AudioSource; device: CaptureDevice | null },
    request: StartRequest,
    api: VoiceSessionApi,
    callStart: number,
  ): Side {
    // Spoken translation is of the other side: your own words, translated back to you, help nobody.
    const speech = part.speaker !== 'me' && request.speechLangs.length > 0;
    const speechTypes = new Map<string, string>();
    const side: Side = {
      view: {
        speaker: part.speaker,
        label: part.source.label,
        kind: part.device?.kind ?? 'recording',
        status: 'connecting',
        deviceLost: false,
        error: null,
      },
      device: part.device,
      reattaching: false,
      lastLevelAt: 0,
      pipeline: undefined as unknown as VoicePipeline,
    };
    side.pipeline = new VoicePipeline({
      api,
      source: part.source,
      request: {
        ...(request.sourceLang ? { source_language: request.sourceLang } : {}),
        ...meetingRequestFields(request.meeting, request.sourceLang),
        target_languages: request.targetLangs,
        ...(speech
          ? {
              target_media_languages: request.speechLangs,
              target_media_content_type: request.speechContentType,
              ...(request.speechVoice ? { target_media_voice: request.speechVoice } : {}),
            }
          : {}),
        message_format: request.messageFormat,
      },
      onLevel: (level) => this.onLevel(side, level),
      onSourceError: (error) => this.onError(side, asGlossaError(error)),
      ...(part.device ? { onSourceLost: () => this.onDeviceLost(side) } : {}),
      events: {
        status: (status) =>
          this.setSide(side, {
            status: side.view.error ? 'failed' : side.pipeline.isPaused && status === 'live' ? 'paused' : status,
          }),
        transcript: (change) => this.onTranscript(side, change, callStart),
        latency: (ms) => this.update({ latencyMs: Math.round(ms) }),
        audioDropped: (drop) => this.update({ droppedMs: this.current.droppedMs + drop.droppedMs }),
        error: (error) => this.onError(side, error),
        media: (media) => {
          // The service names the content type on a language's first chunk only; the window needs it on each.
          if (media.content_type) speechTypes.set(media.language, media.content_type);
          this.options.events.speech({
            language: media.language,
            data: media.data.map((item) => Buffer.from(item).toString('base64')),
            headers: media.headers ?? 0,
            contentType: speechTypes.get(media.language) ?? request.speechContentType,
            durationMs: media.duration,
            text: media.text ?? null,
          });
        },
      },
    });
    return side;
  }

  private async deviceFor(deviceId: number): Promise<CaptureDevice> {
    if (!this.devicesById.has(deviceId)) await this.devices();
    const device = this.devicesById.get(deviceId);
    if (!device) throw new ValidationError([fieldIssue('deviceId', { id: 'voice.error.deviceGone' })]);
    return device;
  }

  /** While a device is captured, the list is read again and again: a device gone pauses its side, back resumes it. */
  private watchDevices(): void {
    this.stopWatching();
    this.watch = setInterval(() => void this.checkDevices(), this.options.deviceWatchMs ?? 2000);
    this.watch.unref?.();
  }

  private stopWatching(): void {
    clearInterval(this.watch);
    this.watch = undefined;
  }

  private async checkDevices(): Promise<void> {
    if (!isVoiceRunning(this.current.status)) return this.stopWatching();
    let devices: CaptureDevice[];
    try {
      devices = await this.capture.listDevices();
    } catch {
      return; // the list could not be read this time; the next tick tries again
    }
    this.devicesById = new Map(devices.map((d) => [d.id, d]));
    for (const side of this.sides) {
      if (!side.device || side.view.status === 'failed' || side.view.status === 'ended') continue;
      const same = devices.find((d) => d.label === side.device!.label && d.kind === side.device!.kind);
      if (!same && !side.view.deviceLost) this.onDeviceLost(side);
      else if (same && side.view.deviceLost) void this.reattach(side, same).catch(() => undefined);
    }
  }

  private onDeviceLost(side: Side): void {
    if (side.view.deviceLost) return;
    void side.pipeline.sourceLost();
    this.setSide(side, { deviceLost: true });
  }

  private async reattach(side: Side, device: CaptureDevice): Promise<void> {
    if (side.reattaching) return;
    side.reattaching = true;
    try {
      await side.pipeline.replaceSource(this.capture.source(device));
      side.device = device;
      this.setSide(side, { deviceLost: false, label: device.label, kind: device.kind });
    } finally {
      side.reattaching = false;
    }
  }

  private onTranscript(side: Side, change: TranscriptChange, callStart: number): void {
    if (change.detectedLanguage) this.current = { ...this.current, detectedLang: change.detectedLanguage };
    const changes =
      side.view.speaker === null
        ? this.transcripts.apply(change)
        : this.transcripts.apply(change, {
            speaker: side.view.speaker,
            offsetMs: Math.max(0, Math.round((side.pipeline.startedAt ?? callStart) - callStart)),
          });
    this.sendTranscript(changes);
  }

  private sendTranscript(changes: readonly TranscriptChange[]): void {
    const { sessionId } = this.current;
    if (sessionId) for (const change of changes) this.options.events.transcript({ ...change, sessionId });
  }

  private onLevel(side: Side, level: AudioLevel): void {
    const now = Date.now();
    if (now - side.lastLevelAt < 50) return;
    side.lastLevelAt = now;
    this.options.events.level(side.view.speaker ? { ...level, speaker: side.view.speaker } : level);
  }

  private onError(side: Side, error: GlossaError): void {
    const data = toErrorData(error);
    this.setSide(side, {
      status: 'failed',
      error: {
        kind: data.kind,
        message: data.message,
        ...(data.nextStep ? { nextStep: data.nextStep } : {}),
        ...(data.uiMessage ? { uiMessage: data.uiMessage } : {}),
        ...(data.uiNextStep ? { uiNextStep: data.uiNextStep } : {}),
        ...(data.serverMessage ? { serverMessage: data.serverMessage } : {}),
      },
    });
  }

  /** A side's change, and the session's status from all of them. */
  private setSide(side: Side, patch: Partial<VoiceSide>): void {
    side.view = { ...side.view, ...patch };
    const views = this.sides.map((s) => s.view);
    this.update({
      sides: views,
      status: overallStatus(views, this.current.status),
      // The session fails only when no side is left; a side's own error is shown with it.
      error: views.every((v) => v.status === 'failed') ? (views.find((v) => v.error)?.error ?? null) : null,
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
