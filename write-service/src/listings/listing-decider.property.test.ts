import { listingEventSchema, parseEvent, type ListingEvent, type ListingSubmitted } from '@kamra/contracts/events';
import type { AccessoryFields } from '@kamra/contracts/commands';
import { isPublicAt } from '@kamra/contracts/rules';
import type { ImageRef } from '@kamra/contracts/uploads';
import { AppError } from '@kamra/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebuild } from '../commands/decider.js';
import type { ListingActor, ListingCommand } from './listing-commands.js';
import { listingDecider, type ListingState } from './listing-decider.js';

const listingId = 'b7e1c9d2-0000-4000-8000-000000000002';
const people: readonly ListingActor[] = [
  { userId: 'owner', isAdmin: false },
  { userId: 'stranger', isAdmin: false },
  { userId: 'admin', isAdmin: true },
  { userId: 'owner', isAdmin: true },
];
const picture = { file: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp', thumb: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-400.webp', width: 640, height: 480 };

function submission(ownerId: string): ListingSubmitted['data'] {
  return {
    listingId, ownerId, kind: 'accessory', pictures: [picture, picture, picture],
    profile: { kind: 'avatar', name: 'avatar-1' }, submittedAt: '2025-03-10T09:00:00.000Z',
    fields: { tagline: 'Lamp', name: 'Desk lamp', price: 900, condition: 7, usageYear: 1, address: 'Lahore', listerName: 'Ali', phone: '0300 1234567' },
  };
}

const actor = fc.constantFrom(...people);

