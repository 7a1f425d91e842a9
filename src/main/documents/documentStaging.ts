// Dropped files in the browser shell arrive as bytes without a path: they are written here, in chunks, to
// userData/documents/staging/<id>/<name>, and translated from there. A staged file is kept while a job may
// still need it ("translate again") and removed with the finished job.
import { randomBytes } from 'node:crypto';
import { copyFile, open, mkdir, rm, readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ValidationError, fieldIssue } from '../../shared/errors';

interface Staging {
  path: string;
  name: string;
  size: number;
  written: number;
}

/** A file name that is safe as one path segment, keeping what a person recognises. */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f<>:"|?*]/g, '_')
    .replace(/^\.+/, '')
    .trim();
  return cleaned.slice(-200) || 'document';
}

export class DocumentStaging {
  private readonly open = new Map<string, Staging>();

  constructor(private readonly dir: string) {}

  async begin(name: string, size: number): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const path = join(this.dir, id, safeFileName(name));
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await (await open(path, 'w', 0o600)).close();
    this.open.set(id, { path, name, size, written: 0 });
    return id;
  }

  /** Appends one chunk; chunks must come in order, so a lost one is noticed. */
  async append(id: string, offset: number, bytes: Uint8Array): Promise<number> {
    const staging = this.get(id);
    if (offset !== staging.written)
      throw new ValidationError([
        fieldIssue('offset', { id: 'documents.staging.wrongChunk', values: { offset: staging.written } }),
      ]);
    if (staging.written + bytes.length > staging.size)
      throw new ValidationError([fieldIssue('base64', { id: 'documents.staging.tooManyBytes' })]);
    const handle = await open(staging.path, 'a');
    try {
      await handle.write(bytes);
      if (staging.written + bytes.length === staging.size) await handle.sync();
    } finally {
      await handle.close();
    }
    staging.written += bytes.length;
    return staging.written;
  }

  /** The complete staged file, once every byte arrived; its batch owns it from now on. */
  take(id: string): { path: string; name: string } {
    const file = this.peek(id);
    this.open.delete(id);
    return file;
  }

  /** The complete staged file, left staged (the count before sending reads it). */
  peek(id: string): { path: string; name: string } {
    const staging = this.get(id);
    if (staging.written !== staging.size)
      throw new ValidationError([
        fieldIssue('stagingId', { id: 'documents.staging.incomplete', values: { name: staging.name } }),
      ]);
    return { path: staging.path, name: staging.name };
  }

  /**
   * A complete copy of a staged file under a new id, the original left staged: a drop restored from a draft has
   * no bytes in the window, so each further language's batch gets its copy here.
   */
  async copy(id: string): Promise<string> {
    const original = this.peek(id);
    const copyId = randomBytes(16).toString('hex');
    const path = join(this.dir, copyId, safeFileName(original.name));
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await copyFile(original.path, path);
    const { size } = await stat(path);
    this.open.set(copyId, { path, name: original.name, size, written: size });
    return copyId;
  }

  /** A staged drop that will not be translated: forgotten and removed. */
  async discard(id: string): Promise<void> {
    const staging = this.open.get(id);
    if (!staging) return;
    this.open.delete(id);
    await this.remove(staging.path);
  }

  async remove(path: string): Promise<void> {
    if (!path.startsWith(this.dir)) return;
    await rm(dirname(path), { recursive: true, force: true });
  }

  /**
   * At start: removes staged files no job refers to (drops that never became jobs), except the complete drops
   * in `drafted` (id → the name the window knows), which are taken back as staged.
   */
  async sweep(keep: ReadonlySet<string>, drafted: ReadonlyMap<string, string> = new Map()): Promise<void> {
    let entries: string[];
    try {
      entries = await readdir(this.dir);
    } catch {
      return;
    }
    const keptDirs = new Set([...keep].map((path) => dirname(path)));
    for (const entry of entries) {
      const folder = join(this.dir, entry);
      if (keptDirs.has(folder) || !(await stat(folder)).isDirectory()) continue;
      const name = drafted.get(entry);
      if (name !== undefined && (await this.adopt(entry, name))) continue;
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** A staged drop from before the restart, registered again as complete when its one file is there. */
  private async adopt(id: string, name: string): Promise<boolean> {
    const path = join(this.dir, id, safeFileName(name));
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) return false;
    this.open.set(id, { path, name, size: found.size, written: found.size });
    return true;
  }

  private get(id: string): Staging {
    const staging = this.open.get(id);
    if (!staging) throw new ValidationError([fieldIssue('stagingId', { id: 'documents.staging.gone' })]);
    return staging;
  }
}
