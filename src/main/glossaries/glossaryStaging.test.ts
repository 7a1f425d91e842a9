// A picked glossary file reaches the work pool as a private staged file, never as one string through main.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors';
import { GlossaryService } from './glossaryService';
import { GlossaryStaging } from './glossaryStaging';
import { stageBytes } from './testing/glossaryStaging';
import type { WorkRunner } from '../workers/workPool';
import { workInThisThread } from '../workers/testing/workInThisThread';

let root: string;
let staging: GlossaryStaging;
let sent: unknown[];
let service: GlossaryService;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'glossa-glossary-staging-'));
  staging = new GlossaryStaging(join(root, 'glossaries', 'staging'));
  sent = [];
  const work: WorkRunner = {
    run: ((name: never, input: never, options: never) => {
      sent.push(input);
      return workInThisThread.run(name, input, options);
    }) as WorkRunner['run'],
  };
  service = new GlossaryService({ client: () => Promise.reject(new Error('no service needed')) }, work, staging);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const csv = new TextEncoder().encode('Haus,house\n Leber , liver \nKatze,cat\n');

describe('a glossary file on its way to the work pool', () => {
  it('is handed to the pool as a path, and read again from it with other options', async () => {
    const stagingId = await stageBytes(service, 'terms.csv', csv);
    expect((await service.importFile({ stagingId, fileName: 'terms.csv' })).entryCount).toBe(2);
    expect((await service.importFile({ stagingId, fileName: 'terms.csv', trimSpaces: true })).entryCount).toBe(3);
    for (const input of sent) {
      expect(input).toMatchObject({ path: expect.stringContaining(join(root, 'glossaries', 'staging')) });
      expect(JSON.stringify(input).length).toBeLessThan(2_000);
    }
  });

  it('is private: the staged file is 0600 in 0700 folders', async () => {
    const stagingId = await stageBytes(service, 'terms.csv', csv);
    const path = staging.path(stagingId);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'glossaries')).mode & 0o777).toBe(0o700);
  });

  it('is refused until every byte arrived, and a chunk out of order says which byte it expected', async () => {
    const { stagingId } = await service.stageFileBegin({ name: 'terms.csv', size: csv.length });
    const half = Buffer.from(csv.subarray(0, 10)).toString('base64');
    await service.stageFileChunk({ stagingId, offset: 0, base64: half });
    await expect(service.importFile({ stagingId, fileName: 'terms.csv' })).rejects.toThrow('did not arrive completely');
    await expect(service.stageFileChunk({ stagingId, offset: 0, base64: half })).rejects.toMatchObject({
      uiMessage: { id: 'documents.staging.wrongChunk', values: { offset: 10 } },
    });
  });

  it('keeps the last few files; an older one is answered with a sentence that names the staging id', async () => {
    const first = await stageBytes(service, 'first.csv', csv);
    for (let i = 0; i < 6; i++) await stageBytes(service, `more-${i}.csv`, csv);
    const refused = await service.importFile({ stagingId: first, fileName: 'first.csv' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).fields?.[0]?.field).toBe('stagingId');
  });
});
