import { describe, expect, it } from 'vitest';
import { copySelection, type SwappableClipboard } from './selectionCapture';

/** A clipboard holding several formats, as a user's clipboard does (text and an image, say). */
function clipboardWith(content: { text: string; image?: string }) {
  let current = { ...content };
  const clipboard: SwappableClipboard & { current: () => typeof current } = {
    snapshot: () => ({ ...current }),
    restore: (saved) => void (current = { ...(saved as typeof current) }),
    clear: () => void (current = { text: '' }),
    readText: () => current.text,
    current: () => current,
  };
  return { clipboard, copyInto: (text: string) => void (current = { text }) };
}
const noWait = { sleep: async () => undefined };

describe('reading the selection by a simulated copy (Windows, macOS)', () => {
  it("returns what the front app copied, and puts the user's clipboard back, every format of it", async () => {
    const { clipboard, copyInto } = clipboardWith({ text: 'what the user copied before', image: 'png-bytes' });
    const text = await copySelection(clipboard, { ...noWait, sendCopy: async () => copyInto('the selected words') });
    expect(text).toBe('the selected words');
    expect(clipboard.current()).toEqual({ text: 'what the user copied before', image: 'png-bytes' });
  });

  it('waits for a slow app to fill the clipboard', async () => {
    const { clipboard, copyInto } = clipboardWith({ text: 'before' });
    let polls = 0;
    const text = await copySelection(clipboard, {
      sleep: async () => void (++polls === 4 && copyInto('late selection')),
      sendCopy: async () => undefined,
    });
    expect(text).toBe('late selection');
    expect(clipboard.readText()).toBe('before');
  });

  it('with nothing selected (nothing arrives), gives an empty text and the clipboard is unchanged', async () => {
    const { clipboard } = clipboardWith({ text: 'before' });
    expect(await copySelection(clipboard, { ...noWait, timeoutMs: 100, sendCopy: async () => undefined })).toBe('');
    expect(clipboard.readText()).toBe('before');
  });

  it('puts the clipboard back even when the keystroke cannot be sent', async () => {
    const { clipboard } = clipboardWith({ text: 'before', image: 'img' });
    const failing = copySelection(clipboard, {
      ...noWait,
      sendCopy: async () => Promise.reject(new Error('not allowed to send keystrokes')),
    });
    await expect(failing).rejects.toThrow('not allowed');
    expect(clipboard.current()).toEqual({ text: 'before', image: 'img' });
  });

  it('never takes the old clipboard text for the selection', async () => {
    const { clipboard } = clipboardWith({ text: 'stale text on the clipboard' });
    expect(await copySelection(clipboard, { ...noWait, timeoutMs: 40, sendCopy: async () => undefined })).toBe('');
  });
});
