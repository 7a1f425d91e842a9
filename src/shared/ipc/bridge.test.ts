import { describe, expect, it, vi } from 'vitest';
import { contract } from '../contract';
import { buildBridge } from './bridge';
import { channels, outlineOf } from './define';

function fakeTransport() {
  return { invoke: vi.fn(async () => ({ ok: true as const, value: null })), subscribe: vi.fn(() => () => undefined) };
}

describe('the bridge exposes exactly the contract', () => {
  it('has one method per contract channel and nothing else', () => {
    const api = buildBridge(outlineOf(contract), fakeTransport()) as unknown as Record<string, Record<string, unknown>>;
    const exposed = Object.entries(api).flatMap(([area, methods]) => Object.keys(methods).map((m) => `${area}:${m}`));
    expect(exposed.sort()).toEqual([...channels(contract)].map((c) => c.channel).sort());
    for (const methods of Object.values(api))
      for (const fn of Object.values(methods)) expect(typeof fn).toBe('function');
  });

  it('has no generic invoke, send or on', () => {
    const api = buildBridge(outlineOf(contract), fakeTransport()) as unknown as Record<string, unknown>;
    for (const generic of ['invoke', 'send', 'on', 'ipcRenderer', 'electronAPI', 'process'])
      expect(api).not.toHaveProperty(generic);
  });

  it('is frozen, so page scripts cannot add methods', () => {
    const api = buildBridge(outlineOf(contract), fakeTransport()) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.isFrozen(api.settings)).toBe(true);
  });

  it('sends calls on the channel named area:method', async () => {
    const transport = fakeTransport();
    const api = buildBridge(outlineOf(contract), transport);
    await api.settings.update({ theme: 'dark' });
    expect(transport.invoke).toHaveBeenCalledWith('settings:update', { theme: 'dark' });
  });

  it('passes the name a caller gives a call, so it can be cancelled later', async () => {
    const transport = fakeTransport();
    const api = buildBridge(outlineOf(contract), transport);
    await api.translate.text({ texts: ['Hi'], targetLang: 'de', sourceLang: null, glossaryId: null }, { callId: 'c1' });
    expect(transport.invoke).toHaveBeenCalledWith('translate:text', expect.objectContaining({ texts: ['Hi'] }), 'c1');
  });

  it('subscribes events with a listener and returns an unsubscribe function', () => {
    const transport = fakeTransport();
    const api = buildBridge(outlineOf(contract), transport);
    const off = api.settings.onChanged(() => undefined);
    expect(transport.subscribe).toHaveBeenCalledWith('settings:onChanged', expect.any(Function));
    expect(typeof off).toBe('function');
    expect(() => (api.settings.onChanged as (x: unknown) => void)('not a function')).toThrow(TypeError);
  });
});
