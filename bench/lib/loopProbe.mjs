// Loaded with `node --import` into the app's own process (the browser shell) by the responsiveness bench: main's
// event-loop delay, read and reset over the IPC channel the bench spawned it with. Changes nothing in the app.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 2 });
delay.enable();
process.on('message', (message) => {
  if (message !== 'loop?') return;
  process.send?.({
    p99: delay.percentile(99) / 1e6,
    max: delay.max / 1e6,
    count: delay.count,
  });
  delay.reset();
});
// The channel must not keep the app alive on its own.
process.channel?.unref();
