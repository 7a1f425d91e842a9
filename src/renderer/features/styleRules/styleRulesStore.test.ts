// The Style rules screen: a page of lists, the selected one, and each change as the service now holds it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StyleRuleListView } from '../../../shared/calls/styleRules';
import { NotFoundError } from '../../../shared/errors';

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

  it('are forgotten when the account changes', async () => {
    await useStyleRules.getState().loadPage();
    main.emit('accounts.onChanged', {});
    expect(useStyleRules.getState()).toMatchObject({ lists: null, selected: null, page: 0 });
  });
});
