import { Gauge } from 'prom-client';
import { metricsRegistry } from '@kamra/platform';
import { FairQueue } from './fair-queue.js';

interface Waiting {
  heavy: boolean;
  start: () => void;
}

/**
 * At most a few images decode at once in this process, however many uploads arrive: each
 * decode holds a whole image in memory, so the slots bound the memory uploads can take. Who
 * waits is served fairly by requester (FairQueue), and heavy decodes (dear by their header's
 * cost) hold at most all slots but one: so someone's ordinary photo waits at most for an
 * ordinary decode, never behind another person's queue of heavy ones.
 */
export class DecodeSlots {
  private free: number;
  private heavyRunning = 0;
  private readonly heavyLimit: number;
  private readonly queue = new FairQueue<Waiting>();

  /** `heavyCost`: decode cost (bytes of pixels, see decode-cost.ts) above which a decode is heavy. */
  constructor(private readonly size: number, private readonly heavyCost: number) {
    this.free = size;
    this.heavyLimit = Math.max(1, size - 1);
  }

  /** Decodes waiting for a slot. */
  get waiting(): number {
    return this.queue.size;
  }

  /** Decodes holding a slot. */
  get running(): number {
    return this.size - this.free;
  }

  /** Runs `work` in a slot; `requester` is who asked (the signed-in user's id), `cost` what it decodes. */
  async run<T>(requester: string, cost: number, work: () => Promise<T>): Promise<T> {
    const heavy = cost > this.heavyCost;
    await new Promise<void>((start) => {
      this.queue.add(requester, { heavy, start });
      this.startWhatCan();
    });
    try {
      return await work();
    } finally {
      this.free += 1;
      if (heavy) this.heavyRunning -= 1;
      this.queue.finished(requester);
      this.startWhatCan();
    }
  }

  private startWhatCan(): void {
    while (this.free > 0) {
      const next = this.queue.take((job) => !job.heavy || this.heavyRunning < this.heavyLimit);
      if (next === undefined) return;
      this.free -= 1;
      if (next.heavy) this.heavyRunning += 1;
      next.start();
    }
  }
}

/**
 * Above 48 MB of pixels (12 MP at 4 bytes: a phone photo, or a screenshot with alpha), a decode
 * takes several times a photo's: 3000 x 2950 at 16 bits with alpha (71 MB) took 0.5 s of CPU here
 * against 0.2 s for a 3000 x 2000 JPEG.
 */
export const HEAVY_DECODE_BYTES = 48_000_000;

/** Two: enough to keep both cores busy, little enough that ten large uploads cannot swell the process. */
export const imageDecodeSlots = new DecodeSlots(2, HEAVY_DECODE_BYTES);

new Gauge({
  name: 'kamra_image_decode_queue_length',
  help: 'Uploaded pictures waiting for a decode slot (the fair queue); it grows when uploads outpace the CPU.',
  registers: [metricsRegistry],
  collect() {
    this.set(imageDecodeSlots.waiting);
  },
});

new Gauge({
  name: 'kamra_image_decodes_running',
  help: 'Pictures being decoded now (at most the number of decode slots).',
  registers: [metricsRegistry],
  collect() {
    this.set(imageDecodeSlots.running);
  },
});
