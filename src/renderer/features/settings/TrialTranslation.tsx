// "Try it": one sentence translated with the active connection, so a new user sees the app work (in the
// offline demo, by the built-in simulator).
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TrialTranslation as TrialResult } from '../../../shared/calls/accounts';
import { ErrorNotice } from '../../components/ErrorNotice';
import type { GlossaError } from '../../lib/ipc';
import { useAccounts } from './accountsStore';
import { LanguageSelect } from '../../components/LanguageSelect';

export function TrialTranslation() {
  const { formatMessage } = useIntl();
  const [text, setText] = useState(() => formatMessage({ id: 'settings.trial.sample' }));
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

  const demo = useAccounts((s) => s.state?.demo === true);
  const account = useAccounts((s) => s.state?.accounts.find((a) => a.id === s.state?.activeAccountId)?.name);
  return (
    <form
      className="trial"
      onSubmit={(e) => void onSubmit(e)}
      aria-label={formatMessage({ id: 'settings.trial.label' })}
    >
      <h3>
        {demo ? (
          <FormattedMessage id="settings.trial.headingDemo" />
        ) : account ? (
          <FormattedMessage id="settings.trial.headingAccount" values={{ name: account }} />
        ) : (
          <FormattedMessage id="settings.trial.label" />
        )}
      </h3>
      <label>
        <FormattedMessage id="settings.trial.sentence" />
        <input type="text" value={text} onChange={(e) => setText(e.target.value)} maxLength={500} required />
      </label>
      <LanguageSelect
        label={formatMessage({ id: 'settings.trial.into' })}
        product="translate_text"
        side="target"
        value={target}
        onChange={setTarget}
      />
      <button type="submit" disabled={busy || !target}>
        <FormattedMessage id={busy ? 'settings.trial.translating' : 'settings.trial.translate'} />
      </button>
      {result && 'kind' in result && <ErrorNotice error={result} />}
      {result && !('kind' in result) && (
        <output className="trial-result" data-testid="trial-result">
          {result.text}
        </output>
      )}
    </form>
  );
}
