// "Add to glossary": the chosen translations as a glossary import. The person picks a glossary with that
// language pair; its dictionary opens in the glossary editor with the import preview filled in, where they
// merge or replace as with any imported file.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GlossaryDraft } from '../../../shared/calls/history';
import { baseLanguage } from '../../../shared/rules/languages';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { useNavigation } from '../../app/navigationStore';
import { useDictionaryEditor } from '../glossaries/dictionaryEditorStore';
import { useGlossaryList } from '../glossaries/glossaryListStore';

export function GlossaryDraftPanel(props: { draft: GlossaryDraft; onClose(): void }) {
  const { draft } = props;
  const { glossaries, status, load } = useGlossaryList();
  const selectId = useId();
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const formats = useFormats();
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  const matches = glossaries.flatMap((g) =>
    g.dictionaries
      .filter(
        (d) =>
          baseLanguage(d.sourceLang) === baseLanguage(draft.sourceLang) &&
          baseLanguage(d.targetLang) === baseLanguage(draft.targetLang),
      )
      .map((d) => ({ glossary: g, pair: d, key: `${g.glossaryId}|${d.sourceLang}|${d.targetLang}` })),
  );
  const [chosen, setChosen] = useState<string>('');
  const target = matches.find((m) => m.key === chosen) ?? matches[0];

  const open = async () => {
    if (!target) return;
    useNavigation.getState().open('glossaries');
    const editor = useDictionaryEditor.getState();
    await editor.open(
      {
        glossaryId: target.glossary.glossaryId,
        sourceLang: target.pair.sourceLang,
        targetLang: target.pair.targetLang,
      },
      target.glossary.name,
    );
    // Main staged the entries: the editor's import reads them there, so they never pass through this window.
    await useDictionaryEditor.getState().readImport({ name: draft.fileName, stagingId: draft.stagingId });
    props.onClose();
  };

  const languages = {
    source: formats.languageName(draft.sourceLang, { standalone: true }),
    target: formats.languageName(draft.targetLang, { standalone: true }),
  };
  return (
    <section className="card history-draft" aria-label={formatMessage({ id: 'history.draft.heading' })}>
      <h2>
        <FormattedMessage id="history.draft.heading" />
      </h2>
      <p>
        <FormattedMessage
          id="history.draft.summary"
          values={{ count: draft.entryCount, ...languages, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      {draft.skipped.length > 0 && (
        <details>
          <summary>
            <FormattedMessage id="history.draft.skipped" values={{ count: draft.skipped.length }} />
          </summary>
          <ul>
            {draft.skipped.map((s) => (
              <li key={s.id}>{s.reasonSays ? say(s.reasonSays) : s.reason}</li>
            ))}
          </ul>
        </details>
      )}
      {status === 'loading' && (
        <p className="muted">
          <FormattedMessage id="history.draft.loading" />
        </p>
      )}
      {status !== 'loading' && matches.length === 0 && (
        <p className="notice notice-warn">
          <FormattedMessage id="history.draft.noGlossary" values={languages} />
        </p>
      )}
      {matches.length > 0 && (
        <label htmlFor={selectId}>
          <FormattedMessage id="history.draft.glossary" />
          <select id={selectId} value={target?.key ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {matches.map((m) => (
              <option key={m.key} value={m.key}>
                {m.glossary.name} ({m.pair.sourceLang} → {m.pair.targetLang})
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="history-draft-actions">
        <button type="button" className="primary" disabled={!target} onClick={() => void open()}>
          <FormattedMessage id="history.draft.open" />
        </button>
        <button type="button" onClick={props.onClose}>
          <FormattedMessage id="common.cancel" />
        </button>
      </div>
    </section>
  );
}
