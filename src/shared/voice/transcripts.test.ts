import { describe, expect, it } from 'vitest';
import { applyChange, overlayLanguagesShown, SOURCE, TranscriptModel } from './transcripts';

const seg = (text: string, start: number, end: number) => ({ text, start_time: start, end_time: end });
const src = (text: string, start: number, end: number) => ({ language: 'en', ...seg(text, start, end) });

describe('TranscriptModel', () => {
  it('appends concluded segments in order and replaces the tentative ones with each update', () => {
    const model = new TranscriptModel(['de']);
    model.apply({ source_transcript_update: { concluded: [], tentative: [src('Good', 0, 400)] } });
    model.apply({ source_transcript_update: { concluded: [], tentative: [src('Good morning', 0, 900)] } });
    expect(model.get(SOURCE)).toEqual({ concluded: [], tentative: [{ text: 'Good morning', startMs: 0, endMs: 900 }] });
    model.apply({ source_transcript_update: { concluded: [src('Good morning, all.', 0, 1200)], tentative: [] } });
    model.apply({ source_transcript_update: { concluded: [], tentative: [src('Let', 2000, 2300)] } });
    model.apply({
      source_transcript_update: { concluded: [src('Let us start.', 2000, 3100)], tentative: [src('Next', 3500, 3700)] },
    });
    expect(model.get(SOURCE).concluded.map((s) => s.text)).toEqual(['Good morning, all.', 'Let us start.']);
    expect(model.get(SOURCE).tentative.map((s) => s.text)).toEqual(['Next']);
    expect(model.detectedLanguage).toBe('en');
  });

  it('keeps each target language apart', () => {
    const model = new TranscriptModel(['de', 'fr']);
    model.apply({
      target_transcript_update: { language: 'de', concluded: [seg('Guten Morgen', 0, 1200)], tentative: [] },
    });
    model.apply({ target_transcript_update: { language: 'fr', concluded: [], tentative: [seg('Bon', 0, 400)] } });
    model.apply({
      target_transcript_update: { language: 'de', concluded: [], tentative: [seg('Fangen', 2000, 2300)] },
    });
    expect(model.get('de')).toEqual({
      concluded: [{ text: 'Guten Morgen', startMs: 0, endMs: 1200 }],
      tentative: [{ text: 'Fangen', startMs: 2000, endMs: 2300 }],
    });
    expect(model.get('fr')).toEqual({ concluded: [], tentative: [{ text: 'Bon', startMs: 0, endMs: 400 }] });
    expect(model.get(SOURCE)).toEqual({ concluded: [], tentative: [] });
  });

  it('an empty tentative list clears the tentative text', () => {
    const model = new TranscriptModel();
    model.apply({ source_transcript_update: { concluded: [], tentative: [src('Hel', 0, 300)] } });
    model.apply({ source_transcript_update: { concluded: [], tentative: [] } });
    expect(model.get(SOURCE).tentative).toEqual([]);
  });

  it('ignores messages that are not transcript updates', () => {
    const model = new TranscriptModel();
    expect(model.apply({ end_of_stream: {} })).toBeUndefined();
  });

  it('its changes rebuild the same transcripts elsewhere (the renderer mirror)', () => {
    const model = new TranscriptModel(['de']);
    let mirror = model.snapshot();
    for (const message of [
      { source_transcript_update: { concluded: [], tentative: [src('Good', 0, 400)] } },
      { target_transcript_update: { language: 'de', concluded: [seg('Gut', 0, 1200)], tentative: [] } },
      { source_transcript_update: { concluded: [src('Good morning.', 0, 1200)], tentative: [] } },
    ]) {
      mirror = applyChange(mirror, model.apply(message)!);
    }
    expect(mirror).toEqual(model.snapshot());
  });
});

describe('what the caption overlay shows', () => {
  it('with nothing chosen, the first target language, so its box is ticked', () => {
    expect(overlayLanguagesShown([], ['de', 'fr'])).toEqual(['de']);
  });
  it('without a target, the spoken language', () => {
    expect(overlayLanguagesShown([], [])).toEqual([SOURCE]);
  });
  it('the chosen languages the session has, spoken first, then the targets in their order', () => {
    expect(overlayLanguagesShown(['fr', SOURCE, 'it'], ['de', 'fr'])).toEqual([SOURCE, 'fr']);
  });
  it('a choice the session does not have falls back to the first target', () => {
    expect(overlayLanguagesShown(['ja'], ['de', 'fr'])).toEqual(['de']);
  });
});
