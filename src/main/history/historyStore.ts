// The local history of text translations and improvements: SQLite (better-sqlite3) in userData, with an FTS5
// index over source and result so a search over 100,000 entries stays instant. Bounded by count or by age
// (pinned entries are always kept). A database that cannot be read is set aside and a fresh one started.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Gesture, HistoryEntry, HistoryPage, HistorySearch } from '../../shared/calls/history';
import type { HistoryPreferences } from '../../shared/settings';
import type { UiMessage } from '../../shared/i18n/catalogue';

export const HISTORY_FILE = 'history.sqlite';

/** What is recorded: no key, no account, only the texts, languages, glossary, gesture and time. */
export interface HistoryRecord {
  kind: HistoryEntry['kind'];
  source: string;
  result: string;
  sourceLang: string | null;
  detectedSourceLang: string;
  targetLang: string | null;
  glossaryId: string | null;
  gesture: Gesture;
  createdAt?: number;
}

interface Row {
  id: number;
  kind: string;
  source: string;
  result: string;
  source_lang: string | null;
  detected_source_lang: string;
  target_lang: string | null;
  glossary_id: string | null;
  gesture: string;
  created_at: number;
  pinned: number;
}

/**
 * Letters and digits are words, and so are emoji and other symbols (So, Sk, with their joiners and variation
 * selectors), so a search for 🙏 finds the entries that hold it. TOKEN_CHARS is the same set for the query.
 */
const TOKENIZE = "unicode61 remove_diacritics 2 categories 'L* N* Co So Sk Mn Mc Cf'";
const TOKEN_CHARS = /[\p{L}\p{N}\p{Co}\p{So}\p{Sk}\p{Mn}\p{Mc}\p{Cf}]+/gu;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    source TEXT NOT NULL,
    result TEXT NOT NULL,
    source_lang TEXT,
    detected_source_lang TEXT NOT NULL,
    target_lang TEXT,
    glossary_id TEXT,
    gesture TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    pinned INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS entries_pinned ON entries (pinned, id);
  CREATE INDEX IF NOT EXISTS entries_created ON entries (created_at);
  CREATE VIRTUAL TABLE IF NOT EXISTS entries_text USING fts5(
    source, result, content='entries', content_rowid='id', tokenize="${TOKENIZE}", prefix='2 3 4 5 6'
  );
  CREATE TRIGGER IF NOT EXISTS entries_ai AFTER INSERT ON entries BEGIN
    INSERT INTO entries_text (rowid, source, result) VALUES (new.id, new.source, new.result);
  END;
  CREATE TRIGGER IF NOT EXISTS entries_ad AFTER DELETE ON entries BEGIN
    INSERT INTO entries_text (entries_text, rowid, source, result) VALUES ('delete', old.id, old.source, old.result);
  END;
