// Documents' further glossaries (after the first, in priority order, up to the published 5) and a translation
// memory with its least match, as Translate offers them; the upload sends them as `glossary_ids` and
// `translation_memory_id`. A choice deleted elsewhere is cleared with a sentence (documentsStore).
import { FormattedMessage, useIntl } from 'react-intl';
import { GLOSSARIES_PER_REQUEST_MAX, MEMORY_THRESHOLD } from '../../../shared/rules/translateOptions';
import { MemoryPicker } from '../../components/MemoryPicker';
import { type DocumentOptions, useDocuments } from './documentsStore';

export function MoreGlossariesAndMemory(props: { options: DocumentOptions }) {
  const { options } = props;
  const { formatMessage } = useIntl();
  const { glossaries, setOptions: apply, cleared } = useDocuments();
  // The user's own choice: what was cleared before is no longer news.
  const setOptions = (change: Partial<DocumentOptions>) => {
    useDocuments.setState({ cleared: [] });
    return apply(change);
  };

  const more = options.moreGlossaryIds;
  const chosen = [options.glossaryId, ...more].filter((g): g is string => g !== null);
  const addable = (glossaries ?? []).filter((g) => !chosen.includes(g.id));
  const nameOf = (glossaryId: string) => glossaries?.find((g) => g.id === glossaryId)?.name ?? glossaryId;
  const move = (index: number) => {
    const next = [...more];
    const [taken] = next.splice(index, 1);
    next.splice(index - 1, 0, taken!);
    void setOptions({ moreGlossaryIds: next });
  };

  return (
    <div className="doc-more">
      <fieldset className="doc-more-glossaries">
        <legend>
          <FormattedMessage id="documents.options.moreGlossaries" />{' '}
          <span className="muted">
            <FormattedMessage id="documents.options.moreGlossariesHint" values={{ max: GLOSSARIES_PER_REQUEST_MAX }} />
          </span>
        </legend>
        {more.length > 0 && (
          <ol className="glossary-order" start={2}>
            {more.map((glossaryId, index) => (
              <li key={glossaryId}>
                <span>{nameOf(glossaryId)}</span>
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => move(index)}
                  aria-label={formatMessage({ id: 'documents.options.moveUp' }, { name: nameOf(glossaryId) })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => void setOptions({ moreGlossaryIds: more.filter((g) => g !== glossaryId) })}
                  aria-label={formatMessage({ id: 'documents.options.remove' }, { name: nameOf(glossaryId) })}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
        )}
        <select
          aria-label={formatMessage({ id: 'documents.options.addGlossary' })}
          value=""
          disabled={!options.glossaryId || addable.length === 0}
          onChange={(e) => e.target.value && void setOptions({ moreGlossaryIds: [...more, e.target.value] })}
        >
          <option value="">
            {formatMessage({
              id: options.glossaryId ? 'documents.options.addGlossaryChoice' : 'documents.options.chooseFirstGlossary',
            })}
          </option>
          {addable.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </fieldset>
      <MemoryPicker
        memoryId={options.memoryId}
        threshold={options.memoryThreshold}
        onMemory={(memoryId) => void setOptions({ memoryId })}
        onThreshold={(threshold) => void setOptions({ memoryThreshold: threshold ?? MEMORY_THRESHOLD.default })}
        noteClassName="doc-hint doc-more-note"
      />
      <p className="muted doc-hint doc-more-note">
        <FormattedMessage id="documents.options.noContext" />
      </p>
      {cleared.map((message) => (
        <p key={message.id} className="field-error doc-more-note" role="status">
          {formatMessage({ id: message.id }, message.values)}
        </p>
      ))}
    </div>
  );
}
