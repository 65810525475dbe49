import { describe, expect, it } from 'vitest';
import { ConflictError } from '@kamra/platform';
import { approves, rejects, roomSubmitted, submits } from '../listings/listing-fixtures.js';
import { listingHistory } from './decided-events.js';

describe('events for projection specs come from the decider', () => {
  const submitted = submits(roomSubmitted('l1', 'user-1', '2025-03-01T09:00:00.000Z'));

  it('numbers each stream from revision 0 and gives each event its turn\'s actor and time', () => {
    const history = listingHistory('l1', submitted, approves('l1', 'admin-1', '2025-03-02T10:00:00.000Z'));
    expect(history.map((projected) => [projected.event.type, projected.streamId, projected.revision, projected.metadata.actorId, projected.metadata.occurredAt])).toEqual([
      ['ListingSubmitted', 'listing-l1', 0n, 'user-1', '2025-03-01T09:00:00.000Z'],
      ['ListingApproved', 'listing-l1', 1n, 'admin-1', '2025-03-02T10:00:00.000Z'],
    ]);
    const [first, next] = history;
    expect(next && first && next.position.major > first.position.major).toBe(true);
  });

  it('refuses a history the application cannot record: moderation is final', () => {
    expect(() => listingHistory('l1', submitted, rejects('l1', 'admin-1', 'Blurry pictures', '2025-03-02T10:00:00.000Z'), approves('l1', 'admin-1', '2025-03-03T10:00:00.000Z')))
      .toThrow(ConflictError);
  });
});
