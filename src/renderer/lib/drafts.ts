// Unsent work kept as drafts in main (contract area `drafts`), never in the window's storage: a feature store
// says what its draft is, and it is saved once the typing pauses, and at once when the page goes away. Each
// kind is restored at most once per window, before its saving starts, so an empty new window never overwrites
// what the last one kept. `useDraftNotices` tells the views what was restored and what could not be kept.
import { create } from 'zustand';
import type { StoreApi } from 'zustand';
import type { DraftKind, DraftOf } from '../../shared/calls/drafts';
import type { ErrorData } from '../../shared/errors';
import { errorDataOf, glossa, unwrap } from './ipc';

/** Saving waits for a pause in typing this long. */
export const DRAFT_PAUSE_MS = 300;

interface DraftNotices {
  /** Kinds restored in this window and not yet acknowledged (dismissed or discarded). */
  restored: Partial<Record<DraftKind, true>>;
  /** The last save of a kind failed: what happened and what to do. */
  problems: Partial<Record<DraftKind, ErrorData>>;
}

export const useDraftNotices = create<DraftNotices>(() => ({ restored: {}, problems: {} }));

let kept: Promise<Map<DraftKind, DraftOf<DraftKind>>> | null = null;

/** The drafts main kept, read once per window (an unreadable list is no draft, never an error). */
function keptDrafts(): Promise<Map<DraftKind, DraftOf<DraftKind>>> {
  kept ??= unwrap(glossa.drafts.list()).then(
    ({ drafts }) => new Map(drafts.map(({ draft }) => [draft.kind, draft] as const)),
    () => new Map(),
  );
  return kept;
}

/** The kept draft of a kind, handed out once per window (the next call gets null). */
export async function takeDraft<K extends DraftKind>(kind: K): Promise<DraftOf<K> | null> {
  const drafts = await keptDrafts();
  const draft = drafts.get(kind) as DraftOf<K> | undefined;
  drafts.delete(kind);
  return draft ?? null;
}

/** The kept draft of a kind, without taking it. */
export async function peekDraft<K extends DraftKind>(kind: K): Promise<DraftOf<K> | null> {
  return ((await keptDrafts()).get(kind) as DraftOf<K> | undefined) ?? null;
}

export function markRestored(kind: DraftKind): void {
  useDraftNotices.setState((s) => ({ restored: { ...s.restored, [kind]: true } }));
}

export function dismissRestored(kind: DraftKind): void {
  useDraftNotices.setState((s) => {
    const restored = { ...s.restored };
    delete restored[kind];
    return { restored };
  });
}

/** Forgets a kind's draft in main (the user discarded it, or what it held was saved or sent). */
export function dropDraft(kind: DraftKind): void {
  dismissRestored(kind);
  void keptDrafts().then((drafts) => drafts.delete(kind));
  keepers.get(kind)?.forget();
  void glossa.drafts.discard({ kind });
}

interface Keeper {
  /** The store changed: save once the typing pauses. */
  schedule(): void;
  /** Save now what is waiting (the page is going away). */
  flush(): void;
  /** The draft was dropped: the next save starts from nothing. */
  forget(): void;
}
const keepers = new Map<DraftKind, Keeper>();

/**
 * What a store's state holds as a draft: the draft, null when nothing is unsent (the kept one is dropped), or
 * undefined when the store has nothing to say now (the kept one stays as it is).
 */
export type DraftOfState<S, K extends DraftKind> = (state: S) => DraftOf<K> | null | undefined;

/**
 * Keeps a store's draft: first restores the kept one (`restore` returns whether it applied it, e.g. only into
 * an empty editor), then saves the draft after each pause in typing. Started once per window and kind.
 */
export async function keepDraft<S, K extends DraftKind>(
  kind: K,
  store: StoreApi<S>,
  options: {
    draftOf: DraftOfState<S, K>;
    restore?: (draft: DraftOf<K>) => boolean;
    /** Further stores the draft reads from: a change in them is saved too. */
    alsoWatch?: readonly StoreApi<unknown>[];
  },
): Promise<void> {
  if (keepers.has(kind)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The JSON of what main holds now ('null': nothing). */
  let sent: string | undefined;
  /** Typed while the kept drafts are still being read (a window's first moments on a busy machine). */
  let typedMeanwhile = false;
  const save = () => {
    timer = undefined;
    const draft = options.draftOf(store.getState());
    if (draft === undefined) return;
    const text = JSON.stringify(draft);
    if (text === sent) return;
    sent = text;
    const call = draft === null ? glossa.drafts.discard({ kind }) : glossa.drafts.save(draft);
    void unwrap<unknown>(call).then(
      () =>
        useDraftNotices.setState((s) => (s.problems[kind] ? { problems: { ...s.problems, [kind]: undefined } } : s)),
      (error: unknown) => {
        sent = undefined;
        useDraftNotices.setState((s) => ({ problems: { ...s.problems, [kind]: errorDataOf(error) } }));
      },
    );
  };
  const keeper: Keeper = {
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(save, DRAFT_PAUSE_MS);
    },
    flush() {
      if (timer === undefined && !typedMeanwhile) return;
      clearTimeout(timer);
      save();
    },
    forget() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      sent = 'null';
    },
  };
  keepers.set(kind, keeper);
  const stores = [store, ...(options.alsoWatch ?? [])];
  // What is typed meanwhile is saved once the reading ends, or at once if the page goes first; it was lost at a
  // reload unless the user typed again (drafts.spec).
  const watchingEarly = stores.map((watched) => watched.subscribe(() => (typedMeanwhile = true)));
  const draft = options.restore ? await takeDraft(kind) : null;
  for (const stop of watchingEarly) stop();
  if (draft && options.restore?.(draft)) {
    sent = JSON.stringify(draft);
    markRestored(kind);
  }
  for (const watched of stores) watched.subscribe(() => keeper.schedule());
  if (typedMeanwhile) keeper.schedule();
  typedMeanwhile = false;
}

/** Sends now whatever is waiting for a pause in typing (the page is going away). */
export function flushDrafts(): void {
  for (const keeper of keepers.values()) keeper.flush();
}

// A reload or a closed tab.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('pagehide', flushDrafts);
}
