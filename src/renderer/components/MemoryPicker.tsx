// One picker of a translation memory and its least match, for every surface that sends one (Translate,
// Documents, quick translate): the account's memories are listed once (translateOptionsStore), a Free account
// sees why it cannot choose one, and a list that could not be read says so. The surface keeps the choice.
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { proOnlyReason } from '../../shared/rules/plans';
import { MEMORY_THRESHOLD } from '../../shared/rules/translateOptions';
import { useSay } from '../i18n/uiMessages';
import { useActiveConnection } from './activeConnection';
import { useTranslateOptions } from './translateOptionsStore';

export interface MemoryPickerProps {
  memoryId: string | null;
  /** The least match in percent; the service's default when unset. */
  threshold: number | undefined;
  onMemory(memoryId: string | null): void;
  /** Undefined when the field is emptied (the service's default). */
  onThreshold(threshold: number | undefined): void;
  /** Where the notes go (a class of the surface's layout). */
  noteClassName?: string;
}

/** The memory select and its threshold as two labelled fields, then a note when memories cannot be chosen. */
export function MemoryPicker(props: MemoryPickerProps) {
  const id = useId();
  const { formatMessage } = useIntl();
  const { sayError } = useSay();
  const memories = useTranslateOptions((s) => s.memories);
  const memoriesError = useTranslateOptions((s) => s.memoriesError);
  const loadMemories = useTranslateOptions((s) => s.loadMemories);
  const plan = useActiveConnection()?.plan;
  const proOnly = plan !== undefined && proOnlyReason('translation_memories', plan) !== undefined;
  useEffect(() => {
    if (memories === null && plan === 'pro') void loadMemories();
  }, [memories, plan, loadMemories]);
  const proOnlyText = proOnly ? formatMessage({ id: 'memoryPicker.proOnly' }) : undefined;

  return (
    <>
      <label htmlFor={`${id}-memory`}>
        <FormattedMessage id="memoryPicker.memory" />
        <select
          id={`${id}-memory`}
          value={props.memoryId ?? ''}
          disabled={proOnly || !memories || memories.length === 0}
          title={proOnlyText}
          onChange={(e) => props.onMemory(e.target.value || null)}
        >
          <option value="">{formatMessage({ id: 'memoryPicker.none' })}</option>
          {(memories ?? []).map((m) => (
            <option key={m.memoryId} value={m.memoryId}>
              {formatMessage(
                { id: 'memoryPicker.choice' },
                { name: m.name, source: m.sourceLang, targets: m.targetLangs.join(', ') },
              )}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-threshold`}>
        <FormattedMessage id="memoryPicker.threshold" />
        <input
          id={`${id}-threshold`}
          type="number"
          min={MEMORY_THRESHOLD.min}
          max={MEMORY_THRESHOLD.max}
          disabled={!props.memoryId}
          value={props.threshold ?? MEMORY_THRESHOLD.default}
          onChange={(e) => props.onThreshold(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      </label>
      {(proOnlyText || memoriesError) && (
        <p className={`muted ${props.noteClassName ?? ''}`}>
          {proOnlyText ??
            formatMessage(
              { id: 'memoryPicker.unreadable' },
              { reason: memoriesError ? sayError(memoriesError).message : '' },
            )}
        </p>
      )}
    </>
  );
}
