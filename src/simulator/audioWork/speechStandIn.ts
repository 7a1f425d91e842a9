// The simulator's spoken translation: it cannot speak, so each sentence is a clearly audible stand-in, a
// voice-like buzz with syllables, at the pitch of the voice asked for, as long as the sentence was spoken.

/** The buzz's pitch for target_media_voice: a lower one for male, a higher one for female, between without. */
export const VOICE_PITCH_HZ = { male: 120, female: 210, default: 160 } as const;

export type SpeechVoice = keyof typeof VOICE_PITCH_HZ;

/**
 * `count` samples of a buzz at `pitch` with harmonics, in syllables of about 200 ms, at a moderate level,
 * starting `offset` samples into the sentence (so a sentence cut in pieces sounds whole).
 */
export function synthesizeVoice(count: number, rate: number, offset: number, pitch: number): Int16Array {
  const samples = new Int16Array(count);
  for (let i = 0; i < samples.length; i++) {
    const t = (i + offset) / rate;
    const syllable = 0.5 - 0.5 * Math.cos(2 * Math.PI * 5 * t);
    const buzz =
      Math.sin(2 * Math.PI * pitch * t) +
      0.5 * Math.sin(2 * Math.PI * 2 * pitch * t) +
      0.25 * Math.sin(2 * Math.PI * 3 * pitch * t);
    samples[i] = Math.round(6000 * syllable * buzz);
  }
  return samples;
}
