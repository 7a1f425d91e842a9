// The glossary editor's unsaved changes kept as a draft (lib/drafts.ts): what changed since the dictionary was
// loaded or saved, entry by entry, never the whole dictionary. A kept draft is applied when its dictionary is
// opened again (the Glossaries list offers it); until then, nothing replaces it. Leaving without saving, or
// saving, drops it. While a dictionary has unsaved changes, closing or reloading the window asks first.
import type { ErrorData } from '../../../shared/errors';
import { create } from 'zustand';
import type { DraftOf } from '../../../shared/calls/drafts';
import { MAX_DRAFT_CHARS, MAX_DRAFT_ENTRIES } from '../../../shared/rules/draftLimits';
import type { DictionaryRef } from '../../../shared/calls/glossaries';
import { dropDraft, keepDraft, markRestored, takeDraft, peekDraft, useDraftNotices } from '../../lib/drafts';
import { useDictionaryEditor } from './dictionaryEditorStore';

type GlossaryDraft = DraftOf<'glossary'>;

/** A draft kept from before this window, not applied yet (the list shows it). */
export const useHeldGlossaryDraft = create<{ held: GlossaryDraft | null }>(() => ({ held: null }));

const sameRef = (a: DictionaryRef, b: DictionaryRef) =>
  a.glossaryId === b.glossaryId && a.sourceLang === b.sourceLang && a.targetLang === b.targetLang;

const TOO_LARGE = {
  kind: 'payloadTooLarge' as const,
  message: 'These glossary changes are too many to keep as a draft.',
  nextStep: 'Save them to the service now to keep them.',
  uiMessage: { id: 'glossaries.draft.tooManyChanges' },
  uiNextStep: { id: 'glossaries.draft.saveToKeep' },
} satisfies ErrorData;

/** Starts keeping the editor's changes (once per window) and reads the draft kept from before. */
export async function keepGlossaryDraft(): Promise<void> {
  const held = await peekDraft('glossary');
  if (held && useHeldGlossaryDraft.getState().held === null) useHeldGlossaryDraft.setState({ held });
  await keepDraft('glossary', useDictionaryEditor, {
    draftOf: (s) => {
      if (s.status !== 'ready' || !s.ref) return undefined;
      const waiting = useHeldGlossaryDraft.getState().held;
      // A draft from before waits for its dictionary: a clean editor, or that dictionary opening, leaves it be.
      if (waiting && (sameRef(waiting, s.ref) || !s.model.dirty)) return undefined;
      if (!s.model.dirty) return null;
      const { changed, added } = s.model.draftChanges();
      const chars =
        changed.reduce(
          (n, c) =>
            n + c.source.length + c.target.length + (c.after ? c.after.source.length + c.after.target.length : 0),
          0,
        ) + added.reduce((n, e) => n + e.source.length + e.target.length, 0);
      if (chars > MAX_DRAFT_CHARS || changed.length > MAX_DRAFT_ENTRIES || added.length > MAX_DRAFT_ENTRIES) {
        useDraftNotices.setState((n) => ({ problems: { ...n.problems, glossary: TOO_LARGE } }));
        return undefined;
      }
      if (waiting) useHeldGlossaryDraft.setState({ held: null });
      return { kind: 'glossary', ...s.ref, glossaryName: s.glossaryName, changed, added };
    },
  });
}

/** The dictionary `ref` opened: applies the draft kept for it, once all its entries are in. */
export async function restoreGlossaryDraft(ref: DictionaryRef): Promise<void> {
  const held = useHeldGlossaryDraft.getState().held;
  if (!held || !sameRef(held, ref)) return;
  const editor = useDictionaryEditor.getState();
  await editor.whenLoaded();
  const now = useDictionaryEditor.getState();
  if (!now.ref || !sameRef(now.ref, ref) || now.loadError) return;
  await takeDraft('glossary');
  useHeldGlossaryDraft.setState({ held: null });
  now.applyDraft(held);
  markRestored('glossary');
}

/** "Discard draft" in the editor: the dictionary is read again from the service, and main forgets the draft. */
export function discardGlossaryDraft(): void {
  const { ref, glossaryName, open } = useDictionaryEditor.getState();
  dropDraft('glossary');
  useHeldGlossaryDraft.setState({ held: null });
  if (ref) void open(ref, glossaryName);
}

/** "Discard" in the list, for a draft not opened. */
export function discardHeldGlossaryDraft(): void {
  useHeldGlossaryDraft.setState({ held: null });
  dropDraft('glossary');
}

/** Leaving the editor without saving (the user confirmed it): the changes are let go, draft included. */
export function leftWithoutSaving(): void {
  dropDraft('glossary');
}

/** While the open dictionary has unsaved changes, a reload or a closed window asks first. */
function askBeforeUnload(event: BeforeUnloadEvent): void {
  const { status, model } = useDictionaryEditor.getState();
  if (status !== 'ready' || !model.dirty) return;
  event.preventDefault();
  // Chromium shows its own question; older engines need a return value.
  event.returnValue = '';
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function')
  window.addEventListener('beforeunload', askBeforeUnload);
