// Reading the selection where the OS has no selection buffer (Windows, macOS): the user's clipboard is put
// aside, a copy keystroke is sent to the front app, the copied text is read, and the clipboard is put back,
// whatever happened in between. Plain Node: the Electron edge hands in its clipboard and keystroke.

/** Whatever the clipboard held, in the form the edge can write back. */
type ClipboardSnapshot = unknown;

export interface SwappableClipboard {
  snapshot(): ClipboardSnapshot;
  restore(snapshot: ClipboardSnapshot): void;
  clear(): void;
  readText(): string;
}

export interface CopyOptions {
  /** Sends the OS copy keystroke (Ctrl+C, Cmd+C) to the front app. */
  sendCopy(): Promise<void>;
  /** How long the front app may take to fill the clipboard. */
  timeoutMs?: number;
  pollMs?: number;
  /** Time for the user's fingers to leave the shortcut's modifiers before Ctrl+C is sent. */
  releaseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The selected text, '' when nothing was selected (nothing arrived in time). The clipboard is always restored. */
export async function copySelection(clipboard: SwappableClipboard, options: CopyOptions): Promise<string> {
  const sleep = options.sleep ?? pause;
  const timeoutMs = options.timeoutMs ?? 400;
  const pollMs = options.pollMs ?? 20;
  const saved = clipboard.snapshot();
  try {
    await sleep(options.releaseMs ?? 150);
    clipboard.clear();
    await options.sendCopy();
    for (let waited = 0; waited <= timeoutMs; waited += pollMs) {
      const text = clipboard.readText();
      if (text !== '') return text;
      await sleep(pollMs);
    }
    return '';
  } finally {
    clipboard.restore(saved);
  }
}
