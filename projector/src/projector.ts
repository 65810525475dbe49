import { EventEmitter } from 'node:events';
import type { Logger } from '@kamra/platform';
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent, type Subscription } from '@kamra/eventstore';
import { READ_SCHEMA, readCheckpoint, type ReadDb } from '@kamra/read-model';
import { applyBatch, CheckpointMovedError } from './apply-batch.js';
import { followerMetrics, type FollowerMetrics } from './follower-metrics.js';
import { acquireProjectorLock, type HeldLock } from './single-instance-lock.js';
import type { Projection } from './projection.js';

export interface ProjectorOptions {
  store: EventStore;
  db: ReadDb;
  projections: readonly Projection[];
  logger: Logger;
  schema?: string;
  batchSize?: number;
  retryDelayMs?: number;
  /**
   * Hold an advisory lock so only one instance projects (real Postgres only: PGlite has a
   * single session and a single process anyway).
   */
  singleInstance?: boolean;
  /**
   * Wait for the WAL flush at each batch's commit. Needed on an embedded database (PGlite): no
   * WAL writer runs beside it, so a commit that does not wait reaches the disk only with a later
   * one that does, and a crash of the process took back every batch since the start.
   */
  durableCommits?: boolean;
}

export interface ProjectorStatus {
  running: boolean;
  checkpoint: GlobalPosition | null;
  /** Events recorded but not yet projected (counted up to 1000). */
  lag: number;
}

/**
 * Follows the log and keeps the read tables up to date. Events are buffered while the
 * subscription delivers them and applied in batches; after any failure it starts again from
 * the stored checkpoint, which only ever moves together with the rows it covers.
 */
export class Projector {
  private subscription: Subscription | null = null;
  /**
   * Which subscription is current: each subscribe and each restart moves it on, and an event or
   * an error of an older one is dropped. Two live subscriptions would feed one buffer, and a
   * batch of one's events after the other's would move the checkpoint back.
   */
  private generation = 0;
  /** A restart is under way (its old subscription stopping, its new one not yet made): another error waits for it. */
  private restarting = false;
  private checkpoint: GlobalPosition | null = null;
  private buffer: RecordedEvent[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private flushTimer: NodeJS.Timeout | null = null;
  private running = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private lockTimer: NodeJS.Timeout | null = null;
  private lock: HeldLock | null = null;
  private starting: Promise<void> = Promise.resolve();
  private readonly schema: string;
  private readonly batchSize: number;
  private readonly moves = new EventEmitter<{ checkpoint: [GlobalPosition] }>();
  private metrics: FollowerMetrics | null = null;

  constructor(private readonly options: ProjectorOptions) {
    this.schema = options.schema ?? READ_SCHEMA;
    this.batchSize = options.batchSize ?? 500;
  }

  /**
   * Starts following the log. With `singleInstance`, an instance that finds another holding
   * the lock returns at once and subscribes when the lock frees (status shows it not running).
   */
  async start(): Promise<void> {
    this.running = true;
    this.restarting = false;
    this.metrics = followerMetrics('projector', {
      store: this.options.store,
      checkpoint: () => this.checkpoint,
      active: () => this.running && this.subscription !== null,
    });
    if (!this.options.singleInstance) {
      await this.subscribe();
      return;
    }
    this.lockThenSubscribe();
    // Wait briefly so a lone instance is subscribed when start resolves, as without the lock.
    await Promise.race([this.starting, new Promise((r) => setTimeout(r, 1000))]);
  }

  /** Waits for the single-instance lock in the background, then subscribes; retries after a failure. */
  private lockThenSubscribe(): void {
    const locked = acquireProjectorLock(this.options.db, this.options.logger, {
      shouldStop: () => !this.running,
      onLost: (error) => this.lockLost(error),
    });
    this.starting = locked.then(
      async (lock) => {
        this.lock = lock;
        if (lock && this.running) await this.subscribe().catch((e: unknown) => this.restart(e));
      },
      (error: unknown) => {
        this.options.logger.error({ err: error }, 'projector could not take its lock; trying again');
        this.retryLater(() => this.lockThenSubscribe());
      },
    );
  }

  /** The lock's session is gone (its connection broke): stop projecting until the lock is held again. */
  private lockLost(error: unknown): void {
    if (!this.running || !this.lock) return;
    this.options.logger.error({ err: error }, 'projector lost its lock; pausing until it holds it again');
    this.lock = null;
    this.generation++;
    const old = this.subscription;
    this.subscription = null;
    this.retryLater(async () => {
      await old?.stop().catch(() => undefined);
      await this.flushing.catch(() => undefined);
      this.lockThenSubscribe();
    });
  }

  private retryLater(work: () => void | Promise<void>): void {
    this.lockTimer = setTimeout(() => {
      if (this.running) void work();
    }, this.options.retryDelayMs ?? 1000);
  }

  /** Calls `listener` with each new checkpoint, once its batch is committed; returns the unsubscribe. */
  onCheckpoint(listener: (position: GlobalPosition) => void): () => void {
    this.moves.on('checkpoint', listener);
    return () => this.moves.off('checkpoint', listener);
  }

  /** Resolves once everything recorded before the call has been projected. */
  async caughtUp(): Promise<void> {
    await this.subscription?.caughtUp;
    await this.flush();
    // The subscription's promise covers only what existed when it started; events recorded
    // since then are awaited by position. The store's own head counts events its reads still
    // hold back (Postgres: behind a transaction open elsewhere in the cluster).
    const { store } = this.options;
    const head = store.headPosition ? await store.headPosition() : await this.headPosition();
    while (head && this.running && (!this.checkpoint || comparePositions(this.checkpoint, head) < 0)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await this.flush();
    }
  }

  private async headPosition(): Promise<GlobalPosition | null> {
    let head = this.checkpoint;
    for (;;) {
      const page = await this.options.store.readAll({ after: head, maxCount: 1000 });
      const last = page.at(-1);
      if (!last) return head;
      head = last.position;
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    if (this.lockTimer) clearTimeout(this.lockTimer);
    await this.starting.catch(() => undefined);
    await this.subscription?.stop();
    this.subscription = null;
    await this.flush().catch(() => undefined);
    await this.lock?.release();
    this.lock = null;
    this.metrics?.forget();
  }

  async status(): Promise<ProjectorStatus> {
    const pending = await this.options.store.readAll({ after: this.checkpoint, maxCount: 1000 });
    return { running: this.running && this.subscription !== null, checkpoint: this.checkpoint, lag: pending.length };
  }

  private async subscribe(): Promise<void> {
    const generation = ++this.generation;
    this.checkpoint = await readCheckpoint(this.options.db);
    this.buffer = [];
    this.subscription = this.options.store.subscribeToAll({
      after: this.checkpoint,
      onEvent: async (event) => {
        if (generation !== this.generation) return;
        this.buffer.push(event);
        if (this.buffer.length >= this.batchSize) await this.flush();
        else this.scheduleFlush();
      },
      onError: (error) => {
        if (generation === this.generation) this.restart(error);
      },
    });
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      const generation = this.generation;
      // A failure after a restart began is that restart's to mend: it reads the stored checkpoint afresh.
      this.flush().catch((error: unknown) => {
        if (generation === this.generation) this.restart(error);
      });
    }, 0);
  }

