// The captions feature as the windows use it: start on a recording, status and transcript events, stop, export.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartVoiceSchema, type SpeechChunk, type StartVoice, type VoiceStatus } from '../../shared/calls/voice';
import { ValidationError, fieldIssue, isGlossaError, type GlossaError } from '../../shared/errors';
import { applyChange, type LanguageTranscript } from '../../shared/voice/transcripts';
import { startClientsOnSimulator, type ClientsOnSimulator } from '../api/testing/simulatorClients';
import { checkVoiceStreamLog } from '../api/testing/publishedDescription';
import { encodeWav16 } from '../../node/formats/audio/wavFile';
import { sayIn } from '../../shared/i18n/testing/sayIn';
import { VoiceService } from './voiceService';
import { speechFormatRefusal } from './voiceStatus';

let env: ClientsOnSimulator;
let folder: string;
beforeAll(async () => {
  env = await startClientsOnSimulator();
  folder = await mkdtemp(join(tmpdir(), 'glossa-voice-'));
});
afterAll(async () => {
  await env.close();
  await rm(folder, { recursive: true, force: true });
});

async function recording(): Promise<string> {
  const rate = 16_000;
  const samples = new Int16Array(rate * 2);
  for (let i = 0.2 * rate; i < 1.2 * rate; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / rate));
  const path = join(folder, 'interview.wav');
  await writeFile(path, encodeWav16(samples, rate));
  return path;
}

/** The request as the contract checks it before the service sees it. */
const request = (input: StartVoice) => StartVoiceSchema.parse(input);

