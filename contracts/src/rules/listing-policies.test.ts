import { describe, expect, it } from 'vitest';
import type { ListingAbilities } from '../read-models/listing-views';
import { messages } from '../messages';
import { abilitiesOf, editRefusal, withdrawRevisionRefusal, type PolicyActor, type RevisionFacts } from './listing-policies';

const now = '2025-05-01T12:00:00.000Z';
const owner: PolicyActor = { userId: 'owner', isAdmin: false };
const stranger: PolicyActor = { userId: 'stranger', isAdmin: false };
const admin: PolicyActor = { userId: 'admin', isAdmin: true };
const reporter: PolicyActor = { userId: 'reporter', isAdmin: false };

/** Approved on 2025-04-01: public until 2025-05-31, renewable from 2025-05-24. */
const live: RevisionFacts = { ownerId: 'owner', status: 'approved', deleted: false, closed: null, expiresAt: '2025-05-31T12:00:00.000Z', openReporters: ['reporter'], ownerBlocked: false, revision: null };
const states: Record<string, RevisionFacts> = {
  pending: { ...live, status: 'pending', expiresAt: null, openReporters: [] },
  rejected: { ...live, status: 'rejected', expiresAt: null, openReporters: [] },
  live,
  'in its last week': { ...live, expiresAt: '2025-05-05T12:00:00.000Z' },
  expired: { ...live, expiresAt: '2025-04-30T12:00:00.000Z' },
  closed: { ...live, closed: 'rented', openReporters: [] },
  deleted: { ...live, deleted: true, openReporters: [] },
  "live, its owner blocked": { ...live, ownerBlocked: true, openReporters: [] },
  'live, changes waiting': { ...live, revision: { status: 'pending' } },
  'live, changes rejected': { ...live, revision: { status: 'rejected' } },
};

const none: ListingAbilities = { edit: false, close: false, renew: false, delete: false, boost: false, report: false, withdrawChanges: false };
const only = (allowed: Partial<ListingAbilities>): ListingAbilities => ({ ...none, ...allowed });

// viewer x state -> what the presenters send.
const table: ReadonlyArray<[string, PolicyActor | null, string, ListingAbilities]> = [
  ['a visitor', null, 'live', none],
  ['the owner', owner, 'pending', only({ edit: true, delete: true })],
  ['the owner', owner, 'rejected', only({ edit: true, delete: true })],
  ['the owner', owner, 'live', only({ edit: true, close: true, delete: true, boost: true })],
  ['the owner', owner, 'in its last week', only({ edit: true, close: true, renew: true, delete: true, boost: true })],
  ['the owner', owner, 'expired', only({ edit: true, close: true, renew: true, delete: true })],
  ['the owner', owner, 'closed', only({ delete: true })],
  ['the owner', owner, 'live, changes waiting', only({ edit: true, close: true, delete: true, boost: true, withdrawChanges: true })],
  ['the owner', owner, 'live, changes rejected', only({ edit: true, close: true, delete: true, boost: true })],
  ['an admin', admin, 'live, changes waiting', only({ delete: true, report: true })],
  ['the owner', owner, 'deleted', none],
  ['a stranger', stranger, 'pending', none],
  ['a stranger', stranger, 'live', only({ report: true })],
  ['a stranger', stranger, 'expired', none],
  ['a stranger', stranger, 'closed', none],
  ['someone with an open report', reporter, 'live', none],
  ['a stranger', stranger, 'live, its owner blocked', none],
  ['an admin', admin, 'pending', only({ delete: true })],
  ['an admin', admin, 'rejected', none],
  ['an admin', admin, 'live', only({ delete: true, report: true })],
  ['an admin', admin, 'closed', only({ delete: true })],
  ['an admin', admin, 'live, its owner blocked', only({ delete: true })],
  ['an admin', admin, 'deleted', none],
];

describe('what a viewer may do to a listing', () => {
  it.each(table)('%s, on a listing %s', (_who, viewer, state, expected) => {
    const listing = states[state];
    if (listing === undefined) throw new Error(`no state ${state}`);
    expect(abilitiesOf(listing, viewer, now)).toEqual(expected);
  });
});

describe('who may edit a listing', () => {
  it('the owner, in any status, while it is neither deleted nor closed', () => {
    for (const state of ['pending', 'rejected', 'live', 'expired'] as const) expect(editRefusal(states[state] ?? live, owner)).toBeNull();
  });
  it('refuses deleted and closed listings as conflicts (409), saying why', () => {
    expect(editRefusal(states.deleted ?? live, owner)).toEqual({ kind: 'conflict', message: messages.revisionListingDeleted });
    expect(editRefusal(states.closed ?? live, owner)).toEqual({ kind: 'conflict', message: messages.revisionListingClosed });
  });
  it('refuses anyone else, admins too: they decide edits rather than write them', () => {
    expect(editRefusal(live, stranger)).toEqual({ kind: 'forbidden', message: messages.ownerOnly });
    expect(editRefusal(live, admin)).toEqual({ kind: 'forbidden', message: messages.ownerOnly });
  });
});

describe('who may withdraw waiting changes', () => {
  const waiting = { ...live, revision: { status: 'pending' as const } };
  it('the owner, while changes wait beside the live version', () => {
    expect(withdrawRevisionRefusal(waiting, owner)).toBeNull();
  });
  it('refuses anyone else, admins too: they reject changes rather than withdraw them', () => {
    expect(withdrawRevisionRefusal(waiting, stranger)).toEqual({ kind: 'forbidden', message: messages.ownerOnly });
    expect(withdrawRevisionRefusal(waiting, admin)).toEqual({ kind: 'forbidden', message: messages.ownerOnly });
  });
  it('refuses with 409 when nothing waits: no revision, a rejected one, or a listing not approved', () => {
    const nothing = { kind: 'conflict', message: messages.withdrawNothingWaiting };
    expect(withdrawRevisionRefusal({ ...live, revision: null }, owner)).toEqual(nothing);
    expect(withdrawRevisionRefusal({ ...live, revision: { status: 'rejected' } }, owner)).toEqual(nothing);
    expect(withdrawRevisionRefusal({ ...waiting, status: 'pending' }, owner)).toEqual(nothing);
    // Closed: its changes are no longer shown nor decided, so none wait to be taken back.
    expect(withdrawRevisionRefusal({ ...waiting, closed: 'sold' }, owner)).toEqual(nothing);
  });
  it('a deleted listing is not found', () => {
    expect(withdrawRevisionRefusal({ ...waiting, deleted: true }, owner)).toEqual({ kind: 'not-found', message: messages.listingNotFound });
  });
});
