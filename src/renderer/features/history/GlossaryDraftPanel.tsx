// "Add to glossary": the chosen translations as a glossary import. The person picks a glossary with that
// language pair; its dictionary opens in the glossary editor with the import preview filled in, where they
// merge or replace as with any imported file.
import { useEffect, useId, useState } from 'react';
import type { GlossaryDraft } from '../../../shared/calls/history';
import { baseLanguage, languageName } from '../../../shared/rules/languages';
import { useNavigation } from '../../app/navigationStore';
import { useDictionaryEditor } from '../glossaries/dictionaryEditorStore';
import { useGlossaryList } from '../glossaries/glossaryListStore';

export function GlossaryDraftPanel(props: { draft: GlossaryDraft; onClose(): void }) {
  const { draft } = props;
  const { glossaries, status, load } = useGlossaryList();
  const selectId = useId();
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

  const pair = `${languageName(draft.sourceLang)} → ${languageName(draft.targetLang)}`;
  return (
    <section className="card history-draft" aria-label="Add to glossary">
      <h2>Add to glossary</h2>
      <p>
        <strong>
          {draft.entryCount} {draft.entryCount === 1 ? 'entry' : 'entries'}
        </strong>{' '}
        for {pair}.
      </p>
      {draft.skipped.length > 0 && (
        <details>
          <summary>
            {draft.skipped.length} chosen {draft.skipped.length === 1 ? 'entry was' : 'entries were'} left out
          </summary>
          <ul>
            {draft.skipped.map((s) => (
              <li key={s.id}>{s.reason}</li>
            ))}
          </ul>
        </details>
      )}
      {status === 'loading' && <p className="muted">Loading glossaries…</p>}
      {status !== 'loading' && matches.length === 0 && (
        <p className="notice notice-warn">
          No glossary has a {pair} dictionary yet. Create one in Glossaries (or add the pair to one), then add these
          entries again.
        </p>
      )}
      {matches.length > 0 && (
        <label htmlFor={selectId}>
          Glossary
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
          Open in the glossary editor
        </button>
        <button type="button" onClick={props.onClose}>
          Cancel
        </button>
      </div>
    </section>
  );
}
