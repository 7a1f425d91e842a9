// Electron edge: a child process of the app's own through Electron's utilityProcess (the ForkProcess of
// src/node/work/childProcess.ts), for the live captions' capture. Ended with SIGKILL by its pid: its own kill()
// sends SIGTERM, which a process stuck in native code may never act on.
import { utilityProcess } from 'electron';
import type { ForkProcess } from '../../node/work/childProcess';

export const forkUtilityProcess: ForkProcess = (entry, args) => {
  const child = utilityProcess.fork(entry.script, args, {
    execArgv: entry.execArgv,
    stdio: 'inherit',
    serviceName: 'Glossa audio capture',
  });
  // Messages wait for the process to be up (its pid is known from 'spawn' on).
  let waiting: unknown[] | undefined = [];
  child.once('spawn', () => {
    for (const message of waiting ?? []) child.postMessage(message);
    waiting = undefined;
  });
  let ended = false;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code) => {
      ended = true;
      resolve(`exit code ${code}`);
    }),
  );
  return {
    send: (message) => {
      if (ended) return;
      if (waiting) waiting.push(message);
      else child.postMessage(message);
    },
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => void exited.then(listener),
    kill: async () => {
      if (ended) return;
      if (child.pid === undefined) child.kill();
      else process.kill(child.pid, 'SIGKILL');
      await exited;
    },
  };
};
