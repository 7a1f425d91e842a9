// For store tests only (vitest, node): a fake of `window.glossa` that answers each call with a function the test
// gives, records every call, and lets the test emit main's events. Install it before the store's module loads:
//   const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
import type { Contract } from '../../../shared/contract';
import type { BridgeApi } from '../../../shared/ipc/define';
import { toErrorData } from '../../../shared/errors';

type Answer = (request: unknown) => unknown;

export interface FakeGlossa {
  readonly glossa: BridgeApi<Contract>;
  /** Every call a store made, in order, as `area.method` with its request. */
  readonly calls: { method: string; request: unknown }[];
  /** Answers `area.method` with what `answer` returns (or the typed error it throws). */
  answer(method: string, answer: Answer): void;
  /** Main's event `area.onEvent` with this payload, to every listener. */
  emit(event: string, payload: unknown): void;
  /** The requests of one method, in order. */
  requests(method: string): unknown[];
}

export function fakeGlossa(): FakeGlossa {
  const answers = new Map<string, Answer>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const calls: { method: string; request: unknown }[] = [];
  const area = (name: string) =>
    new Proxy(
      {},
      {
        get: (_target, method: string) => {
          const key = `${name}.${method}`;
          if (method.startsWith('on')) {
            return (listener: (payload: unknown) => void) => {
              const set = listeners.get(key) ?? new Set();
              set.add(listener);
              listeners.set(key, set);
              return () => set.delete(listener);
            };
          }
          return async (request?: unknown) => {
            calls.push({ method: key, request });
            const answer = answers.get(key);
            if (!answer)
              return { ok: false, error: { kind: 'internal', message: `The test gave no answer for ${key}.` } };
            try {
              return { ok: true, value: await answer(request) };
            } catch (error) {
              return { ok: false, error: toErrorData(error) };
            }
          };
        },
      },
    );
  const glossa = new Proxy({}, { get: (_target, name: string) => area(name) }) as BridgeApi<Contract>;
  return {
    glossa,
    calls,
    answer: (method, answer) => void answers.set(method, answer),
    emit: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    requests: (method) => calls.filter((c) => c.method === method).map((c) => c.request),
  };
}

/** A fake made the window's `glossa` (renderer/lib/ipc.ts reads `window.glossa` when it loads). */
export function installFakeGlossa(): FakeGlossa {
  const fake = fakeGlossa();
  (globalThis as { window?: unknown }).window = { glossa: fake.glossa };
  return fake;
}
