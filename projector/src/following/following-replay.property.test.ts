/**
 * Replay guard for following: any sequence of favourite, saved-search and notification commands
 * the deciders accept gives the same tables live (any batch boundaries) and rebuilt from the log,
 * and those tables hold exactly what the deciders hold: the favourites, the searches with their
 * alerts, and the unread notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { followsStream, notificationsStream } from '@kamra/contracts/events';
import { PostgresEventStore, type EventStore } from '@kamra/eventstore';
import { AppError, createLogger, type Database } from '@kamra/platform';
import { openScratchDatabase } from '@kamra/platform/testing';
import { READ_SCHEMA, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import {
  followDecider, notificationDecider, type FollowCommand, type NotificationCommand,
} from '@kamra/write-service/testing/deciders';
import { snapshotReadTables } from '../cli/table-snapshot.js';
import { projections } from '../projections.js';
import { Projector } from '../projector.js';
import { rebuildReadTables } from '../rebuild.js';
import { metadataOf, newEvent } from '../listings/listing-fixtures.js';

const LIVE_SCHEMA = 'kamra_read_live_following';
const USERS = 2;
const LISTINGS = 3;
const SEARCHES = 3;

type Step =
  | { kind: 'favourite' | 'unfavourite'; user: number; listing: number }
  | { kind: 'save'; user: number; search: number; alerts: 'instant' | 'daily' | 'off' }
  | { kind: 'alerts'; user: number; search: number; alerts: 'instant' | 'daily' | 'off' }
  | { kind: 'delete'; user: number; search: number }
  | { kind: 'notify'; user: number; search: number; listing: number }
  /** An owner told of a decision on their listing; `cause` stands for the decision's event. */
  | { kind: 'decision'; user: number; listing: number; cause: number; refused: boolean }
  | { kind: 'read'; user: number; all: boolean; listing: number }
  | { kind: 'catchUp' };

const alerts = fc.constantFrom('instant' as const, 'daily' as const, 'off' as const);
const user = fc.nat(USERS - 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('favourite' as const, 'unfavourite' as const), user, listing: fc.nat(LISTINGS - 1) }),
  fc.record({ kind: fc.constant('save' as const), user, search: fc.nat(SEARCHES - 1), alerts }),
  fc.record({ kind: fc.constant('alerts' as const), user, search: fc.nat(SEARCHES - 1), alerts }),
  fc.record({ kind: fc.constant('delete' as const), user, search: fc.nat(SEARCHES - 1) }),
  fc.record({ kind: fc.constant('notify' as const), user, search: fc.nat(SEARCHES - 1), listing: fc.nat(LISTINGS - 1) }),
  fc.record({ kind: fc.constant('decision' as const), user, listing: fc.nat(LISTINGS - 1), cause: fc.nat(3), refused: fc.boolean() }),
  fc.record({ kind: fc.constant('read' as const), user, all: fc.boolean(), listing: fc.nat(LISTINGS - 1) }),
  fc.constant({ kind: 'catchUp' as const }),
);

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

type FollowStep = Extract<Step, { kind: 'favourite' | 'unfavourite' | 'save' | 'alerts' | 'delete' }>;
type NoticeStep = Extract<Step, { kind: 'notify' | 'decision' | 'read' }>;

/** The notification command a step stands for; `id` names a new notification. */
function noticeCommandOf(s: NoticeStep, userId: string, id: string, readIds: (n: number) => string): NotificationCommand {
  switch (s.kind) {
    case 'notify':
      return { type: 'Notify', userId, notificationId: id, kind: 'search_match', listingId: `l${s.listing}`, searchId: `s${s.search}`, key: `search:s${s.search}:l${s.listing}`, text: 'A new room' };
    case 'decision':
      return s.refused
        ? { type: 'Notify', userId, notificationId: id, kind: 'listing_rejected', listingId: `l${s.listing}`, searchId: null, key: `decision:e${s.cause}`, text: 'Your listing was not approved. Reason: Blurry', reason: 'Blurry' }
        : { type: 'Notify', userId, notificationId: id, kind: 'listing_approved', listingId: `l${s.listing}`, searchId: null, key: `decision:e${s.cause}`, text: 'Your listing was approved' };
    case 'read':
      return { type: 'MarkRead', userId, notificationIds: s.all ? 'all' : [readIds(s.listing)] };
  }
}

