/** Reading a stored event back: upcast old shapes, then validate against today's schema. */
import { z } from 'zod';
import { isKamraEventType, kamraEventSchema, type KamraEvent, type KamraEventType } from './kamra-event';

/** The shape version new events are written with (metadata.schemaVersion). */
export const EVENT_SCHEMA_VERSION = 1;

export class UnknownEventTypeError extends Error {
  override readonly name = 'UnknownEventTypeError';
  constructor(readonly type: string) {
    super(`unknown event type ${type}`);
  }
}

export class UnsupportedSchemaVersionError extends Error {
  override readonly name = 'UnsupportedSchemaVersionError';
  constructor(readonly type: string, readonly schemaVersion: number) {
    super(`event ${type} has schema version ${schemaVersion}; this code reads 1 to ${EVENT_SCHEMA_VERSION}`);
  }
}

export class InvalidEventDataError extends Error {
  override readonly name = 'InvalidEventDataError';
  constructor(readonly type: string, readonly issues: readonly z.core.$ZodIssue[]) {
    super(`event ${type} does not match its schema: ${z.prettifyError(new z.ZodError([...issues]))}`);
  }
}

/**
 * Lifts data written at `version` to `version + 1`. When a payload changes shape, raise
 * EVENT_SCHEMA_VERSION and add a case here (naming the payload `data` again), e.g.
 *   case 1: return type === 'ListingBoosted' ? { ...data, currency: 'PKR' } : data;
 * Stored events are never rewritten; they are upcast on every read.
 */
function upcastOnce(type: KamraEventType, _data: unknown, version: number): unknown {
  switch (version) {
    default:
      throw new UnsupportedSchemaVersionError(type, version);
  }
}

export function upcastEventData(type: KamraEventType, data: unknown, schemaVersion: number): unknown {
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || schemaVersion > EVENT_SCHEMA_VERSION) {
    throw new UnsupportedSchemaVersionError(type, schemaVersion);
  }
  let current = data;
  for (let version = schemaVersion; version < EVENT_SCHEMA_VERSION; version += 1) {
    current = upcastOnce(type, current, version);
  }
  return current;
}

/** Validates a stored event's data (upcast from `schemaVersion`) and returns the typed event. */
export function parseEvent(type: string, data: unknown, schemaVersion: number = EVENT_SCHEMA_VERSION): KamraEvent {
  if (!isKamraEventType(type)) throw new UnknownEventTypeError(type);
  const result = kamraEventSchema.safeParse({ type, data: upcastEventData(type, data, schemaVersion) });
  if (!result.success) throw new InvalidEventDataError(type, result.error.issues);
  return result.data;
}

/** What parseRecordedEvent reads of an event as the store gives it back. */
export interface StoredEvent {
  type: string;
  data: unknown;
  metadata: { schemaVersion: number; occurredAt: string };
}

/**
 * A stored event as every reader must see it: parsed (parseEvent), with what its shape left
 * out filled from when it was recorded. An approval recorded before approvals carried their
 * moment started its 60 days when it was recorded; the aggregate that decides boosts and
 * renewals and the projection that hides expired listings must count from the same moment,
 * or one side sees a listing live that the other has expired.
 */
export function parseRecordedEvent(recorded: StoredEvent): KamraEvent {
  const event = parseEvent(recorded.type, recorded.data, recorded.metadata.schemaVersion);
  if (event.type === 'ListingApproved' && event.data.approvedAt === undefined) {
    return { ...event, data: { ...event.data, approvedAt: recorded.metadata.occurredAt } };
  }
  return event;
}
