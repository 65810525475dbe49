import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@kamra/contracts/events';
import type { ProjectedEvent } from '../projection.js';
import { usersProjection } from './users-projection.js';

const userId = 'u-1';

function projected(event: UserEvent, occurredAt: string, revision = 0n): ProjectedEvent {
  return {
    event,
    streamId: `user-${userId}`,
    revision,
    position: { major: 1n, minor: revision },
    metadata: {
      eventId: `e-${revision}`, actorId: userId, actorRole: 'user', correlationId: 'c-1',
      causationId: null, occurredAt, schemaVersion: 1,
    },
  };
}

describe('usersProjection', () => {
  it('adds a row on registration, member since the first sign-in, neither blocked nor verified', () => {
    const changes = usersProjection.project(projected(
      { type: 'UserRegistered', data: { userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: 'https://img.example/a.png' } },
      '2025-03-01T09:00:00.000Z',
    ));
    expect(changes).toEqual([{
      op: 'insert', table: 'users', key: ['id'],
      row: {
        id: userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: 'https://img.example/a.png',
        member_since: '2025-03-01T09:00:00.000Z', last_signed_in_at: '2025-03-01T09:00:00.000Z', blocked: false, verified: false,
      },
    }]);
  });

  it('takes the name and picture of each later sign-in, keeping member-since', () => {
    const changes = usersProjection.project(projected(
      { type: 'UserSignedIn', data: { userId, name: 'Ayesha K.', picture: null } },
      '2025-04-01T10:00:00.000Z', 1n,
    ));
    expect(changes).toEqual([{
      op: 'update', table: 'users', where: { id: userId },
      set: { name: 'Ayesha K.', picture: null, last_signed_in_at: '2025-04-01T10:00:00.000Z' },
    }]);
  });

  it.each([
    ['UserBlocked', { blocked: true }],
    ['UserUnblocked', { blocked: false }],
    ['UserVerified', { verified: true }],
    ['UserUnverified', { verified: false }],
  ] as const)('sets the flag on %s', (type, set) => {
    expect(usersProjection.project(projected({ type, data: { userId } }, '2025-05-01T00:00:00.000Z', 2n)))
      .toEqual([{ op: 'update', table: 'users', where: { id: userId }, set }]);
  });

  it('ignores the events of other streams', () => {
    const approved: ProjectedEvent = { ...projected({ type: 'UserBlocked', data: { userId } }, '2025-05-01T00:00:00.000Z'), event: { type: 'ListingApproved', data: { listingId: 'l-1' } } };
    expect(usersProjection.project(approved)).toEqual([]);
  });
});
