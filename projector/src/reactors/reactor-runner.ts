import { Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import { Counter } from 'prom-client';
import { isKamraEventType, parseRecordedEvent } from '@kamra/contracts/events';
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent, type Subscription } from '@kamra/eventstore';
import { metricsRegistry, type Logger } from '@kamra/platform';
import { readDb } from '@kamra/read-model';
import { followerMetrics, type FollowerMetrics } from '../follower-metrics.js';
import { acquireProjectorLock, type HeldLock } from '../single-instance-lock.js';
import type { ReactionCause, Reactor } from './reactor.js';

/**
 * Reactors keep their checkpoints outside the read tables' schema: a rebuild swaps that schema
 * for a fresh one, and a reactor that lost its place would act on the whole log again.
 */
export const REACTOR_SCHEMA = 'kamra_reactors';
/** Events without effects move the checkpoint at most this often. */
const IDLE_SAVE_MS = 1000;
/** Causes set aside after failing again and again, for an operator to look at. */
const PARKED = sql.table(`${REACTOR_SCHEMA}.parked`);
/**
 * When one cause is set aside: after this many failures in a row, over at least this long, the
 * last of them while the database answered. A provider or event store down for a while only
 * delays effects, a database outage never counts against a cause (it is tried again once the
 * database is back), and one cause nobody can perform holds up those after it for a quarter of
 * an hour, not for ever.
 */
const PARK_AFTER_FAILURES = 10;
const PARK_AFTER_MS = 15 * 60_000;
const MAX_RETRY_DELAY_MS = 60_000;

const parkedCauses = new Counter({
  name: 'kamra_reactor_parked_total',
  help: `Causes a reactor set aside (in ${REACTOR_SCHEMA}.parked) after they kept failing.`,
  labelNames: ['reactor'] as const,
  registers: [metricsRegistry],
});

/**
 * Postgres answers two concurrent `CREATE ... IF NOT EXISTS` of the same object with a
 * unique-index error for the one that loses, not with "already there": the check and the
 * insert into the catalog are not atomic. Two instances starting on a fresh database would see
 * one of them fail to start. The object the winner made is committed when the loser's error
 * comes back, so looking again finds it.
 */
const CREATE_RACE_CODES = new Set(['23505', '42P06', '42P07']);

async function createIfMissing<DB>(db: Kysely<DB>, statement: RawBuilder<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await statement.execute(db);
      return;
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      if (!CREATE_RACE_CODES.has(code) || attempt >= 3) throw error;
    }
  }
}

