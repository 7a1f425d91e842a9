// The Language Services simulator, in-process: `startSimulator()` listens on 127.0.0.1 (Pro URL on port N,
// Free URL on N+1) and returns the URLs, the keys, a typed control object and close().
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouteTable } from './http/routeTable';
import { createDispatcher } from './http/dispatcher';
import { isOwnHost } from './http/localOnly';
import { Accounts, DEFAULT_KEYS, perRunKeys, type SimulatorKeys } from './state/accounts';
import { SimulatorStore } from './state/simulatorStore';
import { DEFAULT_DOCUMENT_RETENTION_MS, DocumentJobs } from './state/documentJobs';
import { DEFAULT_DOCUMENT_WORK_LIMITS, type DocumentWorkLimits } from './documentWork/documentWorkers';
import { Faults } from './faults';
import { SimulatorAudioWork } from './audioWork/audioWork';
import type { WorkSlots } from '../node/work/workSlots';
import { RequestLog } from './requestLog';
import { serviceModules } from './routes';
import { createControl, controlRoutes, type SimulatorControl } from './routes/control';
import type { DocumentTimings, SimulatorContext, SimulatorDialect, Timings, UpgradeHandler } from './context';

export type { SimulatorControl } from './routes/control';
export type { FaultSpec } from './faults';
export type { LoggedRequest } from './requestLog';
export type { SimulatorKeys } from './state/accounts';
export type { DocumentLimits, DocumentTimings, SimulatorDialect } from './context';
export { SIMULATOR_DIALECTS } from './context';
export { DEFAULT_DOCUMENT_WORK_LIMITS, type DocumentWorkLimits } from './documentWork/documentWorkers';
export { DEFAULT_KEYS, perRunKeys } from './state/accounts';

export const DEFAULT_AUTH_SCHEME = 'Service-Auth-Key';
export const DEFAULT_DOCUMENT_TIMINGS: DocumentTimings = { queuedMs: 500, translatingMs: 2000 };
/** Glossaries are ready at once by default (the public service and its clients expect it); the control API sets a delay. */
export const DEFAULT_GLOSSARY_READY_DELAY_MS = 0;
/** How long a voice job works on an uploaded recording before its results are ready. */
const DEFAULT_VOICE_JOB_PROCESSING_MS = 1500;
export const DEFAULT_MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;
export const DEFAULT_MAX_TRANSLATABLE_BYTES = 50_000_000;
export const DEFAULT_ENDED_VOICE_SESSION_RETENTION_MS = 60_000;

export interface SimulatorOptions {
  /** Pro URL port; the Free URL is port + 1. 0 (default) picks two free adjacent ports. */
  port?: number;
  /** Folder to persist glossaries, style rules, developer keys and usage in; memory only when absent. */
  dataDir?: string;
  keys?: Partial<SimulatorKeys>;
  /** The Authorization scheme word; default `Service-Auth-Key`. */
  authScheme?: string;
  /** `spec` (default) answers as the spec says; `public` as the public service where the two differ. */
  dialect?: SimulatorDialect;
  glossaryReadyDelayMs?: number;
  /** How long a voice job works on an uploaded recording (default 1.5 s). */
  voiceJobProcessingMs?: number;
  documentTimings?: Partial<DocumentTimings>;
  /** Largest document upload accepted, in bytes (413 above it); default 1 GiB. */
  maxUploadBytes?: number;
  /** Largest document the engine translates, in bytes; a larger upload ends in `error`. Default 50 MB. */
  maxTranslatableBytes?: number;
  /** The document workers' limits (heap MB, time per document, documents at once); DEFAULT_DOCUMENT_WORK_LIMITS. */
  documentWork?: Partial<DocumentWorkLimits>;
  /**
   * The app's own simulator (the offline demo): give it `keys` made for this run (`perRunKeys()`); the control
   * API is off, and a voice session's captured audio is forgotten as soon as the session ends.
   */
  appOnly?: boolean;
  /** How long a translated document waits for its download before it is removed; default an hour. */
  documentRetentionMs?: number;
  /**
   * Host names besides 127.0.0.1 and localhost to answer (with this instance's port), for tests that reach it
   * by a name a proxy resolves. Refused with `appOnly`.
   */
  extraHosts?: string[];
}

export interface Simulator {
  proUrl: string;
  freeUrl: string;
  keys: SimulatorKeys;
  authScheme: string;
  dialect: SimulatorDialect;
  control: SimulatorControl;
  /** This instance's own temp folder for uploads (made on the first upload, removed by close()). */
  uploadDir: string;
  /** Stops both servers, ends open connections and running document work (queued and running documents end in `error`), flushes pending writes. */
  close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  if (options.appOnly && options.extraHosts?.length) throw new Error("The app's own simulator answers only 127.0.0.1.");
  if (options.appOnly && !(options.keys?.pro && options.keys.free && options.keys.admin)) {
    throw new Error("The app's own simulator needs keys made for this run (perRunKeys()), never the public demo keys.");
  }
  const keys: SimulatorKeys = { ...DEFAULT_KEYS, ...options.keys };
  const authScheme = options.authScheme ?? DEFAULT_AUTH_SCHEME;
  const initialTimings = (): Timings => ({
    documents: { ...DEFAULT_DOCUMENT_TIMINGS, ...options.documentTimings },
    glossaryReadyDelayMs: options.glossaryReadyDelayMs ?? DEFAULT_GLOSSARY_READY_DELAY_MS,
    voiceJobProcessingMs: options.voiceJobProcessingMs ?? DEFAULT_VOICE_JOB_PROCESSING_MS,
  });

