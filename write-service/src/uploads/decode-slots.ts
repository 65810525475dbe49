import { FairQueue } from './fair-queue.js';

/**
 * At most a few images decode at once in this process, however many uploads arrive: each
 * decode holds a whole image in memory, so the slots bound the memory uploads can take. Who
 * waits is served fairly by requester (FairQueue): one person's many or heavy uploads do not
 * make everyone else's wait behind all of them, only behind the decodes already running.
 */
export class DecodeSlots {
  private free: number;
  private readonly queue = new FairQueue<() => void>();

  constructor(size: number) {
    this.free = size;
  }

  /** Runs `work` in a slot; `requester` is who asked (the signed-in user's id). */
  async run<T>(requester: string, work: () => Promise<T>): Promise<T> {
    if (this.free > 0) {
      this.free -= 1;
      this.queue.started(requester);
    } else {
      await new Promise<void>((resolve) => this.queue.add(requester, resolve));
    }
    try {
      return await work();
    } finally {
      this.queue.finished(requester);
      const next = this.queue.take();
      if (next) next();
      else this.free += 1;
    }
  }
}

/** Two: enough to keep both cores busy, little enough that ten large uploads cannot swell the process. */
export const imageDecodeSlots = new DecodeSlots(2);
