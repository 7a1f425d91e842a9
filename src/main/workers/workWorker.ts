// The work pool's worker entry (workerPool.ts): serves the task table of workTasks.ts. Built as its own
// main-bundle input (electron.vite.config.ts: out/main/workWorker.js), so it runs from source (tsx) and from
// the built app alike.
import { serveTasks } from '../../node/work/taskServer';
import { workTasks } from './workTasks';

serveTasks(workTasks);
