// The live-captions session's status as the windows see it: idle, and the phase of a session from its sides'
// (one source, or both sides of a call), and a recording opened as a source.
import { basename } from 'node:path';
import type { VoicePhase, VoiceSide, VoiceStatus } from '../../shared/calls/voice';
import { GlossaError, InternalError, ValidationError, fieldIssue, isGlossaError } from '../../shared/errors';
import type { AudioSource } from '../audio/capture/audioSource';
import { WavFileSource } from '../audio/capture/wavFileSource';

/** The session's phase from its sides': the busiest first, then live, then ended, failed when none is left. */
export function overallStatus(sides: readonly VoiceSide[], previous: VoicePhase): VoicePhase {
  const has = (phase: VoicePhase) => sides.some((side) => side.status === phase);
  for (const phase of ['connecting', 'reconnecting'] as const) if (has(phase)) return phase;
  if (has('live') || has('paused')) return previous === 'paused' ? 'paused' : has('live') ? 'live' : 'paused';
  for (const phase of ['finishing', 'ended'] as const) if (has(phase)) return phase;
  return sides.length > 0 ? 'failed' : previous;
}

/** A capture's failure as a typed error; an untyped one's own words (often the system's, in English) stay in `cause`. */
export const asGlossaError = (error: Error): GlossaError =>
  isGlossaError(error)
    ? error
    : new InternalError(
        { says: { id: 'voice.error.captureStopped' }, saysNextStep: { id: 'voice.error.checkDevice' } },
        { cause: error },
      );

/**
 * The service's 400 to a session set-up that names the speech format (`target_media_content_type`: in the field it
 * names, or in its words) as the user's next step: choose another sound format. The service's own words are kept.
 */
export function speechFormatRefusal(error: GlossaError): GlossaError {
  const field = 'target_media_content_type';
  const named =
    (error.fields ?? []).some((issue) => issue.field === field) ||
    [error.serverMessage, error.serverDetail].some((words) => words?.includes(field));
  if (error.kind !== 'validation' || error.status !== 400 || !named) return error;
  return new ValidationError([fieldIssue('speechContentType', { id: 'voice.speech.formatRefused' })], {
    status: 400,
    ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }),
    ...(error.serverDetail === undefined ? {} : { serverDetail: error.serverDetail }),
    saysNextStep: { id: 'voice.speech.formatRefusedNextStep' },
  });
}

export async function recording(filePath: string): Promise<AudioSource> {
  try {
    return await WavFileSource.open(filePath);
  } catch (error) {
    if ((error as GlossaError).kind) throw error;
    throw new ValidationError(
      [fieldIssue('filePath', { id: 'voice.error.recordingUnreadable', values: { name: basename(filePath) } })],
      { saysNextStep: { id: 'voice.wav.chooseWav' } },
    );
  }
}

export function idleState(): VoiceStatus {
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
    sides: [],
    error: null,
  };
}
