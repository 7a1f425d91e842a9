// The preload as the build makes it: bundled with the project's own preload plugins, then run against a
// stand-in for Electron's preload modules. It bridges exactly the contract and carries no schemas.
import { rolldown } from 'rolldown';
import { runInNewContext } from 'node:vm';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contractOutline } from '../../build/contractOutline';
import { contract } from '../shared/contract';
import { channels } from '../shared/ipc/define';

let code = '';

beforeAll(async () => {
  const bundle = await rolldown({
    input: resolve(__dirname, 'index.ts'),
    external: ['electron'],
    platform: 'node',
    plugins: [contractOutline],
  });
  code = (await bundle.generate({ format: 'cjs' })).output[0].code;
  await bundle.close();
});

function loadPreload() {
  const exposed: Record<string, Record<string, Record<string, (...args: unknown[]) => unknown>>> = {};
  const electron = {
    contextBridge: { exposeInMainWorld: (name: string, api: never) => void (exposed[name] = api) },
    ipcRenderer: {
      invoke: vi.fn(async () => ({ ok: true, value: 'answer' })),
      on: vi.fn(),
      send: vi.fn(),
      removeAllListeners: vi.fn(),
    },
    webUtils: { getPathForFile: () => '/home/ana/brief.docx' },
  };
  const require = (id: string) => {
    if (id !== 'electron') throw new Error(`the preload required ${id}`);
    return electron;
  };
  runInNewContext(code, { require, module: { exports: {} }, exports: {} });
  return { exposed, ipcRenderer: electron.ipcRenderer };
}

describe('the built preload', () => {
  it('is small and carries no schemas: zod stays in main and the renderer', () => {
    expect(code.length).toBeLessThan(12_000);
    expect(code).not.toMatch(/zod|ZodType|safeParse/);
  });

  it('exposes one method per contract channel and nothing else', () => {
    const { exposed } = loadPreload();
    expect(Object.keys(exposed).sort()).toEqual(['glossa', 'glossaFiles']);
    const methods = Object.entries(exposed.glossa!).flatMap(([area, fns]) =>
      Object.keys(fns).map((method) => `${area}:${method}`),
    );
    expect(methods.sort()).toEqual([...channels(contract)].map((c) => c.channel).sort());
  });

  it('sends a call on its own channel and hands back only the result, never the IPC event', async () => {
    const { exposed, ipcRenderer } = loadPreload();
    await expect(exposed.glossa!.settings!.update!({ theme: 'dark' })).resolves.toEqual({ ok: true, value: 'answer' });
    expect(ipcRenderer.invoke).toHaveBeenCalledWith('settings:update', { theme: 'dark' });

    const listener = vi.fn();
    exposed.glossa!.settings!.onChanged!(listener);
    expect(ipcRenderer.send).toHaveBeenCalledWith('settings:onChanged:subscribe');
    const [channel, forward] = ipcRenderer.on.mock.calls[0] as unknown as [
      string,
      (event: unknown, payload: unknown) => void,
    ];
    expect(channel).toBe('settings:onChanged');
    forward({ sender: 'the IPC event' }, { theme: 'light' });
    expect(listener).toHaveBeenCalledWith({ theme: 'light' });
    expect(listener.mock.calls[0]).toHaveLength(1);
  });
});