`;

const toEntry = (row: Row): HistoryEntry => ({
  id: row.id,
  kind: row.kind === 'improvement' ? 'improvement' : 'translation',
  source: row.source,
  result: row.result,
  sourceLang: row.source_lang,
  detectedSourceLang: row.detected_source_lang,
  targetLang: row.target_lang,
  glossaryId: row.glossary_id,
  gesture: row.gesture as Gesture,
  createdAt: row.created_at,
  pinned: row.pinned === 1,
});

/**
 * The words of a search as an FTS5 query: each word a quoted prefix, all of them required. Quoting keeps
 * FTS5's own syntax (AND, NEAR, *, ") out of a person's search, so any text is a valid query.
 */
export function ftsQuery(text: string): string | null {
  const words = text.match(TOKEN_CHARS) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 32)
    .map((w) => `"${w}"*`)
    .join(' ');
}

export class HistoryStore {
  private constructor(
    private readonly db: Database.Database,
    /** Set when the file found at start could not be read and was set aside. */
    readonly notice: UiMessage | null,
  ) {}

  /** Opens (or creates) the history in `dir`; a damaged file is renamed and a fresh one started. */
  static open(dir: string, now = Date.now()): HistoryStore {
    const path = join(dir, HISTORY_FILE);
    try {
      return new HistoryStore(HistoryStore.connect(path), null);
    } catch (error) {
      if (!existsSync(path)) throw error;
      const aside = join(dir, `history.damaged-${now}.sqlite`);
      renameSync(path, aside);
      for (const suffix of ['-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
      const notice: UiMessage = { id: 'history.notice.setAside', values: { file: aside } };
      return new HistoryStore(HistoryStore.connect(path), notice);
    }
  }

  /**
   * The same file opened by the work pool's worker (workers/workTasks.ts) beside main's own connection: never
   * set aside (main decides that), and waiting up to 10 s for main's short writes.
   */
  static openForWork(dir: string): HistoryStore {
    const db = new Database(join(dir, HISTORY_FILE), { fileMustExist: true, timeout: 10_000 });
    db.pragma('synchronous = NORMAL');
    return new HistoryStore(db, null);
  }

  private static connect(path: string): Database.Database {
    // Private to this user: the file is made 0600 before SQLite opens it, and SQLite gives its -wal and -shm
    // files the database's own mode (history.sqlite and its journal were 0644 before, issue 25).
    closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600);
    const db = new Database(path);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`);
      HistoryStore.dropOldIndex(db);
      db.exec(SCHEMA);
      if (!HistoryStore.indexFilled(db)) db.exec("INSERT INTO entries_text (entries_text) VALUES ('rebuild')");
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** A history made before emoji were words has an index with the old tokenizer: it is made again. */
  private static dropOldIndex(db: Database.Database): void {
    const table = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'entries_text'").get() as
      { sql: string } | undefined;
    if (table && !table.sql.includes(TOKENIZE)) db.exec('DROP TABLE entries_text');
  }

  private static indexFilled(db: Database.Database): boolean {
    const entries = db.prepare('SELECT count(*) AS n FROM entries').get() as { n: number };
    if (entries.n === 0) return true;
    const indexed = db.prepare('SELECT count(*) AS n FROM entries_text_docsize').get() as { n: number };
    return indexed.n === entries.n;
  }

  record(entry: HistoryRecord, bounds: HistoryPreferences): HistoryEntry {
    const createdAt = entry.createdAt ?? Date.now();
    const info = this.db
      .prepare(
        `INSERT INTO entries (kind, source, result, source_lang, detected_source_lang, target_lang, glossary_id, gesture, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        entry.kind,
        entry.source,
        entry.result,
        entry.sourceLang,
        entry.detectedSourceLang,
        entry.targetLang,
        entry.glossaryId,
        entry.gesture,
        createdAt,
      );
    this.enforce(bounds, createdAt);
    return this.get(Number(info.lastInsertRowid))!;
  }

  /** Many entries in one transaction (the benchmark fills 100,000). Bounds are not applied. */
  recordMany(entries: readonly HistoryRecord[]): void {
    const insert = this.db.prepare(
      `INSERT INTO entries (kind, source, result, source_lang, detected_source_lang, target_lang, glossary_id, gesture, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const e of entries)
        insert.run(
          e.kind,
          e.source,
          e.result,
          e.sourceLang,
          e.detectedSourceLang,
          e.targetLang,
          e.glossaryId,
          e.gesture,
          e.createdAt ?? Date.now(),
        );
    })();
  }

  get(id: number): HistoryEntry | undefined {
    const row = this.db.prepare('SELECT * FROM entries WHERE id = ?').get(id) as Row | undefined;
    return row ? toEntry(row) : undefined;
  }

  /** Newest first; with words, the entries whose source or result holds every word (as a prefix). */
  search(request: HistorySearch): HistoryPage {
    const match = ftsQuery(request.query);
    const where: string[] = [];
    const params: unknown[] = [];
    // With words, the index drives: FTS5 walks its matches newest first (rowid order) and stops at the limit.
    const from = match ? 'entries_text t JOIN entries e ON e.id = t.rowid' : 'entries e';
    const id = match ? 't.rowid' : 'e.id';
    if (match) {
      where.push('entries_text MATCH ?');
      params.push(match);
    }
    if (request.pinnedOnly) where.push('e.pinned = 1');
    if (request.beforeId !== undefined) {
      where.push(`${id} < ?`);
      params.push(request.beforeId);
    }
    const sql = `SELECT e.* FROM ${from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${id} DESC LIMIT ?`;
    const rows = this.db.prepare(sql).all(...params, request.limit + 1) as Row[];
    return { entries: rows.slice(0, request.limit).map(toEntry), more: rows.length > request.limit };
  }

  entries(ids: readonly number[]): HistoryEntry[] {
    if (ids.length === 0) return [];
    const select = this.db.prepare('SELECT * FROM entries WHERE id = ?');
    return ids
      .map((id) => select.get(id) as Row | undefined)
      .filter((r): r is Row => r !== undefined)
      .map(toEntry);
  }

  pin(id: number, pinned: boolean): HistoryEntry | undefined {
    this.db.prepare('UPDATE entries SET pinned = ? WHERE id = ?').run(pinned ? 1 : 0, id);
    return this.get(id);
  }

  remove(ids: readonly number[]): number {
    const del = this.db.prepare('DELETE FROM entries WHERE id = ?');
    return this.db.transaction(() => ids.reduce((n, id) => n + del.run(id).changes, 0))();
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM entries').get() as { n: number }).n;
  }

  /** Deletes every entry and shrinks the file, so nothing of it stays on disk. */
  clear(): void {
    this.db.exec('DELETE FROM entries');
    this.db.exec("INSERT INTO entries_text (entries_text) VALUES ('rebuild')");
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.exec('VACUUM');
  }

  /** How many entries `enforce(bounds)` would drop now, so Settings can ask before it deletes them. */
  wouldDrop(bounds: HistoryPreferences, now = Date.now()): number {
    const count = (sql: string, value: number) => (this.db.prepare(sql).get(value) as { n: number }).n;
    if (bounds.keepBy === 'age')
      return count(
        'SELECT count(*) AS n FROM entries WHERE pinned = 0 AND created_at < ?',
        now - bounds.maxAgeDays * 86_400_000,
      );
    const unpinned = count('SELECT count(*) AS n FROM entries WHERE pinned = ?', 0);
    return Math.max(0, unpinned - bounds.maxEntries);
  }

  /** Drops unpinned entries beyond the count, or older than the age, the preferences allow. */
  enforce(bounds: HistoryPreferences, now = Date.now()): number {
    if (bounds.keepBy === 'age') {
      return this.db
        .prepare('DELETE FROM entries WHERE pinned = 0 AND created_at < ?')
        .run(now - bounds.maxAgeDays * 86_400_000).changes;
    }
    // The id of the oldest unpinned entry to keep; everything unpinned below it goes.
    const edge = this.db
      .prepare('SELECT id FROM entries WHERE pinned = 0 ORDER BY id DESC LIMIT 1 OFFSET ?')
      .get(bounds.maxEntries - 1) as { id: number } | undefined;
    if (!edge) return 0;
    return this.db.prepare('DELETE FROM entries WHERE pinned = 0 AND id < ?').run(edge.id).changes;
  }

  /**
   * `enforce` in transactions of at most `step` entries, so a write of main's connection (a translation being
   * recorded) waits for one short step, never for the whole prune of 100,000 entries.
   */
  enforceInSteps(bounds: HistoryPreferences, now = Date.now(), step = 2_000): number {
    let edge: number;
    let older: Database.Statement;
    if (bounds.keepBy === 'age') {
      edge = now - bounds.maxAgeDays * 86_400_000;
      older = this.db.prepare(
        'DELETE FROM entries WHERE id IN (SELECT id FROM entries WHERE pinned = 0 AND created_at < ? LIMIT ?)',
      );
    } else {
      const kept = this.db
        .prepare('SELECT id FROM entries WHERE pinned = 0 ORDER BY id DESC LIMIT 1 OFFSET ?')
        .get(bounds.maxEntries - 1) as { id: number } | undefined;
      if (!kept) return 0;
      edge = kept.id;
      older = this.db.prepare(
        'DELETE FROM entries WHERE id IN (SELECT id FROM entries WHERE pinned = 0 AND id < ? LIMIT ?)',
      );
    }
    let removed = 0;
    for (;;) {
      const changes = older.run(edge, step).changes;
      removed += changes;
      if (changes < step) return removed;
    }
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
