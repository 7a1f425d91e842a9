// What the simulator "heard". It cannot recognise speech, so the words of a segment come from a fixed list of
// meeting phrases, picked by the segment's index in the session; a tentative segment shows the first words in
// proportion to how long it has lasted so far. Deterministic: the same audio gives the same transcript.
// Targets are pseudo-translations of the English phrase.
import { pseudoTranslate, type Formality, type PseudoTranslateOptions } from '../engine/pseudoTranslate';
import type { GlossaryEntries } from '../engine/glossaryMatcher';

const MEETING_PHRASES = [
  'Good morning, everyone, and thank you for joining.',
  'Let us start with the first item on the agenda.',
  'The new schedule was shared with the team last week.',
  'Could you say a few words about the budget?',
  'We expect the translation to be ready on Friday.',
  'Please send your questions before the end of the day.',
  'The glossary covers the terms of the product launch.',
  'I think we can agree on this proposal.',
  'Let us take a short break and continue in ten minutes.',
  'Thank you, that is all for today.',
] as const;

/** Roughly how long it takes to say one word. */
const MS_PER_WORD = 350;

function phraseFor(segmentIndex: number): string {
  return MEETING_PHRASES[segmentIndex % MEETING_PHRASES.length]!;
}

/** The English text of a segment: the whole phrase when concluded, its first words while tentative. */
export function segmentText(segmentIndex: number, durationMs: number, concluded: boolean): string {
  const phrase = phraseFor(segmentIndex);
  if (concluded) return phrase;
  const words = phrase.split(' ');
  const shown = Math.max(1, Math.min(words.length - 1, Math.floor(durationMs / MS_PER_WORD)));
  return words.slice(0, shown).join(' ');
}

export interface TranslationSettings {
  formality?: Formality;
  /** Glossary entries per target language (lower-case code). */
  glossaries?: Map<string, GlossaryEntries>;
}

/** The text in `language`: English as is, anything else pseudo-translated from English. */
export function textIn(language: string, englishText: string, settings: TranslationSettings = {}): string {
  if (language.toLowerCase() === 'en') return englishText;
  const options: PseudoTranslateOptions = { targetLang: language, sourceLang: 'en' };
  if (settings.formality) options.formality = settings.formality;
  const glossary = settings.glossaries?.get(language.toLowerCase());
  if (glossary) options.glossary = glossary;
  return pseudoTranslate(englishText, options);
}
