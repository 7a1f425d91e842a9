// The probe worker of the pool's tests: serves probeTasks.ts as ../workWorker.ts serves workTasks.
import { serveTasks } from '../taskServer';
import { probeTasks } from './probeTasks';

serveTasks(probeTasks);
