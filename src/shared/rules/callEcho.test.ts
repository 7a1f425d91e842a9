import { describe, expect, it } from 'vitest';
import { CALL_ECHO, echoOf, lineWords, mayEchoLineInProgress, wordSimilarity } from './callEcho';

const mine = [
  { text: 'Good morning, everyone, and thank you for joining.', startMs: 1000 },
  { text: 'Let us start with the first item on the agenda.', startMs: 6000 },
];

describe('an echo of your own voice on the other side of a call', () => {
  it('is the same sentence heard a little later', () => {
    expect(echoOf({ text: 'Good morning everyone and thank you for joining', startMs: 1400 }, mine)).toBe(mine[0]);
  });

  it('is still an echo when the other session misheard a word or two', () => {
    expect(echoOf({ text: 'Good morning, every one, and thank you for joining.', startMs: 1300 }, mine)).toBe(mine[0]);
    expect(echoOf({ text: 'Let us start with the first item of the agenda.', startMs: 6200 }, mine)).toBe(mine[1]);
  });

  it('may start a little before your line, as the two streams start apart', () => {
    expect(echoOf({ text: mine[1]!.text, startMs: 6000 - CALL_ECHO.leadMs }, mine)).toBe(mine[1]);
    expect(echoOf({ text: mine[1]!.text, startMs: 6000 - CALL_ECHO.leadMs - 1 }, mine)).toBeUndefined();
  });

  it('is not the same sentence said again later by the other side', () => {
    expect(echoOf({ text: mine[0]!.text, startMs: 1000 + CALL_ECHO.windowMs + 1 }, mine)).toBeUndefined();
  });

  it('is not a different sentence said at the same time', () => {
    expect(echoOf({ text: 'Could you say a few words about the budget?', startMs: 1200 }, mine)).toBeUndefined();
    expect(echoOf({ text: 'Good morning to you too, thank you.', startMs: 1500 }, mine)).toBeUndefined();
  });

  it('is never a line of one or two words, which both sides say all the time', () => {
    expect(echoOf({ text: 'Thank you.', startMs: 1000 }, [{ text: 'Thank you.', startMs: 900 }])).toBeUndefined();
  });

  it('is recognised while it is still being said, from its first words', () => {
    expect(echoOf({ text: 'Good morning everyone and', startMs: 1300 }, mine, true)).toBe(mine[0]);
    // Finished, the same start is too short a share of your line.
    expect(echoOf({ text: 'Good morning everyone and', startMs: 1300 }, mine)).toBeUndefined();
  });

  it('is found in translations and in languages written without spaces', () => {
    const japanese = [{ text: '皆さん、おはようございます。', startMs: 0 }];
    expect(lineWords('皆さん、おはようございます。').length).toBeGreaterThanOrEqual(3);
    expect(echoOf({ text: '皆さんおはようございます', startMs: 500 }, japanese)).toBe(japanese[0]);
    expect(
      echoOf({ text: 'Guten Morgen zusammen, danke fürs Kommen.', startMs: 300 }, [
        { text: 'Guten Morgen zusammen und danke fürs Kommen!', startMs: 0 },
      ]),
    ).toBeDefined();
  });

  it('measures words in order, without case or punctuation', () => {
    expect(wordSimilarity('THE FIRST ITEM!', 'the first item')).toBe(1);
    expect(wordSimilarity('item first the', 'the first item')).toBeCloseTo(1 / 3);
    expect(wordSimilarity('', 'anything')).toBe(0);
  });
});

describe('a line of the other side concluded while a line of yours is still being said', () => {
  const line = 'Good morning everyone and thank you for joining';

  it('waits for yours when your words so far are in it, in order', () => {
    expect(
      mayEchoLineInProgress({ text: line, startMs: 1300 }, [{ text: 'Good morning everyone', startMs: 1000 }]),
    ).toBe(true);
    // Too few of your words yet to tell: it waits too.
    expect(mayEchoLineInProgress({ text: line, startMs: 1300 }, [{ text: 'Good', startMs: 1000 }])).toBe(true);
  });

  it('does not wait for a different sentence, a line far apart in time, or a short line of theirs', () => {
    expect(
      mayEchoLineInProgress({ text: line, startMs: 1300 }, [{ text: 'Could you say a few words', startMs: 1000 }]),
    ).toBe(false);
    expect(
      mayEchoLineInProgress({ text: line, startMs: 9000 }, [{ text: 'Good morning everyone', startMs: 1000 }]),
    ).toBe(false);
    expect(mayEchoLineInProgress({ text: 'Thank you.', startMs: 1000 }, [{ text: 'Thank', startMs: 900 }])).toBe(false);
    expect(mayEchoLineInProgress({ text: line, startMs: 1300 }, [])).toBe(false);
  });
});
