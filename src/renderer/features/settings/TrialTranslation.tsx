// "Try it": one sentence translated with the active connection, so a new user sees the app work (in the
// offline demo, by the built-in simulator).
import { useState, type FormEvent } from 'react';
import type { TrialTranslation as TrialResult } from '../../../shared/calls/accounts';
import type { GlossaError } from '../../lib/ipc';
import { useAccounts } from './accountsStore';
import { LanguageSelect } from '../../components/LanguageSelect';

export function TrialTranslation() {
  const [text, setText] = useState('Good morning! The meeting starts at ten.');
  const [target, setTarget] = useState<string | null>('de');
  const [result, setResult] = useState<TrialResult | GlossaError | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    setBusy(true);
    setResult(await useAccounts.getState().tryTranslation(text, target));
    setBusy(false);
  };

  const connection = useAccounts((s) =>
    s.state?.demo ? 'the offline demo' : s.state?.accounts.find((a) => a.id === s.state?.activeAccountId)?.name,
  );
  return (
    <form className="trial" onSubmit={(e) => void onSubmit(e)} aria-label="Try a translation">
      <h3>Try a translation{connection ? ` with ${connection}` : ''}</h3>
      <label>
        Try a sentence
        <input type="text" value={text} onChange={(e) => setText(e.target.value)} maxLength={500} required />
      </label>
      <LanguageSelect label="Into" product="translate_text" side="target" value={target} onChange={setTarget} />
      <button type="submit" disabled={busy || !target}>
        {busy ? 'Translating…' : 'Translate'}
      </button>
      {result && 'kind' in result && (
        <p role="alert" className="field-error">
          {result.message} {result.nextStep}
        </p>
      )}
      {result && !('kind' in result) && (
        <output className="trial-result" data-testid="trial-result">
          {result.text}
        </output>
      )}
    </form>
  );
}
