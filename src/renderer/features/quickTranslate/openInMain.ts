// "Open in Glossa" from the popup: the main window shows the Translate section with the popup's whole text
// and languages, ready to translate (or to edit first).
import { glossa } from '../../lib/ipc';
import { useNavigation } from '../../app/navigationStore';
import { useTranslate } from '../translate/translateStore';

export function followOpenInMain(): void {
  glossa.quickTranslate.onOpenInMain(({ text, sourceLang, targetLang }) => {
    useTranslate.getState().set({ sourceText: text, sourceLang, targetLang });
    useNavigation.getState().open('translate');
  });
}
