// A finished translation its output folder did not take: where Glossa keeps it, "Save as…" to move it to
// another folder (a native folder dialog in the desktop app, a typed folder in the browser shell), and
// "Discard…", which deletes it only after the user confirms (it was billed and cannot be fetched again).
// "Clear finished" leaves it in the list.
import { useState } from 'react';
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
      <p>{job.error?.message ?? `The translation is kept safe in Glossa’s data: ${job.recoveredPath}`}</p>
      {typing ? (
        <form
          className="doc-recovered-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (folder.trim()) void saveTo(folder.trim());
          }}
        >
          <label>
            Save in folder
            <input
              value={folder}
              onChange={(e) => setFolder(e.target.value)}
              placeholder="/home/me/Translations"
              autoFocus
            />
          </label>
          <button type="submit" className="primary" disabled={saving || !folder.trim()}>
            Save here
          </button>
          <button type="button" onClick={() => setTyping(false)}>
            Cancel
          </button>
        </form>
      ) : confirming ? (
        <div className="doc-recovered-confirm" role="group" aria-label="Delete the translation?">
          <p>
            <strong>Delete this translation for good?</strong>{' '}
            {job.billedCharacters !== undefined
              ? `Its ${job.billedCharacters.toLocaleString('en-US')} characters were billed, and`
              : 'It was billed, and'}{' '}
            the service cannot send it again.
          </p>
          <button type="button" className="danger" onClick={() => void discard()} disabled={saving}>
            Delete translation
          </button>
          <button type="button" onClick={() => setConfirming(false)} autoFocus>
            Keep it
          </button>
        </div>
      ) : (
        <div className="doc-recovered-actions">
          <button
            type="button"
            className="primary"
            onClick={() => void saveAs()}
            disabled={saving}
            aria-label={`Save the translation of ${job.name} as…`}
          >
            Save as…
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={saving}
            aria-label={`Discard the translation of ${job.name}…`}
          >
            Discard…
          </button>
          <span className="muted">Kept until you save or discard it; “Clear finished” leaves it here.</span>
        </div>
      )}
      {error && <ErrorNotice error={error} title="Not saved" />}
    </div>
  );
}
