// The finder of plain-English errors that plainEnglishErrors.int.test.ts runs over the whole of main.
import { describe, expect, it } from 'vitest';
import { plainEnglishErrors } from './plainEnglishErrors';

describe('errors raised from main speak from the catalogue', () => {
  it('finds an error raised with an English message and no id, and an English-only field problem', () => {
    const code = [
      "throw new NotFoundError({ message: 'Gone.', nextStep: 'Search again.' });",
      "throw new NotFoundError({ says: { id: 'history.error.entryGone' } });",
      "throw new ValidationError([{ field: 'name', message: 'Give it a name.' }]);",
      "throw new ValidationError([{ field: 'name', message: 'x', uiMessage: { id: 'glossaries.name.empty' } }]);",
    ].join('\n');
    expect(plainEnglishErrors('example.ts', code).map((line) => line.split(':')[0])).toEqual(['1', '3']);
  });
});
