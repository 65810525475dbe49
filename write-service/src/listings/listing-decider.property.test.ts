import { listingEventSchema, parseEvent, type ListingEvent, type ListingSubmitted } from '@kamra/contracts/events';
import { isPublicListing } from '@kamra/contracts/rules';
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
const command: fc.Arbitrary<ListingCommand> = fc.oneof(
  fc.constantFrom('owner', 'stranger').map((ownerId): ListingCommand => ({ type: 'SubmitListing', data: submission(ownerId) })),
  actor.map((by): ListingCommand => ({ type: 'ApproveListing', listingId, by })),
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
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
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
          if (state.exists && isPublicListing(state)) {
            expect(history.some((event) => event.type === 'ListingApproved')).toBe(true);
            expect(history.some((event) => event.type === 'ListingDeleted')).toBe(false);
          }
          expect(rebuild(listingDecider, throughTheStore(history))).toEqual(state);
        }
      }),
      { numRuns: 500 },
    );
  });
});
