// The Glossaries section: the list, or one dictionary open in the editor.
import { DictionaryEditor } from './DictionaryEditor';
import { useDictionaryEditor } from './dictionaryEditorStore';
import { GlossaryList } from './GlossaryList';
import { OlderGlossariesPanel } from './OlderGlossariesPanel';
import { useGlossaryList } from './glossaryListStore';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { discardHeldGlossaryDraft, keepGlossaryDraft, useHeldGlossaryDraft } from './glossaryDraft';
import './glossaries.css';

export function GlossariesView() {
  const ref = useDictionaryEditor((s) => s.ref);
  const held = useHeldGlossaryDraft((s) => s.held);
  const { open, close } = useDictionaryEditor.getState();
  useEffect(() => void keepGlossaryDraft(), []);
  if (ref) return <DictionaryEditor onBack={close} />;
  const notice = held && (
    <div className="notice draft-notice glossary-held-draft" role="status" data-testid="glossary-held-draft">
      <span>
        <FormattedMessage
          id="glossaries.heldDraft.text"
          values={{ name: held.glossaryName, sourceLang: held.sourceLang, targetLang: held.targetLang }}
        />
      </span>
      <button
        type="button"
        className="link-button"
        onClick={() =>
          void open(
            { glossaryId: held.glossaryId, sourceLang: held.sourceLang, targetLang: held.targetLang },
            held.glossaryName,
          )
        }
      >
        <FormattedMessage id="glossaries.heldDraft.open" />
      </button>
      <button type="button" className="link-button" onClick={discardHeldGlossaryDraft}>
        <FormattedMessage id="glossaries.heldDraft.discard" />
      </button>
    </div>
  );
  return (
    <GlossaryList
      notice={notice}
      older={<OlderGlossariesPanel />}
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