/** Creates the reactors' schema and then `table` (a CREATE TABLE IF NOT EXISTS) in it, safe against other instances doing the same at once. */
export async function createReactorTable<DB>(db: Kysely<DB>, table: RawBuilder<unknown>): Promise<void> {
  await createIfMissing(db, sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(REACTOR_SCHEMA)}`);
  await createIfMissing(db, table);
}

export interface ReactorRunnerOptions<Effect> {
  store: EventStore;
  pool: pg.Pool;
  reactor: Reactor<Effect>;
  logger: Logger;
  /** Take the reactor's advisory lock (real Postgres only, as for the projector). */
  singleInstance?: boolean;
  /** The first delay before starting again after a failure; it doubles while one cause keeps failing. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  parkAfterFailures?: number;
  parkAfterMs?: number;
}

/** The cause that failed last: how many times in a row, since when, and whether the database answered after its last failure. */
interface Failing {
  recorded: RecordedEvent;
  error: unknown;
  count: number;
  since: number;
  databaseAnswered: boolean;
}

/**
 * Follows the log for one reactor from its own checkpoint: each event goes through the pure
 * `react`, each effect through `perform`, and the checkpoint moves only past events whose
 * effects were all performed. A failure stops delivery and starts again from the checkpoint,
 * later and later while the same cause keeps failing, so an effect may be performed again but
 * is not skipped; only a cause that failed `parkAfterFailures` times in a row is set aside, in
 * kamra_reactors.parked with its error where an operator sees it (and a metric counts it), and
 * the log is followed on past it.
 */
export class ReactorRunner<Effect> {
  private subscription: Subscription | null = null;
  /** Which subscription is current (as in the projector): an event or error of an older one is dropped, so two never react side by side. */
  private generation = 0;
  /** A restart is under way: another failure before it has subscribed again waits for it. */
  private restarting = false;
  private checkpoint: GlobalPosition | null = null;
  private saved: GlobalPosition | null = null;
  private lastSave = 0;
  private running = false;
  private lock: HeldLock | null = null;
  private timer: NodeJS.Timeout | null = null;
  private starting: Promise<void> = Promise.resolve();
  private readonly db: Kysely<unknown>;
  private metrics: FollowerMetrics | null = null;
  private failing: Failing | null = null;

  constructor(private readonly options: ReactorRunnerOptions<Effect>) {
    this.db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: options.pool }) });
  }

  get name(): string {
    return this.options.reactor.name;
  }

  async start(): Promise<void> {
    this.running = true;
    this.restarting = false;
    this.metrics = followerMetrics(this.name, {
      store: this.options.store,
      checkpoint: () => this.checkpoint,
      active: () => this.running && this.subscription !== null,
    });
    await createReactorTable(this.db, sql`CREATE TABLE IF NOT EXISTS ${sql.table(`${REACTOR_SCHEMA}.checkpoints`)} (
      name text PRIMARY KEY, major text NOT NULL, minor text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`);
    await createReactorTable(this.db, sql`CREATE TABLE IF NOT EXISTS ${PARKED} (
      reactor text NOT NULL, major text NOT NULL, minor text NOT NULL, stream_id text NOT NULL, event_id text NOT NULL,
      event_type text NOT NULL, attempts integer NOT NULL, error text NOT NULL, parked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (reactor, major, minor))`);
    if (!this.options.singleInstance) {
      await this.subscribe();
      return;
    }
    this.lockThenSubscribe();
    await Promise.race([this.starting, new Promise((r) => setTimeout(r, 1000))]);
  }

  /** Waits for the reactor's lock in the background, then follows the log; takes it again if its connection breaks. */
  private lockThenSubscribe(): void {
    const locked = acquireProjectorLock(readDb(this.options.pool), this.options.logger, {
      key: this.options.reactor.lockKey,
      shouldStop: () => !this.running,
      onLost: (error) => {
        this.options.logger.error({ err: error, reactor: this.name }, 'reactor lost its lock; pausing until it holds it again');
        this.lock = null;
        this.generation++;
        const old = this.subscription;
        this.subscription = null;
        void old?.stop().catch(() => undefined).then(() => this.running && this.lockThenSubscribe());
      },
    });
    this.starting = locked.then(async (lock) => {
      this.lock = lock;
      if (lock && this.running) await this.subscribe();
    }).catch((error: unknown) => this.failed(error));
  }

  /** Resolves once every event recorded before the call has been reacted to. */
  async caughtUp(): Promise<void> {
    const { store } = this.options;
    const head = store.headPosition ? await store.headPosition() : null;
    // With a head to reach, the checkpoint says it: a subscription that failed (and was replaced
    // by one from the checkpoint) never reports caught up, and waiting for it would hang.
    if (!head) await this.subscription?.caughtUp;
    while (head && this.running && (!this.checkpoint || comparePositions(this.checkpoint, head) < 0)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.starting.catch(() => undefined);
    await this.subscription?.stop();
    this.subscription = null;
    await this.save(true).catch(() => undefined);
    await this.lock?.release();
    this.lock = null;
    this.metrics?.forget();
  }

  private async readCheckpoint(): Promise<GlobalPosition | null> {
    const { rows } = await sql<{ major: string; minor: string }>`
      SELECT major, minor FROM ${sql.table(`${REACTOR_SCHEMA}.checkpoints`)} WHERE name = ${this.name}`.execute(this.db);
    const row = rows[0];
    return row ? { major: BigInt(row.major), minor: BigInt(row.minor) } : null;
  }

  private async save(force: boolean): Promise<void> {
    const position = this.checkpoint;
    if (!position || (this.saved && comparePositions(this.saved, position) === 0)) return;
    if (!force && Date.now() - this.lastSave < IDLE_SAVE_MS) return;
    this.lastSave = Date.now();
    // Never backwards: two instances without the lock (PGlite tests) may both save.
    await sql`INSERT INTO ${sql.table(`${REACTOR_SCHEMA}.checkpoints`)} (name, major, minor, updated_at)
      VALUES (${this.name}, ${position.major.toString()}, ${position.minor.toString()}, now())
      ON CONFLICT (name) DO UPDATE SET major = EXCLUDED.major, minor = EXCLUDED.minor, updated_at = now()
      WHERE (${sql.table(`${REACTOR_SCHEMA}.checkpoints`)}.major::numeric, ${sql.table(`${REACTOR_SCHEMA}.checkpoints`)}.minor::numeric)
        < (EXCLUDED.major::numeric, EXCLUDED.minor::numeric)`.execute(this.db);
    this.saved = position;
  }

  private async subscribe(): Promise<void> {
    const generation = ++this.generation;
    this.checkpoint = await this.readCheckpoint();
    this.saved = this.checkpoint;
    this.subscription = this.options.store.subscribeToAll({
      after: this.checkpoint,
      onEvent: async (recorded) => {
        if (generation === this.generation) await this.handle(recorded);
      },
      onError: (error) => {
        if (generation === this.generation) this.failed(error);
      },
    });
  }

  private async handle(recorded: RecordedEvent): Promise<void> {
    let effects: Effect[];
    try {
      // Reading the event and deciding are inside too: an event no code can read fails for ever.
      const cause = causeOf(recorded);
      effects = cause ? this.options.reactor.react(cause) : [];
      for (const effect of effects) {
        if (cause) await this.options.reactor.perform(effect, cause);
      }
    } catch (error) {
      const previous = this.failing !== null && comparePositions(this.failing.recorded.position, recorded.position) === 0 ? this.failing : null;
      this.failing = {
        recorded, error, count: (previous?.count ?? 0) + 1, since: previous?.since ?? Date.now(), databaseAnswered: await this.databaseAnswers(),
      };
      throw error;
    }
    this.failing = null;
    this.checkpoint = recorded.position;
    this.metrics?.processed(1);
    await this.save(effects.length > 0);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.save(true).catch(() => undefined);
      }, IDLE_SAVE_MS);
    }
  }

  private failed(error: unknown): void {
    if (!this.running || this.restarting) return;
    this.restarting = true;
    this.generation++;
    this.options.logger.error({ err: error, reactor: this.name }, 'reactor failed; starting again from its checkpoint');
    const old = this.subscription;
    this.subscription = null;
    const firstDelay = this.options.retryDelayMs ?? 1000;
    const delay = Math.min(firstDelay * 2 ** ((this.failing?.count ?? 1) - 1), this.options.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS);
    setTimeout(() => {
      void (async () => {
        await old?.stop().catch(() => undefined);
        let failure: unknown = null;
        if (this.running) {
          if (this.options.singleInstance && !this.lock) this.lockThenSubscribe();
          else {
            await this.parkIfHopeless();
            await this.subscribe().catch((e: unknown) => (failure = e ?? new Error('subscribe failed')));
          }
        }
        this.restarting = false;
        if (failure !== null) this.failed(failure);
      })();
    }, delay);
  }

  /** Whether the database answers now: a cause that failed while it did not is not to blame. */
  private async databaseAnswers(): Promise<boolean> {
    try {
      await sql`SELECT 1`.execute(this.db);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Sets the failing cause aside once it has failed too often: recorded with its error, then
   * the checkpoint moved past it. Recorded first, so a cause is never passed over unseen; and
   * while the database is down this fails too, and the cause is simply tried again.
   */
  private async parkIfHopeless(): Promise<void> {
    const failing = this.failing;
    if (failing === null || !failing.databaseAnswered) return;
    if (failing.count < (this.options.parkAfterFailures ?? PARK_AFTER_FAILURES)) return;
    if (Date.now() - failing.since < (this.options.parkAfterMs ?? PARK_AFTER_MS)) return;
    const { recorded, error, count } = failing;
    try {
      await sql`INSERT INTO ${PARKED} (reactor, major, minor, stream_id, event_id, event_type, attempts, error)
        VALUES (${this.name}, ${recorded.position.major.toString()}, ${recorded.position.minor.toString()}, ${recorded.streamId},
          ${recorded.metadata.eventId}, ${recorded.type}, ${count}, ${String(error instanceof Error ? error.stack ?? error.message : error).replaceAll('\u0000', '').slice(0, 4000)})
        ON CONFLICT DO NOTHING`.execute(this.db);
      this.checkpoint = recorded.position;
      await this.save(true);
    } catch (parkError) {
      this.options.logger.error({ err: parkError, reactor: this.name }, 'reactor could not set a failing cause aside; trying the cause again');
      return;
    }
    this.failing = null;
    parkedCauses.inc({ reactor: this.name });
    this.options.logger.error(
      { err: error, reactor: this.name, eventId: recorded.metadata.eventId, eventType: recorded.type, streamId: recorded.streamId, attempts: count },
      `reactor set aside a cause that failed ${count} times in a row; its effects were not performed`,
    );
  }
}

function causeOf(recorded: RecordedEvent): ReactionCause | null {
  if (!isKamraEventType(recorded.type)) return null;
  return {
    event: parseRecordedEvent(recorded),
    streamId: recorded.streamId,
    revision: recorded.revision,
    position: recorded.position,
    eventId: recorded.metadata.eventId,
    actorId: recorded.metadata.actorId,
    occurredAt: recorded.metadata.occurredAt,
  };
}
