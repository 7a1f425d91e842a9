// Main's own texts (the tray, OS notifications) in the user's language: the windows' catalogue
// (`shared/i18n`) and the same choice, the one in Settings or else the system's preferred languages. English is
// loaded with main, so a text is always at hand; another language's catalogue arrives when it is chosen.
import { IntlMessageFormat } from 'intl-messageformat';
import english from '../../shared/i18n/messages/en.json';
import { loadCatalogue, type Catalogue, type MessageId, type UiMessage } from '../../shared/i18n/catalogue';
import type { ErrorData } from '../../shared/errors';
import { languageName } from '../../shared/i18n/formats';
import { shortcutInWords } from '../../shared/rules/shortcutWords';
import {
  formattingLocale,
  resolveUiLanguage,
  type ShownLanguage,
  type UiLanguageChoice,
} from '../../shared/i18n/uiLanguages';

export type MessageValues = Record<string, string | number>;

export class MainText {
  private language: ShownLanguage = 'en';
  private catalogue: Catalogue = english;
  private readonly formats = new Map<MessageId, IntlMessageFormat>();
  private latest = 0;

  constructor(private readonly systemLanguages: () => readonly string[]) {}

  /** Follows the choice in Settings; resolves true when the language changed (so menus are drawn again). */
  async follow(choice: UiLanguageChoice): Promise<boolean> {
    const wanted = resolveUiLanguage(choice, this.systemLanguages());
    if (wanted === this.language) return false;
    const request = ++this.latest;
    const catalogue = wanted === 'en' ? english : await loadCatalogue(wanted);
    if (request !== this.latest) return false;
    this.language = wanted;
    this.catalogue = catalogue;
    this.formats.clear();
    return true;
  }

  /** The message `id` in the current language, its variables filled in (numbers formatted for the language). */
  text(id: MessageId, values?: MessageValues): string {
    let format = this.formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(this.catalogue[id], formattingLocale(this.language));
      this.formats.set(id, format);
    }
    return String(format.format(values));
  }

  /** A message from a rule or an error (`UiMessage`), languages it names named in the current language. */
  say(message: UiMessage): string {
    const values: MessageValues = { ...message.values };
    for (const [name, code] of Object.entries(message.languages ?? {}))
      values[name] = languageName(formattingLocale(this.language), code);
    for (const [name, { accelerator, platform }] of Object.entries(message.shortcuts ?? {}))
      values[name] = shortcutInWords(accelerator, platform, (key) => this.say(key));
    return this.text(message.id, values);
  }

  /** An error's sentence and next step in the current language (the English kept for logs when it has no id). */
  sayError(error: ErrorData): string {
    const message = error.uiMessage ? this.say(error.uiMessage) : error.message;
    const nextStep = error.uiNextStep ? this.say(error.uiNextStep) : error.nextStep;
    return [message, nextStep].filter(Boolean).join(' ');
  }
}
