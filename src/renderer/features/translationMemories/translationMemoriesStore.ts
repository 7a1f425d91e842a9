// The translation memories screen's state: the account's memories (`translate.memories`, the pickers' list),
// the chosen one's segments page by page (the service's cursors kept, so Previous goes back), an import with its
// progress (the window's sending, then main's `onImportProgress`), an export read from main in chunks and
// handed to the browser's download, and delete. A memory deleted elsewhere: the list is read again, the choice
// cleared, and the sentence shown.
import { create } from 'zustand';
import type { ImportedMemory, SegmentsPage } from '../../../shared/calls/translationMemories';
import type { MemorySummary } from '../../../shared/calls/translate';
import { type ErrorData, ValidationError, fieldIssue } from '../../../shared/errors';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { STAGING_CHUNK_BYTES } from '../../../shared/rules/documents';
import { tmxImportRefusal } from '../../../shared/rules/translationMemories';
import { bytesOfBase64, toBase64 } from '../../lib/base64';
import { download } from '../../lib/download';
import { cancelledBy, errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange } from '../../lib/storeEvents';

export interface ImportState {
  importId: string;
  fileName: string;
  /** `sending`: the window hands the file to main; then main's phases. */
  phase: 'sending' | 'checking' | 'uploading' | 'processing';
  sent: number;
  total: number;
}

interface MemoriesStore {
  /** null until read. */
  memories: MemorySummary[] | null;
  chosen: string | null;
  /** The chosen memory's page, and the cursors of the pages before it (index = page number - 1). */
  page: (SegmentsPage & { number: number }) | null;
  cursors: (string | undefined)[];
  filter: string;
  loadingPage: boolean;
  importing: ImportState | null;
  imported: ImportedMemory | null;
  exporting: boolean;
  /** A sentence of what just happened (exported, deleted). */
  done: UiMessage | null;
  error: ErrorData | null;
  load(): Promise<void>;
  choose(memoryId: string | null): Promise<void>;
  setFilter(text: string): Promise<void>;
  nextPage(): Promise<void>;
  previousPage(): Promise<void>;
  importFile(file: File, name: string): Promise<void>;
  cancelImport(): void;
  exportChosen(): Promise<void>;
  remove(memoryId: string): Promise<void>;
}

let importControl: AbortController | null = null;
/** The latest page asked for: an older answer (a filter typed further meanwhile) is not shown. */
let pageReads = 0;
/** The filter the service accepts: at least 2 characters; shorter shows every segment. */
const filterOf = (text: string) => (text.trim().length >= 2 ? text.trim() : undefined);