/** The command a step stands for; `searchIds` are the person's saved searches, `newId` a fresh one. */
function followCommandOf(s: FollowStep, userId: string, searchIds: readonly string[], newId: string): FollowCommand {
  switch (s.kind) {
    case 'favourite':
      return { type: 'AddFavourite', userId, listingId: `l${s.listing}` };
    case 'unfavourite':
      return { type: 'RemoveFavourite', userId, listingId: `l${s.listing}` };
    case 'save':
      return { type: 'SaveSearch', userId, searchId: newId, kind: 'room', location: 'Lahore', filters: { rent: 20000 }, alerts: s.alerts };
    case 'alerts':
      return { type: 'ChangeSearchAlerts', userId, searchId: searchIds[s.search] ?? 'none', alerts: s.alerts };
    case 'delete':
      return { type: 'DeleteSearch', userId, searchId: searchIds[s.search] ?? 'none' };
  }
}

function decided<S, C, E>(decider: { decide(command: C, state: S): E[] }, command: C, state: S): E[] {
  try {
    return decider.decide(command, state);
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}

describe('following: live projection and rebuild', () => {
  it('build the same rows as each other and as the deciders hold, for any command sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 30 }), fc.integer({ min: 1, max: 5 }), async (steps, batchSize) => {
        run += 1;
        const projector = new Projector({ store, db: readDb(database.pool, LIVE_SCHEMA), schema: LIVE_SCHEMA, projections, logger: createLogger('test'), batchSize });
        await projector.start();
        const userId = (n: number) => `run${run}-user${n}`;
        const follows = new Map<number, ReturnType<typeof followDecider.initialState>>();
        const notices = new Map<number, ReturnType<typeof notificationDecider.initialState>>();
        let clock = Date.parse('2026-03-01T00:00:00.000Z') + run * 86_400_000;
        let told = 0;
        for (const s of steps) {
          if (s.kind === 'catchUp') {
            await projector.caughtUp();
            continue;
          }
          clock += 60_000;
          const at = new Date(clock).toISOString();
          const who = userId(s.user);
          if (s.kind === 'notify' || s.kind === 'decision' || s.kind === 'read') {
            const state = notices.get(s.user) ?? notificationDecider.initialState();
            const command = noticeCommandOf(s, who, s.kind === 'read' ? '' : `run${run}-n${told++}`, (n) => `run${run}-n${n}`);
            const events = decided(notificationDecider, command, state);
            if (events.length === 0) continue;
            notices.set(s.user, events.reduce(notificationDecider.evolve, state));
            await store.appendToStream(notificationsStream(who), events.map((event) => newEvent(event, metadataOf(s.kind === 'read' ? who : 'system', 'user', at))), { expectedRevision: 'any' });
            continue;
          }
          const state = follows.get(s.user) ?? followDecider.initialState();
          const command = followCommandOf(s, who, [...state.searches.keys()], `run${run}-u${s.user}-${clock}`);
          const events = decided(followDecider, command, state);
          if (events.length === 0) continue;
          follows.set(s.user, events.reduce(followDecider.evolve, state));
          await store.appendToStream(followsStream(who), events.map((event) => newEvent(event, metadataOf(who, 'user', at))), { expectedRevision: 'any' });
        }
        await projector.caughtUp();
        await projector.stop();

        const db = readDb(database.pool, LIVE_SCHEMA);
        for (let n = 0; n < USERS; n++) {
          const who = userId(n);
          const kept = await db.selectFrom('favourites').select('listing_id').where('user_id', '=', who).execute();
          expect(new Set(kept.map((row) => row.listing_id))).toEqual(new Set(follows.get(n)?.favourites ?? []));
          const searches = await db.selectFrom('saved_searches').select(['id', 'alerts']).where('user_id', '=', who).execute();
          expect(new Map(searches.map((row) => [row.id, row.alerts]))).toEqual(new Map(follows.get(n)?.searches ?? []));
          const unread = await db.selectFrom('notifications').select('id').where('user_id', '=', who).where('read_at', 'is', null).execute();
          expect(new Set(unread.map((row) => row.id))).toEqual(new Set(notices.get(n)?.unread ?? []));
        }
        await rebuildReadTables({ pool: database.pool, store, projections, batchSize: 7 });
        expect(await snapshotReadTables(database.pool, READ_SCHEMA)).toEqual(await snapshotReadTables(database.pool, LIVE_SCHEMA));
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
