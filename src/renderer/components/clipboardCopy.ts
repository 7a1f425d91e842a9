// Copying a text to the clipboard with a short acknowledgement next to the button: "Copied", or, when the
// system refuses the clipboard, that it did not work (never silence).
import { useState } from 'react';

/** How long the acknowledgement shows after a copy. */
const COPIED_SHOWN_MS = 2000;

export function useClipboardCopy() {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
    setTimeout(() => setOutcome(null), COPIED_SHOWN_MS);
  };
  return { copied: outcome === 'copied', failed: outcome === 'failed', copy };
}
