// What the shell sends one window, in order and paced. A message longer than a part goes as parts
// (framesOfMessage), all of one message before the next begins, each part encoded only when its turn comes
// (encoding a 10 MB answer's parts at once paused main's thread for 120-190 ms on a busy machine). At most one
// frame is made and handed on per turn of the event loop: a local socket takes megabytes at once, so a loop
// "while the socket has room" made and sent a 15 MB answer in one go (a 480 ms pause under load, issue 25's
// profile). The next frame goes only once the socket holds less than SEND_WINDOW_BYTES unsent, so a long answer
// never sits whole in the socket's buffer. A window that stops reading is dropped once MAX_UNREAD_BYTES of other
// messages wait behind the one it is being sent.
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

export class Outbox {
  private readonly waiting: LazyFrames[] = [];
  /** Units waiting in messages behind the one being sent. */
  private behind = 0;
  private number = 0;
  private dropped = false;
  /** A turn of the event loop is booked to send the next frame. */
  private booked = false;

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
    if (this.waiting.length > 0) this.behind += frames.units;
    this.waiting.push(frames);
    // The first frame of a message that finds the outbox idle goes at once; the rest one per turn.
    if (!this.booked) this.sendOne();
  }

  /** Hands the next frame to the socket if its window has room, and books the turn after for the one after. */
  private sendOne(): void {
    if (this.dropped || !this.socket.isOpen() || this.waiting.length === 0) return;
    if (this.socket.bufferedAmount >= SEND_WINDOW_BYTES) return; // the socket's callback books the next turn
    const head = this.waiting[0]!;
    const frame = head.next();
    if (head.done) {
      this.waiting.shift();
      const following = this.waiting[0];
      if (following) this.behind -= following.units;
    }
    this.socket.send(frame, this.book);
    if (this.waiting.length > 0) this.book();
  }

  private book = (): void => {
    if (this.booked) return;
    this.booked = true;
    setImmediate(() => {
      this.booked = false;
      this.sendOne();
    });
  };
}
