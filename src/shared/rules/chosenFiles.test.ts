import { describe, expect, it } from 'vitest';
import { ALREADY_CHOSEN_REASON, ALREADY_QUEUED_REASON, EMPTY_FILE_REASON, sortChosenFiles } from './chosenFiles';
import { englishText } from '../i18n/english';

const refused = (name: string, says: typeof EMPTY_FILE_REASON) => ({ name, reason: englishText(says), says });

const file = (name: string, size: number, lastModified = 1) => ({ name, size, lastModified });

describe('which chosen files join the next batch', () => {
  it('an empty file is refused at once, with a sentence, and not taken', () => {
    expect(sortChosenFiles([file('empty.txt', 0), file('a.txt', 10)], [], [], ['de'])).toEqual({
      taken: [1],
      refused: [refused('empty.txt', EMPTY_FILE_REASON)],
    });
  });

  it('the same file dropped twice, at once or after the first drop, is taken once', () => {
    expect(sortChosenFiles([file('a.txt', 10), file('a.txt', 10)], [], [], ['de']).taken).toEqual([0]);
    const again = sortChosenFiles([file('a.txt', 10)], [file('a.txt', 10)], [], ['de']);
    expect(again).toEqual({ taken: [], refused: [refused('a.txt', ALREADY_CHOSEN_REASON)] });
  });

  it('two files of the same name but other contents (size or date) are both taken', () => {
    expect(sortChosenFiles([file('a.txt', 10), file('a.txt', 11), file('a.txt', 10, 2)], [], [], ['de']).taken).toEqual(
      [0, 1, 2],
    );
  });

  it('the same path is one file, whatever was dropped', () => {
    const result = sortChosenFiles(
      [{ name: 'a.docx', path: '/w/a.docx' }],
      [{ name: 'a.docx', path: '/w/a.docx' }],
      [],
      ['de'],
    );
    expect(result.taken).toEqual([]);
  });

  it('a file still in the queue into one of the languages is refused; into another language it is taken', () => {
    const queued = [{ name: 'a.txt', size: 10, targetLang: 'DE' }];
    expect(sortChosenFiles([file('a.txt', 10)], [], queued, ['de', 'fr']).refused).toEqual([
      refused('a.txt', ALREADY_QUEUED_REASON),
    ]);
    expect(sortChosenFiles([file('a.txt', 10)], [], queued, ['fr']).taken).toEqual([0]);
  });
});
