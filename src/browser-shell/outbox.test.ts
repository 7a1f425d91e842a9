// What the shell sends a window: long messages in bounded parts, in order, paced by what the socket has taken,
// and a window that stops reading dropped once too much waits for it.
import { describe, expect, it, vi } from 'vitest';
import { MAX_FRAME_BYTES, PART_CHARS, ShellMessageReader, type ShellMessage } from '../shared/ipc/shellFrames';
import { MAX_UNREAD_BYTES, Outbox, SEND_WINDOW_BYTES, type OutboxSocket } from './outbox';

/** A socket whose "network" takes frames only when the test says so (the window reading). */
function fakeSocket() {
  const handed: string[] = [];
  const pending: (() => void)[] = [];
  let buffered = 0;
  let terminated = false;
  const socket: OutboxSocket = {
    get bufferedAmount() {
      return buffered;
    },
    isOpen: () => !terminated,
    send(frame, done) {
      handed.push(frame);
      buffered += Buffer.byteLength(frame);
      pending.push(() => {
        buffered -= Buffer.byteLength(frame);
        done();
      });
    },
    terminate: () => void (terminated = true),
  };
  return {
    socket,
    handed,
    /** The window reads: every frame handed so far leaves the buffer, which lets the outbox send more. */
    drain() {
      while (pending.length > 0) pending.shift()!();
    },
    get terminated() {
      return terminated;
    },
    get buffered() {
      return buffered;
    },
  };
}

/** Turns of the event loop: the outbox sends at most one frame in each. */
const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((done) => setImmediate(done));
};

/** The window reads on, turn after turn, until the outbox has nothing more to send. */
async function readOn(net: ReturnType<typeof fakeSocket>) {
  for (let quiet = 0; quiet < 3;) {
    const handed = net.handed.length;
    net.drain();
    await turns(1);
    quiet = net.handed.length === handed && net.buffered === 0 ? quiet + 1 : 0;
  }
}

function readAll(frames: string[]): Exclude<ShellMessage, { type: 'part' }>[] {
  const reader = new ShellMessageReader();
  const messages: Exclude<ShellMessage, { type: 'part' }>[] = [];
  for (const frame of frames) {
    const read = reader.read(frame);
    if (read && 'error' in read) throw new Error(read.error);
    if (read) messages.push(read.message);
  }
  return messages;
}

const bigAnswer = (id: number, chars: number): Exclude<ShellMessage, { type: 'part' }> => ({
  type: 'result',
  id,
  result: { ok: true, value: { base64: 'A'.repeat(chars) } },
});

describe('the shell sends a window', () => {
  it('a short message as one frame', () => {
    const net = fakeSocket();
    new Outbox(net.socket, () => undefined).send({
      type: 'event',
      channel: 'settings:onChanged',
      payload: { theme: 'dark' },
    });
    expect(net.handed).toHaveLength(1);
    expect(readAll(net.handed)).toEqual([{ type: 'event', channel: 'settings:onChanged', payload: { theme: 'dark' } }]);
  });

  it('a long answer in parts no larger than a frame, only as fast as the window takes them, joined back exactly', async () => {
    const net = fakeSocket();
    const outbox = new Outbox(net.socket, () => undefined);
    const answer = bigAnswer(3, 20 * PART_CHARS);
    outbox.send(answer);
    await turns(30);
    // Not all at once: the socket holds at most its window (plus the frame that crossed it).
    expect(net.handed.length).toBeLessThan(10);
    expect(net.buffered).toBeLessThan(SEND_WINDOW_BYTES + MAX_FRAME_BYTES);
    await readOn(net);
    expect(net.handed.length).toBeGreaterThan(20);
    for (const frame of net.handed) expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(MAX_FRAME_BYTES);
    expect(readAll(net.handed)).toEqual([answer]);
  });

  it('never puts another message between the parts of a long one, and keeps their order', async () => {
    const net = fakeSocket();
    const outbox = new Outbox(net.socket, () => undefined);
    const first = bigAnswer(1, 5 * PART_CHARS);
    const event = { type: 'event' as const, channel: 'documents:onChanged', payload: { jobs: [] } };
    const second = bigAnswer(2, 3 * PART_CHARS);
    outbox.send(first);
    outbox.send(event);
    outbox.send(second);
    await readOn(net);
    expect(readAll(net.handed)).toEqual([first, event, second]);
  });

  it(
    'drops a window that stops reading once more than MAX_UNREAD_BYTES wait behind what it is being sent',
    { timeout: 30_000 },
    () => {
      const net = fakeSocket();
      const drops: number[] = [];
      const outbox = new Outbox(net.socket, (unread) => drops.push(unread));
      // One answer far larger than the bound is fine for a window that reads: it waits only one frame at a time.
      outbox.send(bigAnswer(1, MAX_UNREAD_BYTES + PART_CHARS));
      outbox.send({ type: 'event', channel: 'c', payload: 1 });
      expect(net.terminated).toBe(false);
      // The window stops reading; answers pile up behind the one on its way until the bound is passed.
      let id = 2;
      while (!net.terminated && id < 1000) outbox.send(bigAnswer(id++, 4 * PART_CHARS));
      expect(net.terminated).toBe(true);
      expect(drops).toHaveLength(1);
      expect(drops[0]).toBeGreaterThan(MAX_UNREAD_BYTES);
      expect(id - 2).toBeGreaterThan(MAX_UNREAD_BYTES / (4 * PART_CHARS) - 1);
    },
  );
});

