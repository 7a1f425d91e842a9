// The audio worker's entry: serves the audio task table (audioTasks.ts) for the pools in audioWork.ts. Built as
// its own main-bundle input (electron.vite.config.ts: out/main/audioWorker.js), so it runs from source (tsx) and
// from the built app alike.
import { serveTasks } from '../../node/work/taskServer';
import { audioTasks } from './audioTasks';

serveTasks(audioTasks);
