// A dictionary's terms (for marking them in a translation) are checked in the work pool, never on main's thread:
// 250,000 entries checked there froze every window for seconds (issue 25's responsiveness bench).
import { describe, expect, it } from 'vitest';
import type { LanguageServicesClient } from '../api/client';
import type { WorkRunner } from '../workers/workPool';
import { workInThisThread } from '../workers/workInThisThread';
import { GlossaryService } from './glossaryService';
import { GlossaryStaging } from './glossaryStaging';

describe('a dictionary’s terms', () => {
  it('are checked in the work pool, and only valid entries come back', async () => {
    const tsv = 'Haus\thouse\n\tno source\nKatze\tcat\n';
    const client = { glossaries: { entries: async () => ({ entries: tsv }) } } as unknown as LanguageServicesClient;
    const ran: { name: string; input: unknown }[] = [];
    const work: WorkRunner = {
      run: ((name: never, input: never, options: never) => {
        ran.push({ name, input });
        return workInThisThread.run(name, input, options);
      }) as WorkRunner['run'],
    };
    const service = new GlossaryService({ client: async () => client }, work, new GlossaryStaging('/nonexistent'));
    const terms = await service.terms({ glossaryId: 'g', sourceLang: 'de', targetLang: 'en' });
    expect(terms).toEqual({ entriesTsv: 'Haus\thouse\nKatze\tcat', entryCount: 2 });
    expect(ran).toEqual([{ name: 'glossaryTerms', input: { tsv } }]);
  });
});
