// What the shell sends one window, in order and paced. A message longer than a part goes as parts
// (framesOfMessage), all of one message before the next begins, each part encoded only when its turn comes
// (encoding a 10 MB answer's parts at once paused main's thread for 120-190 ms on a busy machine). The next frame goes only once the socket holds
// less than SEND_WINDOW_BYTES unsent, so a long answer never sits whole in the socket's buffer. A window that
// stops reading is dropped once MAX_UNREAD_BYTES of other messages wait behind the one it is being sent.
import { framesOfMessage, type LazyFrames, type ShellMessage } from '../shared/ipc/shellFrames';

/** Messages waiting for a window (not counting the one on its way); beyond this it is not reading, and is dropped. */
export const MAX_UNREAD_BYTES = 64 * 1024 * 1024;
/** The socket takes the next frame while it holds less than this unsent: two frames' worth in flight at most. */
export const SEND_WINDOW_BYTES = 2 * 1024 * 1024;

/** The part of a ws WebSocket the outbox uses. */
export interface OutboxSocket {
  readonly bufferedAmount: number;
  isOpen(): boolean;
  /** Sends a text frame; `done` runs once ws has handed it to the operating system (or failed). */
  send(frame: string, done: (error?: Error) => void): void;
  terminate(): void;
}

interface Waiting {
  frames: LazyFrames;
  next: number;
  /** UTF-16 units of the frames not sent yet (a stand-in for bytes: never more than twice off). */
  units: number;
}

export class Outbox {
  private readonly waiting: Waiting[] = [];
  /** Units waiting in messages behind the one being sent. */
  private behind = 0;
  private number = 0;
  private dropped = false;

  constructor(
    private readonly socket: OutboxSocket,
    private readonly onDrop: (unread: number) => void,
  ) {}

  send(message: Exclude<ShellMessage, { type: 'part' }>): void {
    if (this.dropped || !this.socket.isOpen()) return;
    const unread = this.behind + this.socket.bufferedAmount;
    if (unread > MAX_UNREAD_BYTES) {
      this.dropped = true;
      this.waiting.length = 0;
      this.onDrop(unread);
      this.socket.terminate();
      return;
    }
    const frames = framesOfMessage(message, ++this.number);
    const units = frames.units;
    if (this.waiting.length > 0) this.behind += units;
    this.waiting.push({ frames, next: 0, units });
    this.pump();
  }

  /** Hands frames to the socket while its window has room; each frame handed on calls this again. */
  private pump = (): void => {
    while (
      !this.dropped &&
      this.socket.isOpen() &&
      this.waiting.length > 0 &&
      this.socket.bufferedAmount < SEND_WINDOW_BYTES
    ) {
      const head = this.waiting[0]!;
      const frame = head.frames.frame(head.next++);
      head.units = Math.max(0, head.units - frame.length);
      if (head.next === head.frames.count) {
        this.waiting.shift();
        const following = this.waiting[0];
        if (following) this.behind -= following.units;
      }
      this.socket.send(frame, this.pump);
    }
  };
}