describe('VoiceService', () => {
  it('captions a recording into the source and two targets, reports its status, and exports SRT', async () => {
    const statuses: VoiceStatus['status'][] = [];
    const transcriptKeys = new Set<string>();
    let mirror: Record<string, LanguageTranscript> = {};
    const service = new VoiceService({
      api: async () => env.pro.voice,
      events: {
        state: (s) => statuses.push(s.status),
        transcript: (c) => {
          transcriptKeys.add(c.key);
          mirror = applyChange(mirror, c);
        },
        level: () => undefined,
        speech: () => undefined,
      },
    });
    const started = await service.start(
      request({ deviceId: null, filePath: await recording(), sourceLang: 'en', targetLangs: ['de', 'fr'] }),
    );
    expect(started.status).toBe('live');
    expect(started.sourceLabel).toBe('interview.wav');
    await new Promise((resolve) => setTimeout(resolve, 2300));
    const stopped = await service.stop();
    expect(stopped.status).toBe('ended');
    expect(statuses).toContain('connecting');
    expect([...transcriptKeys].sort()).toEqual(['de', 'fr', 'source']);

    const state = service.state();
    expect(state.transcripts.source!.concluded).toHaveLength(1);
    // A window that applied each change holds what main's one transcript model holds.
    expect(mirror).toEqual(state.transcripts);
    const exported = await service.exportTranscript({ key: 'de', format: 'srt' });
    expect(exported.fileName).toBe('captions-de.srt');
    expect(exported.text).toContain(`1\n00:00:00,200 --> 00:00:01,200\n${state.transcripts.de!.concluded[0]!.text}`);
    await service.dispose();
  });

  it('hands spoken translation to the window in the chosen format and voice, with its content type on every chunk', async () => {
    const speech: SpeechChunk[] = [];
    const service = new VoiceService({
      api: async () => env.pro.voice,
      events: {
        state: () => undefined,
        transcript: () => undefined,
        level: () => undefined,
        speech: (chunk) => speech.push(chunk),
      },
    });
    const started = await service.start(
      request({
        deviceId: null,
        filePath: await recording(),
        sourceLang: null,
        targetLangs: ['fr'],
        speechLangs: ['de'],
        speechContentType: 'audio/pcm;encoding=s16le;rate=24000',
        speechVoice: 'female',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2300));
    await service.stop();
    expect(speech.length).toBeGreaterThan(0);
    expect(speech.every((c) => c.language === 'de' && c.contentType === 'audio/pcm;encoding=s16le;rate=24000')).toBe(
      true,
    );
    const bytes = speech.flatMap((c) => c.data).reduce((n, item) => n + Buffer.from(item, 'base64').length, 0);
    expect(bytes).toBe(1000 * 48); // the 1 s segment, as s16le at 24 kHz
    expect(speech.reduce((ms, c) => ms + c.durationMs, 0)).toBe(1000);
    expect(speech[0]!.text).toBeTruthy();
    expect(service.state().targetLangs).toEqual(['fr', 'de']);
    // The stream asked for the voice, and the description accepts every message of it.
    expect(checkVoiceStreamLog(env.simulator.control.voice.messages(started.sessionId!) ?? [])).toEqual([]);
    await service.dispose();
  });

  it('says a speech format the service cannot send as the next step: choose another sound format', async () => {
    const states: VoiceStatus[] = [];
    const service = new VoiceService({
      api: async () => env.pro.voice,
      events: {
        state: (s) => states.push(s),
        transcript: () => undefined,
        level: () => undefined,
        speech: () => undefined,
      },
    });
    // The offline demo's simulator makes no AAC: it answers the set-up with a 400 naming the types it makes.
    const refused = await service
      .start(
        request({
          deviceId: null,
          filePath: await recording(),
          sourceLang: null,
          targetLangs: ['fr'],
          speechLangs: ['de'],
          speechContentType: 'video/mp2t;codecs=aac',
        }),
      )
      .catch((e: unknown) => e);
    expect(isGlossaError(refused, 'validation')).toBe(true);
    const error = refused as GlossaError;
    expect(error.uiMessage).toEqual({ id: 'voice.speech.formatRefused' });
    expect(error.uiNextStep).toEqual({ id: 'voice.speech.formatRefusedNextStep' });
    expect(error.serverDetail).toContain('audio/webm;codecs=opus'); // the service's own words are kept
    expect(states.at(-1)?.error?.uiMessage?.id).toBe('voice.speech.formatRefused');
    // Without speech asked for, a 400 is not said to be about the sound format.
    expect(
      speechFormatRefusal(
        new ValidationError([fieldIssue('glossary_id', { id: 'voice.rule.glossaryNotId' })], { status: 400 }),
      ).uiMessage?.id,
    ).toBe('voice.rule.glossaryNotId');
    await service.dispose();
  });

  it('refuses to start without a source, and to export an empty transcript', async () => {
    const service = new VoiceService({
      api: async () => env.pro.voice,
      events: { state: () => undefined, transcript: () => undefined, level: () => undefined, speech: () => undefined },
    });
    const noSource = await service
      .start(request({ deviceId: null, sourceLang: null, targetLangs: [] }))
      .catch((e: unknown) => e);
    expect(isGlossaError(noSource, 'validation')).toBe(true);
    const empty = await service.exportTranscript({ key: 'source', format: 'vtt' }).catch((e: unknown) => e);
    expect(isGlossaError(empty, 'validation')).toBe(true);
    await service.dispose();
  });

  it("says in the user's language that the devices could not be listed, without the system's English words", async () => {
    const failing = new Error('RtApiPulse::getDeviceInfo: pa_context_connect() failed: Connection refused');
    const service = new VoiceService({
      api: async () => env.pro.voice,
      events: { state: () => undefined, transcript: () => undefined, level: () => undefined, speech: () => undefined },
      capture: {
        listDevices: () => Promise.reject(failing),
        source: () => {
          throw failing;
        },
        close: async () => undefined,
      },
    });
    const { devices, problem } = await service.devices();
    expect(devices).toEqual([]);
    expect(problem).toEqual({ id: 'voice.devices.unavailable' });
    expect(await sayIn('de', problem!)).toMatch(/^Die Audioaufnahme ist nicht verfügbar: Die Audiogeräte/);
    await service.dispose();
  });

  describe('a meeting’s own settings', () => {
    /** Captions the recording with these settings; the transcripts, the detected language and the stream's messages. */
    async function caption(input: Partial<StartVoice>) {
      let ended = () => undefined as void;
      const finished = new Promise<void>((resolve) => (ended = resolve));
      const service = new VoiceService({
        api: async () => env.pro.voice,
        events: {
          // The recording plays to its end, and the session finishes by itself.
          state: (s) => (s.status === 'ended' || s.status === 'failed') && ended(),
          transcript: () => undefined,
          level: () => undefined,
          speech: () => undefined,
        },
      });
      const started = await service.start(
        request({ deviceId: null, filePath: await recording(), sourceLang: null, targetLangs: ['de'], ...input }),
      );
      await finished;
      const state = service.state();
      await service.dispose();
      return { state, log: env.simulator.control.voice.messages(started.sessionId!) ?? [] };
    }

    it('the glossary’s terms and the informal tone reach the captions; a hinted language gives way to the one heard', async () => {
      const glossary = await env.pro.glossaries.create({
        name: 'Board meeting',
        dictionaries: [
          { source_lang: 'en', target_lang: 'de', entries: 'everyone\tdie ganze Runde', entries_format: 'tsv' },
        ],
      });
      const { state, log } = await caption({
        sourceLang: 'de',
        meeting: { glossaryId: glossary.glossary_id, formality: 'informal', sourceLanguageMode: 'auto' },
      });
      const german = state.transcripts.de!.concluded[0]!.text;
      expect(german).toContain('die ganze Runde');
      expect(german).toContain('Danke dir'); // informal; the default says "Vielen Dank"
      // German was only a hint: the simulator hears English, and says so.
      expect(state.detectedLang).toBe('en');
      expect(state.transcripts.source!.concluded[0]!.text).toBe('Good morning, everyone, and thank you for joining.');
      expect(log.some((m) => m.direction === 'client') && log.some((m) => m.direction === 'server')).toBe(true);
      expect(checkVoiceStreamLog(log)).toEqual([]);
    });

    it('a fixed spoken language is kept even though another is heard, and the formal tone is the default’s', async () => {
      const { state, log } = await caption({
        sourceLang: 'de',
        targetLangs: ['fr'],
        meeting: { glossaryId: null, formality: 'formal', sourceLanguageMode: 'fixed' },
      });
      expect(state.detectedLang).toBe('de');
      expect(state.transcripts.source!.concluded[0]!.text).toMatch(/^Guten Morgen/);
      expect(state.transcripts.fr!.concluded[0]!.text).toContain('Je vous remercie'); // formal
      expect(checkVoiceStreamLog(log)).toEqual([]);
    });

    it('the check of the stream against the description can fail', () => {
      expect(checkVoiceStreamLog([{ direction: 'client', message: { end_of_stream: {} } }])).toHaveLength(1);
      expect(
        checkVoiceStreamLog([{ direction: 'server', message: { source_transcript_update: { concluded: 'x' } } }]),
      ).toHaveLength(1);
    });
  });
});
