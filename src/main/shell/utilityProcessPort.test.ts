// The Electron app starts the capture through utilityProcess; proved against a fake of it (Electron's binary
// cannot run here): what it is given, messages held until the process is up, SIGKILL by pid, and its exit said.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';

class FakeUtilityProcess extends EventEmitter {
  pid: number | undefined;
  posted: unknown[] = [];
  killedGently = false;
  constructor(readonly forkedWith: unknown[]) {
    super();
  }
  postMessage(message: unknown): void {
    if (this.pid === undefined) throw new Error('posted before spawn');
    this.posted.push(message);
  }
  kill(): boolean {
    this.killedGently = true;
    return true;
  }
  /** Electron's 'spawn': the process is up. */
  up(pid: number): void {
    this.pid = pid;
    this.emit('spawn');
  }
}

const forked: FakeUtilityProcess[] = [];
vi.mock('electron', () => ({
  utilityProcess: {
    fork: (...args: unknown[]) => {
      const child = new FakeUtilityProcess(args);
      forked.push(child);
      return child;
    },
  },
}));
const { forkUtilityProcess } = await import('./utilityProcessPort');

const entry = { script: '/app/out/main/captureProcess.js', execArgv: [] };
afterEach(() => {
  forked.length = 0;
  vi.restoreAllMocks();
});

describe('a capture process started by Electron’s utilityProcess', () => {
  it('is forked with its script and arguments, and gets the messages sent before it was up, in order', () => {
    const port = forkUtilityProcess(entry, ['/app/audify']);
    const child = forked[0]!;
    expect(child.forkedWith.slice(0, 2)).toEqual(['/app/out/main/captureProcess.js', ['/app/audify']]);
    port.send({ type: 'list' });
    port.send({ type: 'start' });
    expect(child.posted).toEqual([]);
    child.up(4242);
    port.send({ type: 'later' });
    expect(child.posted).toEqual([{ type: 'list' }, { type: 'start' }, { type: 'later' }]);
  });

  it('is ended with SIGKILL by its pid, not asked with SIGTERM, and kill() waits until it has exited', async () => {
    const signals: [number, string | number | undefined][] = [];
    vi.spyOn(process, 'kill').mockImplementation((pid, signal) => {
      signals.push([pid, signal]);
      return true;
    });
    const port = forkUtilityProcess(entry, []);
    const child = forked[0]!;
    child.up(4243);
    let gone = false;
    const killing = port.kill().then(() => (gone = true));
    await Promise.resolve();
    expect(signals).toEqual([[4243, 'SIGKILL']]);
    expect(child.killedGently).toBe(false);
    expect(gone).toBe(false);
    child.emit('exit', null);
    await killing;
    expect(gone).toBe(true);
  });

  it('passes on its messages, says how it ended when it dies by itself, and drops what is sent after', async () => {
    const port = forkUtilityProcess(entry, []);
    const child = forked[0]!;
    child.up(4244);
    const received: unknown[] = [];
    port.onMessage((message) => received.push(message));
    const ended = new Promise<string>((resolve) => port.onExit(resolve));
    child.emit('message', { type: 'devices' });
    child.emit('exit', 134);
    expect(received).toEqual([{ type: 'devices' }]);
    expect(await ended).toBe('exit code 134');
    port.send({ type: 'list' });
    expect(child.posted).toEqual([]);
  });
});
