import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GlossaError } from '../../shared/errors';

let ipc: typeof import('./ipc');

beforeAll(async () => {
  vi.stubGlobal('window', { glossa: {} });
  ipc = await import('./ipc');
});

describe('unwrap and errorDataOf', () => {
  it('an error from main comes back typed, with its message, and becomes the same data for a notice', async () => {
    const error = {
      kind: 'quota' as const,
      message: 'The monthly character quota is used up.',
      nextStep: 'Wait for the next period.',
      status: 456,
    };
    const thrown = await ipc.unwrap(Promise.resolve({ ok: false, error })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(GlossaError);
    expect(ipc.errorDataOf(thrown)).toMatchObject(error);
  });

  it('anything else (a bug in the renderer) becomes a plain notice instead of a second failure', () => {
    expect(ipc.errorDataOf(new TypeError('x is undefined'))).toEqual({
      kind: 'internal',
      message: 'Something went wrong.',
    });
    expect(ipc.errorDataOf(undefined, 'Could not load the keys.')).toEqual({
      kind: 'internal',
      message: 'Could not load the keys.',
    });
  });
});
