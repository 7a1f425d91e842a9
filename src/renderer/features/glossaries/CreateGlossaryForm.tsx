// A new glossary: its name and one or more dictionaries, each empty or filled from a file (TSV, CSV, XLSX or
// TBX) read by the editor's own import, its rejected lines listed and skipped.
import { useSay } from '../../i18n/uiMessages';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { DictionaryPair, GlossarySummary, ImportResult } from '../../../shared/calls/glossaries';
import { MAX_NEW_DICTIONARIES } from '../../../shared/rules/glossaryFiles';
import { errorDataOf } from '../../lib/ipc';
import { validateGlossaryName } from '../../../shared/rules/glossaryEntries';
import { LanguageSelect } from '../../components/LanguageSelect';
import { importGlossaryFile, type ImportOptions } from './glossaryFiles';
import { ImportChoices } from './ImportChoices';
import { GlossaryFileButton } from './GlossaryFileButton';
import { useGlossaryList } from './glossaryListStore';
import { dictionariesToCreate, draftProblem, emptyPair, type PairDraft } from './newGlossaryDraft';
import { PairWarning } from './PairWarning';
import { RejectedLines } from './RejectedLines';

export function CreateGlossaryForm(props: {
  onDone(): void;
  onOpen(glossary: GlossarySummary, pair: DictionaryPair): void;
}) {
  const { create, busy } = useGlossaryList();
  const { formatMessage } = useIntl();
  const fileFailed = formatMessage({ id: 'glossaries.create.fileFailed' });
  const [name, setName] = useState('');
  const [pairs, setPairs] = useState<PairDraft[]>([emptyPair(1)]);
  const [submitted, setSubmitted] = useState(false);
  const nextId = useRef(2);
  // The file of each pair, kept to read it again when the pair's languages change (CSV lines may name a pair).
  const files = useRef(new Map<number, File>());
  const reads = useRef(new Map<number, number>());
  // The choices made about each pair's file (columns, header row, comments), kept when it is read again.
  const choices = useRef(new Map<number, ImportOptions>());

  const update = (id: number, change: (pair: PairDraft) => PairDraft) =>
    setPairs((all) => all.map((pair) => (pair.id === id ? change(pair) : pair)));

  const readFile = async (pair: PairDraft, file: File, options: ImportOptions = {}) => {
    if (files.current.get(pair.id) !== file) choices.current.set(pair.id, options);
    files.current.set(pair.id, file);
    const chosen = choices.current.get(pair.id) ?? {};
    const read = (reads.current.get(pair.id) ?? 0) + 1;
    reads.current.set(pair.id, read);
    const current = () => reads.current.get(pair.id) === read;
    update(pair.id, (p) => ({ ...p, entries: { status: 'reading', fileName: file.name } }));
    try {
      const langs = {
        ...(pair.sourceLang ? { sourceLang: pair.sourceLang } : {}),
        ...(pair.targetLang ? { targetLang: pair.targetLang } : {}),
      };
      const result = await importGlossaryFile(file, langs, chosen);
      if (current()) update(pair.id, (p) => ({ ...p, entries: { status: 'read', fileName: file.name, result } }));
    } catch (error) {
      if (current())
        update(pair.id, (p) => ({
          ...p,
          entries: { status: 'failed', fileName: file.name, error: errorDataOf(error, fileFailed) },
        }));
    }
  };

  const setLanguages = (pair: PairDraft, change: Partial<Pick<PairDraft, 'sourceLang' | 'targetLang'>>) => {
    const next = { ...pair, ...change };
    update(pair.id, (p) => ({ ...p, ...change }));
    const file = files.current.get(pair.id);
    if (file) void readFile(next, file);
  };

  const choose = (pair: PairDraft, change: ImportOptions) => {
    const file = files.current.get(pair.id);
    if (!file) return;
    choices.current.set(pair.id, { ...choices.current.get(pair.id), ...change });
    void readFile(pair, file);
  };

  const removeFile = (pair: PairDraft) => {
    files.current.delete(pair.id);
    choices.current.delete(pair.id);
    reads.current.set(pair.id, (reads.current.get(pair.id) ?? 0) + 1);
    update(pair.id, (p) => ({ ...p, entries: { status: 'empty' } }));
  };

  const problemMessage = draftProblem(name, pairs);
  const problem = problemMessage && formatMessage({ id: problemMessage.id }, problemMessage.values);
  const issue = name ? validateGlossaryName(name)[0] : undefined;
  const nameIssue = issue?.uiMessage
    ? formatMessage({ id: issue.uiMessage.id }, issue.uiMessage.values)
    : issue?.message;
  return (
    <form
      className="card create-form"
      aria-label={formatMessage({ id: 'glossaries.create.label' })}
      onSubmit={async (e) => {
        e.preventDefault();
        setSubmitted(true);
        if (problem) return;
        const created = await create(name, dictionariesToCreate(pairs));
        if (created) {
          props.onDone();
          props.onOpen(created, { sourceLang: pairs[0]!.sourceLang!, targetLang: pairs[0]!.targetLang! });
        }
      }}
    >
      <label className="create-name">
        <FormattedMessage id="glossaries.create.name" />
        <input
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameIssue ? true : undefined}
          autoFocus
        />
        {nameIssue && <span className="field-error">{nameIssue}</span>}
      </label>
      {pairs.map((pair, index) => (
        <fieldset key={pair.id} className="create-pair">
          <legend>
            {pairs.length > 1 ? (
              <FormattedMessage id="glossaries.create.pairNumber" values={{ number: index + 1 }} />
            ) : (
              <FormattedMessage id="glossaries.create.pair" />
            )}
          </legend>
          <div className="row-actions">
            <LanguageSelect
              label={formatMessage({ id: 'glossaries.card.from' })}
              product="glossary"
              side="source"
              value={pair.sourceLang}
              onChange={(sourceLang) => setLanguages(pair, { sourceLang })}
            />
            <LanguageSelect
              label={formatMessage({ id: 'glossaries.card.to' })}
              product="glossary"
              side="target"
              value={pair.targetLang}
              onChange={(targetLang) => setLanguages(pair, { targetLang })}
            />
            <PairEntriesPicker
              pair={pair}
              onFile={(file) => void readFile(pair, file)}
              onRemoveFile={() => removeFile(pair)}
            />
            {pairs.length > 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  files.current.delete(pair.id);
                  reads.current.delete(pair.id);
                  setPairs((all) => all.filter((p) => p.id !== pair.id));
                }}
              >
                <FormattedMessage id="glossaries.create.removePair" />
              </button>
            )}
          </div>
          <PairWarning sourceLang={pair.sourceLang} targetLang={pair.targetLang} />
          <PairEntriesReport
            pair={pair}
            options={choices.current.get(pair.id) ?? {}}
            onChange={(change) => choose(pair, change)}
          />
        </fieldset>
      ))}
      <div className="row-actions">
        <button
          type="button"
          onClick={() => setPairs((all) => [...all, emptyPair(nextId.current++)])}
          disabled={pairs.length >= MAX_NEW_DICTIONARIES}
        >
          <FormattedMessage id="glossaries.create.addPair" />
        </button>
      </div>
      <div className="row-actions">
        <button
          type="submit"
          className="primary"
          disabled={busy !== null || pairs.some((p) => p.entries.status === 'reading')}
        >
          <FormattedMessage id="glossaries.create.submit" />
        </button>
        <button type="button" onClick={props.onDone}>
          <FormattedMessage id="glossaries.card.cancel" />
        </button>
        {submitted && problem ? (
          <span className="field-error" role="alert">
            {problem}
          </span>
        ) : (
          <span className="muted" data-testid="create-summary">
            {problem ?? summaryOf(formatMessage, pairs)}
          </span>
        )}
      </div>
    </form>
  );
}