export const useTranslationMemories = create<MemoriesStore>((set, get) => {
  /** A memory gone from the service: the list again, the choice cleared, the sentence kept. */
  const failed = async (error: unknown) => {
    const data = errorDataOf(error);
    set({ error: data, done: null });
    if (data.uiMessage?.id === 'memories.gone') {
      set({ chosen: null, page: null, cursors: [] });
      await get().load();
      set({ error: data });
    }
  };
  const readPage = async (number: number) => {
    const { chosen, cursors, filter } = get();
    if (!chosen) return;
    const read = ++pageReads;
    set({ loadingPage: true });
    try {
      const cursor = cursors[number - 1];
      const text = filterOf(filter);
      const page = await unwrap(
        glossa.translationMemories.segments({
          memoryId: chosen,
          ...(cursor ? { cursor } : {}),
          ...(text ? { filter: text } : {}),
        }),
      );
      if (read !== pageReads || get().chosen !== chosen) return;
      const next = [...cursors.slice(0, number)];
      next[number] = page.nextCursor;
      set({ page: { ...page, number }, cursors: next, error: null });
    } catch (error) {
      await failed(error);
    } finally {
      if (read === pageReads) set({ loadingPage: false });
    }
  };
  onAccountChange(() => {
    importControl?.abort();
    set({ memories: null, chosen: null, page: null, cursors: [], imported: null, done: null, error: null });
  });
  return {
    memories: null,
    chosen: null,
    page: null,
    cursors: [],
    filter: '',
    loadingPage: false,
    importing: null,
    imported: null,
    exporting: false,
    done: null,
    error: null,
    async load() {
      try {
        const { memories } = await unwrap(glossa.translate.memories({}));
        const chosen = get().chosen;
        set({
          memories,
          ...(chosen && !memories.some((m) => m.memoryId === chosen) ? { chosen: null, page: null } : {}),
        });
      } catch (error) {
        set({ memories: [], error: errorDataOf(error) });
      }
    },
    async choose(memoryId) {
      set({ chosen: memoryId, page: null, cursors: [undefined], filter: '', imported: null, done: null, error: null });
      await readPage(1);
    },
    async setFilter(text) {
      const before = filterOf(get().filter);
      set({ filter: text });
      if (filterOf(text) !== before) {
        set({ cursors: [undefined] });
        await readPage(1);
      }
    },
    async nextPage() {
      const { page } = get();
      if (page?.nextCursor) await readPage(page.number + 1);
    },
    async previousPage() {
      const { page } = get();
      if (page && page.number > 1) await readPage(page.number - 1);
    },
    async importFile(file, name) {
      if (get().importing) return;
      const refusal = tmxImportRefusal(file.name, file.size);
      if (refusal) return set({ error: new ValidationError([fieldIssue('file', refusal)]).toData(), imported: null });
      const importId = crypto.randomUUID();
      const control = new AbortController();
      importControl = control;
      set({
        importing: { importId, fileName: file.name, phase: 'sending', sent: 0, total: file.size },
        imported: null,
        error: null,
        done: null,
      });
      try {
        const path = window.glossaFiles?.pathOf(file) ?? null;
        let ref: { kind: 'path'; path: string } | { kind: 'staged'; stagingId: string };
        if (path) ref = { kind: 'path', path };
        else {
          const { stagingId } = await unwrap(
            glossa.translationMemories.stageBegin({ name: file.name, size: file.size }),
          );
          for (let offset = 0; offset < file.size; offset += STAGING_CHUNK_BYTES) {
            if (control.signal.aborted) throw new DOMException('cancelled', 'AbortError');
            const chunk = new Uint8Array(await file.slice(offset, offset + STAGING_CHUNK_BYTES).arrayBuffer());
            await unwrap(glossa.translationMemories.stageChunk({ stagingId, offset, base64: toBase64(chunk) }));
            set((s) => (s.importing ? { importing: { ...s.importing, sent: offset + chunk.length } } : {}));
          }
          ref = { kind: 'staged', stagingId };
        }
        const imported = await unwrap(
          glossa.translationMemories.importTmx(
            { file: ref, fileName: file.name, name: name.trim() || file.name, importId },
            cancelledBy(control.signal),
          ),
        );
        await get().load();
        await get().choose(imported.memoryId);
        set({ imported });
      } catch (error) {
        if (!control.signal.aborted) set({ error: errorDataOf(error) });
      } finally {
        if (importControl === control) importControl = null;
        set({ importing: null });
      }
    },
    cancelImport() {
      importControl?.abort();
    },
    async exportChosen() {
      const { chosen, exporting } = get();
      if (!chosen || exporting) return;
      set({ exporting: true, error: null, done: null });
      try {
        const made = await unwrap(glossa.translationMemories.exportTmx({ memoryId: chosen }));
        const parts: Uint8Array<ArrayBuffer>[] = [];
        let offset = 0;
        for (let done = false; !done;) {
          const chunk = await unwrap(glossa.translationMemories.exportRead({ exportId: made.exportId, offset }));
          const bytes = bytesOfBase64(chunk.base64);
          parts.push(bytes);
          offset += bytes.length;
          done = chunk.done;
        }
        download(made.fileName, 'application/x-tmx+xml', parts);
        set({ done: { id: 'memories.exported', values: { fileName: made.fileName } } });
      } catch (error) {
        await failed(error);
      } finally {
        set({ exporting: false });
      }
    },
    async remove(memoryId) {
      const name = get().memories?.find((m) => m.memoryId === memoryId)?.name ?? memoryId;
      try {
        await unwrap(glossa.translationMemories.delete({ memoryId }));
        set((s) => ({
          memories: (s.memories ?? []).filter((m) => m.memoryId !== memoryId),
          ...(s.chosen === memoryId ? { chosen: null, page: null, cursors: [] } : {}),
          done: { id: 'memories.deleted', values: { name } },
          imported: null,
          error: null,
        }));
      } catch (error) {
        await failed(error);
      }
    },
  };
});

glossa.translationMemories.onImportProgress((progress) =>
  useTranslationMemories.setState((s) =>
    s.importing?.importId === progress.importId
      ? { importing: { ...s.importing, phase: progress.phase, sent: progress.sent, total: progress.total } }
      : {},
  ),
);
