// Glossa's message catalogue: every text of its own screens, menus and messages, one JSON file per UI language
// (`messages/<language>.json`), written in ICU MessageFormat (variables by name, plurals and selects). English is
// the source: its keys are the message ids, and every other catalogue has exactly its keys and variables
// (`catalogue.test.ts`). Pure; the catalogues load on demand, one language at a time.
import { z } from 'zod';
import type en from './messages/en.json';
import { PSEUDO_LANGUAGE, type ShownLanguage, type UiLanguage } from './uiLanguages';
import { pseudoCatalogue } from './pseudoLocale';

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;

/**
 * A text whose words depend on the language shown: a message of the catalogue with its variables. Rules in
 * `src/shared` say what to tell the user this way, and the window (or main, for its menus) puts it in words.
 */
export interface UiMessage {
  id: MessageId;
  values?: Record<string, string | number>;
  /**
   * Variables that name a language, by its code (`{ target: 'DE' }`): the window names them in the language shown
   * (`Intl.DisplayNames`); `values` holds their English names, for the English text of logs and the simulator.
   */
  languages?: Record<string, string>;
  /**
   * Variables that name a shortcut, by its Electron accelerator and the platform it is pressed on: the window and
   * main name its keys in the language shown (Strg+Umschalt+G, ⌘⇧G); `values` holds them in English, for logs.
   */
  shortcuts?: Record<string, ShortcutRef>;
}

/** A shortcut as stored (Electron's accelerator) and the platform that names its keys. */
export interface ShortcutRef {
  accelerator: string;
  platform: 'linux' | 'win32' | 'darwin';
}

/** The same shape as a runtime schema, for contract entries that carry a message (a notice, a status line). */
export const UiMessageSchema = z.object({
  id: z.string().max(200) as unknown as z.ZodType<MessageId>,
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  languages: z.record(z.string(), z.string().max(35)).optional(),
  shortcuts: z
    .record(z.string(), z.object({ accelerator: z.string().max(100), platform: z.enum(['linux', 'win32', 'darwin']) }))
    .optional(),
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
