// Small measuring helpers shared by the benches.
import { performance } from 'node:perf_hooks';

export interface Timing {
  medianMs: number;
  minMs: number;
  runs: number[];
}

export function summarize(runs: number[]): Timing {
  const sorted = [...runs].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, minMs: sorted[0]!, runs };
}

/** Runs each candidate `rounds` times, alternating A, B, A, B… so both see the same machine state. */
export async function alternate(
  rounds: number,
  candidates: Record<string, () => unknown | Promise<unknown>>,
): Promise<Record<string, Timing>> {
  const runs: Record<string, number[]> = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (let i = 0; i < rounds; i++) {
    for (const [name, fn] of Object.entries(candidates)) {
      (globalThis as { gc?: () => void }).gc?.();
      const start = performance.now();
      await fn();
      runs[name]!.push(performance.now() - start);
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, summarize(v)]));
}

/** Samples this process's RSS every `everyMs` until stopped; returns the peak in MiB. */
export function sampleRss(everyMs = 20): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage.rss());
      return peak / (1024 * 1024);
    },
  };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
