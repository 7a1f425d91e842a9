// Several glossaries in priority order, the one list of quick translate's options and Settings' defaults per target
// language: each glossary named with a button to move it up and one to remove it, and a menu to add another, up
// to the published limit per request. The caller owns the list and names the messages of its own screen.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../shared/i18n/catalogue';
import { GLOSSARIES_PER_REQUEST_MAX } from '../../shared/rules/translateOptions';

/** The message ids a screen words the list with (`moveUp` and `remove` take the glossary's `name`). */
interface GlossaryOrderMessages {
  moveUp: MessageId;
  remove: MessageId;
  addGlossary: MessageId;
  noGlossary: MessageId;
  add: MessageId;
}

interface GlossaryOrderProps {
  legend: ReactNode;
  glossaryIds: readonly string[];
  nameOf: (glossaryId: string) => string;
  /** The glossaries that may be added (those of the language pair). */
  candidates: readonly { glossaryId: string; name: string }[];
  onChange: (glossaryIds: string[]) => void;
  messages: GlossaryOrderMessages;
  className?: string;
}

export function GlossaryOrder({
  legend,
  glossaryIds,
  nameOf,
  candidates,
  onChange,
  messages,
  className,
}: GlossaryOrderProps) {
  const { formatMessage } = useIntl();
  const moveUp = (index: number) => {
    const next = [...glossaryIds];
    const [taken] = next.splice(index, 1);
    next.splice(index - 1, 0, taken!);
    onChange(next);
  };
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {glossaryIds.length > 0 && (
        <ol className="glossary-order">
          {glossaryIds.map((glossaryId, index) => (
            <li key={glossaryId}>
              <span>{nameOf(glossaryId)}</span>
              <button
                type="button"
                disabled={index === 0}
                onClick={() => moveUp(index)}
                aria-label={formatMessage({ id: messages.moveUp }, { name: nameOf(glossaryId) })}
              >
                ↑
              </button>
              <button
                type="button"
                onClick={() => onChange(glossaryIds.filter((g) => g !== glossaryId))}
                aria-label={formatMessage({ id: messages.remove }, { name: nameOf(glossaryId) })}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      )}
      <select
        aria-label={formatMessage({ id: messages.addGlossary })}
        value=""
        disabled={candidates.length === 0 || glossaryIds.length >= GLOSSARIES_PER_REQUEST_MAX}
        onChange={(e) => e.target.value && onChange([...glossaryIds, e.target.value])}
      >
        <option value="">{formatMessage({ id: candidates.length === 0 ? messages.noGlossary : messages.add })}</option>
        {candidates.map((g) => (
          <option key={g.glossaryId} value={g.glossaryId}>
            {g.name}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
