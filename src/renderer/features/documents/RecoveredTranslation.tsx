// A finished translation its output folder did not take: where Glossa keeps it, "Save as…" to move it to
// another folder (a native folder dialog in the desktop app, a typed folder in the browser shell), and
// "Discard…", which deletes it only after the user confirms (it was billed and cannot be fetched again).
// "Clear finished" leaves it in the list.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSay } from '../../i18n/uiMessages';
import type { JobView } from '../../../shared/calls/documents';
import type { ErrorData } from '../../../shared/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { useDocuments } from './documentsStore';

export function RecoveredTranslation(props: { job: JobView }) {
  const { job } = props;
  const fileDialogs = useDocuments((s) => s.fileDialogs);
  const [typing, setTyping] = useState(false);
  const [folder, setFolder] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ErrorData | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { formatMessage } = useIntl();
  const { sayError } = useSay();

  const discard = async () => {
    setSaving(true);
    setError(null);
    try {
      await unwrap(glossa.documents.discardRecovered({ jobId: job.id }));
    } catch (caught) {
      setError(errorDataOf(caught));
      setSaving(false);
    }
  };

  const saveTo = async (target: string) => {
    setSaving(true);
    setError(null);
    try {
      await unwrap(glossa.documents.saveRecovered({ jobId: job.id, folder: target }));
      setTyping(false);
    } catch (caught) {
      setError(errorDataOf(caught));
    } finally {
      setSaving(false);
    }
  };

  const saveAs = async () => {
    if (!fileDialogs) return setTyping(true);
    const { path } = await unwrap(glossa.documents.chooseFolder({ purpose: 'output' }));
    if (path) await saveTo(path);
  };

  return (
    <div className="notice notice-warn doc-recovered" role="alert" data-testid="recovered-translation">
      <p>
        {job.error ? (
          sayError(job.error).message
        ) : (
          <FormattedMessage id="documents.recovered.kept" values={{ path: job.recoveredPath }} />
        )}
      </p>
      {typing ? (
        <form
          className="doc-recovered-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (folder.trim()) void saveTo(folder.trim());
          }}
        >
          <label>
            <FormattedMessage id="documents.recovered.saveIn" />
            <input
              value={folder}
              onChange={(e) => setFolder(e.target.value)}
              placeholder={formatMessage({ id: 'documents.options.folderPlaceholder' })}
              autoFocus
            />
          </label>
          <button type="submit" className="primary" disabled={saving || !folder.trim()}>
            <FormattedMessage id="documents.recovered.saveHere" />
          </button>
          <button type="button" onClick={() => setTyping(false)}>
            <FormattedMessage id="common.cancel" />
          </button>
        </form>
      ) : confirming ? (
        <div
          className="doc-recovered-confirm"
          role="group"
          aria-label={formatMessage({ id: 'documents.recovered.confirmLabel' })}
        >
          <p>
            <strong>
              <FormattedMessage id="documents.recovered.confirmTitle" />
            </strong>{' '}
            {job.billedCharacters !== undefined ? (
              <FormattedMessage id="documents.recovered.billed" values={{ count: job.billedCharacters }} />
            ) : (
              <FormattedMessage id="documents.recovered.billedUnknown" />
            )}
          </p>
          <button type="button" className="danger" onClick={() => void discard()} disabled={saving}>
            <FormattedMessage id="documents.recovered.delete" />
          </button>
          <button type="button" onClick={() => setConfirming(false)} autoFocus>
            <FormattedMessage id="documents.recovered.keep" />
          </button>
        </div>
      ) : (
        <div className="doc-recovered-actions">
          <button
            type="button"
            className="primary"
            onClick={() => void saveAs()}
            disabled={saving}
            aria-label={formatMessage({ id: 'documents.recovered.saveAsLabel' }, { name: job.name })}
          >
            <FormattedMessage id="documents.recovered.saveAs" />
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={saving}
            aria-label={formatMessage({ id: 'documents.recovered.discardLabel' }, { name: job.name })}
          >
            <FormattedMessage id="documents.recovered.discard" />
          </button>
          <span className="muted">
            <FormattedMessage id="documents.recovered.keptUntil" />
          </span>
        </div>
      )}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'documents.recovered.notSaved' })} />}
    </div>
  );
}
