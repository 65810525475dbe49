/**
 * The event store port. Two adapters implement it (Postgres/PGlite and KurrentDB) and one
 * contract suite (`contract.suite.ts`) runs against each.
 *
 * Stream revisions count from 0 (the first event of a stream has revision 0n), as KurrentDB
 * does. Global positions are pairs compared in order: Postgres stores (transaction id,
 * sequence), KurrentDB (commit, prepare). Both read in that order, so a subscriber that has
 * passed a position has seen every event before it.
 */

export interface EventMetadata {
  eventId: string;
  actorId: string | null;
  actorRole: 'anonymous' | 'user' | 'admin' | 'system';
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  schemaVersion: number;
}

export interface NewEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export interface GlobalPosition {
  readonly major: bigint;
  readonly minor: bigint;
}

export interface RecordedEvent {
  streamId: string;
  revision: bigint;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  position: GlobalPosition;
}

/** What the appender believes about the stream: its last revision, or a looser claim. */
export type ExpectedRevision = bigint | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  nextExpectedRevision: bigint;
  /** Position of the last event appended. */
  position: GlobalPosition;
}

export interface ReadStreamResult {
  events: RecordedEvent[];
  /** Revision of the last event, or null when the stream does not exist. */
  revision: bigint | null;
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  stop(): Promise<void>;
  /** Resolves once the subscription has delivered every event that existed when it started. */
  readonly caughtUp: Promise<void>;
}

export interface SubscribeOptions {
  /** Start after this position (exclusive); null or absent reads from the beginning. */
  after?: GlobalPosition | null;
  /** Called once per event, in position order; the next call waits for this one. */
  onEvent(event: RecordedEvent): Promise<void>;
  /** Called when delivery fails for good (the handler threw). */
  onError?(error: unknown): void;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  readStream(streamId: string): Promise<ReadStreamResult>;
  /** Events after `after` (exclusive) in global order, at most `maxCount`. */
  readAll(options: { after?: GlobalPosition | null; maxCount: number }): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /**
   * Position of the last event committed so far, for stores whose readAll holds committed
   * events back for a while (Postgres: behind the oldest open transaction in the cluster).
   * Without it, the last event readAll returns is the end of the log.
   */
  headPosition?(): Promise<GlobalPosition | null>;
  close(): Promise<void>;
}

/** Thrown when the stream is not at the revision the appender expected. Nothing is appended. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | null,
  ) {
    super(`stream ${streamId} expected revision ${String(expected)}, found ${actual === null ? 'no stream' : String(actual)}`);
  }
}

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.major !== b.major) return a.major < b.major ? -1 : 1;
  if (a.minor !== b.minor) return a.minor < b.minor ? -1 : 1;
  return 0;
}

/** Positions travel over HTTP (x-after-position) as "major.minor". */
export function formatPosition(position: GlobalPosition): string {
  return `${position.major}.${position.minor}`;
}

export function parsePosition(text: string): GlobalPosition | null {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  return { major: BigInt(match[1]), minor: BigInt(match[2]) };
}
