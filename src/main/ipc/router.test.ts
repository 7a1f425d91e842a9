import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, event, type HandlerContext } from '../../shared/ipc/define';
import { IpcRouter, type SenderInfo } from './router';

const testContract = {
  glossary: {
    rename: call(z.object({ id: z.string().min(1), name: z.string().max(10) }), z.object({ name: z.string() })),
    onSaved: event(z.object({ id: z.string() })),
  },
} as const;

const trusted: SenderInfo = { id: 1, frameUrl: 'app://glossa/index.html', isTopFrame: true };

type RenameHandler = (req: { id: string; name: string }, ctx: HandlerContext) => Promise<{ name: string }>;

function makeRouter(handler: RenameHandler = vi.fn(async ({ name }) => ({ name, secret: 'leak' }))) {
  const deliver = vi.fn();
  const router = new IpcRouter(
    testContract,
    { glossary: { rename: handler } },
    {
      isTrustedUrl: (url) => url.startsWith('app://glossa/'),
      deliver,
    },
  );
  return { router, handler, deliver };
}

describe('IpcRouter: a call reaches its handler only when sender and payload are valid', () => {
  it('runs the handler for a valid payload from the app itself and returns its value', async () => {
    const handler = vi.fn<RenameHandler>(async ({ name }) => ({ name }));
    const { router } = makeRouter(handler);
    const result = await router.handle('glossary:rename', trusted, { id: 'g1', name: 'Legal' });
    expect(result).toEqual({ ok: true, value: { name: 'Legal' } });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('drops response fields the contract does not declare', async () => {
    const { router } = makeRouter();
    const result = await router.handle('glossary:rename', trusted, { id: 'g1', name: 'Legal' });
    expect(JSON.stringify(result)).not.toContain('leak');
  });

  it('rejects a malformed payload with a validation error before the handler runs', async () => {
    const handler = vi.fn<RenameHandler>();
    const { router } = makeRouter(handler);
    const result = await router.handle('glossary:rename', trusted, { id: '', name: 'far too long a name' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('validation');
    expect(result.error.fields?.map((f) => f.field).sort()).toEqual(['id', 'name']);
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a message from a foreign origin before the handler runs', async () => {
    const handler = vi.fn<RenameHandler>();
    const { router } = makeRouter(handler);
    const result = await router.handle(
      'glossary:rename',
      { ...trusted, frameUrl: 'https://evil.example/' },
      { id: 'g', name: 'x' },
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbiddenSender' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a message from a subframe, even one served by the app', async () => {
    const handler = vi.fn<RenameHandler>();
    const { router } = makeRouter(handler);
    const result = await router.handle('glossary:rename', { ...trusted, isTopFrame: false }, { id: 'g', name: 'x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbiddenSender' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects unknown channels', async () => {
    const { router } = makeRouter();
    expect(await router.handle('shell:exec', trusted, 'rm -rf /')).toMatchObject({
      ok: false,
      error: { kind: 'forbiddenSender' },
    });
  });

  it('reports an unexpected handler failure as internal, without its text', async () => {
    const { router } = makeRouter(vi.fn(async () => Promise.reject(new Error('stack with /home/user/secret'))));
    const result = await router.handle('glossary:rename', trusted, { id: 'g', name: 'x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret');
  });

  it('refuses to start when a call has no handler', () => {
    expect(
      () => new IpcRouter(testContract, { glossary: {} } as never, { isTrustedUrl: () => true, deliver: vi.fn() }),
    ).toThrow(/No handler/);
  });
});

describe('IpcRouter: events go only to subscribed, trusted windows', () => {
  it('delivers an event to subscribers and stops after unsubscribe', () => {
    const { router, deliver } = makeRouter();
    router.setSubscription('glossary:onSaved', trusted, true);
    router.emit('glossary', 'onSaved', { id: 'g1' });
    expect(deliver).toHaveBeenCalledWith(1, 'glossary:onSaved', { id: 'g1' });
    router.setSubscription('glossary:onSaved', trusted, false);
    router.emit('glossary', 'onSaved', { id: 'g2' });
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('refuses a subscription from a foreign origin', () => {
    const { router } = makeRouter();
    expect(() =>
      router.setSubscription('glossary:onSaved', { ...trusted, frameUrl: 'http://evil.test/' }, true),
    ).toThrow();
    expect(router.subscriberCount('glossary:onSaved')).toBe(0);
  });

  it('validates event payloads against the contract', () => {
    const { router } = makeRouter();
    expect(() => router.emit('glossary', 'onSaved', { id: 42 } as never)).toThrow();
  });

  it('forgets a closed window and aborts its calls in flight', async () => {
    let seen: AbortSignal | undefined;
    const { router } = makeRouter(
      vi.fn((_req: unknown, ctx: HandlerContext) => {
        seen = ctx.signal;
        return new Promise<{ name: string }>((resolve) =>
          ctx.signal.addEventListener('abort', () => resolve({ name: 'aborted' })),
        );
      }),
    );
    router.setSubscription('glossary:onSaved', trusted, true);
    const pending = router.handle('glossary:rename', trusted, { id: 'g', name: 'x' });
    router.dropSender(trusted.id);
    await pending;
    expect(seen?.aborted).toBe(true);
    expect(router.subscriberCount('glossary:onSaved')).toBe(0);
  });
});

describe('IpcRouter: a call the window named can be cancelled by that name', () => {
  it("aborts the named call's signal on cancelCall, for that sender only, and forgets it once it ends", async () => {
    let seen: AbortSignal | undefined;
    const handler = vi.fn<RenameHandler>(
      (_req, ctx) =>
        new Promise((resolve, reject) => {
          seen = ctx.signal;
          ctx.signal.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
        }),
    );
    const { router } = makeRouter(handler);
    const pending = router.handle('glossary:rename', trusted, { id: 'g1', name: 'Legal' }, 'call-1');
    await vi.waitFor(() => expect(seen).toBeDefined());
    expect(router.cancelCall(2, 'call-1')).toBe(false); // another window cannot cancel it
    expect(seen!.aborted).toBe(false);
    expect(router.cancelCall(1, 'call-1')).toBe(true);
    expect(seen!.aborted).toBe(true);
    expect((await pending).ok).toBe(false);
    expect(router.cancelCall(1, 'call-1')).toBe(false);
  });

  it('lets a handler cancel another call of its sender through its context (app.cancelCall)', async () => {
    const signals: AbortSignal[] = [];
    const handler = vi.fn<RenameHandler>(async ({ id, name }, ctx) => {
      if (id === 'cancel') return { name: String(ctx.cancelCall?.(name)) };
      signals.push(ctx.signal);
      await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
      return { name };
    });
    const { router } = makeRouter(handler);
    const slow = router.handle('glossary:rename', trusted, { id: 'g1', name: 'Legal' }, 'c7');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(await router.handle('glossary:rename', trusted, { id: 'cancel', name: 'c7' })).toEqual({
      ok: true,
      value: { name: 'true' },
    });
    expect(signals[0]!.aborted).toBe(true);
    await slow;
  });
});
