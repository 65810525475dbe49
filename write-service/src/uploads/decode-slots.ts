/**
 * At most a few images decode at once in this process, however many uploads arrive: each
 * decode holds a whole image in memory, so the slots bound the memory uploads can take.
 */
export class DecodeSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

/** Two: enough to keep both cores busy, little enough that ten large uploads cannot swell the process. */
export const imageDecodeSlots = new DecodeSlots(2);
