import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type ReadStreamResult,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port.js';
import {
  isAfter,
  isStreamNotFound,
  isSystemEvent,
  toConcurrencyError,
  toEventData,
  toGlobalPosition,
  toKurrentPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrent-mapping.js';
import { timedAppend } from '../append-metrics.js';
import { catchUpSubscription, type ResubscribeSettings } from './kurrent-subscription.js';

export interface KurrentEventStoreOptions {
  /** How a dropped subscription is reopened; defaults to 5 attempts from 200 ms, doubling. */
  resubscribe?: ResubscribeSettings;
}

/**
 * The event store on KurrentDB (formerly EventStoreDB) through @kurrent/kurrentdb-client.
 * KurrentDB does the optimistic concurrency itself; this class translates shapes, makes start
 * positions exclusive, hides KurrentDB's own system events, and keeps subscriptions alive
 * across dropped connections.
 */
export class KurrentEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();

  private constructor(
    private readonly client: KurrentDBClient,
    private readonly resubscribe: ResubscribeSettings,
  ) {}

  /**
   * Connects and makes one read, so a wrong address or credentials fail at start-up rather
   * than on the first command (the client itself connects lazily).
   */
  static async connect(url: string, options: KurrentEventStoreOptions = {}): Promise<KurrentEventStore> {
    const client = KurrentDBClient.connectionString(url);
    const store = new KurrentEventStore(client, options.resubscribe ?? { maxAttempts: 5, backoffMs: 200 });
    try {
      await store.readHead();
    } catch (error) {
      await client.dispose().catch(() => undefined);
      throw error;
    }
    return store;
  }

  appendToStream(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    return timedAppend(() => this.append(streamId, events, options));
  }

  private async append(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = options.expectedRevision;
    const result = await this.client
      .appendToStream(streamId, events.map(toEventData), { streamState: toStreamState(expected) })
      .catch((error: unknown) => {
        throw toConcurrencyError(error, streamId, expected) ?? error;
      });
    // Only reachable if the client is configured not to throw on a conflict; kept so a changed
    // default can never turn a refused append into a reported success.
    if (!result.success) {
      const actual = BigInt(result.nextExpectedRevision);
      throw new ConcurrencyError(streamId, expected, actual >= 0n ? actual : null);
    }
    const nextExpectedRevision = BigInt(result.nextExpectedRevision);
    return { nextExpectedRevision, position: await this.positionOf(streamId, nextExpectedRevision) };
  }

  /**
   * The append response carries one position for the whole write, documented only as the
   * write's commit position; the port promises the position of the last event, as $all and
   * readStream report it. Reading that one event back gives exactly that, even if another
   * writer has appended since.
   */
  private async positionOf(streamId: string, revision: bigint): Promise<GlobalPosition> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1, direction: FORWARDS })) {
      const event = resolved.event ? toRecordedEvent(resolved.event) : null;
      if (event !== null) return event.position;
    }
    throw new Error(`event ${revision} of ${streamId} was appended but cannot be read back`);
  }

  async readStream(streamId: string): Promise<ReadStreamResult> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: START, direction: FORWARDS })) {
        if (!resolved.event) continue;
        const event = toRecordedEvent(resolved.event);
        // A Kamra stream holds only events written through this port; anything else is a bug
        // or a foreign writer, and silently skipping it would corrupt the aggregate's state.
        if (event === null) throw new Error(`stream ${streamId} holds event ${resolved.event.id}, not written by Kamra`);
        events.push(event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return { events: [], revision: null };
      throw error;
    }
    return { events, revision: events.at(-1)?.revision ?? null };
  }

  /**
   * Reads page by page until `maxCount` Kamra events are found or $all ends. Pages ask for one
   * more record than still needed because a read from a position returns that position's
   * event too; the server filter drops KurrentDB's system events, and the client-side checks
   * repeat it and skip events of other applications sharing the server.
   */
  async readAll(options: { after?: GlobalPosition | null; maxCount: number }): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    let cursor = options.after ?? null;
    while (found.length < options.maxCount) {
      const want = options.maxCount - found.length + 1;
      let received = 0;
      let advanced = false;
      const page = this.client.readAll({
        fromPosition: cursor === null ? START : toKurrentPosition(cursor),
        maxCount: want,
        direction: FORWARDS,
        filter: excludeSystemEvents(),
      });
      for await (const resolved of page) {
        received++;
        const position = recordPosition(resolved);
        if (position === null || !isAfter(position, cursor)) continue;
        cursor = position;
        advanced = true;
        const event = resolved.event && !isSystemEvent(resolved.event) ? toRecordedEvent(resolved.event) : null;
        if (event !== null) found.push(event);
        if (found.length === options.maxCount) break;
      }
      if (received < want || !advanced) break;
    }
    return found;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const subscription = catchUpSubscription({
      open: (after) =>
        this.client.subscribeToAll({
          fromPosition: after === null ? START : toKurrentPosition(after),
          filter: excludeSystemEvents(),
        }),
      readHead: () => this.readHead(),
      after: options.after ?? null,
      onEvent: options.onEvent,
      onError: options.onError,
      retry: this.resubscribe,
    });
    this.subscriptions.add(subscription);
    return {
      caughtUp: subscription.caughtUp,
      stop: async () => {
        this.subscriptions.delete(subscription);
        await subscription.stop();
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.subscriptions.clear();
    await this.client.dispose();
  }

  /** Position of the newest non-system event in $all, or null when there is none. */
  private async readHead(): Promise<GlobalPosition | null> {
    const newest = this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1, filter: excludeSystemEvents() });
    for await (const resolved of newest) {
      const position = recordPosition(resolved);
      if (position !== null) return position;
    }
    return null;
  }
}

function recordPosition(resolved: AllStreamResolvedEvent): GlobalPosition | null {
  return resolved.event?.position ? toGlobalPosition(resolved.event.position) : null;
}
