// The Translate store against a fake of main: a translation is made from the text, the languages and options,
// and the style sent with them; changing any of these marks it stale and translating again sends the change.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { isStale, useTranslate } = await import('./translateStore');
const { useStyleChoices } = await import('../../components/styleChoiceStore');

const initial = useTranslate.getState();
const initialStyles = useStyleChoices.getState();

beforeEach(() => {
  main.calls.length = 0;
  useTranslate.setState(initial, true);
  useStyleChoices.setState(initialStyles, true);
  main.answer('translate.text', (request) => ({
    translations: (request as { texts: string[] }).texts.map((text) => ({
      text: `[de] ${text}`,
      detectedSourceLanguage: 'EN',
    })),
  }));
});

async function translated(text: string) {
  useTranslate.getState().set({ sourceText: text, targetLang: 'de' });
  await useTranslate.getState().translate();
}

describe('what a translation is made from', () => {
  it('is fresh right after translating, and stale once the source is edited', async () => {
    await translated('Hello');
    expect(useTranslate.getState().translation).toBe('[de] Hello');
    expect(isStale(useTranslate.getState())).toBe(false);
    useTranslate.getState().set({ sourceText: 'Hello there' });
    expect(isStale(useTranslate.getState())).toBe(true);
  });

  it('goes stale when only the inline instructions change, and translating again sends them', async () => {
    await translated('Hello');
    useStyleChoices.getState().setInstructions('Use a friendly tone');
    expect(isStale(useTranslate.getState())).toBe(true);
    await useTranslate.getState().translateIfChanged();
    expect(main.requests('translate.text')).toHaveLength(2);
    expect(main.requests('translate.text').at(-1)).toMatchObject({
      texts: ['Hello'],
      customInstructions: ['Use a friendly tone'],
    });
    expect(isStale(useTranslate.getState())).toBe(false);
  });

  it('goes stale when another style list is chosen, and sends its id', async () => {
    useStyleChoices.setState({
      byTarget: { de: { available: true, lists: [{ styleId: 's1', name: 'House style', language: 'de' }] } },
    });
    await translated('Hello');
    useStyleChoices.getState().choose('translate', 's1');
    expect(isStale(useTranslate.getState())).toBe(true);
    await useTranslate.getState().translateIfChanged();
    expect(main.requests('translate.text').at(-1)).toMatchObject({ styleId: 's1' });
  });

  it('sends nothing again when neither the inputs nor the style changed', async () => {
    await translated('Hello');
    await useTranslate.getState().translateIfChanged();
    expect(main.requests('translate.text')).toHaveLength(1);
  });
});

describe('a target language with its own defaults in Settings', () => {
  const settingsWith = (byTarget: Record<string, unknown>) => ({
    translationDefaults: { sourceLang: 'en', targetLang: null, formality: 'default', outputFolder: null, byTarget },
  });

  it('starts the pane from its formality, glossaries in order and memory', async () => {
    const { useTranslateOptions } = await import('../../components/translateOptionsStore');
    main.answer('settings.get', () =>
      settingsWith({
        DE: {
          formality: 'more',
          glossaryIds: ['g-1', 'g-2'],
          memoryId: 'tm-1',
          memoryThreshold: 85,
          styleProfileId: null,
        },
      }),
    );
    const pair = [{ sourceLang: 'en', targetLang: 'de', entryCount: 1 }];
    main.answer('glossaries.list', () => ({
      glossaries: ['g-1', 'g-2'].map((glossaryId) => ({
        glossaryId,
        name: glossaryId,
        creationTime: '',
        dictionaries: pair,
      })),
    }));
    useTranslate.getState().set({ sourceLang: 'en' });
    useTranslate.getState().set({ targetLang: 'de' });
    await vi.waitFor(() => expect(useTranslate.getState().glossaryId).toBe('g-1'));
    expect(useTranslate.getState().formality).toBe('more');
    expect(useTranslateOptions.getState().moreGlossaryIds).toEqual(['g-2']);
    expect(useTranslateOptions.getState().options).toMatchObject({ memoryId: 'tm-1', memoryThreshold: 85 });
  });

  it('leaves the choices alone for a target without its own', async () => {
    main.answer('settings.get', () => settingsWith({ FR: { formality: 'less', glossaryIds: [] } }));
    useTranslate.getState().set({ formality: 'more', targetLang: 'de' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(main.requests('settings.get').length).toBe(1);
    expect(useTranslate.getState().formality).toBe('more');
  });
});

describe('a client profile chosen for the translation', () => {
  async function chooseAcme() {
    const { useStyleProfiles } = await import('../styleProfiles/styleProfilesStore');
    useStyleProfiles.setState({
      profiles: [{ profileId: 'p-1', name: 'ACME', glossaryIds: ['g-1'], styleRuleIds: [], memoryIds: [] }],
      parts: {
        glossaries: [
          {
            glossaryId: 'g-1',
            name: 'ACME terms',
            creationTime: '',
            dictionaries: [{ sourceLang: 'en', targetLang: 'de', entryCount: 1 }],
          },
        ],
        styleLists: [],
        memories: [],
      },
      chosen: 'p-1',
    });
    return () => useStyleProfiles.setState({ chosen: null, profiles: null });
  }

  it('is refused before sending when it has nothing for the languages, with the reason as a message', async () => {
    const unchoose = await chooseAcme();
    useTranslate.getState().set({ sourceText: 'The contract', sourceLang: 'en', targetLang: 'ja' });
    await useTranslate.getState().translate();
    expect(main.requests('translate.text')).toHaveLength(0);
    const error = useTranslate.getState().error;
    expect(error?.kind).toBe('validation');
    expect(error?.uiMessage).toMatchObject({
      id: 'profiles.use.nothingForPair',
      values: { name: 'ACME' },
      languages: { source: 'en', target: 'ja' },
    });
    unchoose();
  });

  it('is sent when it has something for the languages', async () => {
    const unchoose = await chooseAcme();
    useTranslate.getState().set({ sourceText: 'The contract', sourceLang: 'en', targetLang: 'de' });
    await useTranslate.getState().translate();
    expect(useTranslate.getState().error).toBeNull();
    expect(main.requests('translate.text').at(-1)).toMatchObject({ styleProfileId: 'p-1', targetLang: 'de' });
    unchoose();
  });
});
