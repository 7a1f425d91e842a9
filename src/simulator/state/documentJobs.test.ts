// Uploaded documents: one never downloaded is removed, translation and upload file, after the retention time.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentJobs } from './documentJobs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a document that is never downloaded', () => {
  it('expires after the retention time: the job and its upload file are gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-jobs-'));
    dirs.push(dir);
    const jobs = new DocumentJobs(dir, 1000);
    const upload = join(dir, 'upload');
    writeFileSync(upload, 'text');
    const job = jobs.add({ key: 'k', plan: 'pro' }, { queuedMs: 0, translatingMs: 0 }, upload, async () => ({
      bytes: new Uint8Array(1),
      fileName: 'a.txt',
      contentType: 'text/plain',
      billedCharacters: 1,
    }));
    await job.result;
    expect(jobs.expire(job.createdAt + 1000)).toBe(0);
    expect(jobs.get(job.document_id)).toBe(job);
    expect(jobs.expire(job.createdAt + 1001)).toBe(1);
    expect(jobs.get(job.document_id)).toBeUndefined();
    await jobs.drain();
    expect(existsSync(upload)).toBe(false);
    await jobs.close();
  });
});
