// Main's own texts (the tray, OS notifications) in the user's language: the windows' catalogue
// (`shared/i18n`) and the same choice, the one in Settings or else the system's preferred languages. English is
// loaded with main, so a text is always at hand; another language's catalogue arrives when it is chosen.
import { IntlMessageFormat } from 'intl-messageformat';
import english from '../../shared/i18n/messages/en.json';
import { loadCatalogue, type Catalogue, type MessageId } from '../../shared/i18n/catalogue';
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
}
