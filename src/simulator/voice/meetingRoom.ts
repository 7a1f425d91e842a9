// What the sessions of one account that stream at the same time hear: one room. The simulator cannot recognise
// speech, so a segment's words are the room's next phrase (transcriptScript.ts); with both sides of a call
// captioned as two sessions, the room gives the two sides consecutive phrases in the order they speak, so each
// side's lines differ as the people's words do. A segment that starts in another session of the room at the same
// moment (within `SAME_SPEECH_MS`) is the same speech heard twice, an echo (your voice coming back in the
// meeting's audio), and gets that segment's phrase, as a real recogniser would write the same words. Limits:
// two people who start talking at the very same moment are taken for one; a session that sends audio faster
// than real time (catching up after a reconnect) dates its segments by when they arrive.

/** Two segments that start this close on the wall clock are the same speech. */
const SAME_SPEECH_MS = 900;
/** Segments remembered for matching (older ones can no longer be echoed). */
const REMEMBERED = 32;

export class MeetingRoom {
  private next = 0;
  private readonly recent: { sessionId: string; startedAt: number; phrase: number }[] = [];
  private readonly streaming = new Set<string>();

  /** A session starts streaming in the room. */
  join(sessionId: string): void {
    this.streaming.add(sessionId);
  }

  /** A session ended; the room is empty (and starts again at the first phrase) when the last one has. */
  leave(sessionId: string): boolean {
    this.streaming.delete(sessionId);
    return this.streaming.size === 0;
  }

  /** The phrase of a segment that began at `startedAt` (epoch ms) in `sessionId`. */
  phraseFor(sessionId: string, startedAt: number): number {
    const same = this.recent.find(
      (s) => s.sessionId !== sessionId && Math.abs(s.startedAt - startedAt) <= SAME_SPEECH_MS,
    );
    const phrase = same ? same.phrase : this.next++;
    this.recent.push({ sessionId, startedAt, phrase });
    if (this.recent.length > REMEMBERED) this.recent.shift();
    return phrase;
  }
}

/** The rooms of a simulator, one per account key, each while a session of it streams. */
export class MeetingRooms {
  private readonly byKey = new Map<string, MeetingRoom>();

  join(key: string, sessionId: string): MeetingRoom {
    let room = this.byKey.get(key);
    if (!room) {
      room = new MeetingRoom();
      this.byKey.set(key, room);
    }
    room.join(sessionId);
    return room;
  }

  leave(key: string, sessionId: string): void {
    if (this.byKey.get(key)?.leave(sessionId)) this.byKey.delete(key);
  }
}
