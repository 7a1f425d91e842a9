// The browser shell's frames: every frame is small, a long call arrives whole, and the joined limit is above
// the largest call the contract allows.
import { describe, expect, it } from 'vitest';
import { ImportFileSchema, StageFileChunkSchema } from '../calls/glossaries';
import {
  MAX_CALL_CHARS,
  MAX_FRAME_BYTES,
  PART_CHARS,
  PartJoiner,
  framesOfCall,
  parseClientMessage,
  type PartMessage,
} from './shellProtocol';

function joinFrames(frames: string[]): string | null {
  const joiner = new PartJoiner();
  for (const frame of frames) {
    const message = parseClientMessage(frame);
    if (message?.type !== 'part') return frame;
    const joined = joiner.add(message);
    if (joined && 'text' in joined) return joined.text;
    if (joined) throw new Error(joined.error);
  }
  return null;
}

describe('a call over the browser shell socket', () => {
  it('goes as one frame when it is short', () => {
    const frames = framesOfCall({ type: 'call', id: 1, channel: 'settings:get' }, 's');
    expect(frames).toHaveLength(1);
    expect(parseClientMessage(frames[0]!)).toMatchObject({ type: 'call', id: 1, secret: 's' });
  });

  it('goes in parts no larger than a frame when it is long, even written as escapes, and joins back exactly', () => {
    // Control characters are the worst case: JSON writes each one as six bytes.
    const payload = { text: '\u0001"é😀'.repeat(300_000), lone: '\ud800' };
    const frames = framesOfCall({ type: 'call', id: 7, channel: 'glossaries:importFile', payload }, 's');
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames) expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(MAX_FRAME_BYTES);
    const whole = parseClientMessage(joinFrames(frames)!);
    expect(whole).toMatchObject({ type: 'call', id: 7, payload });
  });

  it('never carries a whole glossary file in one call: the file goes in chunks that each fit one frame', () => {
    expect(Object.keys(ImportFileSchema.shape)).not.toContain('base64');
    const maxChunk = StageFileChunkSchema.shape.base64.maxLength!;
    const envelope = JSON.stringify({
      type: 'call',
      id: Number.MAX_SAFE_INTEGER,
      channel: 'glossaries:stageFileChunk',
      secret: 'x'.repeat(64),
      payload: { stagingId: 'f'.repeat(32), offset: Number.MAX_SAFE_INTEGER, base64: '' },
    }).length;
    expect(maxChunk + envelope).toBeLessThanOrEqual(MAX_FRAME_BYTES);
  });

  it('is refused when its parts go beyond the joined limit or interleave with another call', () => {
    const joiner = new PartJoiner();
    const part = (id: number, final = false): PartMessage => ({
      type: 'part',
      secret: 's',
      id,
      final,
      text: 'x'.repeat(PART_CHARS),
    });
    expect(joiner.add(part(1))).toBeNull();
    expect(joiner.add(part(2))).toEqual({ error: expect.stringContaining('another message') });
    const bounded = new PartJoiner();
    let result: ReturnType<PartJoiner['add']> = null;
    while (result === null) result = bounded.add(part(3));
    expect(result).toEqual({ error: expect.stringContaining(`${MAX_CALL_CHARS}`) });
  });
});