/** March to July 2025: long enough for the 60 days of visibility to run out and be renewed. */
const instant = fc.integer({ min: Date.parse('2025-03-10T00:00:00Z'), max: Date.parse('2025-07-31T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString());
/** Pictures a revision may keep or add: the submission's, and new ones with their hashes. */
const others: ImageRef[] = ['c', 'd', 'e', 'f'].map((letter) => ({ file: `${letter.repeat(32)}.webp`, thumb: `${letter.repeat(32)}-400.webp`, width: 640, height: 480 }));
const revision = fc.record({
  by: actor,
  price: fc.constantFrom(900, 800, 1200),
  phone: fc.constantFrom('0300 1234567', '0321 7654321'),
  // Mostly pictures the listing has (so most revisions go through), sometimes ones it may not.
  keep: fc.oneof(
    { arbitrary: fc.constant([picture.file]), weight: 3 },
    { arbitrary: fc.shuffledSubarray([picture.file, ...others.map((other) => other.file)]), weight: 1 },
  ),
  add: fc.shuffledSubarray(others, { minLength: 1, maxLength: 3 }),
  profile: fc.option(fc.constantFrom({ kind: 'avatar' as const, name: 'avatar-1' as const }, { kind: 'avatar' as const, name: 'avatar-5' as const }), { nil: null }),
  now: instant,
}).map(({ by, price, phone, keep, add, profile, now }): ListingCommand => ({
  type: 'ReviseListing', listingId, by, now, profile,
  listing: { kind: 'accessory', fields: { ...submission('owner').fields as AccessoryFields, price, phone } },
  // The submission's one file three times over stays one picture kept three times: keep it once.
  keepPictures: keep,
  newPictures: add.map((image) => ({ image, hash: image.file.slice(0, 16) })),
}));
const duplicate = fc.option(fc.record({
  picture: fc.constant(picture.file),
  matchingListingId: fc.constantFrom('other-listing', listingId),
  matchingOwnerId: fc.constantFrom('owner', 'stranger', 'someone'),
  matchingPicture: fc.constant('eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.webp'),
  distance: fc.integer({ min: 0, max: 6 }),
}));
const command: fc.Arbitrary<ListingCommand> = fc.oneof(
  fc.record({ ownerId: fc.constantFrom('owner', 'stranger'), duplicate })
    .map(({ ownerId, duplicate }): ListingCommand => ({ type: 'SubmitListing', data: submission(ownerId), duplicate })),
  fc.record({ by: actor, now: fc.option(instant, { nil: undefined }) })
    .map(({ by, now }): ListingCommand => (now === undefined ? { type: 'ApproveListing', listingId, by } : { type: 'ApproveListing', listingId, by, now })),
  fc.record({ by: actor, reason: fc.constantFrom('scam' as const, 'other' as const, 'duplicate' as const), now: instant })
    .map(({ by, reason, now }): ListingCommand => ({ type: 'ReportListing', listingId, by, reason, details: reason === 'other' ? 'Fake' : null, now, ownerBlocked: false })),
  actor.map((by): ListingCommand => ({ type: 'DismissReports', listingId, by })),
  fc.record({ by: actor, outcome: fc.constantFrom('rented' as const, 'sold' as const), now: instant })
    .map(({ by, outcome, now }): ListingCommand => ({ type: 'CloseListing', listingId, by, outcome, now })),
  fc.record({ by: actor, now: instant }).map(({ by, now }): ListingCommand => ({ type: 'RenewListing', listingId, by, now })),
  fc.record({ by: actor, reason: fc.constantFrom('', '  ', 'Spam', 'Wrong city') })
    .map(({ by, reason }): ListingCommand => ({ type: 'RejectListing', listingId, by, reason })),
  actor.map((by): ListingCommand => ({ type: 'DeleteListing', listingId, by })),
  revision,
  revision,
  fc.record({ by: actor, now: instant }).map(({ by, now }): ListingCommand => ({ type: 'WithdrawRevision', listingId, by, now })),
  fc.record({
    requesterId: fc.constantFrom('owner', 'stranger'),
    sessionId: fc.constantFrom('cs_1', 'cs_2', 'cs_3'),
    package: fc.constantFrom('basic' as const, 'standard' as const, 'special' as const),
    day: fc.integer({ min: 10, max: 28 }),
  }).map(({ requesterId, sessionId, package: boostPackage, day }): ListingCommand => ({
    type: 'BoostListing', listingId, requesterId, sessionId, package: boostPackage, now: `2025-03-${day}T00:00:00.000Z`,
  })),
);

/** The same commands with more revisions and admins' decisions, to reach every revision state often. */
const admin = people[2] ?? { userId: 'admin', isAdmin: true };
const decisive: fc.Arbitrary<ListingCommand> = fc.oneof(
  command,
  revision,
  instant.map((now): ListingCommand => ({ type: 'ApproveListing', listingId, by: admin, now })),
  fc.constant<ListingCommand>({ type: 'RejectListing', listingId, by: admin, reason: 'Wrong city' }),
  instant.map((now): ListingCommand => ({ type: 'WithdrawRevision', listingId, by: { userId: 'owner', isAdmin: false }, now })),
);

const submittedByOwner: ListingCommand = { type: 'SubmitListing', data: submission('owner') };

/** Sequences that start with the owner's submission half the time, so most commands find a listing to act on. */
const sequence = fc.oneof(fc.array(command, { maxLength: 25 }), fc.array(command, { maxLength: 25 }).map((rest) => [submittedByOwner, ...rest]));

/** What the store gives back: JSON, read through the same parser the command handler uses. */
function throughTheStore(events: readonly ListingEvent[]): ListingEvent[] {
  return events.map((event) => {
    const stored: unknown = JSON.parse(JSON.stringify(event.data));
    return parseEvent(event.type, stored) as ListingEvent;
  });
}

/** The content an event makes live, or undefined when it makes nothing live. */
function wentLive(event: ListingEvent, state: ListingState): unknown {
  if (event.type === 'ListingApproved' && state.exists) return contentOf(state.content);
  if (event.type === 'ListingRevisionApproved') {
    const { fields, pictures, profile } = event.data;
    return { fields, pictures, profile };
  }
  return undefined;
}

function contentOf(content: { fields: unknown; pictures: readonly unknown[]; profile: unknown }) {
  return { fields: content.fields, pictures: [...content.pictures], profile: content.profile };
}

describe('listing aggregate under any sequence of commands', () => {
  it('never shows a listing or a version that no admin approved, and rebuilds every state it reaches', () => {
    fc.assert(
      fc.property(sequence, instant, (commands, now) => {
        let state: ListingState = listingDecider.initialState();
        const history: ListingEvent[] = [];
        /** The content of the last approval: what the public may see. */
        let lastApproved: unknown;
        for (const next of commands) {
          let produced: ListingEvent[];
          try {
            produced = listingDecider.decide(next, state);
          } catch (error) {
            // A refusal is always one the HTTP layer can answer with a 4xx.
            expect(error).toBeInstanceOf(AppError);
            continue;
          }
          for (const event of produced) {
            expect(listingEventSchema.safeParse(event).success).toBe(true);
            if (event.type === 'ListingApproved' || event.type === 'ListingRejected' || event.type === 'ListingRevisionApproved' || event.type === 'ListingRevisionRejected') {
              expect('by' in next && next.by.isAdmin).toBe(true);
            }
            // Only the owner revises, and only with a change.
            if (event.type === 'ListingRevised') {
              expect(state.exists && next.type === 'ReviseListing' && next.by.userId === state.ownerId).toBe(true);
              expect(event.data.changes.length).toBeGreaterThan(0);
            }
            // Only the owner withdraws, and only changes waiting beside the live version.
            if (event.type === 'ListingRevisionWithdrawn') {
              expect(state.exists && next.type === 'WithdrawRevision' && next.by.userId === state.ownerId).toBe(true);
              expect(state.exists && state.status === 'approved' && state.revision?.status === 'pending').toBe(true);
            }
            lastApproved = wentLive(event, state) ?? lastApproved;
            state = listingDecider.evolve(state, event);
            history.push(event);
          }
          // Each version is decided once: between two decisions on the listing stands a revision.
          const decisions = history.filter((event) => ['ListingApproved', 'ListingRejected', 'ListingRevised'].includes(event.type)).map((event) => event.type);
          decisions.forEach((type, index) => {
            if (type !== 'ListingRevised' && index > 0) expect(decisions[index - 1]).toBe('ListingRevised');
          });
          if (state.exists && isPublicAt(state, now)) {
            // Public at `now`: approved, never deleted or closed, inside its 60 days, and showing
            // exactly the last content an admin approved, whatever revisions wait.
            expect(history.some((event) => event.type === 'ListingApproved')).toBe(true);
            expect(history.some((event) => event.type === 'ListingClosed' || event.type === 'ListingDeleted')).toBe(false);
            expect(contentOf(state.content)).toEqual(lastApproved);
          }
          for (const event of produced) {
            // A flag always names another owner's listing; reports never come from the owner.
            if (event.type === 'ListingFlaggedAsDuplicate') expect(state.exists && event.data.matchingOwnerId !== state.ownerId).toBe(true);
            if (event.type === 'ListingReported') expect(state.exists && event.data.reporterId !== state.ownerId).toBe(true);
          }
          expect(rebuild(listingDecider, throughTheStore(history))).toEqual(state);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reaches revisions waiting, approved and rejected on approved listings (the property above is not vacuous)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.array(decisive, { maxLength: 30 }).map((rest) => [submittedByOwner, ...rest]), (commands) => {
        let state: ListingState = listingDecider.initialState();
        for (const next of commands) {
          try {
            const produced = listingDecider.decide(next, state);
            for (const event of produced) {
              if (state.exists) seen.add(`${event.type} on ${state.status}`);
              state = listingDecider.evolve(state, event);
            }
          } catch {
            continue;
          }
        }
      }),
      { numRuns: 1500, seed: 29 },
    );
    expect([...seen]).toEqual(expect.arrayContaining([
      'ListingRevised on approved', 'ListingRevised on rejected', 'ListingRevised on pending',
      'ListingRevisionApproved on approved', 'ListingRevisionRejected on approved', 'ListingRevisionWithdrawn on approved',
    ]));
  });
});
