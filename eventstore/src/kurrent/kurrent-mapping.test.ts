import { ANY, NO_STREAM, STREAM_EXISTS, StreamNotFoundError, UnavailableError, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { event } from '../contract.suite.js';
import { ConcurrencyError } from '../port.js';
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
  type KurrentRecord,
} from './kurrent-mapping.js';

describe('kurrentdb mapping: positions', () => {
  it('maps commit/prepare to major/minor and back', () => {
    const position = toGlobalPosition({ commit: 1024n, prepare: 1000n });
    expect(position).toEqual({ major: 1024n, minor: 1000n });
    expect(toKurrentPosition(position)).toEqual({ commit: 1024n, prepare: 1000n });
  });

  it('wraps numbers and strings in BigInt, beyond the safe integer range too', () => {
    expect(toGlobalPosition({ commit: 7, prepare: '18446744073709551614' })).toEqual({
      major: 7n,
      minor: 18446744073709551614n,
    });
  });

  it('treats the start position as exclusive', () => {
    const start = { major: 10n, minor: 10n };
    expect(isAfter({ major: 10n, minor: 10n }, start)).toBe(false);
    expect(isAfter({ major: 10n, minor: 9n }, start)).toBe(false);
    expect(isAfter({ major: 9n, minor: 50n }, start)).toBe(false);
    expect(isAfter({ major: 10n, minor: 11n }, start)).toBe(true);
    expect(isAfter({ major: 11n, minor: 0n }, start)).toBe(true);
    expect(isAfter({ major: 0n, minor: 0n }, null)).toBe(true);
    expect(isAfter({ major: 0n, minor: 0n }, undefined)).toBe(true);
  });
});

describe('kurrentdb mapping: expected revision', () => {
  it('maps each claim to the client stream state', () => {
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState('stream_exists')).toBe(STREAM_EXISTS);
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState(0n)).toBe(0n);
    expect(toStreamState(41n)).toBe(41n);
  });
});

describe('kurrentdb mapping: errors', () => {
  it('turns WrongExpectedVersionError into a ConcurrencyError with the actual revision', () => {
    const error = new WrongExpectedVersionError(undefined, { streamName: 'listing-1', expected: 0n, current: 3n });
    const mapped = toConcurrencyError(error, 'listing-1', 0n);
    expect(mapped).toBeInstanceOf(ConcurrencyError);
    expect(mapped?.streamId).toBe('listing-1');
    expect(mapped?.expected).toBe(0n);
    expect(mapped?.actual).toBe(3n);
  });

  it('reports a missing stream as no actual revision', () => {
    const error = new WrongExpectedVersionError(undefined, { streamName: 's', expected: STREAM_EXISTS, current: NO_STREAM });
    expect(toConcurrencyError(error, 's', 'stream_exists')?.actual).toBeNull();
  });

  it('recognises the error by its type, as a second copy of the client would throw it', () => {
    const lookalike = { type: 'wrong-expected-version', actualState: 5n };
    expect(toConcurrencyError(lookalike, 's', 4n)?.actual).toBe(5n);
  });

  it('leaves other errors alone', () => {
    expect(toConcurrencyError(new UnavailableError(), 's', 'any')).toBeNull();
    expect(toConcurrencyError(new Error('boom'), 's', 'any')).toBeNull();
    expect(toConcurrencyError('boom', 's', 'any')).toBeNull();
  });

  it('recognises a missing stream on read', () => {
    expect(isStreamNotFound(new StreamNotFoundError(undefined, 'missing'))).toBe(true);
    expect(isStreamNotFound(new UnavailableError())).toBe(false);
    expect(isStreamNotFound(null)).toBe(false);
  });
});

describe('kurrentdb mapping: events', () => {
  const newEvent = event('ListingCreated', 1);
  const stored: KurrentRecord = {
    streamId: 'listing-1',
    id: newEvent.metadata.eventId,
    type: 'ListingCreated',
    revision: 0n,
    isJson: true,
    data: { n: 1 },
    metadata: { ...newEvent.metadata },
    position: { commit: 300n, prepare: 300n },
  };

  it('writes JSON with the port metadata and the event id as the KurrentDB id', () => {
    const data = toEventData(newEvent);
    expect(data).toMatchObject({
      id: newEvent.metadata.eventId,
      contentType: 'application/json',
      type: 'ListingCreated',
      data: { n: 1 },
      metadata: newEvent.metadata,
    });
  });

  it('reads a record written by the port back into a recorded event', () => {
    expect(toRecordedEvent(stored)).toEqual({
      streamId: 'listing-1',
      revision: 0n,
      type: 'ListingCreated',
      data: { n: 1 },
      metadata: newEvent.metadata,
      position: { major: 300n, minor: 300n },
    });
  });

  it('returns null for records not written through the port', () => {
    expect(toRecordedEvent({ ...stored, isJson: false, data: new Uint8Array([1]) })).toBeNull();
    expect(toRecordedEvent({ ...stored, data: [1, 2] })).toBeNull();
    expect(toRecordedEvent({ ...stored, metadata: undefined })).toBeNull();
    expect(toRecordedEvent({ ...stored, metadata: { $correlationId: 'x' } })).toBeNull();
  });

  it('refuses records without a usable log position', () => {
    expect(() => toRecordedEvent({ ...stored, position: undefined })).toThrow(/log position/);
    expect(() => toRecordedEvent({ ...stored, position: { commit: 2n ** 64n - 1n, prepare: 2n ** 64n - 1n } })).toThrow(/log position/);
    expect(() => toRecordedEvent({ ...stored, position: { commit: -1n, prepare: -1n } })).toThrow(/log position/);
  });

  it('tells KurrentDB system events from ours', () => {
    expect(isSystemEvent({ type: '$metadata', streamId: '$$listing-1' })).toBe(true);
    expect(isSystemEvent({ type: '$>', streamId: '$ce-listing' })).toBe(true);
    expect(isSystemEvent({ type: '$statsCollected', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemEvent({ type: 'ListingCreated', streamId: 'listing-1' })).toBe(false);
  });
});
