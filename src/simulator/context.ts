// What a route module gets: the route table to add to, the shared state and machinery (accounts and quota,
// faults, the request log, timings), and hooks for WebSocket upgrades, reset and close.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Plan } from './http/exchange';
import type { RouteTable } from './http/routeTable';
import type { Accounts } from './state/accounts';
import type { Faults } from './faults';
import type { RequestLog } from './requestLog';
import type { SimulatorStore } from './state/simulatorStore';
import type { DocumentJobs } from './state/documentJobs';
import type { DocumentWorkLimits } from './documentWork/documentWorkers';
import type { SimulatorAudioWork } from './audioWork/audioWork';

/**
 * Which form the simulator answers in where the spec and the public service differ (the table in the
 * reference README): `spec` (default) serves the spec; `public` serves the public service's form.
 */
export type SimulatorDialect = 'spec' | 'public';
export const SIMULATOR_DIALECTS: readonly SimulatorDialect[] = ['spec', 'public'];

export interface DocumentTimings {
  /** How long a new document stays `queued`. */
  queuedMs: number;
  /** How long it then stays `translating` before `done` or `error`. */
  translatingMs: number;
}

export interface DocumentLimits {
  /** Largest upload body accepted (413 above it). */
  maxUploadBytes: number;
  /** Largest file the engine translates (in memory); a larger upload is received, then ends in `error`. */
  maxTranslatableBytes: number;
  /** The document workers' heap and time limits and how many documents are worked on at once. */
  work: DocumentWorkLimits;
}

export interface Timings {
  documents: DocumentTimings;
  /** How long after a glossary is created or changed until its `ready` flag is true. */
  glossaryReadyDelayMs: number;
  /** How long an uploaded recording takes until its voice job's results are ready (a quarter of it `uploaded`). */
  voiceJobProcessingMs: number;
}

/**
 * Handles an HTTP upgrade (WebSocket) on one of the two ports. Returns true when it took the socket;
 * when no handler does, the socket is destroyed.
 */
export type UpgradeHandler = (plan: Plan, req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

export interface SimulatorContext {
  routes: RouteTable;
  dialect: SimulatorDialect;
  accounts: Accounts;
  store: SimulatorStore;
  documents: DocumentJobs;
  faults: Faults;
  requestLog: RequestLog;
  timings: Timings;
  documentLimits: DocumentLimits;
  /** Recordings decoded and spoken translation encoded, in worker threads (audioWork/). */
  audio: SimulatorAudioWork;
  /** How long an ended voice session (with its captured audio) stays readable through the control API. */
  endedVoiceSessionRetentionMs: number;
  /** The base URLs of this instance (known once listening; read them lazily). */
  urls: () => { pro: string; free: string };
  onUpgrade(handler: UpgradeHandler): void;
  /** Called by the control API's reset, after the shared state is cleared. */
  onReset(hook: () => void): void;
  /** Called on close(), before the servers stop; close open sockets and timers here. */
  onClose(hook: () => void | Promise<void>): void;
}

/** A route module: one API area. Registered in routes/index.ts. */
export type SimulatorModule = (context: SimulatorContext) => void;
