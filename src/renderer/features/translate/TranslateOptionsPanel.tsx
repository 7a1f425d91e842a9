// Translate's further options, folded under "Options": context, more glossaries in priority order, a
// translation memory and its threshold, markup (HTML or XML with its tag lists), model, sentence splitting,
// kept formatting and billed characters. Issues come from the same rules main runs before sending.
import { useId } from 'react';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import {
  MODEL_TYPES,
  SPLIT_SENTENCES_VALUES,
  type ModelType,
  type SplitSentences,
  type TagHandling,
} from '../../../shared/api/wireValues';
import type { FieldIssue } from '../../../shared/errors';
import { glossaryFields, optionFields } from '../../../shared/rules/translateOptionFields';
import {
  checkMemoryUse,
  checkTranslateOptions,
  GLOSSARIES_PER_REQUEST_MAX,
  readTagList,
} from '../../../shared/rules/translateOptions';
import { useTranslateOptions } from '../../components/translateOptionsStore';
import { MemoryPicker } from '../../components/MemoryPicker';

const MODEL_LABELS: Record<ModelType, string> = {
  quality_optimized: 'Best quality',
  prefer_quality_optimized: 'Best quality where offered',
  latency_optimized: 'Fastest',
};
const SPLIT_LABELS: Record<SplitSentences, string> = {
  '1': 'At punctuation and new lines',
  nonewlines: 'At punctuation only',
  '0': 'Not at all (one sentence per text)',
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
  const tags = (field: 'splittingTags' | 'nonSplittingTags' | 'ignoreTags', label: string) => (
    <label htmlFor={`${id}-${field}`}>
      {label}
      <input
        id={`${id}-${field}`}
        value={(options[field] ?? []).join(', ')}
        placeholder="e.g. p, br"
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
        Options <span className="muted">{setCount === 0 ? '(none set)' : `(${setCount} set)`}</span>
      </summary>
      <div className="translate-options-grid">
        <label htmlFor={`${id}-context`} className="translate-options-wide">
          Context{' '}
          <span className="muted">
            (text around this one: it steers the meaning, and is neither translated nor billed)
          </span>
          <textarea
            id={`${id}-context`}
            rows={2}
            value={options.context ?? ''}
            placeholder="e.g. We walked along the river to the bank."
            onChange={(e) => store.set({ context: e.target.value })}
          />
        </label>

        <fieldset className="translate-options-wide">
          <legend>
            More glossaries{' '}
            <span className="muted">
              (after the one above, in priority order; up to {GLOSSARIES_PER_REQUEST_MAX} in all)
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
                    aria-label={`Move ${nameOf(glossaryId)} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    onClick={() => store.setMoreGlossaries(moreGlossaryIds.filter((g) => g !== glossaryId))}
                    aria-label={`Remove ${nameOf(glossaryId)}`}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ol>
          )}
          <select
            aria-label="Add to the glossaries used"
            value=""
            disabled={!props.glossaryId || addable.length === 0}
            onChange={(e) => e.target.value && store.setMoreGlossaries([...moreGlossaryIds, e.target.value])}
          >
            <option value="">{props.glossaryId ? 'Add a glossary…' : 'Choose the first glossary above'}</option>
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
          Markup
          <select
            id={`${id}-markup`}
            value={options.tagHandling ?? ''}
            onChange={(e) => store.set({ tagHandling: (e.target.value || undefined) as TagHandling | undefined })}
          >
            <option value="">Plain text</option>
            <option value="html">HTML</option>
            <option value="xml">XML</option>
          </select>
        </label>
        {options.tagHandling && (
          <>
            <label htmlFor={`${id}-version`}>
              Tag handling
              <select
                id={`${id}-version`}
                value={options.tagHandlingVersion ?? ''}
                onChange={(e) =>
                  store.set({ tagHandlingVersion: (e.target.value || undefined) as 'v1' | 'v2' | undefined })
                }
              >
                <option value="">Service default</option>
                <option value="v1">Version 1</option>
                <option value="v2">Version 2</option>
              </select>
            </label>
            <label className="inline-check">
              <input
                type="checkbox"
                checked={options.outlineDetection !== false}
                onChange={(e) => store.set({ outlineDetection: e.target.checked ? undefined : false })}
              />
              Detect the outline
            </label>
            {tags('splittingTags', 'Tags that split sentences')}
            {tags('nonSplittingTags', 'Tags that never split')}
            {tags('ignoreTags', 'Tags left untranslated')}
          </>
        )}

        <label htmlFor={`${id}-model`}>
          Model
          <select
            id={`${id}-model`}
            value={options.modelType ?? ''}
            onChange={(e) => store.set({ modelType: (e.target.value || undefined) as ModelType | undefined })}
          >
            <option value="">Service default</option>
            {MODEL_TYPES.map((m) => (
              <option key={m} value={m}>
                {MODEL_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-split`}>
          Split sentences
          <select
            id={`${id}-split`}
            value={options.splitSentences ?? ''}
            onChange={(e) => store.set({ splitSentences: (e.target.value || undefined) as SplitSentences | undefined })}
          >
            <option value="">Service default</option>
            {SPLIT_SENTENCES_VALUES.map((v) => (
              <option key={v} value={v}>
                {SPLIT_LABELS[v]}
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
          Keep formatting (punctuation and case at the ends)
        </label>
        <label className="inline-check">
          <input
            type="checkbox"
            checked={options.showBilledCharacters === true}
            onChange={(e) => store.set({ showBilledCharacters: e.target.checked || undefined })}
          />
          Show billed characters
        </label>
      </div>
      {store.cleared && (
        <p className="field-error" role="status">
          {store.cleared}
        </p>
      )}
      {issues.map((issue) => (
        <p key={issue.field + issue.message} className="field-error">
          {issue.message}
        </p>
      ))}
    </details>
  );
}
