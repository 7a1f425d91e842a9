// The source quick translate guesses for a text whose choices need one: the language franc tells clearly, the one
// detected last time for a text too short or too close to call, and none (detect first) when neither can tell.
import { describe, expect, it } from 'vitest';
import { guessSourceLanguage } from './sourceGuess';

describe('the source language guessed before sending', () => {
  it('is the language of a sentence, in the service code', () => {
    expect(guessSourceLanguage('Payment is due within 45 days of the invoice date.', null)).toBe('en');
    expect(guessSourceLanguage('Der Vertrag wird von beiden Parteien unterschrieben.', null)).toBe('de');
    expect(guessSourceLanguage('これは契約書です。月末までに両当事者が署名します。', null)).toBe('ja');
  });

  it('replaces the last detected source when the text is clearly in another language', () => {
    expect(guessSourceLanguage('Le contrat est signé par les deux parties avant la fin du mois.', 'EN')).toBe('fr');
  });

  it('keeps the last detected source for a text too short to tell, or scored close to it', () => {
    expect(guessSourceLanguage('Invoice', 'EN')).toBe('en');
    // Danish, Dutch and English score nearly alike here: English was detected last time.
    expect(guessSourceLanguage('Hello world, how are you', 'en-GB')).toBe('en');
  });

  it('is none when nothing tells: the popup then detects first', () => {
    expect(guessSourceLanguage('Invoice', null)).toBeNull();
    expect(guessSourceLanguage('Hello world, how are you', null)).toBeNull();
  });
});
