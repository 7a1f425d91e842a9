// Glossary files the user picked, as main receives them: in chunks, written to <data>/glossaries/staging/<id>/
// (0700 folders, 0600 files), and read by the work pool from there. Main never holds or decodes a whole file
// (a 100 MB file sent as one base64 string paused main's thread for 97–190 ms, issue 25). The same chunked
// staging as dropped documents (documents/documentStaging.ts). A staged file stays while the window may read it
// again with other options (columns, trimming); the oldest beyond KEPT_FILES are removed, and all of them at start.
import { rm } from 'node:fs/promises';
import { DocumentStaging } from '../documents/documentStaging';

/** Staged files kept for a new read with other options: the editor's import and a new glossary's pairs. */
const KEPT_FILES = 6;

export class GlossaryStaging {
  private readonly files: DocumentStaging;
  /** Staging ids, oldest first. */
  private readonly order: string[] = [];
  private swept: Promise<void> | null = null;

  constructor(private readonly dir: string) {
    this.files = new DocumentStaging(dir);
  }

  async begin(name: string, size: number): Promise<string> {
    // Files of an earlier run are no one's any more.
    this.swept ??= rm(this.dir, { recursive: true, force: true });
    await this.swept;
    const id = await this.files.begin(name, size);
    this.order.push(id);
    while (this.order.length > KEPT_FILES) await this.files.discard(this.order.shift()!);
    return id;
  }

  /** Text made in main (a history draft) staged as a file the import reads: it never travels to a window. */
  async stageText(name: string, text: string): Promise<string> {
    const bytes = Buffer.from(text, 'utf8');
    const id = await this.begin(name, bytes.length);
    await this.files.append(id, 0, bytes);
    return id;
  }

  append(id: string, offset: number, bytes: Uint8Array): Promise<number> {
    return this.files.append(id, offset, bytes);
  }

  /** The complete staged file's path (it stays staged). */
  path(id: string): string {
    return this.files.peek(id).path;
  }
}
