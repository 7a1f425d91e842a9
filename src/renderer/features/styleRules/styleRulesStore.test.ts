// The Style rules screen: a page of lists, the selected one, and each change as the service now holds it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StyleRuleListView } from '../../../shared/calls/styleRules';
import { NotFoundError } from '../../../shared/errors';
import { switchedAccount } from '../../lib/testing/switchedAccount';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useStyleRules } = await import('./styleRulesStore');

const list = (styleId: string, name: string, version = 1) =>
  ({ styleId, name, language: 'de', version }) as unknown as StyleRuleListView;

let pages: StyleRuleListView[][] = [];

beforeEach(() => {
  main.calls.length = 0;
  pages = [[list('s1', 'House'), list('s2', 'Legal')]];
  useStyleRules.setState({ page: 0, lists: null, listError: null, selected: null, detailError: null, busy: false });
  main.answer('styleRules.page', (request) => ({ styleRules: pages[(request as { page: number }).page] ?? [] }));
  main.answer('styleRules.get', (request) =>
    pages[0]!.find((l) => l.styleId === (request as { styleId: string }).styleId),
  );
});

describe('style rule lists', () => {
  it('show a renamed list with its new name in the detail and in the page', async () => {
    await useStyleRules.getState().loadPage();
    await useStyleRules.getState().select('s2');
    main.answer('styleRules.rename', () => list('s2', 'Contracts', 2));
    expect(await useStyleRules.getState().rename('Contracts')).toBeNull();
    expect(useStyleRules.getState().selected).toEqual(list('s2', 'Contracts', 2));
    expect(useStyleRules.getState().lists?.map((l) => l.name)).toEqual(['House', 'Contracts']);
  });

  it('give a failed change back as the error beside the form, keeping the list as it was', async () => {
    await useStyleRules.getState().loadPage();
    await useStyleRules.getState().select('s1');
    main.answer('styleRules.rename', () => {
      throw new NotFoundError();
    });
    expect((await useStyleRules.getState().rename('X'))?.kind).toBe('notFound');
    expect(useStyleRules.getState()).toMatchObject({ selected: list('s1', 'House'), busy: false });
  });

  it('show the page before when the last list of a later page is deleted', async () => {
    pages = [[list('s1', 'House')], [list('s9', 'Alone')]];
    main.answer('styleRules.get', () => list('s9', 'Alone'));
    await useStyleRules.getState().loadPage(1);
    await useStyleRules.getState().select('s9');
    main.answer('styleRules.delete', () => {
      pages = [[list('s1', 'House')], []];
      return {};
    });
    expect(await useStyleRules.getState().remove()).toBeNull();
    expect(useStyleRules.getState()).toMatchObject({ page: 0, selected: null, lists: [list('s1', 'House')] });
  });

  it('say why a list could not be opened', async () => {
    main.answer('styleRules.get', () => {
      throw new NotFoundError();
    });
    await useStyleRules.getState().select('gone');
    expect(useStyleRules.getState().detailError?.kind).toBe('notFound');
  });

  it('open an instruction as the service now holds it, replacing its copy in the list', async () => {
    const withInstruction = {
      ...list('s1', 'House'),
      customInstructions: [{ id: 'c1', label: 'Brand', prompt: 'Old prompt.' }],
    } as StyleRuleListView;
    main.answer('styleRules.get', () => withInstruction);
    await useStyleRules.getState().select('s1');
    const fresh = { id: 'c1', label: 'Brand names', prompt: 'Changed on another device.' };
    main.answer('styleRules.getCustomInstruction', () => fresh);
    expect(await useStyleRules.getState().openCustomInstruction('s1', 'c1')).toEqual({ instruction: fresh });
    expect(main.calls.at(-1)).toMatchObject({ request: { styleId: 's1', instructionId: 'c1' } });
    expect(useStyleRules.getState().selected?.customInstructions).toEqual([fresh]);
  });

  it('read the list again when an instruction to open was deleted elsewhere, and give the error', async () => {
    let reads = 0;
    main.answer('styleRules.get', () => {
      reads += 1;
      return list('s1', 'House', reads);
    });
    await useStyleRules.getState().select('s1');
    main.answer('styleRules.getCustomInstruction', () => {
      throw new NotFoundError({ says: { id: 'styleRules.instructions.goneElsewhere' } });
    });
    const opened = await useStyleRules.getState().openCustomInstruction('s1', 'gone');
    expect('error' in opened && opened.error.kind).toBe('notFound');
    expect(reads).toBe(2);
    expect(useStyleRules.getState().selected?.version).toBe(2);
  });

  it('are read again from the other account when the account changes, from its first page', async () => {
    pages = [[list('s1', 'House')], [list('s9', 'Alone')]];
    await useStyleRules.getState().loadPage(1);
    await useStyleRules.getState().select('s9');
    pages = [[list('t1', 'Other team')]];
    main.emit('accounts.onChanged', switchedAccount());
    expect(useStyleRules.getState()).toMatchObject({ lists: null, selected: null, page: 0 });
    await vi.waitFor(() => expect(useStyleRules.getState().lists).toEqual([list('t1', 'Other team')]));
    expect(useStyleRules.getState()).toMatchObject({ page: 0, selected: null });
  });

  it('drop the old account’s page and list still on their way when the account changes', async () => {
    let answerOld: () => void = () => undefined;
    const oldPage = [list('s1', 'House')];
    main.answer(
      'styleRules.page',
      () => new Promise((resolve) => (answerOld = () => resolve({ styleRules: oldPage }))),
    );
    const first = useStyleRules.getState().loadPage();
    let answerOldList: () => void = () => undefined;
    main.answer('styleRules.get', () => new Promise((resolve) => (answerOldList = () => resolve(oldPage[0]))));
    const opening = useStyleRules.getState().select('s1');
    main.answer('styleRules.page', () => ({ styleRules: [list('t1', 'Other team')] }));
    main.emit('accounts.onChanged', switchedAccount());
    await vi.waitFor(() => expect(useStyleRules.getState().lists).toEqual([list('t1', 'Other team')]));
    answerOld();
    answerOldList();
    await Promise.all([first, opening]);
    expect(useStyleRules.getState()).toMatchObject({ lists: [list('t1', 'Other team')], selected: null });
  });

  it('are not read when the account changes before the section was ever read', () => {
    main.emit('accounts.onChanged', switchedAccount());
    expect(main.requests('styleRules.page')).toEqual([]);
  });
});
