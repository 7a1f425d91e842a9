// The Glossaries section: the list, or one dictionary open in the editor.
import { DictionaryEditor } from './DictionaryEditor';
import { useDictionaryEditor } from './dictionaryEditorStore';
import { GlossaryList } from './GlossaryList';
import { useGlossaryList } from './glossaryListStore';
import './glossaries.css';

export function GlossariesView() {
  const ref = useDictionaryEditor((s) => s.ref);
  const { open, close } = useDictionaryEditor.getState();
  if (ref) return <DictionaryEditor onBack={close} />;
  return (
    <GlossaryList
      onOpen={(glossary, pair) => {
        useGlossaryList.getState().dismissNotice();
        void open(
          { glossaryId: glossary.glossaryId, sourceLang: pair.sourceLang, targetLang: pair.targetLang },
          glossary.name,
        );
      }}
    />
  );
}
