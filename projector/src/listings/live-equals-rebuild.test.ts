import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listingStream, type ListingEvent } from '@kamra/contracts/events';
import { PostgresEventStore, type EventStore } from '@kamra/eventstore';
import { AppError, createLogger, type Database } from '@kamra/platform';
import { listingDecider, type ListingCommand, type ListingState } from '@kamra/write-service/testing/deciders';
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
  | { kind: 'approve' | 'reject' | 'delete' | 'boost' | 'dismiss' | 'flag' | 'close' | 'renew' | 'priceFlag'; listing: number }
  | { kind: 'report'; listing: number; user: number }
  | { kind: 'revise'; listing: number; amount: number }
  | { kind: 'withdraw'; listing: number }
  | { kind: 'catchUp' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), listing: fc.nat(LISTINGS - 1), user: fc.nat(USERS.length - 1), listingKind: fc.nat(2) }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'approve' as const, 'approve' as const, 'reject' as const, 'delete' as const, 'boost' as const), listing: fc.nat(LISTINGS - 1) }),
  // The lifecycle after approval: reports, dismissals, duplicate flags, closing and renewal.
  fc.record({ kind: fc.constant('report' as const), listing: fc.nat(LISTINGS - 1), user: fc.nat(USERS.length - 1) }),
  fc.record({ kind: fc.constantFrom('dismiss' as const, 'flag' as const, 'close' as const, 'renew' as const), listing: fc.nat(LISTINGS - 1) }),
  // The price-flag reactor's judgement of the current version (stale or repeated ones record nothing).
  fc.record({ kind: fc.constant('priceFlag' as const), listing: fc.nat(LISTINGS - 1) }),
  // The owner's edits: a new rent or price (the same one is refused as changing nothing).
  fc.record({ kind: fc.constant('revise' as const), listing: fc.nat(LISTINGS - 1), amount: fc.constantFrom(4000, 25000, 30000) }),
  fc.record({ kind: fc.constant('revise' as const), listing: fc.nat(LISTINGS - 1), amount: fc.constantFrom(4000, 25000, 30000) }),
  // The owner taking a waiting edit back (refused, so recording nothing, when none waits).
  fc.record({ kind: fc.constant('withdraw' as const), listing: fc.nat(LISTINGS - 1) }),
  fc.constant({ kind: 'catchUp' as const }),
);

const submitters = [roomSubmitted, roommateSubmitted, accessorySubmitted];
const ADDRESSES = ['Hayatabad Phase 3, Peshawar', 'DHA Phase 5, Lahore', 'G-11/2, Islamabad', 'Clifton Block 4, Karachi'];

let database: Database;
let store: EventStore;
let run = 0;
/** Revisions recorded over all runs: the property must see some. */
const revisionEvents = new Set<string>();

beforeAll(async () => {
  database = await openScratchDatabase('pglite');
  store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 10 });
  await migrateReadTables(database.pool, LIVE_SCHEMA);
});

afterAll(async () => {
  await store.close();
  await database.close();
});

const admin = { userId: 'admin-1', isAdmin: true };
const asUser = (userId: string) => ({ userId, isAdmin: false });

/**
 * The listing command a generated step stands for, as its route would send it. A duplicate flag
 * is no command of its own: it comes with a submission whose picture matches another owner's.
 */
