import { listingEventSchema, parseEvent, type ListingEvent, type ListingSubmitted } from '@kamra/contracts/events';
import { isPublicAt } from '@kamra/contracts/rules';
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
  fc.record({
    requesterId: fc.constantFrom('owner', 'stranger'),
    sessionId: fc.constantFrom('cs_1', 'cs_2', 'cs_3'),
    package: fc.constantFrom('basic' as const, 'standard' as const, 'special' as const),
    day: fc.integer({ min: 10, max: 28 }),
  }).map(({ requesterId, sessionId, package: boostPackage, day }): ListingCommand => ({
    type: 'BoostListing', listingId, requesterId, sessionId, package: boostPackage, now: `2025-03-${day}T00:00:00.000Z`,
  })),
);

/** What the store gives back: JSON, read through the same parser the command handler uses. */
function throughTheStore(events: readonly ListingEvent[]): ListingEvent[] {
  return events.map((event) => {
    const stored: unknown = JSON.parse(JSON.stringify(event.data));
    return parseEvent(event.type, stored) as ListingEvent;
  });
}

describe('listing aggregate under any sequence of commands', () => {
  it('never shows a listing publicly that no admin approved, and rebuilds every state it reaches', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), instant, (commands, now) => {
        let state: ListingState = listingDecider.initialState();
        const history: ListingEvent[] = [];
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
            if (event.type === 'ListingApproved' || event.type === 'ListingRejected') {
              expect('by' in next && next.by.isAdmin).toBe(true);
            }
            state = listingDecider.evolve(state, event);
            history.push(event);
          }
          // Moderation is decided once: a second decision is refused, never recorded.
          expect(history.filter((event) => event.type === 'ListingApproved' || event.type === 'ListingRejected').length).toBeLessThanOrEqual(1);
          if (state.exists && isPublicAt(state, now)) {
            // Public at `now`: approved, never deleted or closed, and inside its 60 days.
            expect(history.some((event) => event.type === 'ListingApproved')).toBe(true);
            expect(history.some((event) => event.type === 'ListingClosed' || event.type === 'ListingDeleted')).toBe(false);
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
});
