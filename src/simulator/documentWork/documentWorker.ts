// The document worker's entry: serves the document task table (documentTasks.ts) for the pool in
// documentWorkers.ts, one document at a time. Built as its own main-bundle input (electron.vite.config.ts:
// out/main/documentWorker.js), so it runs from source (tsx) and from the built app alike.
import { serveTasks } from '../../node/work/taskServer';
import { documentTasks } from './documentTasks';

serveTasks(documentTasks);