function commandFor(cmd: Exclude<Command, { kind: 'catchUp' }>, listingId: string, at: string, state: ListingState): ListingCommand {
  const owner = state.exists ? state.ownerId : USERS[0] ?? 'user-a';
  switch (cmd.kind) {
    case 'submit':
    case 'flag': {
      const submit = submitters[cmd.kind === 'submit' ? cmd.listingKind : cmd.listing % 3] ?? roomSubmitted;
      const ownerId = cmd.kind === 'submit' ? USERS[cmd.user] ?? 'user-a' : 'user-a';
      const duplicate = cmd.kind === 'flag' ? { picture: 'pic1.webp', matchingListingId: 'other', matchingOwnerId: 'user-c', matchingPicture: 'b.webp', distance: 4 } : null;
      return { type: 'SubmitListing', data: submit(listingId, ownerId, at, ADDRESSES[cmd.listing % ADDRESSES.length]).data, duplicate };
    }
    case 'approve':
      return { type: 'ApproveListing', listingId, by: admin, now: at };
    case 'reject':
      return { type: 'RejectListing', listingId, reason: 'Pictures do not show the room', by: admin };
    case 'delete':
      return { type: 'DeleteListing', listingId, by: asUser(owner) };
    case 'report':
      return { type: 'ReportListing', listingId, by: asUser(USERS[cmd.user] ?? 'user-b'), reason: 'scam', details: cmd.user === 0 ? null : 'Asks for money first', now: at, ownerBlocked: false };
    case 'dismiss':
      return { type: 'DismissReports', listingId, by: admin };
    case 'close':
      return { type: 'CloseListing', listingId, by: asUser(owner), outcome: state.exists && state.kind === 'accessory' ? 'sold' : 'rented', now: at };
    case 'renew':
      return { type: 'RenewListing', listingId, by: asUser(owner), now: at };
    case 'boost':
      return { type: 'BoostListing', listingId, requesterId: owner, package: 'standard', sessionId: `cs_${at}`, now: at };
    case 'priceFlag':
      return {
        type: 'FlagListingPrice', listingId, version: state.exists ? state.version : 0, amount: 6000, area: 'islamabad/g11', median: 25000, count: 12, now: at,
      };
    case 'revise':
      return reviseTo(cmd.amount, listingId, at, state);
    case 'withdraw':
      return { type: 'WithdrawRevision', listingId, by: asUser(owner), now: at };
  }
}

/** The owner's edit of the amount, on the content an edit starts from (a waiting revision's, else the listing's). */
function reviseTo(amount: number, listingId: string, at: string, state: ListingState): ListingCommand {
  if (!state.exists) return { type: 'DeleteListing', listingId, by: asUser('nobody') };
  const draft = state.revision?.content ?? state.content;
  const listing = draft.kind === 'accessory'
    ? { kind: draft.kind, fields: { ...draft.fields, price: amount } }
    : draft.kind === 'room' ? { kind: draft.kind, fields: { ...draft.fields, rent: amount } } : { kind: draft.kind, fields: { ...draft.fields, rent: amount } };
  return {
    type: 'ReviseListing', listingId, by: asUser(state.ownerId), listing, profile: null, now: at,
    keepPictures: draft.pictures.map((image) => image.file), newPictures: [],
  };
}

/** The fields an event makes public, if it makes any. */
function approvedFields(event: ListingEvent, state: ListingState): unknown {
  if (event.type === 'ListingApproved' && state.exists) return state.content.fields;
  if (event.type === 'ListingRevisionApproved') return event.data.fields;
  return undefined;
}

