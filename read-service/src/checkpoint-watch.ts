import { Gauge } from 'prom-client';
import { comparePositions, type GlobalPosition } from '@kamra/eventstore';
import { metricsRegistry } from '@kamra/platform';

const readWaiters = new Gauge({
  name: 'kamra_read_waiters',
  help: 'Queries waiting for the read tables to include a position (x-after-position, read-your-writes); at READ_WAIT_MAX_WAITERS more are answered stale.',
  registers: [metricsRegistry],
});

export interface CheckpointWatchOptions {
  /** Reads where the projector has got to (the read tables' checkpoint). */
  readCheckpoint(): Promise<GlobalPosition | null>;
  /** Requests waiting at once; one more is answered at once, as stale. */
  maxWaiters: number;
  /** The longest a request waits. */
  maxWaitMs: number;
  /**
   * How often waiters look again when no wake-up comes (a missed notification, or a projector
   * in another process on a database without LISTEN).
   */
  fallbackMs?: number;
}

interface Waiter {
  wanted: GlobalPosition;
  done(reached: boolean): void;
}

/**
 * Read-your-writes without polling per request: waiters are woken when the projector moves
 * (an in-process event, or Postgres LISTEN/NOTIFY from a projector elsewhere), and however
 * many wait, one read of the checkpoint serves them all. Their number and their wait are capped.
 */
export class CheckpointWatch {
  private known: GlobalPosition | null = null;
  private readonly waiters = new Set<Waiter>();
  private reading: Promise<void> | null = null;
  private fallback: NodeJS.Timeout | null = null;

  constructor(private readonly options: CheckpointWatchOptions) {}

  /** The newest checkpoint this service has heard of (null before it has heard any). */
  get position(): GlobalPosition | null {
    return this.known;
  }

  get waiting(): number {
    return this.waiters.size;
  }

  /** True once the read tables include `wanted`; false when the wait ran out or was refused. */
  async reached(wanted: GlobalPosition): Promise<boolean> {
    if (this.passed(wanted)) return true;
    await this.refresh();
    if (this.passed(wanted)) return true;
    if (this.waiters.size >= this.options.maxWaiters) return false;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => finish(false), this.options.maxWaitMs);
      const waiter: Waiter = { wanted, done: (reached) => finish(reached) };
      const finish = (reached: boolean): void => {
        clearTimeout(timer);
        if (!this.waiters.delete(waiter)) return;
        readWaiters.dec();
        if (this.waiters.size === 0) this.stopFallback();
        resolve(reached);
      };
      this.waiters.add(waiter);
      readWaiters.inc();
      this.startFallback();
    });
  }

  /** The projector got to `position` (in this process): wake whoever waited for it. */
  moved(position: GlobalPosition | null = null): void {
    if (position === null) {
      void this.refresh();
      return;
    }
    if (this.known === null || comparePositions(position, this.known) > 0) this.known = position;
    this.wake();
  }

  /** Lets every waiter go (at shutdown), as not reached. */
  close(): void {
    for (const waiter of [...this.waiters]) waiter.done(false);
  }

  private passed(wanted: GlobalPosition): boolean {
    return this.known !== null && comparePositions(this.known, wanted) >= 0;
  }

  /** One read at a time, shared by everyone who asks while it runs. */
  private refresh(): Promise<void> {
    this.reading ??= this.options.readCheckpoint()
      .then((checkpoint) => {
        if (checkpoint && (this.known === null || comparePositions(checkpoint, this.known) > 0)) this.known = checkpoint;
        this.wake();
      })
      .catch(() => undefined)
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) if (this.passed(waiter.wanted)) waiter.done(true);
  }

  private startFallback(): void {
    this.fallback ??= setInterval(() => void this.refresh(), this.options.fallbackMs ?? 250);
    this.fallback.unref();
  }

  private stopFallback(): void {
    if (this.fallback) clearInterval(this.fallback);
    this.fallback = null;
  }
}