  const accounts = new Accounts(keys, options.dataDir);
  const store = new SimulatorStore(options.dataDir);
  await Promise.all([accounts.load(), store.load()]);
  // Made on the first upload, so an instance that never gets one (or is never closed) leaves nothing behind.
  const uploadDir = join(tmpdir(), `glossa-simulator-uploads-${randomUUID()}`);

  const upgradeHandlers: UpgradeHandler[] = [];
  const resetHooks: (() => void)[] = [];
  const closeHooks: (() => void | Promise<void>)[] = [];
  let urls = { pro: '', free: '' };
  const context: SimulatorContext = {
    routes: new RouteTable(),
    dialect: options.dialect ?? 'spec',
    accounts,
    store,
    documents: new DocumentJobs(uploadDir, options.documentRetentionMs ?? DEFAULT_DOCUMENT_RETENTION_MS),
    faults: new Faults(),
    requestLog: new RequestLog(),
    timings: initialTimings(),
    documentLimits: {
      maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
      maxTranslatableBytes: options.maxTranslatableBytes ?? DEFAULT_MAX_TRANSLATABLE_BYTES,
      work: { ...DEFAULT_DOCUMENT_WORK_LIMITS, ...options.documentWork },
    },
    audio: new SimulatorAudioWork(),
    // Inside the app nobody may read captured audio, so it goes with its session.
    endedVoiceSessionRetentionMs: options.appOnly ? 0 : DEFAULT_ENDED_VOICE_SESSION_RETENTION_MS,
    urls: () => urls,
    onUpgrade: (handler) => upgradeHandlers.push(handler),
    onReset: (hook) => resetHooks.push(hook),
    onClose: (hook) => closeHooks.push(hook),
  };
  for (const register of serviceModules) register(context);

  const control = createControl(context, () => {
    accounts.reset();
    store.reset();
    context.documents.reset();
    context.faults.clear();
    context.requestLog.clear();
    Object.assign(context.timings, initialTimings());
    for (const hook of resetHooks) hook();
  });
  const controlTable = new RouteTable();
  controlTable.add(...controlRoutes(control));

  const dispatcher = createDispatcher({
    routes: context.routes,
    control: controlTable,
    accounts,
    faults: context.faults,
    requestLog: context.requestLog,
    authScheme: () => authScheme,
    controlApi: !options.appOnly,
  });
  const sockets = new Set<Socket>();
  const makeServer = (plan: 'pro' | 'free') => {
    const handle = dispatcher(plan);
    // DNS rebinding: a foreign Host is refused before anything else, for requests and WebSocket upgrades.
    const ownHost = (req: IncomingMessage) => {
      const port = (server.address() as AddressInfo).port;
      return (
        isOwnHost(req.headers.host, port) ||
        (options.extraHosts ?? []).some((name) => req.headers.host === `${name}:${port}`)
      );
    };
    const server = createServer({ keepAliveTimeout: 5000 }, (req, res) => {
      if (ownHost(req)) return handle(req, res);
      req.resume();
      res
        .writeHead(421, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
        .end(JSON.stringify({ message: 'Misdirected request: this simulator answers only 127.0.0.1.' }));
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    server.on('upgrade', (req, socket, head) => {
      if (!ownHost(req)) return void socket.destroy();
      if (!upgradeHandlers.some((handle) => handle(plan, req, socket, head))) socket.destroy();
    });
    return server;
  };
  const pro = makeServer('pro');
  const free = makeServer('free');
  const [proPort, freePort] = await listenAdjacent(pro, free, options.port ?? 0).catch(async (error: unknown) => {
    await rm(uploadDir, { recursive: true, force: true });
    throw error;
  });
  urls = { pro: `http://127.0.0.1:${proPort}`, free: `http://127.0.0.1:${freePort}` };

  let closing: Promise<void> | undefined;
  return {
    proUrl: urls.pro,
    freeUrl: urls.free,
    keys,
    authScheme,
    dialect: context.dialect,
    control,
    uploadDir,
    close: () =>
      (closing ??= (async () => {
        for (const hook of closeHooks) await hook();
        const stopped = Promise.all(
          [pro, free].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
        );
        for (const socket of sockets) socket.destroy();
        await stopped;
        await context.documents.close();
        await context.audio.close();
        await Promise.all([accounts.flush(), store.flush()]);
      })()),
  };
}

/**
 * The app's own simulator (the offline demo): free ports, keys made for this run, control API off, captured
 * audio not kept. Only the process that started it knows its keys.
 */
export function startAppSimulator(options: { dataDir: string; workSlots?: WorkSlots }): Promise<Simulator> {
  return startSimulator({
    port: 0,
    dataDir: options.dataDir,
    keys: perRunKeys(),
    appOnly: true,
    // The app's slots: the demo's documents and main's own work share the process's bound.
    ...(options.workSlots ? { documentWork: { slots: options.workSlots } } : {}),
  });
}

/** Listens on `port` and `port + 1`; with 0, retries until two free adjacent ports are found. */
async function listenAdjacent(pro: Server, free: Server, port: number): Promise<[number, number]> {
  if (port !== 0) {
    await listen(pro, port);
    try {
      await listen(free, port + 1);
    } catch (error) {
      await new Promise((resolve) => pro.close(resolve));
      throw error;
    }
    return [port, port + 1];
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    const chosen = await listen(pro, 0);
    if (chosen < 65535) {
      try {
        await listen(free, chosen + 1);
        return [chosen, chosen + 1];
      } catch {
        // taken: try another pair
      }
    }
    await new Promise((resolve) => pro.close(resolve));
  }
  throw new Error('The simulator could not find two free adjacent ports.');
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
