// Translate's further options, folded under "Options": context, more glossaries in priority order, a
// translation memory and its threshold, markup (HTML or XML with its tag lists), model, sentence splitting,
// kept formatting and billed characters. Issues come from the same rules main runs before sending.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import {
  MODEL_TYPES,
  SPLIT_SENTENCES_VALUES,
  type ModelType,
  type SplitSentences,
  type TagHandling,
} from '../../../shared/api/wireValues';
import type { FieldIssue } from '../../../shared/errors';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { glossaryFields, optionFields } from '../../../shared/rules/translateOptionFields';
import {
  checkMemoryUse,
  checkTranslateOptions,
  GLOSSARIES_PER_REQUEST_MAX,
  readTagList,
} from '../../../shared/rules/translateOptions';
import { useTranslateOptions } from '../../components/translateOptionsStore';
import { MemoryPicker } from '../../components/MemoryPicker';
import { useSay } from '../../i18n/uiMessages';

const MODEL_MESSAGES: Record<ModelType, MessageId> = {
  quality_optimized: 'translate.options.model.quality',
  prefer_quality_optimized: 'translate.options.model.preferQuality',
  latency_optimized: 'translate.options.model.latency',
};
const SPLIT_MESSAGES: Record<SplitSentences, MessageId> = {
  '1': 'translate.options.split.always',
  nonewlines: 'translate.options.split.noNewlines',
  '0': 'translate.options.split.never',
};

interface Props {
  sourceLang: string | null;
  targetLang: string | null;
  glossaryId: string | null;
  /** Glossaries serving the pair. */
  matching: GlossarySummary[];
}

/** Every issue of the options, as main would find them before sending. */
export function optionIssues(p: Props & { moreGlossaryIds: string[] }): FieldIssue[] {
  const { options, memories } = useTranslateOptions.getState();
  const draft = {
    ...optionFields(options),
    ...glossaryFields(p.glossaryId, p.moreGlossaryIds),
    ...(p.sourceLang ? { source_lang: p.sourceLang } : {}),
  };
  const issues = checkTranslateOptions(draft, p.targetLang ?? undefined).filter(
    (issue) => issue.field !== 'glossary_id',
  );
  const memory = memories?.find((m) => m.memoryId === options.memoryId);
  if (memory && p.targetLang) {
    const languages = { name: memory.name, source_language: memory.sourceLang, target_languages: memory.targetLangs };
    issues.push(...checkMemoryUse(languages, p.sourceLang ?? undefined, p.targetLang));
  }
  return issues;
}

