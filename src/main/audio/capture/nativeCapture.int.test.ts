// Main is never held by audify. Each capture runs in a process of its own, loaded here with a stand-in for audify
// that misbehaves as its native code can (testing/misbehavingAudify.ts): blocked for good, or dead by a signal.
// Stopping such a capture ends its process at once, a list that never comes fails in time with what to do, and a
// capture that dies is said as a failed capture; each time main goes on, and the next request is answered.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InternalError } from '../../../shared/errors';
import { NativeCapture } from './nativeCapture';

const audifyPath = join(__dirname, 'testing', 'misbehavingAudify.ts');
const captures: NativeCapture[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(captures.splice(0).map((capture) => capture.close()));
});

function nativeCapture(answerMs = 10_000): NativeCapture {
  const capture = new NativeCapture({ audifyPath, answerMs });
  captures.push(capture);
  return capture;
}

/** The capture processes alive on this machine that were given the stand-in (zombies are gone, not alive). */
function captureProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const alive = !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
        return alive && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(audifyPath);
      } catch {
        return false; // it ended while we looked
      }
    })
    .map(Number);
}

/** `promise`, or a failure naming `what` if it has not settled in `ms`: a bound on a hang, not a speed check. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} still waits after ${ms} ms`)), ms)),
  ]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a capture process that misbehaves never holds main', () => {
  it('a capture blocked for good in native code is stopped at once: its process is ended, not asked', async () => {
    vi.stubEnv('GLOSSA_TEST_AUDIFY', 'captureHangs');
    const capture = nativeCapture();
    const [microphone] = await capture.listDevices();
    const source = capture.source(microphone!);
    let frames = 0;
    await source.start(() => frames++);
    await vi.waitFor(() => expect(frames).toBe(3), { timeout: 20_000 });
    expect(captureProcesses()).toHaveLength(2); // the list's, and the blocked capture's

    await within(source.stop(), 10_000, 'stopping a blocked capture');
    expect(captureProcesses()).toHaveLength(1); // the list's is kept for the next list
    await capture.close();
    expect(captureProcesses()).toEqual([]);
  });

  it('a device list that never comes fails in time with what to do, and the next list is asked of a new process', async () => {
    vi.stubEnv('GLOSSA_TEST_AUDIFY', 'listHangs');
    const capture = nativeCapture(1_500);
    const failed = await within(capture.listDevices(), 30_000, 'a list that never comes').catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(InternalError);
    expect((failed as InternalError).uiMessage?.id).toBe('voice.error.captureFailed');
    expect((failed as InternalError).uiNextStep?.id).toBe('voice.error.checkDevice');
    expect(String((failed as InternalError).cause)).toContain('did not answer in 1500 ms');
    await vi.waitFor(() => expect(captureProcesses()).toEqual([]), { timeout: 10_000 });

    vi.stubEnv('GLOSSA_TEST_AUDIFY', '');
    const devices = await capture.listDevices();
    expect(devices.map((device) => device.label)).toEqual(['Misbehaving microphone']);
  });

  it('a capture whose process dies by itself is said as a failed capture, and main captures again', async () => {
    vi.stubEnv('GLOSSA_TEST_AUDIFY', 'captureDies');
    const capture = nativeCapture();
    const [microphone] = await capture.listDevices();
    const source = capture.source(microphone!);
    const failures: Error[] = [];
    await source.start(
      () => undefined,
      (error) => failures.push(error),
    );
    await vi.waitFor(() => expect(failures).toHaveLength(1), { timeout: 20_000 });
    expect(failures[0]).toBeInstanceOf(InternalError);
    expect((failures[0] as InternalError).uiMessage?.id).toBe('voice.error.captureFailed');
    expect(String(failures[0]!.cause)).toContain('SIGKILL');
    await within(source.stop(), 10_000, 'stopping a dead capture');

    vi.stubEnv('GLOSSA_TEST_AUDIFY', '');
    let frames = 0;
    await source.start(() => frames++);
    await vi.waitFor(() => expect(frames).toBeGreaterThan(3), { timeout: 20_000 });
    await sleep(50);
    await source.stop();
  });
});
