import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../../shared/i18n/english';
import { sayIn } from '../../shared/i18n/testing/sayIn';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentJournal, JOURNAL_FILE, type JobRecord } from './documentJournal';
import { JOURNAL_KEY_FILE, cipherFromKey, loadJournalCipher } from './journalCipher';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'glossa-journal-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

const record = (over: Partial<JobRecord> = {}): JobRecord => ({
  id: 'j1',
  batchId: 'b1',
  sourcePath: '/docs/a.txt',
  name: 'a.txt',
  size: 10,
  staged: false,
  options: { targetLang: 'de', pdfOutput: 'pdf' },
  state: 'translating',
  documentId: 'DOC1',
  createdAt: 1,
  ...over,
});

describe('the job journal', () => {
  it('keeps every job with its state, and the document_key only sealed', async () => {
    const journal = new DocumentJournal(dir, await loadJournalCipher(dir));
    await journal.save({
      jobs: [record({ sealedKey: journal.sealKey('SECRET-DOCUMENT-KEY') })],
      batches: [{ id: 'b1', createdAt: 1, notified: false }],
    });
    const text = await readFile(join(dir, JOURNAL_FILE), 'utf8');
    expect(text).not.toContain('SECRET-DOCUMENT-KEY');
    const again = new DocumentJournal(dir, await loadJournalCipher(dir));
    const loaded = await again.load();
    expect(loaded.jobs[0]).toMatchObject({ id: 'j1', state: 'translating', documentId: 'DOC1' });
    expect(again.openKey(loaded.jobs[0]!.sealedKey!)).toBe('SECRET-DOCUMENT-KEY');
  });

  it('starts empty when there is no journal yet', async () => {
    expect(await new DocumentJournal(dir, await loadJournalCipher(dir)).load()).toEqual({ jobs: [], batches: [] });
  });

  const asideNames = async (name: string) => (await readdir(dir)).filter((n) => n.startsWith(`${name}.damaged-`));

  it('sets a garbled journal aside with a timestamp, starts, and says so', async () => {
    await writeFile(join(dir, JOURNAL_FILE), '{"version":1,"jobs":[');
    const loaded = await new DocumentJournal(dir, await loadJournalCipher(dir)).load();
    expect(loaded.jobs).toEqual([]);
    expect(loaded.damage?.kind).toBe('journal');
    expect(englishText(loaded.damage!.says)).toBe(
      'The document journal was damaged (it is cut short or garbled). 0 jobs were read and continue.',
    );
    const aside = await asideNames(JOURNAL_FILE);
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatch(/\.damaged-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(loaded.damage!.setAside).toBe(join(dir, aside[0]!));
  });

  it('reads a journal cut short: every whole record is kept, the cut one is named in the notice', async () => {
    const journal = new DocumentJournal(dir, await loadJournalCipher(dir));
    await journal.save({
      jobs: [record({ id: 'j1', name: 'first.docx' }), record({ id: 'j2', name: 'second.docx' })],
      batches: [{ id: 'b1', createdAt: 1, notified: false }],
    });
    const text = await readFile(join(dir, JOURNAL_FILE), 'utf8');
    const cut = text.slice(0, text.indexOf('second.docx') + 20);
    await writeFile(join(dir, JOURNAL_FILE), cut);
    const loaded = await journal.load();
    expect(loaded.jobs.map((j) => j.id)).toEqual(['j1']);
    expect(englishText(loaded.damage!.says)).toContain('1 record could not be read. 1 job was read and continues.');
    expect(loaded.damage!.details.map(englishText)).toEqual(['Not readable: second.docx']);
    expect(await asideNames(JOURNAL_FILE)).toHaveLength(1);
  });

  it('checks each record on its own: one garbled or invalid record costs only itself', async () => {
    const journal = new DocumentJournal(dir, await loadJournalCipher(dir));
    await journal.save({
      jobs: [record({ id: 'j1' }), record({ id: 'j2', name: 'broken.pdf' }), record({ id: 'j3' })],
      batches: [],
    });
    const lines = (await readFile(join(dir, JOURNAL_FILE), 'utf8')).split('\n');
    lines[2] = lines[2]!.replace('"state":"translating"', '"state":"flying"');
    lines[3] = lines[3]!.slice(0, 10) + '\u0000\u0000' + lines[3]!.slice(12);
    await writeFile(join(dir, JOURNAL_FILE), lines.join('\n'));
    const loaded = await journal.load();
    expect(loaded.jobs.map((j) => j.id)).toEqual(['j1']);
    expect(loaded.damage!.details.map(englishText)).toEqual(['Not readable: broken.pdf', 'Not readable: a.txt']);
  });

  it('starts when a folder stands where the journal should be, and sets the folder aside', async () => {
    await mkdir(join(dir, JOURNAL_FILE));
    const journal = new DocumentJournal(dir, await loadJournalCipher(dir));
    const loaded = await journal.load();
    expect(loaded.jobs).toEqual([]);
    expect(englishText(loaded.damage!.says)).toContain('(it could not be opened: EISDIR)');
    expect(await asideNames(JOURNAL_FILE)).toHaveLength(1);
    await journal.save({ jobs: [record()], batches: [] });
    expect((await journal.load()).jobs).toHaveLength(1);
  });

  it('reads the whole-file journal of earlier versions', async () => {
    await writeFile(
      join(dir, JOURNAL_FILE),
      JSON.stringify({ version: 1, jobs: [record(), { id: 'bad', name: 'old.docx', state: 'flying' }], batches: [] }),
    );
    const loaded = await new DocumentJournal(dir, await loadJournalCipher(dir)).load();
    expect(loaded.jobs.map((j) => j.id)).toEqual(['j1']);
    expect(loaded.damage!.details.map(englishText)).toEqual(['Not readable: old.docx']);
  });

  it('makes a new key when the key file is garbled or a folder, sets the old one aside and says so', async () => {
    await writeFile(join(dir, JOURNAL_KEY_FILE), '{"version":1,"protection":"file","key":"AAAA');
    const first = await loadJournalCipher(dir);
    expect(first.damage?.kind).toBe('journalKey');
    expect(englishText(first.damage!.says)).toBe(
      'The key of the document journal was damaged (it is cut short or garbled), so Glossa made a new one.',
    );
    expect(first.open(first.seal('k'))).toBe('k');
    expect(await asideNames(JOURNAL_KEY_FILE)).toHaveLength(1);
    expect((await loadJournalCipher(dir)).damage).toBeUndefined();

    await rm(join(dir, JOURNAL_KEY_FILE));
    await mkdir(join(dir, JOURNAL_KEY_FILE));
    const second = await loadJournalCipher(dir);
    expect(englishText(second.damage!.says)).toContain('it could not be opened: EISDIR');
    expect(await asideNames(JOURNAL_KEY_FILE)).toHaveLength(2);
  });

  it('the last of several quick saves is what is on disk', async () => {
    const journal = new DocumentJournal(dir, await loadJournalCipher(dir));
    await Promise.all(
      (['queued', 'translating', 'downloading', 'done'] as const).map((state) =>
        journal.save({ jobs: [record({ state })], batches: [] }),
      ),
    );
    expect((await journal.load()).jobs[0]!.state).toBe('done');
  });

  it('keeps its key readable only by the user when the host has no OS encryption', async () => {
    await loadJournalCipher(dir);
    expect((await stat(join(dir, JOURNAL_KEY_FILE))).mode & 0o077).toBe(0);
  });

  it("wraps its key with the host's OS encryption when there is one", async () => {
    const wrapped: string[] = [];
    const encryption = {
      status: () => ({ available: true }),
      encrypt: (plain: string) => (wrapped.push(plain), new TextEncoder().encode(`os:${plain}`)),
      decrypt: (cipher: Uint8Array) => new TextDecoder().decode(cipher).replace(/^os:/, ''),
    };
    const first = await loadJournalCipher(dir, encryption);
    expect(first.protection).toBe('os');
    const file = await readFile(join(dir, JOURNAL_KEY_FILE), 'utf8');
    expect(file).not.toContain(wrapped[0]!);
    const second = await loadJournalCipher(dir, encryption);
    expect(second.open(first.seal('k'))).toBe('k');
  });
});

describe('sealing a document key (AES-256-GCM)', () => {
  const cipher = cipherFromKey(new Uint8Array(32).fill(7), 'file');
  it('opens what it sealed, and seals the same key differently each time', () => {
    const a = cipher.seal('KEY');
    expect(cipher.open(a)).toBe('KEY');
    expect(cipher.seal('KEY')).not.toBe(a);
  });
  it('refuses a tampered value', () => {
    const [v, iv, tag, body] = cipher.seal('KEY').split(':');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0]! ^= 1;
    expect(() => cipher.open([v, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
  });
  it('refuses a value sealed with another key', () => {
    expect(() => cipherFromKey(new Uint8Array(32).fill(8), 'file').open(cipher.seal('KEY'))).toThrow();
  });
});

describe('the damage notice in the translator’s language', () => {
  it('is a message the window words: German counts the records lost and the jobs that continue', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'glossa-journal-words-'));
    try {
      await writeFile(join(dir, JOURNAL_FILE), '{"version":2}\n{"job":{"id":"x","name":"Vertrag.docx"}}\n');
      const loaded = await new DocumentJournal(dir, await loadJournalCipher(dir)).load();
      expect(await sayIn('de', loaded.damage!.says)).toBe(
        'Das Dokumentjournal war beschädigt: 1 Eintrag ließ sich nicht lesen. 0 Aufträge wurden gelesen und laufen weiter.',
      );
      expect(await sayIn('de', loaded.damage!.details[0])).toBe('Nicht lesbar: Vertrag.docx');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
