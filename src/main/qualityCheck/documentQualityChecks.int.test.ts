// "Check quality" on a finished XLIFF document, main's whole flow against the simulator in both dialects: a CAT
// tool's XLIFF 1.2 file and an XLIFF 2.0 file translated by the document queue, their results read in the work
// pool, sent to quality evaluation in requests of at most 500 segments, the doubtful segments kept in main; a
// 456 quota or a dead network stops the check with what was checked kept, and "Check the rest" goes on.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, type SimulatorDialect, startSimulator } from '../../simulator';
import { LanguageServicesClient } from '../api/client';
import type { DocumentsState } from '../../shared/calls/documents';
import type { DocumentCheckView } from '../../shared/calls/qualityCheck';
import { DocumentService } from '../documents/documentService';
import { startWorkPool, type WorkPool } from '../workers/workPool';
import { DocumentQualityChecks } from './documentQualityChecks';

const corpus = (name: string) => join(__dirname, '../../node/formats/xliff/corpus', name);
const posts = (sim: Simulator) =>
  sim.control.requests().filter((r) => r.method === 'POST' && r.path === '/v1/quality-evaluation').length;

/** A CAT tool's XLIFF 1.2 file from English to German: each unit's source, and its target when `translate` is given. */
function xliff12(units: string[][], translate?: (source: string) => string): string {
  const body = units
    .map(([id, source]) => {
      const target = translate ? `\n    <target>${translate(source!)}</target>` : '';
      return `   <trans-unit id="${id}">\n    <source>${source}</source>${target}\n   </trans-unit>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n <file original="manual.html" source-language="en" target-language="de" datatype="html">\n  <body>\n${body}\n  </body>\n </file>\n</xliff>\n`;
}

let pool: WorkPool;
beforeAll(() => {
  pool = startWorkPool({ size: 1 });
});
afterAll(() => pool.close());

describe.each<SimulatorDialect>(['spec', 'public'])(
  'a finished XLIFF document checked against the %s dialect',
  (dialect) => {
    let sim: Simulator;
    let dir: string;
    let client: LanguageServicesClient;
    let service: DocumentService;
    let checks: DocumentQualityChecks;

    beforeEach(async () => {
      sim = await startSimulator({
        dialect,
        documentTimings: { queuedMs: 20, translatingMs: 50 },
        glossaryReadyDelayMs: 0,
      });
      client = new LanguageServicesClient({
        authKey: sim.keys.pro,
        authScheme: sim.authScheme,
        baseUrl: sim.proUrl,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50))),
        maxAttempts: 1,
      });
      dir = await mkdtemp(join(tmpdir(), 'glossa-quality-'));
      await mkdir(join(dir, 'out'));
      const connection = {
        current: async () => ({
          accountId: 'demo',
          name: 'Demo',
          plan: 'pro' as const,
          baseUrl: sim.proUrl,
          demo: true,
        }),
        client: async () => client,
      };
      service = await DocumentService.open({
        userDataDir: join(dir, 'userData'),
        host: { openPath: async () => undefined, showInFolder: async () => undefined, notify: () => undefined },
        connection,
      });
      checks = new DocumentQualityChecks({
        connection,
        job: (jobId) => service.queue.job(jobId),
        readSegments: (path, name) => pool.run('documentQualitySegments', { path, name }),
      });
    });

    afterEach(async () => {
      await service.close();
      await client.close();
      await sim.close();
      await rm(dir, { recursive: true, force: true });
    });

    const finished = (): Promise<DocumentsState> =>
      new Promise((resolve) => {
        const look = () => {
          const state = service.state();
          if (state.jobs.length === 0 || !state.jobs.every((j) => ['done', 'error', 'cancelled'].includes(j.state)))
            return;
          off();
          resolve(state);
        };
        const off = service.onChange(look);
        look();
      });

    const settled = (jobId: string): Promise<DocumentCheckView> =>
      new Promise((resolve) => {
        const look = () => {
          const view = checks.list().find((check) => check.jobId === jobId);
          if (!view || view.state === 'reading' || view.state === 'checking') return;
          off();
          resolve(view);
        };
        const off = checks.onChange(look);
        look();
      });

    const translated = async (file: string, targetLang: string): Promise<string> => {
      const source = join(dir, file.split('/').pop()!);
      await copyFile(file, source);
      await service.add({
        files: [{ kind: 'path', path: source }],
        options: { targetLang, pdfOutput: 'pdf', outputFolder: join(dir, 'out') },
      });
      const state = await finished();
      expect(state.jobs[0]).toMatchObject({ state: 'done' });
      return state.jobs[0]!.id;
    };

    it('checks a CAT tool’s XLIFF 1.2 file translated by the queue: the doubtful segment with its id, number and the service’s explanation', async () => {
      const source = join(dir, 'manual.xlf');
      await writeFile(
        source,
        xliff12([
          ['intro', 'Save the file.'],
          ['twice', 'Please save <g id="1">the the</g> file.'],
          ['price', 'The price is <ph id="2">&lt;b&gt;</ph>1,250 euros.'],
        ]),
      );
      const jobId = await translated(source, 'de');
      const started = checks.start(jobId);
      expect(started.state).toBe('reading');
      const view = await settled(jobId);
      expect(view).toMatchObject({
        state: 'done',
        name: 'manual.de.xlf',
        sourceLang: 'en',
        targetLang: 'de',
        total: 3,
        checked: 3,
      });
      expect(view.doubtfulCount).toBe(1);
      // The inline code's text is kept and the native code left out: the service reads text, not markup.
      expect(view.doubtful[0]).toMatchObject({ id: 'twice', number: 2, source: 'Please save the the file.' });
      expect(view.doubtful[0]!.target).toMatch(/\bdie die\b/);
      expect(view.doubtful[0]!.issues[0]).toMatchObject({
        subType: 'Grammar',
        severity: 'Minor',
        explanation: '"die" is written twice in a row.',
      });
      expect(view.score).toBeLessThan(100);
      const sent = sim.control.requests().filter((r) => r.method === 'POST' && r.path === '/v1/quality-evaluation');
      expect(sent).toHaveLength(1);
    });

    it('checks an XLIFF 2.0 file (Okapi’s) translated by the queue: every segment of the units to translate, none doubtful', async () => {
      const jobId = await translated(corpus('everything-core-walker.xlf'), 'fr');
      checks.start(jobId);
      const view = await settled(jobId);
      expect(view).toMatchObject({
        state: 'done',
        sourceLang: 'en',
        targetLang: 'fr',
        total: 5,
        checked: 5,
        doubtfulCount: 0,
        score: 100,
      });
    });

    it('sends 1,200 segments in requests of at most 500; a 456 and then a dead network stop it with what was checked kept, and it goes on from there', async () => {
      const path = join(dir, 'long.de.xlf');
      await writeFile(
        path,
        xliff12(
          Array.from({ length: 1200 }, (_, i) => [`u${i + 1}`, `Line ${i + 1} is ready.`]),
          (text) => text.replace('Line', 'Zeile').replace('is ready', 'ist bereit').replace(/ 7\b/, ' 8'),
        ),
      );
      const job = { outputPath: path, name: 'long.xlf', options: { targetLang: 'de' } };
      const own = new DocumentQualityChecks({
        connection: { client: async () => client },
        job: () => job,
        readSegments: (p, name) => pool.run('documentQualitySegments', { path: p, name }),
      });
      const sent = () =>
        sim.control.requests().filter((r) => r.method === 'POST' && r.path === '/v1/quality-evaluation');
      const settledOwn = (): Promise<DocumentCheckView> =>
        new Promise((resolve) => {
          const off = own.onChange(() => {
            const view = own.list()[0]!;
            // The first request answered: the next one meets the quota.
            if (view.checked === 500 && sent().length === 1)
              sim.control.addFault({
                path: '/v1/quality-evaluation',
                method: 'POST',
                status: 456,
                message: 'Quota exceeded',
              });
            if (view.state === 'done' || view.state === 'stopped') {
              off();
              resolve(view);
            }
          });
        });
      own.start('job');
      const quota = await settledOwn();
      expect(quota).toMatchObject({ state: 'stopped', total: 1200, checked: 500, error: { kind: 'quota' } });
      // Segment 7 has "8" for its 7: the number is missing in the translation, kept after the stop.
      expect(quota.doubtful.map((d) => d.id)).toEqual(['u7']);
      expect(quota.doubtful[0]!.issues[0]).toMatchObject({ subType: 'Mistranslation', severity: 'Critical' });

      sim.control.addFault({ path: '/v1/quality-evaluation', method: 'POST', drop: true });
      own.start('job');
      const offline = await settledOwn();
      expect(offline).toMatchObject({ state: 'stopped', checked: 500, error: { kind: 'network' } });

      own.start('job');
      const done = await settledOwn();
      expect(done).toMatchObject({ state: 'done', checked: 1200, doubtfulCount: 1 });
      // 500 + 500 + 200 answered; the 456 and the dropped request billed nothing and were not sent again.
      const answered = sent().filter((r) => r.status === 202);
      expect(answered).toHaveLength(3);
    });

    it('says why a file cannot be checked: malformed, no filled target, no source language, the service failing', async () => {
      const cases: [string, string][] = [
        ['cut.xlf', '<xliff version="1.2"><file source-language="en"><body><trans-unit id="1"><source>Hi'],
        ['empty.xlf', xliff12([['a', 'Save the file.']], () => '')],
        [
          'nolang.xlf',
          xliff12([['a', 'Save the file.']], () => 'Datei speichern.').replace(' source-language="en"', ''),
        ],
      ];
      const expected = [
        'documents.xliff.notWellFormed',
        'qualityCheck.document.noTargets',
        'qualityCheck.document.noLanguage',
      ];
      for (const [index, [name, text]] of cases.entries()) {
        const path = join(dir, name);
        await writeFile(path, text);
        const own = new DocumentQualityChecks({
          connection: { client: async () => client },
          job: () => ({ outputPath: path, name, options: { targetLang: 'de' } }),
          readSegments: (p, n) => pool.run('documentQualitySegments', { path: p, name: n }),
        });
        own.start('job');
        const view = await new Promise<DocumentCheckView>((resolve) =>
          own.onChange(() => own.list()[0]!.state === 'stopped' && resolve(own.list()[0]!)),
        );
        expect(view.error?.uiMessage?.id, name).toBe(expected[index]);
        expect(view.error?.nextStep, name).toBeTruthy();
      }
      sim.control.addFault({
        path: '/v1/quality-evaluation',
        method: 'POST',
        status: 503,
        message: 'Down for maintenance',
      });
      const path = join(dir, 'fine.xlf');
      await writeFile(
        path,
        xliff12([['a', 'Save the file.']], () => 'Datei speichern.'),
      );
      const own = new DocumentQualityChecks({
        connection: { client: async () => client },
        job: () => ({ outputPath: path, name: 'fine.xlf', options: { targetLang: 'de' } }),
        readSegments: (p, n) => pool.run('documentQualitySegments', { path: p, name: n }),
      });
      own.start('job');
      const view = await new Promise<DocumentCheckView>((resolve) =>
        own.onChange(() => own.list()[0]!.state === 'stopped' && resolve(own.list()[0]!)),
      );
      expect(view.error).toMatchObject({ kind: 'unavailable', status: 503 });
      expect(posts(sim)).toBe(1);
    });
  },
);
