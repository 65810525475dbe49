import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent } from '@kamra/contracts/events';
import type { ReadDb } from '@kamra/read-model';
import type { ProjectedEvent } from '../projection.js';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';

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

const registered = projected(
  { type: 'UserRegistered', data: { userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: 'https://img.example/a.png' } },
  '2025-03-01T09:00:00.000Z',
);
const users = (db: ReadDb) => db.selectFrom('users').selectAll().execute();

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

describe('users projection: given user events, then rows', () => {
  it('a registration adds the person, member since the first sign-in, neither blocked nor verified', async () => {
    const db = await spec.given(registered);
    expect(await users(db)).toEqual([{
      id: userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: 'https://img.example/a.png',
      member_since: new Date('2025-03-01T09:00:00.000Z'), last_signed_in_at: new Date('2025-03-01T09:00:00.000Z'),
      blocked: false, verified: false,
    }]);
  });

  it('a later sign-in takes its name and picture and keeps member-since', async () => {
    const db = await spec.given(registered, projected({ type: 'UserSignedIn', data: { userId, name: 'Ayesha K.', picture: null } }, '2025-04-01T10:00:00.000Z', 1n));
    expect(await users(db)).toMatchObject([{
      name: 'Ayesha K.', picture: null,
      member_since: new Date('2025-03-01T09:00:00.000Z'), last_signed_in_at: new Date('2025-04-01T10:00:00.000Z'),
    }]);
  });

  it.each([
    [['UserBlocked'], { blocked: true, verified: false }],
    [['UserBlocked', 'UserUnblocked'], { blocked: false, verified: false }],
    [['UserVerified'], { blocked: false, verified: true }],
    [['UserVerified', 'UserUnverified'], { blocked: false, verified: false }],
    [['UserVerified', 'UserBlocked'], { blocked: true, verified: true }],
  ] as const)('after %j the flags are %j', async (types, flags) => {
    const decisions = types.map((type, index) => projected({ type, data: { userId } }, '2025-05-01T00:00:00.000Z', BigInt(index + 1)));
    const db = await spec.given(registered, ...decisions);
    expect(await users(db)).toMatchObject([flags]);
  });

  it('events of other streams add no user', async () => {
    const approved: ProjectedEvent = { ...registered, event: { type: 'ListingApproved', data: { listingId: 'l-1' } } };
    const db = await spec.given(approved);
    expect(await users(db)).toEqual([]);
  });
});
