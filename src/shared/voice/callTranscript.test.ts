import { describe, expect, it } from 'vitest';
import { CallTranscript } from './callTranscript';
import { applyChange, SOURCE, type LanguageTranscript } from './transcripts';

const line = (text: string, startMs: number, endMs: number) => ({ text, startMs, endMs });
const me = { speaker: 'me' as const, offsetMs: 0 };
const others = { speaker: 'others' as const, offsetMs: 250 };

describe('the transcript of both sides of a call', () => {
  it('merges the two sessions in time order on the call clock, each line labelled', () => {
    const call = new CallTranscript();
    call.apply({ key: SOURCE, concluded: [line('Good morning, everyone.', 0, 1500)], tentative: [] }, me);
    // The other side's stream started 250 ms later: its 2000 ms is the call's 2250 ms.
    call.apply(
      { key: SOURCE, concluded: [line('Could you say a few words about the budget?', 2000, 4000)], tentative: [] },
      others,
    );
    // A line of yours that concluded late, but began before theirs.
    call.apply({ key: SOURCE, concluded: [line('Let us start with the first item.', 1800, 4200)], tentative: [] }, me);
    expect(call.snapshot()[SOURCE]!.concluded).toEqual([
      { text: 'Good morning, everyone.', startMs: 0, endMs: 1500, speaker: 'me' },
      { text: 'Let us start with the first item.', startMs: 1800, endMs: 4200, speaker: 'me' },
      { text: 'Could you say a few words about the budget?', startMs: 2250, endMs: 4250, speaker: 'others' },
    ]);
  });

  it('keeps what each side is saying now apart: an update of one side leaves the other side’s words', () => {
    const call = new CallTranscript();
    call.apply({ key: 'de', concluded: [], tentative: [line('Guten', 0, 300)] }, me);
    call.apply({ key: 'de', concluded: [], tentative: [line('Könnten Sie', 100, 500)] }, others);
    call.apply({ key: 'de', concluded: [], tentative: [line('Guten Morgen', 0, 700)] }, me);
    expect(call.snapshot()['de']!.tentative.map((s) => [s.speaker, s.text])).toEqual([
      ['me', 'Guten Morgen'],
      ['others', 'Könnten Sie'],
    ]);
  });

  it('leaves out your own voice coming back on the other side, in every language, and counts it', () => {
    const call = new CallTranscript();
    call.apply(
      { key: SOURCE, concluded: [line('Good morning, everyone, and thank you for joining.', 0, 2500)], tentative: [] },
      me,
    );
    call.apply(
      { key: 'de', concluded: [line('Guten Morgen zusammen und danke fürs Kommen.', 0, 2500)], tentative: [] },
      me,
    );
    const [echo] = call.apply(
      { key: SOURCE, concluded: [line('Good morning everyone and thank you for joining', 200, 2700)], tentative: [] },
      others,
    );
    call.apply(
      { key: 'de', concluded: [line('Guten Morgen zusammen und danke fürs Kommen.', 200, 2700)], tentative: [] },
      others,
    );
    expect(echo!.concluded).toEqual([]);
    expect(call.snapshot()[SOURCE]!.concluded.map((s) => s.speaker)).toEqual(['me']);
    expect(call.snapshot()['de']!.concluded.map((s) => s.speaker)).toEqual(['me']);
    expect(call.echoes).toBe(2);
    // While it is still being said, it is not shown either.
    const [partial] = call.apply(
      { key: SOURCE, concluded: [], tentative: [line('Good morning everyone', 300, 900)] },
      others,
    );
    expect(partial!.tentative).toEqual([]);
  });

  it('leaves out the echo when the other side concludes it before your line concludes', () => {
    const call = new CallTranscript();
    call.apply({ key: SOURCE, concluded: [], tentative: [line('Good morning everyone', 0, 900)] }, me);
    // Their session is quicker: the echo concludes while your line is still being said. It waits, as tentative.
    const [waiting] = call.apply(
      { key: SOURCE, concluded: [line('Good morning everyone and thank you for joining', 200, 2700)], tentative: [] },
      others,
    );
    expect(waiting!.concluded).toEqual([]);
    expect(call.snapshot()[SOURCE]!.tentative.map((s) => s.speaker)).toEqual(['me', 'others']);
    // Your line concludes: theirs is its echo, and goes.
    const changes = call.apply(
      { key: SOURCE, concluded: [line('Good morning, everyone, and thank you for joining.', 0, 2500)], tentative: [] },
      me,
    );
    expect(changes.map((c) => c.speaker)).toEqual(['me', 'others']);
    expect(changes[1]).toMatchObject({ concluded: [], tentative: [] });
    expect(call.snapshot()[SOURCE]).toEqual({
      concluded: [
        { text: 'Good morning, everyone, and thank you for joining.', startMs: 0, endMs: 2500, speaker: 'me' },
      ],
      tentative: [],
    });
    expect(call.echoes).toBe(1);
  });

  it('keeps a line of theirs that waited for yours and only shares some words with it', () => {
    const call = new CallTranscript();
    call.apply({ key: SOURCE, concluded: [], tentative: [line('Good morning', 0, 600)] }, me);
    const [waiting] = call.apply(
      { key: SOURCE, concluded: [line('Good morning to you too, how was the trip?', 400, 2600)], tentative: [] },
      others,
    );
    expect(waiting!.concluded).toEqual([]);
    const [, released] = call.apply(
      { key: SOURCE, concluded: [line('Good morning everyone, shall we begin?', 0, 2200)], tentative: [] },
      me,
    );
    expect(released!.concluded).toEqual([
      { text: 'Good morning to you too, how was the trip?', startMs: 650, endMs: 2850, speaker: 'others' },
    ]);
    expect(call.snapshot()[SOURCE]!.concluded.map((s) => s.speaker)).toEqual(['me', 'others']);
    expect(call.echoes).toBe(0);
  });

  it('does not hold a line of theirs that your line in progress cannot be the source of', () => {
    const call = new CallTranscript();
    call.apply({ key: SOURCE, concluded: [], tentative: [line('Let us look at the budget', 0, 1500)] }, me);
    const [change] = call.apply(
      { key: SOURCE, concluded: [line('Could you say a few words about the plan?', 300, 2500)], tentative: [] },
      others,
    );
    expect(change!.concluded.map((s) => s.text)).toEqual(['Could you say a few words about the plan?']);
  });

  it('shows the lines still waiting when the call ends, unless they echo what you were saying', () => {
    const call = new CallTranscript();
    call.apply({ key: SOURCE, concluded: [], tentative: [line('Good morning', 0, 500)] }, me);
    call.apply(
      { key: SOURCE, concluded: [line('Good morning everyone and thank you', 200, 1200)], tentative: [] },
      others,
    );
    // Your line goes on, and never concludes before the end.
    call.apply({ key: SOURCE, concluded: [], tentative: [line('Good morning everyone and thank you', 0, 1000)] }, me);
    call.apply({ key: 'de', concluded: [], tentative: [line('Guten', 0, 300)] }, me);
    call.apply({ key: 'de', concluded: [line('Guten Tag, wie geht es Ihnen?', 300, 1500)], tentative: [] }, others);
    const released = call.release();
    expect(released.map((c) => [c.key, c.concluded.map((s) => s.text)])).toEqual([
      [SOURCE, []],
      ['de', ['Guten Tag, wie geht es Ihnen?']],
    ]);
    expect(call.echoes).toBe(1);
    expect(call.release()).toEqual([]);
  });

  it('keeps the other side saying the same words long after you', () => {
    const call = new CallTranscript();
    call.apply(
      { key: SOURCE, concluded: [line('I think we can agree on this proposal.', 0, 2000)], tentative: [] },
      me,
    );
    call.apply(
      { key: SOURCE, concluded: [line('I think we can agree on this proposal.', 20_000, 22_000)], tentative: [] },
      others,
    );
    expect(call.snapshot()[SOURCE]!.concluded.map((s) => s.speaker)).toEqual(['me', 'others']);
  });

  it('gives a window the same transcript when it applies the changes it received', () => {
    const call = new CallTranscript();
    let window: Record<string, LanguageTranscript> = {};
    const changes = [
      call.apply({ key: SOURCE, concluded: [], tentative: [line('Could', 1000, 1300)] }, others),
      call.apply({ key: SOURCE, concluded: [line('Good morning.', 0, 900)], tentative: [line('Let', 1200, 1400)] }, me),
      call.apply({ key: SOURCE, concluded: [line('Could you say a few words?', 1000, 2600)], tentative: [] }, others),
      call.apply({ key: SOURCE, concluded: [line('Let us start.', 1200, 2400)], tentative: [] }, me),
      call.apply({ key: SOURCE, concluded: [], tentative: [line('Good morning', 3000, 3400)] }, me),
      call.apply(
        { key: SOURCE, concluded: [line('Good morning everyone and welcome.', 3100, 5000)], tentative: [] },
        others,
      ),
      call.apply(
        { key: SOURCE, concluded: [line('Good morning everyone and welcome.', 3000, 4800)], tentative: [] },
        me,
      ),
    ].flat();
    for (const change of changes) window = applyChange(window, change);
    expect(window).toEqual(call.snapshot());
  });

  it('is one session as it came when only one source is captioned (no labels)', () => {
    const call = new CallTranscript();
    const change = { key: SOURCE, concluded: [line('Good morning.', 0, 900)], tentative: [] };
    expect(call.apply(change)).toEqual([change]);
    expect(call.apply(change)[0]).toBe(change);
    expect(call.snapshot()[SOURCE]!.concluded[0]).not.toHaveProperty('speaker');
  });
});
