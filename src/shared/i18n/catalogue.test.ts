import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadCatalogue } from './catalogue';
import { pseudoMessage } from './pseudoLocale';
import { UI_LANGUAGES } from './uiLanguages';

/** Each variable of a message with its kind (a plural's `count` is a number wherever it is used). */
function variables(elements: MessageFormatElement[], found = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.set(`<${element.value}>`, 'tag');
      variables(element.children, found);
      continue;
    }
    const kind = element.type === TYPE.plural ? 'number' : element.type === TYPE.select ? 'select' : TYPE[element.type];
    if (found.get(element.value) !== 'number') found.set(element.value, kind === 'argument' ? 'text' : kind);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      expect(Object.keys(element.options), `${element.value} has an "other" case`).toContain('other');
      for (const option of Object.values(element.options)) variables(option.value, found);
    }
  }
  return found;
}

const kinds = (message: string) =>
  [...variables(parse(message))]
    .map(
      ([name, kind]) =>
        `${name}:${kind === 'date' || kind === 'time' ? kind : kind === 'number' ? 'number' : kind === 'tag' ? 'tag' : 'text'}`,
    )
    .sort();

describe('the message catalogues', async () => {
  const english = await loadCatalogue('en');

  it('keeps its ids in alphabetical order, so that the messages of a screen stay together', () => {
    expect(Object.keys(english)).toEqual(Object.keys(english).sort());
  });

  it('English messages are valid ICU MessageFormat', () => {
    for (const [id, message] of Object.entries(english)) expect(() => parse(message), id).not.toThrow();
  });

  describe.each(UI_LANGUAGES.filter((language) => language !== 'en'))('%s', async (language) => {
    const catalogue: Record<string, string> = await loadCatalogue(language);

    it('has every message of the English catalogue, and no other, in the same order', () => {
      expect(Object.keys(catalogue)).toEqual(Object.keys(english));
    });

    it('has valid ICU syntax, with the same variables, tags and plural cases as English', () => {
      for (const [id, message] of Object.entries(english)) {
        const translated = catalogue[id] ?? '';
        expect(() => parse(translated), `${language} ${id}`).not.toThrow();
        expect(kinds(translated), `${language} ${id}`).toEqual(kinds(message));
      }
    });

    it('is translated: a message left in English is one whose text is a name or a number', () => {
      const same = Object.keys(english).filter(
        (id) =>
          catalogue[id] === english[id as keyof typeof english] && /[a-z]{4}/.test(english[id as keyof typeof english]),
      );
      // A key's name is what the keyboard prints: Japanese and Chinese keyboards print Shift and Enter too.
      expect(same.filter((id) => !ALLOWED_SAME.has(id) && !id.startsWith('keys.'))).toEqual([]);
    });
  });
});

/** Messages that read the same in some languages (a word they share with English). */
const ALLOWED_SAME = new Set([
  'glossaries.entry.bytes',
  'glossaries.editor.sizeBytes',
  'memoryPicker.choice',
  'welcome.what.documents.title',
  'documents.jobs.label',
  'documents.pending.minimum',
  'section.documents',
  'app.sectionsLabel',
  'settings.about.version',
  'settings.anywhere.desktop',
  'settings.proxy.formLabel',
  'qualityCheck.source',
  // "{type}: {subType}." in the languages that write a colon so; Omission and Style are French words too.
  'qualityCheck.issue.category',
  'qualityCheck.issue.subType.omission',
  'qualityCheck.issue.type.style',
  'app.sectionShortcut',
  'voice.overlay.settings.position',
  'voice.overlay.settings.sizeValue',
  'voice.spokenTerms.option',
  'memories.item.segments',
  'memories.segments.page',
  'memories.segments.source',
  'voiceJobs.kind.text',
  'voiceJobs.result.what',
  'styleRules.configured.option',
  'styleRules.facts.version',
  'styleRules.instructions.prompt',
  'styleRules.lists.item',
  'styleRules.pager.page',
  'translate.options.markup',
  'translate.options.summary',
  'translate.options.tagHandling.version',
  'write.original.label',
  'write.style.simple',
]);

describe('the pseudo-locale', () => {
  it('accents the text, makes it 40% longer and brackets it, keeping variables and plurals', () => {
    expect(pseudoMessage('A client profile bundles what you use for one client')).toBe(
      '[À çļîéñţ þŕöƒîļé ƀûñđļéš ŵĥàţ ýöû ûšé ƒöŕ öñé çļîéñţ ~~~~~~~~ ~~~~~~~~ ~~~~]',
    );
    expect(pseudoMessage('Settings')).toBe('[Šéţţîñĝš ~~~]');
    const plural = pseudoMessage('{count, plural, one {# file} other {# files}} in {folder}');
    expect(new IntlMessageFormat(plural, 'en').format({ count: 2, folder: 'Inbox' })).toBe('[2 ƒîļéš îñ Inbox ~~~]');
    expect(new IntlMessageFormat(plural, 'en').format({ count: 1, folder: 'Inbox' })).toBe('[1 ƒîļé îñ Inbox ~~~]');
  });
});
