// The recordings' journal at start: a damaged line costs only its job, a damaged file is set aside, and what it
// cost is said in the UI language (a message, not English from main).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sayIn } from '../../shared/i18n/testing/sayIn';
import { type VoiceJobRecord, VoiceJobJournal } from './voiceJobJournal';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-voice-journal-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const job = (id: string): VoiceJobRecord => ({
  id,
  sourcePath: `/recordings/${id}.mp3`,
  name: `${id}.mp3`,
  size: 1000,
  contentType: 'audio/mpeg',
  staged: false,
  folder: '/recordings',
  state: 'processing',
  results: [],
  createdAt: 1,
});

describe('the recordings’ journal at start', () => {
  it('keeps every readable job, sets the file aside, and says how many could not be read', async () => {
    const journal = new VoiceJobJournal(dir);
    await journal.save([job('a'), job('b')]);
    await writeFile(journal.path, `${JSON.stringify(job('a'))}\n{"id":"b","state":\n`);
    const loaded = await journal.load();
    expect(loaded.jobs.map((j) => j.id)).toEqual(['a']);
    const aside = (await readdir(dir)).filter((n) => n.startsWith('journal.json.damaged-'));
    expect(aside).toHaveLength(1);
    expect(await sayIn('en', loaded.damage)).toBe(
      `1 recording job in the journal could not be read; the file was kept as ${join(dir, aside[0]!)}.`,
    );
    expect(await sayIn('de', loaded.damage)).toMatch(
      /^1 Aufnahmeauftrag im Journal ließ sich nicht lesen; die Datei wurde als .* aufbewahrt\.$/,
    );
  });

  it('starts with no jobs when a folder stands where the journal should be, and says so', async () => {
    const journal = new VoiceJobJournal(dir);
    await mkdir(journal.path);
    const loaded = await journal.load();
    expect(loaded.jobs).toEqual([]);
    expect(await sayIn('ja', loaded.damage)).toMatch(
      /^録音のジャーナルを開けませんでした。ファイルは .* として保管しました。$/,
    );
  });
});
