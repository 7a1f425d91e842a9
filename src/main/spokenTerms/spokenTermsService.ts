// The meeting's spoken-term lists: made, read, changed and deleted on the service (api/spokenTerms.ts). The
// service publishes no list of collections, so Glossa remembers the ones it made, per account, in
// `<data>/spokenTerms.json` (written atomically; a damaged file is set aside and started afresh).
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';
import type { SpokenTermList } from '../../shared/calls/spokenTerms';
import { isGlossaError } from '../../shared/errors';
import { baseLanguage } from '../../shared/rules/languages';
import type { SpokenTermsApi } from '../api/spokenTerms';
import type { Connection } from '../accounts/accountDirectory';

const RememberedSchema = z.object({
  version: z.literal(1),
  lists: z.array(z.object({ accountId: z.string(), id: z.string(), name: z.string() })).max(1000),
});
type Remembered = z.infer<typeof RememberedSchema>['lists'][number];

export interface SpokenTermsServiceOptions {
  userDataDir: string;
  connection: { current(): Promise<Connection>; client(): Promise<{ spokenTerms: SpokenTermsApi }> };
}

export class SpokenTermsService {
  private remembered: Remembered[] | undefined;
  private readonly file: string;

  constructor(private readonly options: SpokenTermsServiceOptions) {
    this.file = join(options.userDataDir, 'spokenTerms.json');
  }

  /** The active account's collections, read afresh from the service; those it no longer has are forgotten. */
  async list(): Promise<{ lists: SpokenTermList[]; gone: string[] }> {
    const { accountId } = await this.options.connection.current();
    const api = await this.api();
    const mine = (await this.load()).filter((r) => r.accountId === accountId);
    const lists: SpokenTermList[] = [];
    const gone: Remembered[] = [];
    for (const entry of mine) {
      try {
        const found = await api.get(entry.id);
        lists.push({
          id: found.spoken_terms_id,
          name: found.name,
          languages: found.term_lists.map((t) => ({ lang: t.lang, entryCount: t.entry_count })),
        });
      } catch (error) {
        if (isGlossaError(error) && error.kind === 'notFound') gone.push(entry);
        else throw error;
      }
    }
    if (gone.length > 0) await this.forget((r) => gone.includes(r));
    return { lists, gone: gone.map((g) => g.name) };
  }

  /** One language's terms ('' when the collection has no list for it). */
  async read(request: { id: string; lang: string }): Promise<{ lang: string; entries: string }> {
    const lang = baseLanguage(request.lang).toLowerCase();
    const api = await this.api();
    const found = await api.get(request.id);
    if (!found.term_lists.some((t) => t.lang.toLowerCase() === lang)) return { lang, entries: '' };
    return { lang, entries: await api.entries(request.id, lang) };
  }

  /** Saves one language's terms: a new collection when there is no id, else that language's list replaced. */
  async save(request: { id: string | null; name: string; lang: string; entries: string }): Promise<SpokenTermList> {
    const lang = baseLanguage(request.lang).toLowerCase();
    const api = await this.api();
    const entries = request.entries.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
    let id = request.id;
    if (id === null) {
      const { accountId } = await this.options.connection.current();
      const made = await api.create(request.name, [{ lang, entries }]);
      id = made.spoken_terms_id;
      await this.write([...(await this.load()), { accountId, id, name: request.name }]);
    } else {
      await api.replaceTermList(id, lang, entries);
    }
    const found = await api.get(id);
    return {
      id,
      name: found.name,
      languages: found.term_lists.map((t) => ({ lang: t.lang, entryCount: t.entry_count })),
    };
  }

  /** Deletes a collection on the service (already gone counts as deleted) and forgets it. */
  async delete(request: { id: string }): Promise<void> {
    try {
      await (await this.api()).delete(request.id);
    } catch (error) {
      if (!(isGlossaError(error) && error.kind === 'notFound')) throw error;
    }
    await this.forget((r) => r.id === request.id);
  }

  private async api(): Promise<SpokenTermsApi> {
    return (await this.options.connection.client()).spokenTerms;
  }

  private async forget(which: (r: Remembered) => boolean): Promise<void> {
    await this.write((await this.load()).filter((r) => !which(r)));
  }

  private async load(): Promise<Remembered[]> {
    if (this.remembered) return this.remembered;
    const read = await readJsonFile(this.file);
    const parsed = read && !read.corrupt ? RememberedSchema.safeParse(read.value) : undefined;
    if (read && !parsed?.success) await rename(this.file, `${this.file}.damaged-${Date.now()}`).catch(() => undefined);
    this.remembered = parsed?.success ? parsed.data.lists : [];
    return this.remembered;
  }

  private async write(lists: Remembered[]): Promise<void> {
    await writeFileAtomic(this.file, JSON.stringify({ version: 1, lists }));
    this.remembered = lists;
  }
}
