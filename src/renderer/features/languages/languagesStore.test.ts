// The Languages section's state: the resources Glossa can list, the list of the resource shown, and a pair
// that the next resource does not list is cleared.
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Language } from '../../../shared/api/languages';
import { NetworkError } from '../../../shared/errors';
import { switchedAccount } from '../../lib/testing/switchedAccount';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useLanguages } = await import('./languagesStore');

const language = (lang: string, features: string[], target = true): Language => ({
  lang,
  name: lang,
  usable_as_source: true,
  usable_as_target: target,
  features,
});
const lists: Record<string, Language[]> = {
  translate_text: [language('de', ['formality']), language('en', []), language('ja', ['formality'])],
  write: [language('de', ['tone']), language('en', ['tone'], false)],
};

const resourcesAnswer = () => ({
  route: 'resources',
  resources: [
    { name: 'translate_text', features: [{ name: 'formality', needsSource: false, needsTarget: true }] },
    { name: 'translation_memory', features: [] },
    { name: 'write', features: [{ name: 'tone', needsSource: false, needsTarget: true }] },
  ],
});

beforeEach(() => {
  main.calls.length = 0;
  useLanguages.setState({
    resources: null,
    resourcesError: null,
    resource: 'translate_text',
    list: null,
    listError: null,
    source: null,
    target: null,
  });
  main.answer('languages.resources', resourcesAnswer);
  main.answer('languages.list', (request) => {
    const product = (request as { product: string }).product;
    return { product, languages: lists[product] ?? [], fetchedAt: 0, stale: false, source: 'v3' };
  });
});

describe('the Languages section', () => {
  it('keeps the resources it can list languages for, and reads the list of the one shown', async () => {
    await useLanguages.getState().load();
    expect(useLanguages.getState().resources?.map((r) => r.name)).toEqual(['translate_text', 'write']);
    expect(useLanguages.getState().list?.languages.map((l) => l.lang)).toEqual(['de', 'en', 'ja']);
    expect(main.requests('languages.list')).toEqual([{ product: 'translate_text' }]);
  });

  it('clears the side of a pair that the next resource does not offer', async () => {
    await useLanguages.getState().load();
    useLanguages.getState().setPair({ source: 'ja', target: 'en' });
    await useLanguages.getState().choose('write');
    expect(useLanguages.getState()).toMatchObject({ resource: 'write', source: null, target: null });
    useLanguages.getState().setPair({ source: 'en', target: 'de' });
    await useLanguages.getState().choose('translate_text');
    expect(useLanguages.getState()).toMatchObject({ source: 'en', target: 'de' });
  });

  it('says why the resources could not be read', async () => {
    main.answer('languages.resources', () => {
      throw new NetworkError();
    });
    await useLanguages.getState().load();
    expect(useLanguages.getState().resourcesError?.kind).toBe('network');
  });

  it('reads the other account’s resources and list at once when the account changes, the pair cleared', async () => {
    await useLanguages.getState().load();
    useLanguages.getState().setPair({ source: 'de', target: 'ja' });
    const before = lists['translate_text']!;
    lists['translate_text'] = [language('fr', [])]; // the other account's service
    onTestFinished(() => void (lists['translate_text'] = before));
    main.emit('accounts.onChanged', switchedAccount());
    expect(useLanguages.getState()).toMatchObject({ resources: null, list: null, source: null, target: null });
    await vi.waitFor(() => expect(useLanguages.getState().list?.languages.map((l) => l.lang)).toEqual(['fr']));
    expect(useLanguages.getState().resources?.map((r) => r.name)).toEqual(['translate_text', 'write']);
  });

  it('drops the old account’s answer of a first read in course when the account changes, and shows the new one’s', async () => {
    let answerOld: () => void = () => undefined;
    main.answer('languages.resources', () => new Promise((resolve) => (answerOld = () => resolve(resourcesAnswer()))));
    const first = useLanguages.getState().load();
    main.answer('languages.resources', resourcesAnswer);
    const before = lists['translate_text']!;
    lists['translate_text'] = [language('fr', [])]; // the other account's service
    onTestFinished(() => void (lists['translate_text'] = before));
    main.emit('accounts.onChanged', switchedAccount());
    await vi.waitFor(() => expect(useLanguages.getState().list?.languages.map((l) => l.lang)).toEqual(['fr']));
    lists['translate_text'] = before; // what the old account's read would now list
    answerOld();
    await first;
    expect(useLanguages.getState().list?.languages.map((l) => l.lang)).toEqual(['fr']);
    expect(main.requests('languages.list')).toHaveLength(1);
  });

  it('reads nothing when the account changes before the section was ever read', () => {
    main.emit('accounts.onChanged', switchedAccount());
    expect(main.requests('languages.resources')).toEqual([]);
  });
});
