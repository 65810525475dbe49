/**
 * The abilities the read side sends must be what the write side does: for any state the
 * listing aggregate can reach, any viewer and any instant, a command an ability allows is
 * accepted and one it denies is refused.
 */
import { closeOutcomeOf } from '@kamra/contracts/options';
import type { AccessoryFields, RoomFields } from '@kamra/contracts/commands';
import type { ListingEvent, ListingSubmitted } from '@kamra/contracts/events';
import { abilitiesOf } from '@kamra/contracts/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingActor, ListingCommand } from './listing-commands.js';
import { listingDecider, type ListingState } from './listing-decider.js';
import { assertMayBoost } from './listing-policies.js';

const listingId = 'b7e1c9d2-0000-4000-8000-0000000000ab';
const owner: ListingActor = { userId: 'owner', isAdmin: false };
const people: readonly ListingActor[] = [owner, { userId: 'stranger', isAdmin: false }, { userId: 'admin', isAdmin: true }, { userId: 'owner', isAdmin: true }];
const picture = { file: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp', thumb: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-400.webp', width: 640, height: 480 };

function submission(kind: 'room' | 'accessory'): ListingSubmitted['data'] {
  const common = { listingId, ownerId: owner.userId, pictures: [picture, picture, picture], profile: { kind: 'avatar' as const, name: 'avatar-1' as const }, submittedAt: '2025-03-10T09:00:00.000Z' };
  return kind === 'accessory'
    ? { ...common, kind, fields: { tagline: 'Lamp', name: 'Desk lamp', price: 900, condition: 7, usageYear: 1, address: 'Lahore', listerName: 'Ali', phone: '0300 1234567' } }
    : {
      ...common, kind, fields: {
        type: 'House Room', tagline: 'Sunny room', address: 'Gulberg, Lahore', rent: 25000, listerName: 'Ali', phone: '0300 1234567',
        condition: 'In a good shape', kitchen: 'Shared', bathroom: 'Private', bathroomType: 'English', furnished: false,
        features: { furnished: [], features: ['internet'], secondaryFeatures: [] }, availableFrom: '2025-03-15',
      },
    };
}

const actor = fc.constantFrom(...people);

