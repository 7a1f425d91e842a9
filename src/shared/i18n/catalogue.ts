// Glossa's message catalogue: every text of its own screens, menus and messages, one JSON file per UI language
// (`messages/<language>.json`), written in ICU MessageFormat (variables by name, plurals and selects). English is
// the source: its keys are the message ids, and every other catalogue has exactly its keys and variables
// (`catalogue.test.ts`). Main sends a window a `UiMessage` (an id with values), never an English sentence, and
// the window renders it in the user's language. Pure; the catalogues load on demand, one language at a time.
import { z } from 'zod';
import type en from './messages/en.json';
import { PSEUDO_LANGUAGE, type ShownLanguage, type UiLanguage } from './uiLanguages';
import { pseudoCatalogue } from './pseudoLocale';

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;

/** A message's variables: names to text or numbers (formatted in the UI language by the window). */
export type MessageValues = Record<string, string | number>;

/** A text from main for a window to show: the id of a message in the catalogue, with its variables. */
export interface UiMessage {
  id: MessageId;
  values?: MessageValues;
}

/** How a `UiMessage` crosses IPC (the id is checked against the English catalogue where it is rendered). */
export const UiMessageSchema = z.object({
  id: z.string().min(1).max(200),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const loaders: Record<UiLanguage, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./messages/en.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  ja: () => import('./messages/ja.json'),
  'zh-Hans': () => import('./messages/zh-Hans.json'),
};

/** The catalogue of a UI language (the pseudo-locale is English, transformed). */
export async function loadCatalogue(language: ShownLanguage): Promise<Catalogue> {
  if (language === PSEUDO_LANGUAGE) return pseudoCatalogue((await loaders.en()).default);
  return (await loaders[language]()).default;
}
