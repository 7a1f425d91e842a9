// A service answer that is a file, saved carefully: streamed into a temp file beside the target, synced, then
// renamed over it, so a half-received file never has the final name. The temp file is created before the
// request is sent: a folder that cannot be written fails without using up a one-time download.
import { type FileHandle, open as openFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { InternalError, type GlossaError } from '../../shared/errors';
import { syncDirectory } from '../../node/atomicFile';

export interface DownloadedFile {
  path: string;
  bytes: number;
  contentType?: string;
  serverFileName?: string;
}

/** Reads a 2xx response into the file; `touch` keeps the attempt's inactivity timer alive while data flows. */
export type FileReader = (response: Dispatcher.ResponseData, touch: () => void) => Promise<DownloadedFile>;

/** Opens the temp file, lets `exchange` run the request with a reader into it, then puts the file in place. */
export async function streamToFile(
  targetPath: string,
  exchange: (read: FileReader) => Promise<DownloadedFile>,
): Promise<DownloadedFile> {
  const folder = dirname(targetPath);
  const temp = join(folder, `.${basename(targetPath)}.${randomBytes(6).toString('hex')}.part`);
  let handle: FileHandle;
  try {
    // A translation is an ordinary document: readable as the user's umask allows, like any file they save.
    handle = await openFile(temp, 'wx', 0o666);
  } catch (error) {
    throw cannotSave(folder, error);
  }
  try {
    const result = await exchange(async (response, touch) => {
      let bytes = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        touch();
        await handle.write(chunk).catch((error: unknown) => {
          throw cannotSave(folder, error);
        });
        bytes += chunk.length;
      }
      await handle.sync().catch((error: unknown) => {
        throw cannotSave(folder, error);
      });
      const type = response.headers['content-type'];
      const serverFileName = dispositionFileName(response.headers['content-disposition']);
      return {
        path: targetPath,
        bytes,
        ...(typeof type === 'string' ? { contentType: type } : {}),
        ...(serverFileName === undefined ? {} : { serverFileName }),
      };
    });
    await handle.close();
    await rename(temp, targetPath);
    await syncDirectory(folder);
    return result;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''...` (RFC 6266) first, then `filename="..."`. */
export function dispositionFileName(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(value);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(value);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || undefined;
}

function cannotSave(folder: string, cause: unknown): GlossaError {
  const code = (cause as { code?: unknown }).code;
  return new InternalError(
    {
      says:
        typeof code === 'string'
          ? { id: 'documents.download.cannotSaveCode', values: { folder, code } }
          : { id: 'documents.download.cannotSave', values: { folder } },
      saysNextStep: { id: 'documents.download.cannotSave.nextStep' },
    },
    { cause },
  );
}