/** The pair's entries: a button to fill it from a file, or the file chosen and a way to drop it. */
function PairEntriesPicker(props: { pair: PairDraft; onFile(file: File): void; onRemoveFile(): void }) {
  const { entries } = props.pair;
  const { formatMessage } = useIntl();
  return (
    <span className="row-actions">
      <GlossaryFileButton testId="create-pair-file" onFile={props.onFile}>
        <FormattedMessage
          id={entries.status === 'empty' ? 'glossaries.create.fromFile' : 'glossaries.create.anotherFile'}
        />
      </GlossaryFileButton>
      {entries.status !== 'empty' && (
        <button
          type="button"
          className="link-button"
          onClick={props.onRemoveFile}
          aria-label={formatMessage({ id: 'glossaries.create.startEmptyLabel' }, { fileName: entries.fileName })}
        >
          <FormattedMessage id="glossaries.create.startEmpty" />
        </button>
      )}
    </span>
  );
}

/** What the pair's file gave: the entries that will be created and the lines that will be skipped. */
function PairEntriesReport({
  pair,
  options,
  onChange,
}: {
  pair: PairDraft;
  options: ImportOptions;
  onChange(change: ImportOptions): void;
}) {
  const { entries } = pair;
  const { sayError } = useSay();
  if (entries.status === 'empty')
    return (
      <p className="muted">
        <FormattedMessage id="glossaries.create.startsEmpty" />
      </p>
    );
  if (entries.status === 'reading')
    return (
      <p className="muted">
        <FormattedMessage id="glossaries.import.reading" values={{ fileName: entries.fileName }} />
      </p>
    );
  if (entries.status === 'failed') {
    return (
      <p className="notice notice-error" role="alert">
        “{entries.fileName}”: {sayError(entries.error).message} {sayError(entries.error).nextStep}
      </p>
    );
  }
  const { result } = entries;
  return (
    <div className="pair-file-report" data-testid="pair-file-report">
      <p>
        <FormattedMessage
          id="glossaries.create.fileEntries"
          values={{
            fileName: entries.fileName,
            format: result.preview.format.toUpperCase(),
            count: result.entryCount,
            strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          }}
        />
        {result.rejectedLineCount > 0 && (
          <span className="field-error">
            {' · '}
            <FormattedMessage id="glossaries.create.rejectedSkipped" values={{ count: result.rejectedLineCount }} />
          </span>
        )}
        {result.ignoredLineCount > 0 && (
          <>
            {' · '}
            <FormattedMessage id="glossaries.create.otherPair" values={{ count: result.ignoredLineCount }} />
          </>
        )}
      </p>
      <ImportChoices result={result} options={options} onChange={onChange} />
      {result.preview.rows.length > 0 && <FirstRows result={result} />}
      <RejectedLines result={result} open={result.issueCount <= 5} />
    </div>
  );
}

/** The file's first rows, so the header and column choices can be judged. */
function FirstRows({ result }: { result: ImportResult }) {
  const { preview } = result;
  const { formatMessage } = useIntl();
  return (
    <div className="preview-table-wrap">
      <table className="preview-table" aria-label={formatMessage({ id: 'glossaries.import.firstRows' })}>
        <thead>
          <tr>
            {preview.columns.map((title, i) => (
              <th key={i}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.slice(0, 3).map((row, r) => (
            <tr key={r}>
              {preview.columns.map((_, c) => (
                <td key={c}>{row[c] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function summaryOf(formatMessage: IntlShape['formatMessage'], pairs: readonly PairDraft[]): string {
  const entries = pairs.reduce(
    (sum, pair) => sum + (pair.entries.status === 'read' ? pair.entries.result.entryCount : 0),
    0,
  );
  return entries > 0
    ? formatMessage({ id: 'glossaries.create.summaryEntries' }, { dictionaries: pairs.length, entries })
    : formatMessage({ id: 'glossaries.create.summary' }, { dictionaries: pairs.length });
}
