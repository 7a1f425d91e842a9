// What the simulator's correction changes, and what it leaves alone.
import { describe, expect, it } from 'vitest';
import { correctText } from './corrections';

describe('correctText', () => {
  it('corrects the misspellings it knows, keeping the case of the word', () => {
    expect(correctText('Teh report was recieved. TEH END', 'en')).toBe('The report was received. THE END');
    expect(correctText('this is a example sentence to imprve', 'en')).toBe('This is an example sentence to improve');
  });

  it('corrects grammar faults it knows: "should of", "their is", a lone "i"', () => {
    expect(correctText('We should of known that their is a problem, and i think so.', 'en')).toBe(
      'We should have known that there is a problem, and I think so.',
    );
  });

  it('removes a word written twice, runs of spaces and a space before a full stop; starts sentences with a capital', () => {
    expect(correctText('the  the plan is ready .   it works', 'en')).toBe('The plan is ready. It works');
  });

  it('keeps words that may stand twice and text with nothing to correct', () => {
    expect(correctText('He had had enough.', 'en')).toBe('He had had enough.');
    expect(correctText('The house is big.', 'en')).toBe('The house is big.');
  });

  it('corrects by the language of the text: German words are not English typos', () => {
    expect(correctText('Das ist vieleicht der Standart.', 'de')).toBe('Das ist vielleicht der Standard.');
    expect(correctText('Das ist vieleicht der Standart.', 'en')).toBe('Das ist vieleicht der Standart.');
  });
});
