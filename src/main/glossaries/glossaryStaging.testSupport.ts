// Tests send a glossary file the way a window does: announced, then in chunks, then read by its staging id.
import { STAGING_CHUNK_BYTES } from '../../shared/rules/documents';
import type { GlossaryService } from './glossaryService';

export async function stageBytes(service: GlossaryService, name: string, bytes: Uint8Array): Promise<string> {
  const { stagingId } = await service.stageFileBegin({ name, size: bytes.length });
  for (let offset = 0; offset < bytes.length; offset += STAGING_CHUNK_BYTES) {
    const chunk = bytes.subarray(offset, offset + STAGING_CHUNK_BYTES);
    await service.stageFileChunk({ stagingId, offset, base64: Buffer.from(chunk).toString('base64') });
  }
  return stagingId;
}
