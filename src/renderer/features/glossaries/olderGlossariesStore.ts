// Older glossaries (made with the service's v2 routes) in Glossaries: which they are, one opened for viewing, and
// each action (export, convert to a current glossary, delete) with its outcome. After a convert or a delete the
// glossary list is read again, since the v3 list shows the older glossaries too.
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import type { GlossaryExportChoice, OlderGlossary } from '../../../shared/calls/glossaries';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { bytesOfBase64 } from '../../lib/base64';
import { download } from '../../lib/download';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange } from '../../lib/storeEvents';
import { useGlossaryList } from './glossaryListStore';

interface Viewed {
  glossaryId: string;
  entriesTsv: string;
  entryCount: number;
}

interface OlderGlossariesStore {
  older: OlderGlossary[] | null;
  error: ErrorData | null;
  viewed: Viewed | null;
  busyId: string | null;
  outcome: { kind: 'ok'; message: UiMessage } | { kind: 'error'; error: ErrorData } | null;
  load(): Promise<void>;
  view(glossaryId: string | null): Promise<void>;
  exportAs(glossary: OlderGlossary, choice: GlossaryExportChoice): Promise<void>;
  convert(glossary: OlderGlossary): Promise<void>;
  remove(glossary: OlderGlossary): Promise<void>;
}

export const useOlderGlossaries = create<OlderGlossariesStore>((set, get) => {
  const act = async (glossaryId: string, run: () => Promise<UiMessage | null>) => {
    set({ busyId: glossaryId, outcome: null });
    try {
      const message = await run();
      set({ busyId: null, outcome: message && { kind: 'ok', message } });
    } catch (error) {
      set({ busyId: null, outcome: { kind: 'error', error: errorDataOf(error) } });
    }
  };
  const entriesOf = async (glossaryId: string) => {
    const viewed = get().viewed;
    return viewed?.glossaryId === glossaryId
      ? viewed
      : { glossaryId, ...(await unwrap(glossa.glossaries.olderEntries({ glossaryId }))) };
  };
  return {
    older: null,
    error: null,
    viewed: null,
    busyId: null,
    outcome: null,
    async load() {
      try {
        set({ older: (await unwrap(glossa.glossaries.listOlder())).glossaries, error: null });
      } catch (error) {
        set({ error: errorDataOf(error) });
      }
    },
    async view(glossaryId) {
      if (glossaryId === null) return set({ viewed: null });
      await act(glossaryId, async () => {
        set({ viewed: await entriesOf(glossaryId) });
        return null;
      });
    },
    exportAs: (glossary, choice) =>
      act(glossary.glossaryId, async () => {
        const { entriesTsv } = await entriesOf(glossary.glossaryId);
        const file = await unwrap(
          glossa.glossaries.exportFile({
            glossaryName: glossary.name,
            format: choice.format,
            ...('csvFormulas' in choice ? { csvFormulas: choice.csvFormulas } : {}),
            sourceLang: glossary.sourceLang,
            targetLang: glossary.targetLang,
            entriesTsv,
          }),
        );
        download(file.fileName, file.mimeType, bytesOfBase64(file.base64));
        return null;
      }),
    convert: (glossary) =>
      act(glossary.glossaryId, async () => {
        await unwrap(glossa.glossaries.convertOlder({ glossaryId: glossary.glossaryId }));
        set({ viewed: null });
        await Promise.all([get().load(), useGlossaryList.getState().load()]);
        return { id: 'glossaries.older.converted', values: { name: glossary.name } };
      }),
    remove: (glossary) =>
      act(glossary.glossaryId, async () => {
        await unwrap(glossa.glossaries.deleteOlder({ glossaryId: glossary.glossaryId }));
        set({ viewed: null });
        await Promise.all([get().load(), useGlossaryList.getState().load()]);
        return { id: 'glossaries.older.deleted', values: { name: glossary.name } };
      }),
  };
});

// Another account has other glossaries.
onAccountChange(() => useOlderGlossaries.setState({ older: null, error: null, viewed: null, outcome: null }));
