import { describe, expect, it } from 'vitest';
import { MainText } from './mainText';

const finished = { done: 2, total: 3, failed: 1, cancelled: 0, characters: 12345 };

describe("main's own texts follow the language the windows speak", () => {
  it('words the finished-documents notification in English, then in German after the switch', async () => {
    const text = new MainText(() => ['en-US']);
    expect(text.say({ id: 'documents.notify.body', values: finished })).toBe(
      '2 of 3 translated, 1 failed, 12,345 characters billed.',
    );
    await text.follow('de');
    expect(text.say({ id: 'documents.notify.title' })).toBe('Dokumente übersetzt');
    expect(text.say({ id: 'documents.notify.body', values: finished })).toBe(
      '2 von 3 übersetzt, 1 fehlgeschlagen, 12.345 Zeichen berechnet.',
    );
  });

  it('names the languages a message carries, and words an error with its next step, in the language shown', async () => {
    const text = new MainText(() => ['ja']);
    await text.follow('system');
    expect(
      text.say({
        id: 'history.skipped.otherPair',
        values: { source: 'English', target: 'French' },
        languages: { source: 'en', target: 'fr' },
      }),
    ).toBe('別の言語ペア（英語 → フランス語）。');
    expect(
      text.sayError({
        kind: 'notFound',
        message: 'That history entry no longer exists.',
        uiMessage: { id: 'history.error.entryGone' },
        uiNextStep: { id: 'history.error.searchAgain' },
      }),
    ).toBe('その履歴のエントリーはもう存在しません。 もう一度検索してください。');
  });
});