describe('the window reads the shell', () => {
  it('refuses a frame over the bound, parts of two messages interleaved, or a message between parts', () => {
    expect(new ShellMessageReader().read('x'.repeat(MAX_FRAME_BYTES + 1))).toEqual({
      error: expect.stringContaining(`${MAX_FRAME_BYTES}`),
    });
    const part = (id: number, final: boolean) => JSON.stringify({ type: 'part', id, final, text: '{"type":' });
    const interleaved = new ShellMessageReader();
    expect(interleaved.read(part(1, false))).toBeNull();
    expect(interleaved.read(part(2, true))).toEqual({ error: expect.stringContaining('another message') });
    const between = new ShellMessageReader();
    expect(between.read(part(1, false))).toBeNull();
    expect(between.read(JSON.stringify({ type: 'event', channel: 'c', payload: 1 }))).toEqual({
      error: expect.stringContaining('between'),
    });
    expect(new ShellMessageReader().read(part(1, true))).toEqual({ error: expect.stringContaining('JSON') });
  });

  it('encodes a long answer part by part as the socket takes them, never the whole message at once', async () => {
    const net = fakeSocket();
    const outbox = new Outbox(net.socket, () => undefined);
    const stringify = vi.spyOn(JSON, 'stringify');
    const written = () => stringify.mock.results.map((r) => String(r.value ?? '').length);
    try {
      outbox.send(bigAnswer(1, 10 * PART_CHARS)); // about 10 parts
      await turns(30);
      // Only the parts the window had room for (each escaped once as text, once as a part's frame), no more.
      expect(Math.max(...written())).toBeLessThanOrEqual(PART_CHARS + 200);
      expect(written().reduce((a, b) => a + b, 0)).toBeLessThan(2 * (net.handed.length + 1) * PART_CHARS);
      await readOn(net);
      expect(Math.max(...written())).toBeLessThanOrEqual(PART_CHARS + 200);
    } finally {
      stringify.mockRestore();
    }
    expect(readAll(net.handed)).toEqual([bigAnswer(1, 10 * PART_CHARS)]);
  });

  it('hands the socket one frame per turn of the event loop, however much room it has', async () => {
    // A local socket takes megabytes at once: its buffer never fills, so only the turns pace the frames.
    const handed: string[] = [];
    const socket: OutboxSocket = {
      bufferedAmount: 0,
      isOpen: () => true,
      send: (frame, done) => (handed.push(frame), setImmediate(done)),
      terminate: () => undefined,
    };
    const answer = bigAnswer(4, 10 * PART_CHARS);
    new Outbox(socket, () => undefined).send(answer);
    expect(handed).toHaveLength(1);
    await turns(1);
    expect(handed.length).toBeLessThanOrEqual(2);
    await turns(40);
    expect(readAll(handed)).toEqual([answer]);
  });
});
