// A simulator in a child process that reports its own memory, for tests that check the simulator's memory
// stays flat (run with `node --expose-gc --import tsx`, an IPC channel, and the simulator's CLI flags as JSON
// in argv[2]). It samples process.memoryUsage().rss every 10 ms and answers IPC messages:
// `{ type: 'baseline' }` collects garbage, then starts a new peak and answers `{ rss }`;
// `{ type: 'peak' }` answers `{ rss, peakRss }` since the last baseline.
import { startSimulator, type SimulatorOptions } from '../index';

type ProbeRequest = { type: 'baseline' } | { type: 'peak' };

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as SimulatorOptions;
  const simulator = await startSimulator({ port: 0, ...options });
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  process.on('message', (message: ProbeRequest) => {
    if (message.type === 'baseline') {
      (globalThis as { gc?: () => void }).gc?.();
      peak = process.memoryUsage.rss();
      process.send!({ rss: peak });
    } else {
      const rss = process.memoryUsage.rss();
      peak = Math.max(peak, rss);
      process.send!({ rss, peakRss: peak });
    }
  });
  process.once('disconnect', () => {
    clearInterval(sampler);
    void simulator.close().then(() => process.exit(0));
  });
  process.send!({ ready: { proUrl: simulator.proUrl, proKey: simulator.keys.pro, uploadDir: simulator.uploadDir } });
}

void main();