/** What the decider records for the command, or nothing when the write side would refuse it (a 4xx). */
function decided(command: ListingCommand, state: ListingState): ListingEvent[] {
  try {
    return listingDecider.decide(command, state);
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}

describe('live projection and rebuild', () => {
  // Fifteen logs, each projected live and rebuilt, took 17 s in CI: too near the default 30 s on a loaded machine.
  it('build the same rows for any command sequence, whatever the batch boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), fc.integer({ min: 1, max: 6 }), async (commands, batchSize) => {
        run += 1;
        const projector = new Projector({ store, db: readDb(database.pool, LIVE_SCHEMA), schema: LIVE_SCHEMA, projections, logger: createLogger('test'), batchSize });
        await projector.start();
        const states = new Map<number, ListingState>();
        /** Per listing id, the fields of its last approval: all the public may ever see of it. */
        const approvedContent = new Map<string, unknown>();
        let clock = Date.parse('2025-03-01T00:00:00.000Z') + run * 86_400_000;
        for (const cmd of commands) {
          if (cmd.kind === 'catchUp') {
            await projector.caughtUp();
            continue;
          }
          clock += 60_000;
          const at = new Date(clock).toISOString();
          const listingId = `run${run}-listing${cmd.listing}`;
          // A step on a listing not yet submitted submits it first, so the step finds a listing to act on.
          const submitted = (states.get(cmd.listing)?.exists ?? false) || cmd.kind === 'submit' || cmd.kind === 'flag'
            ? [cmd]
            : [{ kind: 'submit' as const, listing: cmd.listing, user: 0, listingKind: cmd.listing % 3 }, cmd];
          // A withdrawal finds changes waiting more often than chance would give them: the listing
          // is approved and edited first (steps the decider refuses record nothing, as before).
          const steps = cmd.kind === 'withdraw'
            ? [...submitted.slice(0, -1), { kind: 'approve' as const, listing: cmd.listing }, { kind: 'revise' as const, listing: cmd.listing, amount: 4000 },
              { kind: 'revise' as const, listing: cmd.listing, amount: 30000 }, cmd]
            : submitted;
          for (const step of steps) {
            const state = states.get(cmd.listing) ?? listingDecider.initialState();
            const command = commandFor(step, listingId, at, state);
            const events = decided(command, state);
            if (events.length === 0) continue;
            let next = state;
            for (const event of events) {
              const fields = approvedFields(event, next);
              if (fields !== undefined) approvedContent.set(listingId, JSON.parse(JSON.stringify(fields)));
              if (event.type.startsWith('ListingRevis')) revisionEvents.add(event.type);
              next = listingDecider.evolve(next, event);
            }
            states.set(cmd.listing, next);
            const actor = command.type === 'SubmitListing' ? command.data.ownerId : 'by' in command ? command.by.userId : 'requesterId' in command ? command.requesterId : 'system';
            const role = 'by' in command && command.by.isAdmin ? 'admin' : 'user';
            await store.appendToStream(listingStream(listingId), events.map((event) => newEvent(event, metadataOf(actor, role, at))), { expectedRevision: 'any' });
          }
        }
        await projector.caughtUp();
        await projector.stop();
        // What search and public detail read is the last approved version, and nothing unapproved.
        const approvedRows = await readDb(database.pool, LIVE_SCHEMA).selectFrom('listings').select(['id', 'fields'])
          .where('status', '=', 'approved').where('id', 'like', `run${run}-%`).execute();
        for (const row of approvedRows) expect(row.fields).toEqual(approvedContent.get(row.id));
        // A price flag stands only for the version it judged: a newer approved version clears it.
        const flagRows = await readDb(database.pool, LIVE_SCHEMA).selectFrom('listings').select(['id', 'price_flag'])
          .where('id', 'like', `run${run}-%`).execute();
        for (const row of flagRows) {
          const state = states.get(Number(row.id.slice(`run${run}-listing`.length)));
          const flagsCurrent = state?.exists === true && state.priceFlaggedVersion !== null && state.priceFlaggedVersion === state.version;
          expect(row.price_flag !== null).toBe(flagsCurrent);
        }
        // Changes wait in the row exactly while they wait on the aggregate: a withdrawn or decided edit leaves none.
        const revisionRows = await readDb(database.pool, LIVE_SCHEMA).selectFrom('listings').select(['id', 'revision_status'])
          .where('id', 'like', `run${run}-%`).execute();
        for (const row of revisionRows) {
          const state = states.get(Number(row.id.slice(`run${run}-listing`.length)));
          expect(row.revision_status).toBe(state?.exists === true ? state.revision?.status ?? null : null);
        }
        await rebuildReadTables({ pool: database.pool, store, projections, batchSize: 7 });
        const live = await snapshotReadTables(database.pool, LIVE_SCHEMA);
        const rebuilt = await snapshotReadTables(database.pool, READ_SCHEMA);
        expect(rebuilt).toEqual(live);
      }),
      { numRuns: 15 },
    );
    expect(revisionEvents.has('ListingRevised')).toBe(true);
    expect(revisionEvents.has('ListingRevisionWithdrawn')).toBe(true);
  }, 120_000);
});
