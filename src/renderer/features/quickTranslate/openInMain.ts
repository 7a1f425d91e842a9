// "Open in Glossa" from the popup: the main window shows the Translate section with the popup's whole text
// and languages, ready to translate (or to edit first). The Translate store is imported when this happens,
// so the window's first script does not carry it (nor the rules and schemas it imports).
import { glossa } from '../../lib/ipc';
import { useNavigation } from '../../app/navigationStore';

export function followOpenInMain(): void {
  glossa.quickTranslate.onOpenInMain(({ text, sourceLang, targetLang }) => {
    void import('../translate/translateStore').then(({ useTranslate }) => {
      useTranslate.getState().set({ sourceText: text, sourceLang, targetLang });
      useNavigation.getState().open('translate');
    });
  });
}
