// A translator's round trip through the document queue, against the in-process simulator (which, like the
// service, takes only XLIFF 2.1): a CAT tool's XLIFF 1.2 file goes in, the same 1.2 file with targets comes out.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '../../simulator';
import { LanguageServicesClient } from '../api/client';
import type { DocumentsState } from '../../shared/calls/documents';
import { DocumentService } from './documentService';
import { xliffVersion } from '../../node/formats/xliff/xliffConversion';

let sim: Simulator;
let dir: string;
let client: LanguageServicesClient;
let service: DocumentService;

beforeEach(async () => {
  sim = await startSimulator({ documentTimings: { queuedMs: 50, translatingMs: 100 }, glossaryReadyDelayMs: 0 });
  client = new LanguageServicesClient({ authKey: sim.keys.pro, authScheme: sim.authScheme, baseUrl: sim.proUrl });
  dir = await mkdtemp(join(tmpdir(), 'glossa-xliff-'));
  await mkdir(join(dir, 'out'));
  service = await DocumentService.open({
    userDataDir: join(dir, 'userData'),
    host: { openPath: async () => undefined, showInFolder: async () => undefined, notify: () => undefined },
    connection: {
      current: async () => ({ accountId: 'demo', name: 'Demo', plan: 'pro', baseUrl: sim.proUrl, demo: true }),
      client: async () => client,
    },
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
    const check = () => {
      const state = service.state();
      if (state.jobs.length === 0 || !state.jobs.every((j) => ['done', 'error', 'cancelled'].includes(j.state))) return;
      off();
      resolve(state);
    };
    const off = service.onChange(check);
    check();
  });

it("translates a CAT tool's XLIFF 1.2 file into the same 1.2 file with targets, its notes and codes kept", async () => {
  const source = join(dir, 'welcome.xlf');
  await copyFile(join(__dirname, '../../node/formats/xliff/samples', 'okapi-html.xlf'), source);
  await service.add({
    files: [{ kind: 'path', path: source }],
    options: { targetLang: 'de', pdfOutput: 'pdf', outputFolder: join(dir, 'out') },
  });
  const state = await finished();
  expect(state.jobs[0]).toMatchObject({ state: 'done' });
  const result = await readFile(join(dir, 'out', 'welcome.de.xlf'), 'utf8');
  expect(xliffVersion(result)).toBe('1.2');
  expect(result).toMatch(
    /<target xml:lang="de" state="translated">[^<]+<g id="1" ctype="x-strong">[^<]+<\/g>[^<]+<\/target>/,
  );
  expect(result).toContain('<note>Keep the line break.</note>');
  expect(result).toContain('<bpt id="1">&lt;a href="terms.html"&gt;</bpt>');
  expect(result.match(/<target[^>]*state="translated"/g)).toHaveLength(3);
});
