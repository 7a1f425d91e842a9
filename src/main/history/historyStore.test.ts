import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HISTORY_FILE, HistoryStore, ftsQuery, type HistoryRecord } from './historyStore';
import type { HistoryPreferences } from '../../shared/settings';
import { englishText } from '../../shared/i18n/english';

const dirs: string[] = [];
const stores: HistoryStore[] = [];
function fresh(): { dir: string; store: HistoryStore } {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-history-'));
  dirs.push(dir);
  const store = HistoryStore.open(dir);
  stores.push(store);
  return { dir, store };
}
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const byCount = (maxEntries: number): HistoryPreferences => ({
  enabled: true,
  keepBy: 'count',
  maxEntries,
  maxAgeDays: 90,
});
const byAge = (maxAgeDays: number): HistoryPreferences => ({
  enabled: true,
  keepBy: 'age',
  maxEntries: 10_000,
  maxAgeDays,
});
const entry = (source: string, result: string, extra: Partial<HistoryRecord> = {}): HistoryRecord => ({
  kind: 'translation',
  source,
  result,
  sourceLang: null,
  detectedSourceLang: 'EN',
  targetLang: 'DE',
  glossaryId: null,
  gesture: 'translate',
  ...extra,
});

describe('a translation is kept with everything needed to find and reuse it', () => {
  it('keeps source, result, languages, glossary, gesture and time', () => {
    const { store } = fresh();
    const saved = store.record(
      entry('The contract ends in May.', 'Der Vertrag endet im Mai.', {
        sourceLang: 'EN',
        glossaryId: 'g-1',
        gesture: 'selection',
        createdAt: 1_700_000_000_000,
      }),
      byCount(100),
    );
    expect(saved).toEqual({
      id: saved.id,
      kind: 'translation',
      source: 'The contract ends in May.',
      result: 'Der Vertrag endet im Mai.',
      sourceLang: 'EN',
      detectedSourceLang: 'EN',
      targetLang: 'DE',
      glossaryId: 'g-1',
      gesture: 'selection',
      createdAt: 1_700_000_000_000,
      pinned: false,
    });
  });
  it('survives a restart', () => {
    const { dir, store } = fresh();
    store.record(entry('hello', 'hallo'), byCount(100));
    store.close();
    const again = HistoryStore.open(dir);
    stores.push(again);
    expect(again.search({ query: 'hello', limit: 10 }).entries.map((e) => e.result)).toEqual(['hallo']);
  });
});

describe('full-text search over source and result', () => {
  it('finds every word as a prefix, in the source or the result, newest first', () => {
    const { store } = fresh();
    store.record(entry('The invoice is attached', 'Die Rechnung ist angehängt'), byCount(100));
    store.record(entry('Please pay the invoice', 'Bitte bezahlen Sie die Rechnung'), byCount(100));
    store.record(entry('Good morning', 'Guten Morgen'), byCount(100));
    expect(store.search({ query: 'invo', limit: 10 }).entries.map((e) => e.source)).toEqual([
      'Please pay the invoice',
      'The invoice is attached',
    ]);
    expect(store.search({ query: 'Rechnung bezahlen', limit: 10 }).entries.map((e) => e.source)).toEqual([
      'Please pay the invoice',
    ]);
    expect(store.search({ query: 'morgen', limit: 10 }).entries).toHaveLength(1);
  });
  it('ignores accents and case, as a person searching expects', () => {
    const { store } = fresh();
    store.record(entry('Café crème', 'Milchkaffee'), byCount(100));
    expect(store.search({ query: 'CAFE creme', limit: 10 }).entries).toHaveLength(1);
  });
  it('takes any text as a search, FTS syntax included, without an error', () => {
    const { store } = fresh();
    store.record(entry('a "quoted" NEAR(word) * AND', 'x'), byCount(100));
    expect(store.search({ query: '"quoted" NEAR( AND *', limit: 10 }).entries).toHaveLength(1);
    expect(ftsQuery('***')).toBeNull();
    expect(store.search({ query: '***', limit: 10 }).entries).toHaveLength(1);
  });
  it('pages through the newest entries and says when there are more', () => {
    const { store } = fresh();
    for (let i = 1; i <= 5; i += 1) store.record(entry(`line ${i}`, `Zeile ${i}`), byCount(100));
    const first = store.search({ query: 'line', limit: 2 });
    expect(first.entries.map((e) => e.source)).toEqual(['line 5', 'line 4']);
    expect(first.more).toBe(true);
    const last = store.search({
      query: 'line',
      limit: 2,
      beforeId: store.search({ query: 'line', limit: 4 }).entries[3]!.id,
    });
    expect(last).toEqual({ entries: [expect.objectContaining({ source: 'line 1' })], more: false });
  });
});

