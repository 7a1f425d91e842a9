// A Node process of the app's own, for native code that must be ended whatever it does (audify's capture:
// src/main/audio/capture/captureProcess.ts). One mechanism in both hosts, behind `ForkProcess`: the browser
// shell and the tests fork with Node's child_process (`forkNodeProcess`), the Electron app with its
// utilityProcess (src/main/shell/utilityProcessPort.ts), as Electron advises: a fork of the Electron binary
// runs only where ELECTRON_RUN_AS_NODE is honoured, which a hardened build turns off. The child speaks through
// `parentChannel()`, whichever way it was started.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** Main's side of one child process. */
export interface ChildProcessPort {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Once, when the process has ended by itself or was killed: how, in words for the log. */
  onExit(listener: (how: string) => void): void;
  /** Ends the process at once (SIGKILL where there are signals: nothing in it can block or refuse it). */
  kill(): Promise<void>;
}

/** Starts `entry` (from `processEntry`, node/work/workerEntry.ts) as a process, with `args` as its argv. */
export type ForkProcess = (entry: { script: string; execArgv: string[] }, args: string[]) => ChildProcessPort;

/** Every child alive, ended with this process however it exits (a stuck child cannot end itself). */
const alive = new Set<ChildProcess>();
let killedAtExit = false;

export const forkNodeProcess: ForkProcess = (entry, args) => {
  const child = fork(entry.script, args, {
    execArgv: entry.execArgv,
    serialization: 'advanced', // typed arrays cross as they are
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  if (!killedAtExit) {
    killedAtExit = true;
    process.once('exit', () => {
      for (const each of alive) each.kill('SIGKILL');
    });
  }
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
    child.once('error', (error) => resolve(error.message)); // it could not be started
  });
  // Neither the child nor its channel keeps this process running.
  child.unref();
  child.channel?.unref();
  return {
    send: (message) => {
      if (child.connected) child.send(message as never);
    },
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => void exited.then(listener),
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = once(child, 'exit');
      child.ref(); // waiting for it keeps this process running
      child.kill('SIGKILL');
      await gone;
    },
  };
};

/** The child's side: its parent's messages and its answers, started by Electron's utilityProcess or by fork. */
export function parentChannel(): {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
} {
  const utility = (process as { parentPort?: UtilityParentPort }).parentPort;
  if (utility)
    return {
      send: (message) => utility.postMessage(message),
      onMessage: (listener) => utility.on('message', (event) => listener(event.data)),
    };
  // Forked: the parent gone (or letting go), nothing is left to do.
  process.on('disconnect', () => process.exit(0));
  return {
    send: (message) => process.send?.(message),
    onMessage: (listener) => process.on('message', listener),
  };
}

/** Electron's `process.parentPort` in a utility process (this file is plain Node, so it is described here). */
interface UtilityParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}
