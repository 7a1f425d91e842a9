// Puts the messages that main and the rules send (`UiMessage`: an id with values) into the words of the
// language shown, language codes named by `Intl.DisplayNames`; and an error (`ErrorData`) into its sentence, its
// next step and its fields' problems, preferring the message ids over the English kept for logs.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ErrorData } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { languageName } from '../../shared/i18n/formats';
import { shortcutInWords } from '../../shared/rules/shortcutWords';

/** A message in the language shown. */
export function sayMessage(intl: IntlShape, message: UiMessage): string {
  const values: Record<string, string | number> = { ...message.values };
  for (const [name, code] of Object.entries(message.languages ?? {})) values[name] = languageName(intl.locale, code);
  for (const [name, { accelerator, platform }] of Object.entries(message.shortcuts ?? {}))
    values[name] = shortcutInWords(accelerator, platform, (key) => sayMessage(intl, key));
  return intl.formatMessage({ id: message.id }, values);
}

export interface ErrorWords {
  message: string;
  nextStep?: string;
  /** Each field's problem other than the sentence itself. */
  fields: string[];
}

/** An error as the user reads it: the message ids in the language shown, else the English sentences. */
export function errorWords(intl: IntlShape, error: ErrorData): ErrorWords {
  const message = error.uiMessage ? sayMessage(intl, error.uiMessage) : error.message;
  const nextStep = error.uiNextStep ? sayMessage(intl, error.uiNextStep) : error.nextStep || undefined;
  const fields = (error.fields ?? [])
    .map((field) => (field.uiMessage ? sayMessage(intl, field.uiMessage) : field.message))
    .filter((line) => line !== message);
  return nextStep === undefined ? { message, fields } : { message, nextStep, fields };
}

/** `say(message)` and `sayError(error)` in the window's language; they change when the language does. */
export function useSay() {
  const intl = useIntl();
  return useMemo(
    () => ({
      say: (message: UiMessage) => sayMessage(intl, message),
      sayError: (error: ErrorData) => errorWords(intl, error),
    }),
    [intl],
  );
}
