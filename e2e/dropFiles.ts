// Drops files on a window the way a file manager does: a DataTransfer of File objects dispatched as a `drop` on
// the drop zone (Documents' unless told). The bytes cross into the page as base64.
import type { Page } from '@playwright/test';

export interface DroppedFile {
  name: string;
  bytes: Uint8Array;
  /** Its modification time in ms since 1970 (part of what makes it "the same file again"); fixed unless told. */
  lastModified?: number;
}

export async function dropFiles(page: Page, files: DroppedFile[], target = '.doc-dropzone'): Promise<void> {
  const payload = files.map((f) => ({
    name: f.name,
    base64: Buffer.from(f.bytes).toString('base64'),
    lastModified: f.lastModified ?? 1_700_000_000_000,
  }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const binary = atob(item.base64);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      transfer.items.add(new File([bytes], item.name, { lastModified: item.lastModified }));
    }
    return transfer;
  }, payload);
  await page.dispatchEvent(target, 'drop', { dataTransfer });
}

/** One file dropped on Documents. */
export const dropFile = (page: Page, name: string, bytes: Uint8Array): Promise<void> =>
  dropFiles(page, [{ name, bytes }]);
