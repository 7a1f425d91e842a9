// Older glossaries: those made with the service's v2 routes (one language pair each), which Glossaries lists with
// the v3 ones and marks as older. They are read (metadata and entries, as TSV), deleted through v2, and converted:
// a new v3 glossary with the same name and entries is created, read back and compared entry by entry, and only then
// is the old one deleted; if anything goes wrong the old one stays and the half-made new one is removed.
import type { GlossaryV2 } from '../../shared/api/glossaries';
import type { CallRequest, Contract } from '../../shared/contract';
import { InternalError, ValidationError } from '../../shared/errors';
import type { GlossarySummary, OlderGlossary } from '../../shared/calls/glossaries';
import { sameEntries } from '../../shared/rules/glossaryDiff';
import { parseGlossaryEntries } from '../../node/formats/csv/glossaryParsing';
import { serializeEntriesTsv } from '../../shared/rules/glossaryEntries';
import { CheckedEntries } from '../../node/glossaries/checkedEntries';
import type { GlossaryConnection } from './glossaryService';

type Request<M extends keyof Contract['glossaries']> = CallRequest<'glossaries', M>;

const olderView = (glossary: GlossaryV2): OlderGlossary => ({
  glossaryId: glossary.glossary_id,
  name: glossary.name,
  ready: glossary.ready,
  creationTime: glossary.creation_time,
  sourceLang: glossary.source_lang,
  targetLang: glossary.target_lang,
  entryCount: glossary.entry_count,
});

export class OlderGlossaries {
  constructor(private readonly connection: GlossaryConnection) {}

  async list(): Promise<{ glossaries: OlderGlossary[] }> {
    const client = await this.connection.client();
    return { glossaries: (await client.glossaries.listV2()).map(olderView) };
  }

  /** The entries as the service holds them; a line no glossary rule allows cannot have come from it and is dropped. */
  async entries({ glossaryId }: Request<'olderEntries'>): Promise<{ entriesTsv: string; entryCount: number }> {
    const client = await this.connection.client();
    const entries = parseGlossaryEntries(await client.glossaries.entriesV2(glossaryId)).entries;
    return { entriesTsv: serializeEntriesTsv(entries), entryCount: entries.length };
  }

  async delete({ glossaryId }: Request<'deleteOlder'>): Promise<{ deleted: boolean }> {
    await (await this.connection.client()).glossaries.deleteV2(glossaryId);
    return { deleted: true };
  }

  /** One step: the new v3 glossary is made and checked before the old one is deleted. */
  async convert({ glossaryId }: Request<'convertOlder'>): Promise<GlossarySummary> {
    const client = await this.connection.client();
    const old = await client.glossaries.getV2(glossaryId);
    const read = parseGlossaryEntries(await client.glossaries.entriesV2(glossaryId));
    const checked = CheckedEntries.of(read);
    if (!checked)
      throw new ValidationError([], {
        says: { id: 'glossaries.older.error.breaksRules', values: { name: old.name } },
        saysNextStep: { id: 'glossaries.older.error.breaksRules.nextStep' },
      });
    const entries = checked.entries;
    const pair = { source_lang: old.source_lang, target_lang: old.target_lang };
    const dictionary = { ...pair, entries: checked };
    const created = await client.glossaries.create(
      // The service refuses a dictionary without entries in a create: an empty pair is added after it.
      { name: old.name, dictionaries: entries.length > 0 ? [dictionary] : [] },
    );
    try {
      if (entries.length === 0) await client.glossaries.putDictionary(created.glossary_id, dictionary);
      const ready = await client.glossaries.whenReady(created.glossary_id);
      const copy = await client.glossaries.entries(created.glossary_id, pair);
      if (!sameEntries(parseGlossaryEntries(copy.entries).entries, entries))
        throw new InternalError({
          says: { id: 'glossaries.older.error.notSame', values: { name: old.name } },
          saysNextStep: { id: 'glossaries.older.error.notSame.nextStep' },
        });
      await client.glossaries.deleteV2(glossaryId);
      return {
        glossaryId: ready.glossary_id,
        name: ready.name,
        ...(ready.ready === undefined ? {} : { ready: ready.ready }),
        creationTime: ready.creation_time,
        dictionaries: ready.dictionaries.map((d) => ({
          sourceLang: d.source_lang,
          targetLang: d.target_lang,
          entryCount: d.entry_count,
        })),
      };
    } catch (error) {
      // The older glossary is untouched; the half-made copy goes, so the list does not show it twice.
      await client.glossaries.delete(created.glossary_id).catch(() => undefined);
      throw error;
    }
  }
}
