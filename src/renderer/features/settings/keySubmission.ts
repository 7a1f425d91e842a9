// Sending a typed key (API or admin) to main from a form. The key stays in the form's (masked) field until
// main has accepted it: after a failure it is kept, so the user corrects the plan, the address or the storage
// and tries again without pasting it again. It never leaves the form except in that one call.
import { useState, type FormEvent } from 'react';
import type { Plan, SecretStorage } from '../../../shared/calls/accounts';
import type { GlossaError } from '../../lib/ipc';

/** Sends the key with the chosen storage (and plan, when the user switched it); answers the failure or null. */
export type SendKey = (key: string, storage: SecretStorage, plan?: Plan) => Promise<GlossaError | null>;

export function useKeySubmission(send: SendKey, onDone: () => void) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<GlossaError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (storage: SecretStorage = 'keychain', plan?: Plan) => {
    setBusy(true);
    setError(null);
    const failure = await send(key, storage, plan);
    setBusy(false);
    if (failure) return setError(failure);
    setKey('');
    onDone();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return { key, setKey, error, busy, submit, onSubmit };
}
