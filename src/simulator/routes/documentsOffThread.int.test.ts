// Document work never stops the simulator answering (issue 16): the offline demo's simulator shares the app's
// main thread, so a document is translated in a worker thread, and a document that needs more than the worker
// may have ends in `error` with a clear message while the simulator goes on serving.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type Simulator } from '../index';
import * as hostile from '../testing/hostileDocuments';
import { serviceCalls } from '../testing/serviceCalls';

// Counts the engine's document calls made on this thread (the simulator's): there must be none.
const onSimulatorThread = vi.hoisted(() => ({ documentCalls: 0 }));
vi.mock('../../node/formats/documents/translateDocument', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../node/formats/documents/translateDocument')>();
  return {
    ...engine,
    translateDocument: (...args: Parameters<typeof engine.translateDocument>) => {
      onSimulatorThread.documentCalls += 1;
      return engine.translateDocument(...args);
    },
  };
});

type Handle = { document_id: string; document_key: string };

function documentCalls(simulator: Simulator) {
  const call = serviceCalls(simulator);
  const upload = async (bytes: Uint8Array | string, fileName: string): Promise<Handle> => {
    const form = new FormData();
    form.append('target_lang', 'de');
    form.append('source_lang', 'en');
    form.append('file', new Blob([bytes as BlobPart]), fileName);
    const answer = await call('POST', '/v2/document', { body: form });
    expect(answer.status).toBe(200);
    return answer.body as Handle;
  };
  const status = async (handle: Handle) =>
    (await call('POST', `/v2/document/${handle.document_id}`, { json: { document_key: handle.document_key } }))
      .body as { status: string; message?: string };
  const finished = async (handle: Handle) => {
    for (;;) {
      const answer = await status(handle);
      if (answer.status === 'done' || answer.status === 'error') return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { call, upload, status, finished };
}

/** The largest html the engine accepts (just under the character bound): seconds of work. */
const largestHtml = () =>
  new TextEncoder().encode(
    `<!doctype html><title>Report</title>${hostile
      .prose(4_750_000)
      .map((s) => `<p>${s}</p>`)
      .join('')}`,
  );

describe('while a large document is translated', () => {
  let simulator: Simulator;
  beforeAll(async () => {
    simulator = await startSimulator({ documentTimings: { queuedMs: 0, translatingMs: 0 } });
  });
  afterAll(() => simulator.close());

  it(
    'the simulator answers other calls, and the document is still translating when they are answered',
    { timeout: 120_000 },
    async () => {
      const { call, upload, status, finished } = documentCalls(simulator);
      const handle = await upload(largestHtml(), 'report.html');
      const languages = await call('GET', '/v2/languages?type=target');
      expect(languages.status).toBe(200);
      expect((await call('GET', '/v2/usage')).status).toBe(200);
      expect((await status(handle)).status).toBe('translating');
      expect(await finished(handle)).toMatchObject({ status: 'done' });
      // None of its work ran on the simulator's thread, where it would have made every other call wait.
      expect(onSimulatorThread.documentCalls).toBe(0);
    },
  );
});

describe('a document that needs more memory than a document worker may have', () => {
  let simulator: Simulator;
  beforeAll(async () => {
    simulator = await startSimulator({
      documentTimings: { queuedMs: 0, translatingMs: 0 },
      documentWork: { maxHeapMb: 32 },
    });
  });
  afterAll(() => simulator.close());

  it('ends in error with a message that says so, and the simulator goes on serving', { timeout: 120_000 }, async () => {
    const { call, upload, finished } = documentCalls(simulator);
    const big = await upload(hostile.largestText(), 'book.txt');
    expect(await finished(big)).toEqual({
      document_id: big.document_id,
      status: 'error',
      message:
        '"book.txt" is too large for the simulator: it needs more memory than the simulator allows for one document (32 MB). Split it into smaller documents and upload them one by one; the real service has its own limits.',
    });
    expect((await call('GET', '/v2/languages?type=target')).status).toBe(200);
    const small = await upload('The house is big.', 'note.txt');
    expect(await finished(small)).toMatchObject({ status: 'done', billed_characters: 17 });
  });
});
