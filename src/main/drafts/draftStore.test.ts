import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Draft } from '../../shared/calls/drafts';
import { DraftStore } from './draftStore';

const dirs: string[] = [];
function store(): DraftStore {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-drafts-'));
  dirs.push(dir);
  return new DraftStore(dir, () => new Date('2026-11-25T10:00:00Z'));
}
afterEach(() => {
  for (const d of dirs.splice(0)) {
    chmodSync(d, 0o700);
    rmSync(d, { recursive: true, force: true });
  }
});

const translate = (sourceText: string): Draft => ({
  kind: 'translate',
  sourceText,
  sourceLang: null,
  targetLang: 'DE',
  formality: 'default',
});

describe('drafts kept in the data folder', () => {
  it('a saved draft is listed again by a new store over the same folder, written 0600 in a 0700 folder', async () => {
    const drafts = store();
    await drafts.save(translate('Guten Morgen'));
    const again = new DraftStore(join(drafts.folder, '..'));
    expect(await again.list()).toEqual({
      drafts: [{ draft: translate('Guten Morgen'), savedAt: '2026-11-25T10:00:00.000Z' }],
    });
    if (process.platform !== 'win32') {
      expect(statSync(join(drafts.folder, 'translate.json')).mode & 0o777).toBe(0o600);
      expect(statSync(drafts.folder).mode & 0o777).toBe(0o700);
    }
  });

  it('saves that arrive while one is written keep only the latest, and every caller learns it is on disk', async () => {
    const drafts = store();
    const saves = ['a', 'ab', 'abc', 'abcd'].map((text) => drafts.save(translate(text)));
    await Promise.all(saves);
    const [kept] = (await drafts.list()).drafts;
    expect(kept?.draft).toEqual(translate('abcd'));
  });

  it('discarding removes the draft, and a discard after a save wins', async () => {
    const drafts = store();
    void drafts.save(translate('x'));
    await drafts.discard('translate');
    expect((await drafts.list()).drafts).toEqual([]);
  });

  it('a damaged, foreign or odd draft file is set aside and the others still load', async () => {
    const drafts = store();
    await drafts.save({ kind: 'write', original: 'Hallo', targetLang: null });
    writeFileSync(join(drafts.folder, 'translate.json'), '{"version":1,"savedAt":"x","draft":{"kind":"transl');
    writeFileSync(
      join(drafts.folder, 'voice.json'),
      JSON.stringify({ version: 1, savedAt: 'x', draft: { kind: 'write' } }),
    );
    mkdirSync(join(drafts.folder, 'documents.json'));
    writeFileSync(join(drafts.folder, 'notes.txt'), 'not a draft');
    const { drafts: listed } = await drafts.list();
    expect(listed.map((d) => d.draft.kind)).toEqual(['write']);
    const names = readdirSync(drafts.folder);
    expect(names.filter((n) => n.includes('.damaged-')).sort()).toEqual([
      'documents.json.damaged-2026-11-25T10-00-00-000Z',
      'translate.json.damaged-2026-11-25T10-00-00-000Z',
      'voice.json.damaged-2026-11-25T10-00-00-000Z',
    ]);
    expect(names).toContain('notes.txt');
  });

  it('a draft whose name a folder took is still kept: the folder is moved aside', async () => {
    const drafts = store();
    mkdirSync(join(drafts.folder, 'write.json'), { recursive: true });
    await drafts.save({ kind: 'write', original: 'Hallo', targetLang: null });
    expect((await drafts.list()).drafts.map((d) => d.draft)).toEqual([
      { kind: 'write', original: 'Hallo', targetLang: null },
    ]);
  });

  it('a data folder it cannot write to gives a sentence with the next step, and listing still works', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-drafts-'));
    dirs.push(dir);
    // A file where the data folder should be: nothing can be written under it (as on a full or read-only disk).
    writeFileSync(join(dir, 'data'), 'not a folder');
    const drafts = new DraftStore(join(dir, 'data'));
    await expect(drafts.save(translate('x'))).rejects.toMatchObject({
      message: 'Your draft could not be kept on this computer (its data folder is not a folder).',
      uiMessage: { id: 'draft.error.notKept', values: { reason: 'notFolder' } },
      uiNextStep: { id: 'draft.error.notKept.nextStep', values: { folder: join(dir, 'data', 'drafts') } },
    });
    expect(await drafts.list()).toEqual({ drafts: [] });
  });
});
