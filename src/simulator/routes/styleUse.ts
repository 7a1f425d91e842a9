// Using a style rule list in a translation (text, documents): Pro only, the list must exist in the caller's
// account and be for the target's language; with inline custom instructions it makes the AppliedStyle the
// engine marks visibly (engine/styleMark.ts).
import { badRequest, forbidden, notFound } from '../http/serviceError';
import { baseLanguage, languageName } from '../../shared/rules/languages';
import type { AppliedStyle } from '../engine/styleMark';
import type { AccountId, SimulatorStore } from '../state/simulatorStore';

/** The style a request applies: its style rule list (which must be for the target language) and instructions. */
export function appliedStyle(
  store: SimulatorStore,
  plan: AccountId,
  styleId: string | undefined,
  inline: readonly string[],
  targetLang: string,
): AppliedStyle | undefined {
  if (styleId === undefined) return inline.length > 0 ? { instructions: inline.length } : undefined;
  if (plan !== 'pro')
    throw forbidden('Style rules are available only to Pro subscribers.', 'Leave style_id out, or use a Pro key.');
  const list = store.styleRules.get(styleId);
  if (!list || list.account !== plan)
    throw notFound(
      'There is no style rule list with this style_id.',
      'Check the style_id; style rules are kept per data center.',
    );
  if (baseLanguage(list.language) !== baseLanguage(targetLang)) {
    throw badRequest(
      `The style rule list "${list.name}" is for ${languageName(list.language)}; it cannot be used into ${languageName(targetLang)}.`,
      'Choose a style rule list of the target language, or leave style_id out.',
    );
  }
  return { listName: list.name, instructions: list.custom_instructions.length + inline.length };
}
