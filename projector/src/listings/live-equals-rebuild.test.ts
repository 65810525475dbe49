import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listingStream, type KamraEvent } from '@kamra/contracts/events';
import { PostgresEventStore, type EventStore } from '@kamra/eventstore';
import { createLogger, type Database } from '@kamra/platform';
import { openScratchDatabase } from '@kamra/platform/testing';
import { READ_SCHEMA, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { snapshotReadTables } from '../cli/table-snapshot.js';
import { projections } from '../projections.js';
import { Projector } from '../projector.js';
import { rebuildReadTables } from '../rebuild.js';
import { accessorySubmitted, metadataOf, newEvent, roommateSubmitted, roomSubmitted } from './listing-fixtures.js';

const LIVE_SCHEMA = 'kamra_read_live';
const LISTINGS = 4;
const USERS = ['user-a', 'user-b', 'user-c'];

type Command =
  | { kind: 'submit'; listing: number; user: number; listingKind: number }
  | { kind: 'approve' | 'reject' | 'delete' | 'boost' | 'dismiss' | 'flag' | 'close' | 'renew'; listing: number }
  | { kind: 'report'; listing: number; user: number }
  | { kind: 'catchUp' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), listing: fc.nat(LISTINGS - 1), user: fc.nat(USERS.length - 1), listingKind: fc.nat(2) }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const, 'delete' as const, 'boost' as const), listing: fc.nat(LISTINGS - 1) }),
  // The lifecycle after approval: reports, dismissals, duplicate flags, closing and renewal.
  fc.record({ kind: fc.constant('report' as const), listing: fc.nat(LISTINGS - 1), user: fc.nat(USERS.length - 1) }),
  fc.record({ kind: fc.constantFrom('dismiss' as const, 'flag' as const, 'close' as const, 'renew' as const), listing: fc.nat(LISTINGS - 1) }),
  fc.constant({ kind: 'catchUp' as const }),
);

const submitters = [roomSubmitted, roommateSubmitted, accessorySubmitted];
const ADDRESSES = ['Hayatabad Phase 3, Peshawar', 'DHA Phase 5, Lahore', 'G-11/2, Islamabad', 'Clifton Block 4, Karachi'];

let database: Database;
let store: EventStore;
let run = 0;

beforeAll(async () => {
  database = await openScratchDatabase('pglite');
  store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 10 });
  await migrateReadTables(database.pool, LIVE_SCHEMA);
});

afterAll(async () => {
  await store.close();
  await database.close();
});

/** The event a command causes, as the write side would record it, or null when it would refuse. */
function eventFor(cmd: Exclude<Command, { kind: 'catchUp' }>, listingId: string, at: string): { event: KamraEvent; actor: string; role: 'user' | 'admin' } {
  switch (cmd.kind) {
    case 'submit': {
      const submit = submitters[cmd.listingKind] ?? roomSubmitted;
      const owner = USERS[cmd.user] ?? 'user-a';
      return { event: submit(listingId, owner, at, ADDRESSES[cmd.listing % ADDRESSES.length]), actor: owner, role: 'user' };
    }
    case 'approve':
      return { event: { type: 'ListingApproved', data: { listingId } }, actor: 'admin-1', role: 'admin' };
    case 'reject':
      return { event: { type: 'ListingRejected', data: { listingId, reason: 'Pictures do not show the room' } }, actor: 'admin-1', role: 'admin' };
    case 'delete':
      return { event: { type: 'ListingDeleted', data: { listingId, by: 'owner' } }, actor: 'user-a', role: 'user' };
    case 'report':
      return {
        event: { type: 'ListingReported', data: { listingId, reporterId: USERS[cmd.user] ?? 'user-b', reason: 'scam', details: cmd.user === 0 ? null : 'Asks for money first', reportedAt: at } },
        actor: USERS[cmd.user] ?? 'user-b', role: 'user',
      };
    case 'dismiss':
      return { event: { type: 'ListingReportsDismissed', data: { listingId, dismissed: 1 } }, actor: 'admin-1', role: 'admin' };
    case 'flag': {
      const data = { listingId, picture: 'a.webp', matchingListingId: 'other', matchingOwnerId: 'user-c', matchingPicture: 'b.webp', distance: 4 };
      return { event: { type: 'ListingFlaggedAsDuplicate', data }, actor: 'user-a', role: 'user' };
    }
    case 'close':
      return { event: { type: 'ListingClosed', data: { listingId, outcome: 'rented', closedAt: at } }, actor: 'user-a', role: 'user' };
    case 'renew': {
      const visibleUntil = new Date(Date.parse(at) + 60 * 86_400_000).toISOString();
      return { event: { type: 'ListingRenewed', data: { listingId, renewedAt: at, visibleUntil } }, actor: 'user-a', role: 'user' };
    }
    case 'boost': {
      const until = new Date(Date.parse(at) + 7 * 86_400_000).toISOString();
      const data = { listingId, package: 'standard' as const, days: 7, amount: 4500, currency: 'PKR' as const, until, sessionId: `cs_${at}` };
      return { event: { type: 'ListingBoosted', data }, actor: 'user-a', role: 'user' };
    }
  }
}

describe('live projection and rebuild', () => {
  it('build the same rows for any command sequence, whatever the batch boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), fc.integer({ min: 1, max: 6 }), async (commands, batchSize) => {
        run += 1;
        const projector = new Projector({ store, db: readDb(database.pool, LIVE_SCHEMA), schema: LIVE_SCHEMA, projections, logger: createLogger('test'), batchSize });
        await projector.start();
        const submitted = new Set<number>();
        let clock = Date.parse('2025-03-01T00:00:00.000Z') + run * 86_400_000;
        for (const cmd of commands) {
          if (cmd.kind === 'catchUp') {
            await projector.caughtUp();
            continue;
          }
          const effective = submitted.has(cmd.listing) || cmd.kind === 'submit' ? cmd : { kind: 'submit' as const, listing: cmd.listing, user: 0, listingKind: cmd.listing % 3 };
          if (effective.kind === 'submit' && submitted.has(effective.listing)) continue;
          if (effective.kind === 'submit') submitted.add(effective.listing);
          clock += 60_000;
          const at = new Date(clock).toISOString();
          const listingId = `run${run}-listing${cmd.listing}`;
          const { event, actor, role } = eventFor(effective, listingId, at);
          await store.appendToStream(listingStream(listingId), [newEvent(event, metadataOf(actor, role, at))], { expectedRevision: 'any' });
        }
        await projector.caughtUp();
        await projector.stop();
        await rebuildReadTables({ pool: database.pool, store, projections, batchSize: 7 });
        const live = await snapshotReadTables(database.pool, LIVE_SCHEMA);
        const rebuilt = await snapshotReadTables(database.pool, READ_SCHEMA);
        expect(rebuilt).toEqual(live);
      }),
      { numRuns: 15 },
    );
  });
});
