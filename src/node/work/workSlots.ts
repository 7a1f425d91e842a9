// How many worker tasks may run at once in this process, shared by every pool in it (issue 25): in the offline
// demo the simulator's document work and main's own work run in the same process, and together they must leave
// a core to main's thread, where every window's calls wait. A slot is granted in the order it was asked for,
// whichever pool asked; a grant whose task has gone (cancelled, or its pool closed) passes the slot on.

/** Called when a slot is granted; returns false when its task no longer wants it (the slot goes to the next). */
export type SlotGrant = () => boolean;

export class WorkSlots {
  private used = 0;
  private readonly waiting: SlotGrant[] = [];

  /** @param size tasks at once, across every pool that shares these slots (at least 1). */
  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`WorkSlots needs a size of at least 1, not ${size}.`);
  }

  /** Asks for a slot: `grant` is called at once when one is free and nobody waits, or later, in order. */
  request(grant: SlotGrant): void {
    this.waiting.push(grant);
    this.hand();
  }

  /** Gives back a slot that a granted task held. */
  release(): void {
    if (this.used === 0) throw new Error('A work slot was released that was never granted.');
    this.used--;
    this.hand();
  }

  /** Slots in use and grants waiting, for tests and benches. */
  get load(): { running: number; waiting: number } {
    return { running: this.used, waiting: this.waiting.length };
  }

  private hand(): void {
    while (this.used < this.size && this.waiting.length > 0) {
      const grant = this.waiting.shift()!;
      this.used++;
      if (!grant()) this.used--;
    }
  }
}
