// Translation memories (the service's beta): the account's memories beside the chosen one's segments, and a TMX
// import with its progress. Translate, Documents and client profiles use the memories listed here.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemorySummary } from '../../../shared/calls/translate';
import { MEMORY_NAME_MAX, memoryNameOf } from '../../../shared/rules/translationMemories';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { MemorySegments } from './MemorySegments';
import { type ImportState, useTranslationMemories } from './translationMemoriesStore';
import './translationMemories.css';

export function TranslationMemoriesView() {
  const { memories, chosen, error, done, load, choose } = useTranslationMemories();
  const { say } = useSay();
  // Each visit reads the list again: a memory may have been made or deleted elsewhere meanwhile.
  useEffect(() => void load(), [load]);
  const current = memories?.find((m) => m.memoryId === chosen);
  return (
    <div className="page memories-page">
      <header className="page-header">
        <h1>
          <FormattedMessage id="section.translation-memories" />{' '}
          <span className="badge memories-beta">
            <FormattedMessage id="memories.beta" />
          </span>
        </h1>
      </header>
      <p className="muted memories-intro">
        <FormattedMessage id="memories.intro" />
      </p>
      {error && <ErrorNotice error={error} />}
      {done && (
        <p role="status" className="notice">
          {say(done)}
        </p>
      )}
      <div className="memories-grid">
        <div className="memories-side">
          <section className="card memories-list" aria-labelledby="memories-list-title">
            <h2 id="memories-list-title">
              <FormattedMessage id="memories.listTitle" />
            </h2>
            {memories === null ? (
              <p className="muted">
                <FormattedMessage id="memories.loading" />
              </p>
            ) : memories.length === 0 ? (
              <p className="muted">
                <FormattedMessage id="memories.empty" />
              </p>
            ) : (
              <ul className="memories-items">
                {memories.map((memory) => (
                  <li key={memory.memoryId}>
                    <MemoryButton memory={memory} chosen={memory.memoryId === chosen} onChoose={choose} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ImportForm />
        </div>
        {current ? (
          <MemorySegments key={current.memoryId} memory={current} />
        ) : (
          <section className="card">
            <p className="muted">
              <FormattedMessage id="memories.chooseOne" />
            </p>
          </section>
        )}
      </div>
    </div>
  );
}

function MemoryButton(props: { memory: MemorySummary; chosen: boolean; onChoose: (id: string) => void }) {
  const { memory } = props;
  const formats = useFormats();
  return (
    <button
      type="button"
      className={props.chosen ? 'selected' : ''}
      aria-current={props.chosen}
      onClick={() => props.onChoose(memory.memoryId)}
    >
      <span className="memories-name" data-user-text>
        {memory.name}
      </span>
      <span className="muted memories-meta">
        <FormattedMessage
          id="memories.item.languages"
          values={{
            source: formats.languageName(memory.sourceLang, { standalone: true }),
            targets: formats.list(memory.targetLangs.map((lang) => formats.languageName(lang))),
          }}
        />
        {' · '}
        <FormattedMessage id="memories.item.segments" values={{ count: memory.segmentCount }} />
      </span>
    </button>
  );
}

function ImportForm() {
  const { formatMessage } = useIntl();
  const { importing, imported, importFile, cancelImport } = useTranslationMemories();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  return (
    <form
      className="card memories-import"
      aria-label={formatMessage({ id: 'memories.import.title' })}
      onSubmit={(event) => {
        event.preventDefault();
        if (file) void importFile(file, name);
      }}
    >
      <h2>
        <FormattedMessage id="memories.import.title" />
      </h2>
      {/* The browser's own file control speaks the system's language, not Glossa's: a labelled chooser instead. */}
      <label className="memories-file">
        <FormattedMessage id="memories.import.file" />
        <input
          type="file"
          className="visually-hidden"
          accept=".tmx,.xml"
          disabled={importing !== null}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            setFile(picked);
            if (picked) setName(memoryNameOf(picked.name));
          }}
        />
        <span className="memories-file-row">
          <span className="memories-file-choose" aria-hidden="true">
            <FormattedMessage id="memories.import.choose" />
          </span>
          {file ? (
            <span className="memories-file-name" data-user-text>
              {file.name}
            </span>
          ) : (
            <span className="memories-file-name muted">
              <FormattedMessage id="memories.import.noFile" />
            </span>
          )}
        </span>
      </label>
      <label>
        <FormattedMessage id="memories.import.name" />
        <input
          type="text"
          value={name}
          maxLength={MEMORY_NAME_MAX}
          disabled={importing !== null}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {importing ? (
        <ImportProgress importing={importing} onCancel={cancelImport} />
      ) : (
        <button type="submit" className="primary" disabled={!file}>
          <FormattedMessage id="memories.import.start" />
        </button>
      )}
      {imported && !importing && (
        <div role="status">
          <p>
            <FormattedMessage
              id="memories.import.done"
              values={{ name: imported.name, count: imported.segmentCount }}
            />
          </p>
          {imported.skipped > 0 && (
            <p className="muted">
              <FormattedMessage id="memories.import.skipped" values={{ count: imported.skipped }} />
            </p>
          )}
        </div>
      )}
    </form>
  );
}

function ImportProgress(props: { importing: ImportState; onCancel: () => void }) {
  const { importing } = props;
  const formats = useFormats();
  const { formatMessage } = useIntl();
  const name = importing.fileName;
  const line =
    importing.phase === 'uploading' ? (
      <FormattedMessage
        id="memories.import.uploading"
        values={{ name, sent: formats.size(importing.sent), total: formats.size(importing.total) }}
      />
    ) : (
      <FormattedMessage
        id={importing.phase === 'processing' ? 'memories.import.processing' : 'memories.import.checking'}
        values={{ name }}
      />
    );
  // Sending to main and uploading to the service show how far they are; checking and the service's reading do not.
  const measured = importing.phase === 'sending' || importing.phase === 'uploading';
  return (
    <div className="memories-progress">
      <p role="status">{line}</p>
      <progress
        aria-label={formatMessage({ id: 'memories.import.title' })}
        max={measured ? Math.max(importing.total, 1) : undefined}
        value={measured ? importing.sent : undefined}
      />
      <button type="button" onClick={props.onCancel}>
        <FormattedMessage id="memories.import.cancel" />
      </button>
    </div>
  );
}
