// The control API: not part of the service. Tests and the demo use it in-process (`simulator.control`) or
// over HTTP under /_simulator/ on either port, without a key. Documented in ../README.md.
import { z } from 'zod';
import { json, noContent, type Exchange } from '../http/exchange';
import type { Route } from '../http/routeTable';
import { badRequest, notFound } from '../http/serviceError';
import type { DocumentTimings, SimulatorContext } from '../context';
import type { FaultSpec, ActiveFault } from '../faults';
import type { LoggedRequest } from '../requestLog';
import type { UsagePeriod } from '../state/usagePeriods';
import { voiceControlOf, type VoiceControl } from '../voice/voiceModule';
import { voiceControlRoutes } from '../voice/voiceControlRoutes';

export interface SimulatorControl {
  /** Injects a fault for the next `count` requests to a route. */
  addFault(fault: FaultSpec): void;
  faults(): ActiveFault[];
  clearFaults(): void;
  /** Makes an uploaded document end in `error` with this message. False when there is no such document. */
  failDocument(documentId: string, message?: string): boolean;
  /** Makes the next `count` document uploads end in `error`. */
  failNextDocuments(count?: number, message?: string): void;
  setDocumentTimings(timings: Partial<DocumentTimings>): void;
  setGlossaryReadyDelay(ms: number): void;
  /** The text fields of each document upload received (`target_lang`, `style_profile_id`…), oldest first. */
  documentUploads(): Record<string, string>[];
  /** Deletes a translation memory as the service's own web app would (the API publishes no delete). */
  deleteMemory(memoryId: string): boolean;
  /** How long a voice job works on an uploaded recording before its results are ready. */
  setVoiceJobProcessing(ms: number): void;
  /** Character limit of a fixed key (pro or free); null = unlimited. Developer keys use the admin API. */
  setKeyLimit(key: string, characters: number | null): void;
  /** Characters a key has used in the current usage period. */
  usage(key: string): number;
  /** The current usage period (a calendar month in UTC, moved on by `nextUsagePeriod`). */
  usagePeriod(): UsagePeriod;
  /** Moves the simulator's clock to the start of the next usage period: every key's count starts at 0. */
  nextUsagePeriod(): UsagePeriod;
  /**
   * Forgets every glossary, style rule list, document, developer key, usage, fault and logged request; the
   * usage period is the real calendar month again.
   */
  reset(): void;
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** The voice stream: drop a connection, delay transcripts, shorten limits, inspect sessions. */
  voice: VoiceControl;
}

const DEFAULT_FAILURE_MESSAGE = 'The document could not be translated (failure injected by the simulator).';

export function createControl(context: SimulatorContext, reset: () => void): SimulatorControl {
  return {
    addFault: (fault) => context.faults.add(fault),
    faults: () => context.faults.list(),
    clearFaults: () => context.faults.clear(),
    failDocument: (documentId, message = DEFAULT_FAILURE_MESSAGE) => context.documents.fail(documentId, message),
    failNextDocuments: (count = 1, message = DEFAULT_FAILURE_MESSAGE) =>
      context.documents.failNextUploads(count, message),
    setDocumentTimings: (timings) => Object.assign(context.timings.documents, timings),
    setGlossaryReadyDelay: (ms) => (context.timings.glossaryReadyDelayMs = ms),
    documentUploads: () => context.documents.uploadFields.map((fields) => ({ ...fields })),
    deleteMemory: (memoryId) => context.store.memories.delete(memoryId),
    setVoiceJobProcessing: (ms) => (context.timings.voiceJobProcessingMs = ms),
    setKeyLimit: (key, characters) => context.accounts.setFixedKeyLimit(key, characters),
    usage: (key) => context.accounts.usedBy(key),
    usagePeriod: () => context.accounts.periods.current(),
    nextUsagePeriod: () => context.accounts.periods.advance(),
    reset,
    requests: () => context.requestLog.list(),
    clearRequests: () => context.requestLog.clear(),
    voice: voiceControlOf(context),
  };
}

const FaultSchema = z.object({
  path: z.string().min(1),
  method: z.string().optional(),
  count: z.number().int().min(1).optional(),
  status: z.number().int().min(100).max(599).optional(),
  retryAfterSeconds: z.number().int().min(0).optional(),
  delayMs: z.number().int().min(0).optional(),
  drop: z.boolean().optional(),
  dropAfterBytes: z.number().int().min(0).optional(),
  message: z.string().optional(),
});
const FailSchema = z.object({ message: z.string().optional(), count: z.number().int().min(1).optional() });
const TimingsSchema = z.object({
  documents: z
    .object({ queuedMs: z.number().int().min(0).optional(), translatingMs: z.number().int().min(0).optional() })
    .optional(),
  glossaryReadyDelayMs: z.number().int().min(0).optional(),
  voiceJobProcessingMs: z.number().int().min(0).optional(),
});
const KeyLimitSchema = z.object({ key: z.string(), characters: z.number().int().min(0).nullable() });

function parse<T>(schema: z.ZodType<T>, exchange: Exchange): T {
  const result = schema.safeParse(exchange.fields());
  if (!result.success)
    throw badRequest(
      'The control request is not valid.',
      result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return result.data;
}

export function controlRoutes(control: SimulatorControl): Route[] {
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    method,
    path: `/_simulator${path}`,
    access: 'key',
    handle,
  });
  return [
    route('GET', '/faults', () => json(200, { faults: control.faults() })),
    route('POST', '/faults', (exchange) => {
      control.addFault(parse(FaultSchema, exchange) as FaultSpec);
      return json(201, { faults: control.faults() });
    }),
    route('DELETE', '/faults', () => {
      control.clearFaults();
      return noContent();
    }),
    route('POST', '/documents/:document_id/fail', (exchange) => {
      const { message } = parse(FailSchema, exchange);
      if (!control.failDocument(exchange.params.document_id!, message)) throw notFound('There is no such document.');
      return noContent();
    }),
    route('POST', '/documents/fail-next', (exchange) => {
      const { message, count } = parse(FailSchema, exchange);
      control.failNextDocuments(count, message);
      return noContent();
    }),
    route('PUT', '/timings', (exchange) => {
      const timings = parse(TimingsSchema, exchange);
      if (timings.documents) control.setDocumentTimings(timings.documents);
      if (timings.glossaryReadyDelayMs !== undefined) control.setGlossaryReadyDelay(timings.glossaryReadyDelayMs);
      if (timings.voiceJobProcessingMs !== undefined) control.setVoiceJobProcessing(timings.voiceJobProcessingMs);
      return noContent();
    }),
    route('DELETE', '/translation_memories/:memory_id', (exchange) => {
      if (!control.deleteMemory(exchange.params.memory_id!)) throw notFound('There is no such translation memory.');
      return noContent();
    }),
    route('PUT', '/keys/limit', (exchange) => {
      const { key, characters } = parse(KeyLimitSchema, exchange);
      control.setKeyLimit(key, characters);
      return noContent();
    }),
    route('GET', '/usage-period', () => json(200, control.usagePeriod())),
    route('POST', '/usage-period/next', () => json(200, control.nextUsagePeriod())),
    route('POST', '/reset', () => {
      control.reset();
      return noContent();
    }),
    route('GET', '/requests', () => json(200, { requests: control.requests() })),
    ...voiceControlRoutes(control.voice),
    route('DELETE', '/requests', () => {
      control.clearRequests();
      return noContent();
    }),
  ];
}
