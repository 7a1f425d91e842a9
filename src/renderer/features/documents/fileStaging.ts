// Dropped files' bytes handed to main in chunks (a browser, and a sandboxed renderer, see no paths), and the
// copy staged for a file's count, handed over once to its first batch.
import { STAGING_CHUNK_BYTES } from '../../../shared/rules/documents';
import { toBase64 } from '../../lib/base64';
import { glossa, unwrap } from '../../lib/ipc';

/** A dropped file on its way to main. */
export interface Sending {
  name: string;
  sent: number;
  total: number;
}

/** Sends a dropped file's bytes to main in order, in chunks; returns its staging id. */
export async function stage(file: File, progress: (sending: Sending) => void): Promise<string> {
  const { stagingId } = await unwrap(glossa.documents.stageBegin({ name: file.name, size: file.size }));
  for (let offset = 0; offset < file.size; offset += STAGING_CHUNK_BYTES) {
    const chunk = new Uint8Array(await file.slice(offset, offset + STAGING_CHUNK_BYTES).arrayBuffer());
    await unwrap(glossa.documents.stageChunk({ stagingId, offset, base64: toBase64(chunk) }));
    progress({ name: file.name, sent: Math.min(file.size, offset + chunk.length), total: file.size });
  }
  return stagingId;
}

/** The copy a file staged for its count, handed over once (a batch consumes it). */
export function takeStaged(file: { stagingId?: string }): string | undefined {
  const stagingId = file.stagingId;
  delete file.stagingId;
  return stagingId;
}
