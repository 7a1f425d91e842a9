// Copying a text to the clipboard with a short "Copied" acknowledgement next to the button.
import { useState } from 'react';

/** How long "Copied" shows after a copy. */
const COPIED_SHOWN_MS = 2000;

export function useClipboardCopy() {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
  };
  return { copied, copy };
}
