// The Style rules screen: one page of lists, the selected list in detail, and each change the service
// offers. Every change answers with the list as the service now holds it (new version, updated time).
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import { STYLE_RULES_PAGE_SIZE } from '../../../shared/rules/styleRules';
import type { ConfiguredRulesCall, CustomInstructionView, StyleRuleListView } from '../../../shared/calls/styleRules';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange, readForAccount } from '../../lib/storeEvents';

type Outcome = ErrorData | null;

interface StyleRulesStore {
  page: number;
  pageSize: number;
  lists: StyleRuleListView[] | null;
  listError: ErrorData | null;
  selected: StyleRuleListView | null;
  detailError: ErrorData | null;
  busy: boolean;
  loadPage(page?: number, pageSize?: number): Promise<void>;
  select(styleId: string): Promise<void>;
  /** These resolve to the error to show beside the form, or null when it worked. */
  create(name: string, language: string): Promise<Outcome>;
  rename(name: string): Promise<Outcome>;
  replaceConfiguredRules(rules: ConfiguredRulesCall): Promise<Outcome>;
  addCustomInstruction(instruction: { label: string; prompt: string; sourceLanguage?: string }): Promise<Outcome>;
  replaceCustomInstruction(
    instructionId: string,
    instruction: { label: string; prompt: string; sourceLanguage?: string },
  ): Promise<Outcome>;
  deleteCustomInstruction(instructionId: string): Promise<Outcome>;
  /**
   * One instruction as the service now holds it, to edit (its copy in the list is replaced by it). One deleted
   * elsewhere: the list is read again and the error says so.
   */
  openCustomInstruction(
    styleId: string,
    instructionId: string,
  ): Promise<{ instruction: CustomInstructionView } | { error: ErrorData }>;
  remove(): Promise<Outcome>;
}

/** Reads of a page on their way: a change of account reads again if one was (its answer is dropped). */
let pageReads = 0;

export const useStyleRules = create<StyleRulesStore>((set, get) => {
  /** Runs a change of the selected list; its answer replaces the list in the detail and in the page. */
  const change = async (run: (styleId: string) => Promise<StyleRuleListView>): Promise<Outcome> => {
    const current = get().selected;
    if (!current || get().busy) return null;
    set({ busy: true });
    try {
      const updated = await run(current.styleId);
      set((s) => ({
        selected: updated,
        lists: s.lists?.map((l) => (l.styleId === updated.styleId ? updated : l)) ?? null,
      }));
      return null;
    } catch (error) {
      return errorDataOf(error);
    } finally {
      set({ busy: false });
    }
  };

  return {
    page: 0,
    pageSize: STYLE_RULES_PAGE_SIZE.default,
    lists: null,
    listError: null,
    selected: null,
    detailError: null,
    busy: false,
    async loadPage(page = get().page, pageSize = get().pageSize) {
      const read = readForAccount();
      pageReads++;
      try {
        const result = await unwrap(glossa.styleRules.page({ page, pageSize }));
        if (read.current()) set({ lists: result.styleRules, page, pageSize, listError: null });
      } catch (error) {
        if (read.current()) set({ listError: errorDataOf(error) });
      } finally {
        pageReads--;
      }
    },
    async select(styleId) {
      set({ detailError: null });
      const read = readForAccount();
      try {
        const selected = await unwrap(glossa.styleRules.get({ styleId }));
        if (read.current()) set({ selected });
      } catch (error) {
        if (read.current()) set({ detailError: errorDataOf(error) });
      }
    },
    async create(name, language) {
      set({ busy: true });
      try {
        const created = await unwrap(glossa.styleRules.create({ name, language }));
        set({ selected: created });
        await get().loadPage();
        return null;
      } catch (error) {
        return errorDataOf(error);
      } finally {
        set({ busy: false });
      }
    },
    rename: (name) => change((styleId) => unwrap(glossa.styleRules.rename({ styleId, name }))),
    replaceConfiguredRules: (configuredRules) =>
      change((styleId) => unwrap(glossa.styleRules.replaceConfiguredRules({ styleId, configuredRules }))),
    addCustomInstruction: (instruction) =>
      change((styleId) => unwrap(glossa.styleRules.addCustomInstruction({ styleId, ...instruction }))),
    replaceCustomInstruction: (instructionId, instruction) =>
      change((styleId) =>
        unwrap(glossa.styleRules.replaceCustomInstruction({ styleId, instructionId, ...instruction })),
      ),
    deleteCustomInstruction: (instructionId) =>
      change((styleId) => unwrap(glossa.styleRules.deleteCustomInstruction({ styleId, instructionId }))),
    async openCustomInstruction(styleId, instructionId) {
      try {
        const instruction = await unwrap(glossa.styleRules.getCustomInstruction({ styleId, instructionId }));
        set((s) =>
          s.selected?.styleId === styleId
            ? {
                selected: {
                  ...s.selected,
                  customInstructions: s.selected.customInstructions?.map((c) =>
                    c.id === instructionId ? instruction : c,
                  ),
                },
              }
            : {},
        );
        return { instruction };
      } catch (error) {
        const data = errorDataOf(error);
        if (data.kind === 'notFound') await get().select(styleId);
        return { error: data };
      }
    },
    async remove() {
      const current = get().selected;
      if (!current) return null;
      set({ busy: true });
      try {
        await unwrap(glossa.styleRules.delete({ styleId: current.styleId }));
        set({ selected: null });
        await get().loadPage();
        // The last list of a later page is gone: show the page before.
        if (get().lists?.length === 0 && get().page > 0) await get().loadPage(get().page - 1);
        return null;
      } catch (error) {
        return errorDataOf(error);
      } finally {
        set({ busy: false });
      }
    },
  };
});

// Another account has other lists: the first page is read from it at once if the section was read or is being
// read (it may be open, and would otherwise say "Loading…" until opened again).
onAccountChange(() => {
  const { lists, listError, loadPage } = useStyleRules.getState();
  useStyleRules.setState({ lists: null, listError: null, selected: null, detailError: null, page: 0 });
  if (lists !== null || listError !== null || pageReads > 0) void loadPage(0);
});
