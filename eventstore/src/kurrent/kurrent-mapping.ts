import {
  ANY,
  ErrorType,
  NO_STREAM,
  STREAM_EXISTS,
  jsonEvent,
  type AppendStreamState,
  type EventData,
  type Position,
} from '@kurrent/kurrentdb-client';
import {
  ConcurrencyError,
  comparePositions,
  type EventMetadata,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from '../port.js';

/**
 * Pure translations between the port's shapes and the KurrentDB client's, kept apart from the
 * adapter so they can be tested without a server.
 */

/** What the adapter needs from a client record; the client's RecordedEvent fits it. */
export interface KurrentRecord {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  isJson: boolean;
  data: unknown;
  metadata: unknown;
  position?: { commit: bigint | number | string; prepare: bigint | number | string } | undefined;
}

// Servers before 22.6 read stream events from the index, which does not know log positions, and
// report 2^64 - 1 (or leave the position out); older clients showed -1 for the same thing.
const UNKNOWN_POSITION = 2n ** 64n - 1n;

/**
 * KurrentDB orders $all by (commit, prepare), as the port orders by (major, minor). The values
 * are wrapped in BigInt() because the native bridge and the gRPC path have not always agreed on
 * number, string or bigint.
 */
export function toGlobalPosition(position: { commit: bigint | number | string; prepare: bigint | number | string }): GlobalPosition {
  return { major: BigInt(position.commit), minor: BigInt(position.prepare) };
}

export function toKurrentPosition(position: GlobalPosition): Position {
  return { commit: position.major, prepare: position.minor };
}

export function isKnownPosition(position: GlobalPosition): boolean {
  return position.major >= 0n && position.minor >= 0n && position.major !== UNKNOWN_POSITION && position.minor !== UNKNOWN_POSITION;
}

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

/**
 * The client's WrongExpectedVersionError as the port's ConcurrencyError, or null for any other
 * error. Matched on the error's `type` rather than `instanceof` so that two copies of the client
 * in node_modules cannot make a conflict look like an unknown failure.
 */
export function toConcurrencyError(error: unknown, streamId: string, expected: ExpectedRevision): ConcurrencyError | null {
  if (!hasErrorType(error, ErrorType.WRONG_EXPECTED_VERSION)) return null;
  const actual = 'actualState' in error ? error.actualState : undefined;
  // The client reports a missing stream as 'no_stream'; the v2 append path can report negative
  // sentinels for deleted streams. The port only knows "a revision" or "no stream".
  return new ConcurrencyError(streamId, expected, typeof actual === 'bigint' && actual >= 0n ? actual : null);
}

export function isStreamNotFound(error: unknown): boolean {
  return hasErrorType(error, ErrorType.STREAM_NOT_FOUND);
}

function hasErrorType(error: unknown, type: ErrorType): error is object {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === type;
}

/** KurrentDB's own records ($stats, $metadata, projection links "$>") share $all with ours. */
export function isSystemEvent(record: { type: string; streamId: string }): boolean {
  return record.type.startsWith('$') || record.streamId.startsWith('$');
}

/** Exclusive start: KurrentDB reads include the event at the start position, the port does not. */
export function isAfter(position: GlobalPosition, after: GlobalPosition | null | undefined): boolean {
  return after === null || after === undefined || comparePositions(position, after) > 0;
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    // The port's event id doubles as KurrentDB's, so a retried append of the same events is
    // recognised by the server as the same write rather than a second copy.
    id: event.metadata.eventId,
    type: event.type,
    data: event.data,
    metadata: { ...event.metadata },
  });
}

/**
 * A client record as the port's event, or null when the record was not written through this
 * port (not JSON, or without our metadata). Throws when the server gives no usable position:
 * the port cannot order or resume from such an event.
 */
export function toRecordedEvent(record: KurrentRecord): RecordedEvent | null {
  if (!record.isJson || !isJsonObject(record.data) || !isEventMetadata(record.metadata)) return null;
  const position = record.position === undefined ? null : toGlobalPosition(record.position);
  if (position === null || !isKnownPosition(position)) {
    throw new Error(
      `KurrentDB returned event ${record.id} of ${record.streamId} without its log position; ` +
        'the adapter needs KurrentDB or EventStoreDB 22.6 or later',
    );
  }
  return {
    streamId: record.streamId,
    revision: BigInt(record.revision),
    type: record.type,
    data: record.data,
    metadata: record.metadata,
    position,
  };
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

function isEventMetadata(value: unknown): value is EventMetadata {
  if (!isJsonObject(value)) return false;
  const nullableString = (v: unknown): boolean => v === null || typeof v === 'string';
  return (
    typeof value.eventId === 'string' &&
    nullableString(value.actorId) &&
    typeof value.actorRole === 'string' &&
    ['anonymous', 'user', 'admin', 'system'].includes(value.actorRole) &&
    typeof value.correlationId === 'string' &&
    nullableString(value.causationId) &&
    typeof value.occurredAt === 'string' &&
    typeof value.schemaVersion === 'number'
  );
}