/** An edit that changes something (two new pictures) and keeps to every rule but who may send it. */
function edit(kind: 'room' | 'accessory', by: ListingActor, now: string): ListingCommand {
  const fresh = (letter: string) => ({ image: { ...picture, file: `${letter.repeat(32)}.webp` }, hash: letter.repeat(16) });
  const { fields } = submission(kind);
  return {
    type: 'ReviseListing', listingId, by, now, profile: null, keepPictures: [picture.file], newPictures: [fresh('c'), fresh('d')],
    listing: kind === 'accessory' ? { kind, fields: fields as AccessoryFields } : { kind, fields: fields as RoomFields },
  };
}
/** March to July 2025: long enough for the 60 days of visibility to run out and be renewed. */
const instant = fc.integer({ min: Date.parse('2025-03-10T00:00:00Z'), max: Date.parse('2025-07-31T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString());
const command: fc.Arbitrary<ListingCommand> = fc.oneof(
  fc.record({ by: actor, now: instant }).map(({ by, now }): ListingCommand => ({ type: 'ApproveListing', listingId, by, now })),
  actor.map((by): ListingCommand => ({ type: 'RejectListing', listingId, by, reason: 'Wrong city' })),
  fc.record({ by: actor, now: instant }).map(({ by, now }): ListingCommand => ({ type: 'ReportListing', listingId, by, reason: 'scam', details: null, now, ownerBlocked: false })),
  actor.map((by): ListingCommand => ({ type: 'DismissReports', listingId, by })),
  fc.record({ by: actor, outcome: fc.constantFrom('rented' as const, 'sold' as const), now: instant })
    .map(({ by, outcome, now }): ListingCommand => ({ type: 'CloseListing', listingId, by, outcome, now })),
  fc.record({ by: actor, now: instant }).map(({ by, now }): ListingCommand => ({ type: 'RenewListing', listingId, by, now })),
  actor.map((by): ListingCommand => ({ type: 'DeleteListing', listingId, by })),
  // The owner's edits (waiting beside an approved version) and their withdrawal.
  // Other than the probe edit below (a new price, other pictures), so the probe always changes something.
  instant.map((now): ListingCommand => {
    const fresh = (letter: string) => ({ image: { ...picture, file: `${letter.repeat(32)}.webp` }, hash: letter.repeat(16) });
    const fields = { ...submission('accessory').fields as AccessoryFields, price: 800 };
    return { type: 'ReviseListing', listingId, by: owner, now, profile: null, keepPictures: [picture.file], newPictures: [fresh('e'), fresh('f')], listing: { kind: 'accessory', fields } };
  }),
  fc.record({ by: actor, now: instant }).map(({ by, now }): ListingCommand => ({ type: 'WithdrawRevision', listingId, by, now })),
);

/** The state the aggregate reaches from a submission and these commands, refusals skipped. */
function reach(kind: 'room' | 'accessory', commands: readonly ListingCommand[]): ListingState {
  let state = listingDecider.evolve(listingDecider.initialState(), { type: 'ListingSubmitted', data: submission(kind) });
  for (const next of commands) {
    let produced: ListingEvent[] = [];
    try {
      produced = listingDecider.decide(next, state);
    } catch {
      continue;
    }
    state = produced.reduce(listingDecider.evolve, state);
  }
  return state;
}

function accepted(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}

describe('abilities agree with the write side', () => {
  it('allow exactly the edit, close, renew, delete, report, boost and withdrawal the write side accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom('room' as const, 'accessory' as const), fc.array(command, { maxLength: 12 }), actor, instant, (kind, commands, viewer, now) => {
        const state = reach(kind, commands);
        if (!state.exists) return;
        const abilities = abilitiesOf(state, viewer, now);
        const decides = (next: ListingCommand) => accepted(() => listingDecider.decide(next, state));
        expect(abilities.edit).toBe(decides(edit(state.kind === 'accessory' ? 'accessory' : 'room', viewer, now)));
        expect(abilities.close).toBe(decides({ type: 'CloseListing', listingId, by: viewer, outcome: closeOutcomeOf(state.kind), now }));
        expect(abilities.renew).toBe(decides({ type: 'RenewListing', listingId, by: viewer, now }));
        expect(abilities.delete).toBe(decides({ type: 'DeleteListing', listingId, by: viewer }));
        expect(abilities.report).toBe(decides({ type: 'ReportListing', listingId, by: viewer, reason: 'scam', details: null, now, ownerBlocked: false }));
        expect(abilities.withdrawChanges).toBe(decides({ type: 'WithdrawRevision', listingId, by: viewer, now }));
        // The checkout start is where a boost is refused or allowed (the paid boost only re-checks).
        expect(abilities.boost).toBe(accepted(() => assertMayBoost(state, viewer.userId, now)));
      }),
      { numRuns: 1000 },
    );
  });

  it('reach every ability both ways in those states (the property above is not vacuous)', () => {
    const seen = {
      edit: new Set<boolean>(), close: new Set<boolean>(), renew: new Set<boolean>(), delete: new Set<boolean>(), report: new Set<boolean>(), boost: new Set<boolean>(),
      withdrawChanges: new Set<boolean>(),
    };
    fc.assert(
      fc.property(fc.constantFrom('room' as const, 'accessory' as const), fc.array(command, { maxLength: 12 }), actor, instant, (kind, commands, viewer, now) => {
        const state = reach(kind, commands);
        if (!state.exists) return;
        const abilities = abilitiesOf(state, viewer, now);
        for (const key of ['edit', 'close', 'renew', 'delete', 'report', 'boost', 'withdrawChanges'] as const) seen[key].add(abilities[key]);
      }),
      { numRuns: 1000, seed: 17 },
    );
    for (const values of Object.values(seen)) expect([...values].sort()).toEqual([false, true]);
  });
});