describe('an emoji is a word of its own', () => {
  it('a search for 🙏 finds the entries that hold it, and only those', () => {
    const { store } = fresh();
    store.record(entry('Thanks 🙏 see you', 'Danke 🙏 bis bald'), byCount(100));
    store.record(entry('Great work 👍🏽', 'Gute Arbeit 👍🏽'), byCount(100));
    store.record(entry('Good morning', 'Guten Morgen'), byCount(100));
    expect(store.search({ query: '🙏', limit: 10 }).entries.map((e) => e.source)).toEqual(['Thanks 🙏 see you']);
    expect(store.search({ query: '👍', limit: 10 }).entries.map((e) => e.source)).toEqual(['Great work 👍🏽']);
    expect(store.search({ query: '🎉', limit: 10 }).entries).toEqual([]);
  });
  it('a history made with the older index is indexed again at start, and still found by words', () => {
    const { dir, store } = fresh();
    store.record(entry('Thanks 🙏', 'Danke 🙏'), byCount(100));
    store.close();
    // The index as it was made before emoji counted as words.
    const db = new Database(join(dir, HISTORY_FILE));
    db.exec('DROP TABLE entries_text');
    db.exec(
      "CREATE VIRTUAL TABLE entries_text USING fts5(source, result, content='entries', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6')",
    );
    db.exec("INSERT INTO entries_text (entries_text) VALUES ('rebuild')");
    db.close();
    const reopened = HistoryStore.open(dir);
    stores.push(reopened);
    expect(reopened.search({ query: '🙏', limit: 10 }).entries).toHaveLength(1);
    expect(reopened.search({ query: 'dank', limit: 10 }).entries).toHaveLength(1);
  });
});

describe('favourites', () => {
  it('a pinned entry is listed among the favourites, and unpinned leaves them', () => {
    const { store } = fresh();
    const a = store.record(entry('keep me', 'behalte mich'), byCount(100));
    store.record(entry('other', 'andere'), byCount(100));
    store.pin(a.id, true);
    expect(store.search({ query: '', pinnedOnly: true, limit: 10 }).entries.map((e) => e.source)).toEqual(['keep me']);
    store.pin(a.id, false);
    expect(store.search({ query: '', pinnedOnly: true, limit: 10 }).entries).toEqual([]);
  });
});

describe('the history is bounded as chosen, and pinned entries are always kept', () => {
  it('by count: only the newest N unpinned entries stay', () => {
    const { store } = fresh();
    const first = store.record(entry('first', '1'), byCount(100));
    store.pin(first.id, true);
    for (let i = 0; i < 150; i += 1) store.record(entry(`entry ${i}`, `${i}`), byCount(100));
    expect(store.count()).toBe(101);
    expect(store.search({ query: 'entry', limit: 500 }).entries.at(-1)?.source).toBe('entry 50');
    expect(store.get(first.id)?.pinned).toBe(true);
  });
  it('by age: entries older than the chosen days go', () => {
    const { store } = fresh();
    const now = Date.UTC(2026, 10, 23);
    store.record(entry('old', 'alt', { createdAt: now - 40 * 86_400_000 }), byAge(365));
    store.record(entry('recent', 'neu', { createdAt: now - 10 * 86_400_000 }), byAge(365));
    expect(store.enforce(byAge(30), now)).toBe(1);
    expect(store.search({ query: '', limit: 10 }).entries.map((e) => e.source)).toEqual(['recent']);
  });
});

describe('deleting', () => {
  it('removes chosen entries from the list and from search', () => {
    const { store } = fresh();
    const a = store.record(entry('secret memo', 'geheimes Memo'), byCount(100));
    expect(store.remove([a.id])).toBe(1);
    expect(store.search({ query: 'memo', limit: 10 }).entries).toEqual([]);
  });
  it('clearing leaves no text of the entries in the database file', () => {
    const { dir, store } = fresh();
    store.record(entry('unmistakable-phrase-4711', 'x'), byCount(100));
    store.clear();
    store.close();
    const bytes = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f)).toString('latin1'))
      .join('');
    expect(bytes).not.toContain('unmistakable-phrase-4711');
  });
});

describe('a damaged database never stops the app', () => {
  it('is set aside under a new name, a fresh one is started, and a notice says where the old one is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-history-'));
    dirs.push(dir);
    writeFileSync(join(dir, HISTORY_FILE), 'this is not a database, it is a text file that lost its way'.repeat(100));
    const store = HistoryStore.open(dir, 1234);
    stores.push(store);
    expect(englishText(store.notice!)).toMatch(/could not be read.*history\.damaged-1234\.sqlite/);
    expect(readdirSync(dir)).toContain('history.damaged-1234.sqlite');
    expect(store.record(entry('after', 'danach'), byCount(100)).source).toBe('after');
  });
});

describe('the history files', () => {
  it('are readable by this user only: history.sqlite and its -wal and -shm are 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-history-mode-'));
    const previous = process.umask(0o022);
    try {
      const store = HistoryStore.open(dir);
      store.record(
        {
          kind: 'translation',
          source: 'Haus',
          result: 'house',
          sourceLang: 'DE',
          detectedSourceLang: 'DE',
          targetLang: 'EN-GB',
          glossaryId: null,
          gesture: 'translate',
        },
        { enabled: true, keepBy: 'count', maxEntries: 100, maxAgeDays: 90 },
      );
      for (const suffix of ['', '-wal', '-shm'])
        expect((statSync(join(dir, `${HISTORY_FILE}${suffix}`)).mode & 0o777).toString(8)).toBe('600');
      store.close();
    } finally {
      process.umask(previous);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