  private flush(): Promise<void> {
    const generation = this.generation;
    this.flushing = this.flushing.then(async () => {
      if (generation !== this.generation) return;
      const batch = this.buffer;
      this.buffer = [];
      if (batch.length === 0) return;
      // On a server, not waiting for the WAL flush: the rows and the checkpoint commit together, so
      // a crash of Postgres can only take both back, and the log still holds the events to project
      // again. Waiting would put every fsync stall of the disk into the time a write takes to show.
      const durable = this.options.durableCommits === true;
      const checkpoint = await applyBatch(this.options.db, this.schema, this.options.projections, this.checkpoint, batch, { durable });
      // A restart meanwhile has read the stored checkpoint, with this commit or before it; taking
      // this one as ours would let its subscription apply the same events again.
      if (generation !== this.generation) return;
      this.checkpoint = checkpoint;
      this.metrics?.processed(batch.length);
      if (this.checkpoint) this.moves.emit('checkpoint', this.checkpoint);
    });
    return this.flushing;
  }

  private restart(error: unknown): void {
    // The old subscription's last events, or a flush of them, may fail the same way before it is
    // stopped; the restart under way starts again from the stored checkpoint for all of them.
    if (!this.running || this.restarting) return;
    this.restarting = true;
    this.generation++;
    const moved = error instanceof CheckpointMovedError;
    this.options.logger[moved ? 'info' : 'error']({ err: error }, moved ? 'projector checkpoint moved; resubscribing' : 'projector failed; resubscribing');
    const old = this.subscription;
    this.subscription = null;
    this.buffer = [];
    this.flushing = Promise.resolve();
    this.restartTimer = setTimeout(() => {
      void (async () => {
        await old?.stop().catch(() => undefined);
        let failure: unknown = null;
        // Without the single-instance lock (lost meanwhile), lockLost resubscribes once it holds it again.
        if (this.running && (!this.options.singleInstance || this.lock)) await this.subscribe().catch((e: unknown) => (failure = e ?? new Error('subscribe failed')));
        this.restarting = false;
        if (failure !== null) this.restart(failure);
      })();
    }, moved ? 0 : this.options.retryDelayMs ?? 1000);
  }
}
