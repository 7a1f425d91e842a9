// What the main window starts before React renders, all at once: the first section's code (it downloads while
// React starts), the accounts (they decide between the welcome screen and that section), the theme and the
// language of the window's text (with its catalogue).
// Waiting for the accounts before fetching the section saved a newcomer about 100 ms but cost someone with an
// account more (`npm run bench -- startup` measures both), so the section is always fetched at once.
import { sections } from './sections';
import { followOpenInMain } from '../features/quickTranslate/openInMain';
import { useAccounts } from '../features/settings/accountsStore';
import { useNavigation } from './navigationStore';
import { useAppearance } from '../features/settings/appearanceStore';
import { useUiLanguage } from '../i18n/uiLanguageStore';

export function startWindow(): Promise<void> {
  followOpenInMain();
  sections[0]!.preload();
  void useAppearance.getState().load();
  useUiLanguage
    .getState()
    .load()
    .catch(() => undefined);
  void useNavigation.getState().loadWelcome();
  return useAccounts.getState().load();
}
