// The offline demo starts its simulator only when it is first needed, once, through the `startDemo` it was given.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type DemoSimulator, OfflineDemo } from './offlineDemo';

const running = (): DemoSimulator => ({
  proUrl: 'http://127.0.0.1:1/',
  freeUrl: 'http://127.0.0.1:2/',
  keys: { pro: 'p', free: 'f', admin: 'a' },
  close: vi.fn(async () => undefined),
});

describe('OfflineDemo', () => {
  it('loads nothing until the demo is needed, then starts it once with its data folder', async () => {
    const simulator = running();
    const startDemo = vi.fn(async () => simulator);
    const demo = new OfflineDemo('/user', startDemo);
    expect(startDemo).not.toHaveBeenCalled();
    expect(demo.isRunning()).toBe(false);
    const [a, b] = await Promise.all([demo.service(), demo.service()]);
    expect(startDemo).toHaveBeenCalledTimes(1);
    expect(startDemo).toHaveBeenCalledWith({ dataDir: join('/user', 'offline-demo') });
    expect(a).toEqual({ proUrl: simulator.proUrl, freeUrl: simulator.freeUrl, keys: simulator.keys });
    expect(b).toEqual(a);
    await demo.stop();
    expect(simulator.close).toHaveBeenCalledTimes(1);
  });

  it('never starts one when a simulator runs elsewhere', async () => {
    const startDemo = vi.fn(async () => running());
    const demo = new OfflineDemo('/user', startDemo, {
      proUrl: 'http://127.0.0.1:9/',
      freeUrl: 'http://127.0.0.1:8/',
      keys: { pro: 'p', free: 'f', admin: 'a' },
    });
    expect((await demo.service()).proUrl).toBe('http://127.0.0.1:9/');
    expect(startDemo).not.toHaveBeenCalled();
  });

  it('tries again after a start that failed', async () => {
    const startDemo = vi
      .fn<() => Promise<DemoSimulator>>()
      .mockRejectedValueOnce(new Error('port in use'))
      .mockResolvedValueOnce(running());
    const demo = new OfflineDemo('/user', startDemo);
    await expect(demo.service()).rejects.toThrow('port in use');
    await expect(demo.service()).resolves.toMatchObject({ proUrl: 'http://127.0.0.1:1/' });
    expect(startDemo).toHaveBeenCalledTimes(2);
  });
});
