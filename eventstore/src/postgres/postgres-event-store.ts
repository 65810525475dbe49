import { EventEmitter } from 'node:events';
import type pg from 'pg';
import {
  ConcurrencyError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type ReadStreamResult,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port.js';
import { listenForNotifications, type Listener, type Logger } from '@kamra/platform';
import { timedAppend } from '../append-metrics.js';
import { pollingSubscription } from '../polling-subscription.js';
import { createEventsTable } from './schema.js';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

const UNIQUE_VIOLATION = '23505';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    position: { major: BigInt(row.transaction_id), minor: BigInt(row.global_position) },
  };
}

function matches(expected: ExpectedRevision, actual: bigint | null): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === null;
  if (expected === 'stream_exists') return actual !== null;
  return actual === expected;
}

export interface PostgresEventStoreOptions {
  /** How often an idle subscription looks for events appended by other processes. */
  pollIntervalMs?: number;
  /**
   * On a real Postgres, where the write service appends in another process: once something
   * subscribes, LISTEN for appends so the subscription (the projector) reads them at once, not
   * a poll later.
   * Needs a logger for the connection's troubles. Not for PGlite, which has one process.
   */
  listenForAppends?: Logger;
}

/** NOTIFY channel every append signals on commit; subscribers in other processes LISTEN. */
export const APPENDED_CHANNEL = 'kamra_appended';

/**
 * The event store on Postgres or PGlite. Appends take a per-stream advisory lock so that
 * concurrent appenders to one stream queue instead of failing on the unique index; the unique
 * (stream_id, revision) index stays as the last line against a lost update.
 */
export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter();
  private readonly pollIntervalMs: number;
  private readonly listenLogger: Logger | null;
  private listener: Listener | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    options: PostgresEventStoreOptions,
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.appended.setMaxListeners(0);
    this.listenLogger = options.listenForAppends ?? null;
  }

  /** Resolves once a subscription hears appends of other processes (at once when not listening). */
  get listening(): Promise<void> {
    return this.listener?.listening ?? Promise.resolve();
  }

  static async create(pool: pg.Pool, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    await createEventsTable(pool);
    return new PostgresEventStore(pool, options);
  }

  appendToStream(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    return timedAppend(() => this.append(streamId, events, options));
  }

  private async append(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [streamId]);
      const current = await client.query<{ revision: string | null }>(
        'SELECT max(revision)::text AS revision FROM events WHERE stream_id = $1',
        [streamId],
      );
      const actualText = current.rows[0]?.revision ?? null;
      const actual = actualText === null ? null : BigInt(actualText);
      if (!matches(options.expectedRevision, actual)) {
        throw new ConcurrencyError(streamId, options.expectedRevision, actual);
      }
      const first = actual === null ? 0n : actual + 1n;
      // The NOTIFY rides on the insert (no extra round trip) and is delivered on commit only;
      // Postgres folds a transaction's identical notifications into one.
      const inserted = await client.query<{ global_position: string; transaction_id: string }>(
        `WITH inserted AS (
           INSERT INTO events (stream_id, revision, type, data, metadata)
           SELECT $1, $2::bigint + e.ord - 1, e.value->>'type', e.value->'data', e.value->'metadata'
           FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ord)
           ORDER BY e.ord
           RETURNING global_position, transaction_id
         )
         SELECT global_position::text, transaction_id::text, pg_notify('${APPENDED_CHANNEL}', '') FROM inserted`,
        [streamId, first.toString(), JSON.stringify(events)],
      );
      await client.query('COMMIT');
      const last = inserted.rows.reduce((max, row) =>
        BigInt(row.global_position) > BigInt(max.global_position) ? row : max,
      );
      this.appended.emit('appended');
      return {
        nextExpectedRevision: first + BigInt(events.length) - 1n,
        position: { major: BigInt(last.transaction_id), minor: BigInt(last.global_position) },
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (isUniqueViolation(error)) throw new ConcurrencyError(streamId, options.expectedRevision, null);
      throw error;
    } finally {
      client.release();
    }
  }

  // ORDER BY names the table's columns: the bare names would sort the ::text output columns.
  async readStream(streamId: string): Promise<ReadStreamResult> {
    const result = await this.pool.query<EventRow>(
      `SELECT global_position::text, transaction_id::text, stream_id, revision::text, type, data, metadata
       FROM events WHERE stream_id = $1
       ORDER BY events.revision`,
      [streamId],
    );
    const events = result.rows.map(toRecorded);
    return { events, revision: events.at(-1)?.revision ?? null };
  }

  /**
   * Reads in (transaction id, position) order and only below the oldest transaction still
   * open: a transaction that began earlier but commits later can no longer slip in behind a
   * reader's checkpoint.
   */
  async readAll(options: { after?: GlobalPosition | null; maxCount: number }): Promise<RecordedEvent[]> {
    const after = options.after ?? { major: 0n, minor: 0n };
    const result = await this.pool.query<EventRow>(
      `SELECT global_position::text, transaction_id::text, stream_id, revision::text, type, data, metadata
       FROM events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`,
      [after.major.toString(), after.minor.toString(), options.maxCount],
    );
    return result.rows.map(toRecorded);
  }

  /** The end of the log, including events readAll still holds back behind an open transaction. */
  async headPosition(): Promise<GlobalPosition | null> {
    const result = await this.pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text, global_position::text FROM events
       ORDER BY events.transaction_id DESC, events.global_position DESC
       LIMIT 1`,
    );
    const last = result.rows[0];
    return last ? { major: BigInt(last.transaction_id), minor: BigInt(last.global_position) } : null;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    // The first subscription opens the one LISTEN connection; an appender alone holds none.
    if (this.listenLogger && !this.listener) {
      this.listener = listenForNotifications(this.pool, APPENDED_CHANNEL, () => this.appended.emit('appended'), this.listenLogger);
    }
    return pollingSubscription({
      readBatch: (after) => this.readAll({ after, maxCount: 500 }),
      after: options.after ?? null,
      onEvent: options.onEvent,
      onError: options.onError,
      pollIntervalMs: this.pollIntervalMs,
      wakeups: this.appended,
    });
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.appended.removeAllListeners();
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}
