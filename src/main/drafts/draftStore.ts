// Drafts on disk: one file per kind in `<data folder>/drafts/`, written atomically (0600, the folder 0700), the
// latest wins (a save that arrives while one is being written replaces the one waiting), and read back with the
// contract's schema. A damaged, oversized or odd entry (a folder, a link) is set aside and never stops the app.
import { lstat, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../../node/atomicFile';
import {
  DRAFT_KINDS,
  DraftSchema,
  MAX_DRAFT_CHARS,
  type Draft,
  type DraftKind,
  type DraftList,
} from '../../shared/calls/drafts';
import { InternalError } from '../../shared/errors';
import { z } from 'zod';

/** A draft file as written: the draft, and when. */
const DraftFileSchema = z.object({ version: z.literal(1), savedAt: z.string().max(40), draft: DraftSchema });
/** JSON writes a character as at most six; a file longer than that was not written by Glossa. */
const MAX_FILE_BYTES = MAX_DRAFT_CHARS * 6 + 1_000_000;

export class DraftStore {
  readonly folder: string;
  private readonly waiting = new Map<DraftKind, { draft: Draft | null }>();
  private readonly writing = new Map<DraftKind, Promise<void>>();

  constructor(
    userDataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.folder = join(userDataDir, 'drafts');
  }

  /** Every readable draft. Files that cannot be one are moved aside as `<name>.damaged-<time>`. */
  async list(): Promise<DraftList> {
    const drafts: DraftList['drafts'] = [];
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return { drafts };
    }
    for (const kind of DRAFT_KINDS) {
      const name = `${kind}.json`;
      if (!names.includes(name)) continue;
      const read = await this.read(join(this.folder, name), kind);
      if (read) drafts.push(read);
      else await this.setAside(name);
    }
    return { drafts };
  }

  /** Keeps `draft` in place of the last one of its kind; resolves once it is on disk. */
  save(draft: Draft): Promise<void> {
    this.waiting.set(draft.kind, { draft });
    return this.pump(draft.kind);
  }

  discard(kind: DraftKind): Promise<void> {
    this.waiting.set(kind, { draft: null });
    return this.pump(kind);
  }

  /** Resolves once every draft handed in so far is on disk (or could not be written). */
  async settled(): Promise<void> {
    await Promise.all(DRAFT_KINDS.map((kind) => this.pump(kind).catch(() => undefined)));
  }

  /** Writes of one kind run one at a time; each writes the latest draft waiting. */
  private pump(kind: DraftKind): Promise<void> {
    const running = this.writing.get(kind);
    if (running) return running.catch(() => undefined).then(() => this.pump(kind));
    const job = this.waiting.get(kind);
    if (!job) return Promise.resolve();
    this.waiting.delete(kind);
    const write = this.write(kind, job.draft).finally(() => this.writing.delete(kind));
    this.writing.set(kind, write);
    return write;
  }

  private async write(kind: DraftKind, draft: Draft | null): Promise<void> {
    const path = join(this.folder, `${kind}.json`);
    try {
      if (draft === null) return void (await rm(path, { force: true }));
      await mkdir(this.folder, { recursive: true, mode: 0o700 });
      // Something that is not a plain file took the draft's name: it is moved aside, so the draft can be kept.
      const there = await lstat(path).catch(() => null);
      if (there && !there.isFile()) await this.setAside(`${kind}.json`);
      await writeFileAtomic(path, JSON.stringify({ version: 1, savedAt: this.now().toISOString(), draft }));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new InternalError(
        {
          says: { id: 'draft.error.notKept', values: { reason: code ? diskReason(code) : 'none', code: code ?? '' } },
          saysNextStep: { id: 'draft.error.notKept.nextStep', values: { folder: this.folder } },
        },
        { cause: error },
      );
    }
  }

  private async read(path: string, kind: DraftKind): Promise<DraftList['drafts'][number] | null> {
    try {
      const stat = await lstat(path);
      if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return null;
      const parsed = DraftFileSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
      if (!parsed.success || parsed.data.draft.kind !== kind) return null;
      return { draft: parsed.data.draft, savedAt: parsed.data.savedAt };
    } catch {
      return null;
    }
  }

  private async setAside(name: string): Promise<void> {
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    await rename(join(this.folder, name), join(this.folder, `${name}.damaged-${stamp}`)).catch(() =>
      rm(join(this.folder, name), { recursive: true, force: true }).catch(() => undefined),
    );
  }
}

/** The disk's refusal as a case of `draft.error.notKept` (`other` names the system's code). */
function diskReason(code: string): string {
  if (code === 'ENOSPC') return 'full';
  if (code === 'EROFS') return 'readOnly';
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'notFolder';
  if (code === 'EACCES' || code === 'EPERM') return 'denied';
  return 'other';
}
