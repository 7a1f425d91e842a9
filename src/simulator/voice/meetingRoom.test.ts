import { describe, expect, it } from 'vitest';
import { MeetingRoom, MeetingRooms } from './meetingRoom';

describe('a meeting room of sessions streaming at the same time', () => {
  it('gives the two sides of a call consecutive phrases in the order they speak', () => {
    const room = new MeetingRoom();
    expect(room.phraseFor('me', 1000)).toBe(0);
    expect(room.phraseFor('others', 4000)).toBe(1);
    expect(room.phraseFor('me', 8000)).toBe(2);
    expect(room.phraseFor('others', 12_000)).toBe(3);
  });

  it('gives speech heard in two sessions at once (an echo) the same phrase', () => {
    const room = new MeetingRoom();
    expect(room.phraseFor('me', 1000)).toBe(0);
    expect(room.phraseFor('others', 1400)).toBe(0);
    expect(room.phraseFor('others', 5000)).toBe(1);
  });

  it('never takes two segments of one session for the same speech', () => {
    const room = new MeetingRoom();
    expect(room.phraseFor('me', 1000)).toBe(0);
    expect(room.phraseFor('me', 1500)).toBe(1);
  });

  it('starts again at the first phrase once every session of the account has left', () => {
    const rooms = new MeetingRooms();
    const first = rooms.join('key', 'a');
    expect(first.phraseFor('a', 0)).toBe(0);
    expect(first.phraseFor('a', 5000)).toBe(1);
    expect(rooms.join('key', 'b')).toBe(first);
    rooms.leave('key', 'a');
    rooms.leave('key', 'b');
    expect(rooms.join('key', 'c').phraseFor('c', 0)).toBe(0);
    expect(rooms.join('other key', 'd')).not.toBe(first);
  });
});
