// Memory of the two sides of the app while a bench runs: the window (Chromium, through Playwright's CDP
// session) and the browser shell's Node process, which stands in for Electron's main (through its inspector).
// Each figure is taken after a full garbage collection. A heap snapshot says what holds the memory, by
// constructor, so a leak is found rather than guessed.
import type { CDPSession } from '@playwright/test';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

export interface HeapFigures {
  /** JavaScript heap in use, MiB. */
  heapMiB: number;
  /** Resident set size of the process, MiB (Node only). */
  rssMiB?: number;
}

const MiB = 1024 * 1024;

/** The Chrome DevTools protocol over a Node inspector WebSocket. */
export class InspectorSession {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, (params: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
        method?: string;
        params?: unknown;
      };
      if (message.id !== undefined) {
        const call = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error.message));
        else call?.resolve(message.result);
      } else if (message.method) this.listeners.get(message.method)?.(message.params);
    });
  }

  static connect(url: string): Promise<InspectorSession> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new InspectorSession(socket)));
      socket.once('error', reject);
    });
  }

  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
  }

  on(method: string, listener: (params: unknown) => void): void {
    this.listeners.set(method, listener);
  }

  close(): void {
    this.socket.close();
  }
}

interface Protocol {
  send<T>(method: string, params?: Record<string, unknown>): Promise<T>;
}

async function collectedHeap(session: Protocol): Promise<number> {
  // Twice: the first collection lets finalizers and weak callbacks run; the second frees what they released.
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const usage = await session.send<{ usedSize: number }>('Runtime.getHeapUsage');
  return usage.usedSize / MiB;
}

export async function windowMemory(cdp: CDPSession): Promise<HeapFigures> {
  return { heapMiB: await collectedHeap(cdp as unknown as Protocol) };
}

export async function nodeMemory(inspector: InspectorSession, pid: number): Promise<HeapFigures> {
  const heapMiB = await collectedHeap(inspector);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 'NaN');
  return { heapMiB, rssMiB: rssKiB / 1024 };
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Takes a heap snapshot and sums self sizes by type and constructor name: the largest holders, in MiB. */
export async function heapSnapshotTop(session: Protocol & { on?: unknown }, count = 6): Promise<string[]> {
  const chunks: string[] = [];
  const target = session as { on(event: string, listener: (params: { chunk: string }) => void): void };
  target.on('HeapProfiler.addHeapSnapshotChunk', (params) => chunks.push(params.chunk));
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  const snapshot = JSON.parse(chunks.join('')) as Snapshot;
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const totals = new Map<string, number>();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]!]!;
    const name = type === 'object' || type === 'closure' ? snapshot.strings[snapshot.nodes[i + nameAt]!]! : `(${type})`;
    const key = `${name}`;
    totals.set(key, (totals.get(key) ?? 0) + snapshot.nodes[i + sizeAt]!);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${(bytes / MiB).toFixed(1)} MiB`);
}