export function TranslateOptionsPanel(props: Props) {
  const id = useId();
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const store = useTranslateOptions();
  const { options, moreGlossaryIds } = store;
  const issues = optionIssues({ ...props, moreGlossaryIds });
  const chosen = [props.glossaryId, ...moreGlossaryIds].filter((g): g is string => g !== null);
  const addable = props.matching.filter((g) => !chosen.includes(g.glossaryId));
  const nameOf = (glossaryId: string) => props.matching.find((g) => g.glossaryId === glossaryId)?.name ?? glossaryId;
  const move = (index: number, by: number) => {
    const next = [...moreGlossaryIds];
    const [taken] = next.splice(index, 1);
    next.splice(index + by, 0, taken!);
    store.setMoreGlossaries(next);
  };
  const setCount = Object.keys(options).length + moreGlossaryIds.length;
  const tags = (field: 'splittingTags' | 'nonSplittingTags' | 'ignoreTags') => (
    <label htmlFor={`${id}-${field}`}>
      <FormattedMessage id={`translate.options.${field}`} />
      <input
        id={`${id}-${field}`}
        value={(options[field] ?? []).join(', ')}
        placeholder={formatMessage({ id: 'translate.options.tags.placeholder' })}
        onChange={(e) => {
          const names = readTagList(e.target.value);
          store.set({ [field]: names === 'invalid' || names.length === 0 ? undefined : names });
        }}
      />
    </label>
  );

  return (
    <details className="card translate-options" data-testid="translate-options">
      <summary>
        <FormattedMessage id="translate.options.summary" />{' '}
        <span className="muted">
          <FormattedMessage id="translate.options.count" values={{ count: setCount }} />
        </span>
      </summary>
      <div className="translate-options-grid">
        <label htmlFor={`${id}-context`} className="translate-options-wide">
          <FormattedMessage id="translate.options.context.label" />{' '}
          <span className="muted">
            <FormattedMessage id="translate.options.context.hint" />
          </span>
          <textarea
            id={`${id}-context`}
            rows={2}
            value={options.context ?? ''}
            placeholder={formatMessage({ id: 'translate.options.context.placeholder' })}
            onChange={(e) => store.set({ context: e.target.value })}
          />
        </label>

        <fieldset className="translate-options-wide">
          <legend>
            <FormattedMessage id="translate.options.moreGlossaries" />{' '}
            <span className="muted">
              <FormattedMessage
                id="translate.options.moreGlossaries.hint"
                values={{ max: GLOSSARIES_PER_REQUEST_MAX }}
              />
            </span>
          </legend>
          {moreGlossaryIds.length > 0 && (
            <ol className="glossary-order" start={2}>
              {moreGlossaryIds.map((glossaryId, index) => (
                <li key={glossaryId}>
                  <span>{nameOf(glossaryId)}</span>
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={formatMessage({ id: 'translate.options.moveUp' }, { name: nameOf(glossaryId) })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    onClick={() => store.setMoreGlossaries(moreGlossaryIds.filter((g) => g !== glossaryId))}
                    aria-label={formatMessage({ id: 'translate.options.remove' }, { name: nameOf(glossaryId) })}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ol>
          )}
          <select
            aria-label={formatMessage({ id: 'translate.options.add.label' })}
            value=""
            disabled={!props.glossaryId || addable.length === 0}
            onChange={(e) => e.target.value && store.setMoreGlossaries([...moreGlossaryIds, e.target.value])}
          >
            <option value="">
              {formatMessage({ id: props.glossaryId ? 'translate.options.add' : 'translate.options.add.first' })}
            </option>
            {addable.map((g) => (
              <option key={g.glossaryId} value={g.glossaryId}>
                {g.name}
              </option>
            ))}
          </select>
        </fieldset>

        <MemoryPicker
          memoryId={options.memoryId ?? null}
          threshold={options.memoryThreshold}
          onMemory={(memoryId) => store.set({ memoryId: memoryId ?? undefined })}
          onThreshold={(memoryThreshold) => store.set({ memoryThreshold })}
          noteClassName="translate-options-note translate-options-wide"
        />

        <label htmlFor={`${id}-markup`}>
          <FormattedMessage id="translate.options.markup" />
          <select
            id={`${id}-markup`}
            value={options.tagHandling ?? ''}
            onChange={(e) => store.set({ tagHandling: (e.target.value || undefined) as TagHandling | undefined })}
          >
            <option value="">{formatMessage({ id: 'translate.options.markup.plain' })}</option>
            <option value="html">{formatMessage({ id: 'translate.options.markup.html' })}</option>
            <option value="xml">{formatMessage({ id: 'translate.options.markup.xml' })}</option>
          </select>
        </label>
        {options.tagHandling && (
          <>
            <label htmlFor={`${id}-version`}>
              <FormattedMessage id="translate.options.tagHandling" />
              <select
                id={`${id}-version`}
                value={options.tagHandlingVersion ?? ''}
                onChange={(e) =>
                  store.set({ tagHandlingVersion: (e.target.value || undefined) as 'v1' | 'v2' | undefined })
                }
              >
                <option value="">{formatMessage({ id: 'translate.options.serviceDefault' })}</option>
                <option value="v1">
                  {formatMessage({ id: 'translate.options.tagHandling.version' }, { version: 1 })}
                </option>
                <option value="v2">
                  {formatMessage({ id: 'translate.options.tagHandling.version' }, { version: 2 })}
                </option>
              </select>
            </label>
            <label className="inline-check">
              <input
                type="checkbox"
                checked={options.outlineDetection !== false}
                onChange={(e) => store.set({ outlineDetection: e.target.checked ? undefined : false })}
              />
              <FormattedMessage id="translate.options.outline" />
            </label>
            {tags('splittingTags')}
            {tags('nonSplittingTags')}
            {tags('ignoreTags')}
          </>
        )}

        <label htmlFor={`${id}-model`}>
          <FormattedMessage id="translate.options.model" />
          <select
            id={`${id}-model`}
            value={options.modelType ?? ''}
            onChange={(e) => store.set({ modelType: (e.target.value || undefined) as ModelType | undefined })}
          >
            <option value="">{formatMessage({ id: 'translate.options.serviceDefault' })}</option>
            {MODEL_TYPES.map((m) => (
              <option key={m} value={m}>
                {formatMessage({ id: MODEL_MESSAGES[m] })}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-split`}>
          <FormattedMessage id="translate.options.split" />
          <select
            id={`${id}-split`}
            value={options.splitSentences ?? ''}
            onChange={(e) => store.set({ splitSentences: (e.target.value || undefined) as SplitSentences | undefined })}
          >
            <option value="">{formatMessage({ id: 'translate.options.serviceDefault' })}</option>
            {SPLIT_SENTENCES_VALUES.map((v) => (
              <option key={v} value={v}>
                {formatMessage({ id: SPLIT_MESSAGES[v] })}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-check">
          <input
            type="checkbox"
            checked={options.preserveFormatting === true}
            onChange={(e) => store.set({ preserveFormatting: e.target.checked || undefined })}
          />
          <FormattedMessage id="translate.options.preserveFormatting" />
        </label>
        <label className="inline-check">
          <input
            type="checkbox"
            checked={options.showBilledCharacters === true}
            onChange={(e) => store.set({ showBilledCharacters: e.target.checked || undefined })}
          />
          <FormattedMessage id="translate.options.billed" />
        </label>
      </div>
      {store.cleared && (
        <p className="field-error" role="status">
          {say(store.cleared)}
        </p>
      )}
      {issues.map((issue) => (
        <p key={issue.field + issue.message} className="field-error">
          {issue.uiMessage ? say(issue.uiMessage) : issue.message}
        </p>
      ))}
    </details>
  );
}
