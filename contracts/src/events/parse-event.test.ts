import { describe, expect, expectTypeOf, it } from 'vitest';
import { roomSubmitSchema } from '../commands/room-commands';
import { validRoomInput } from '../testing/valid-inputs';
import { KAMRA_EVENT_TYPES, isKamraEventType, type KamraEvent, type KamraEventType } from './kamra-event';
import {
  EVENT_SCHEMA_VERSION, InvalidEventDataError, UnknownEventTypeError, UnsupportedSchemaVersionError, parseEvent, parseRecordedEvent,
} from './parse-event';

const image = { file: 'a1.webp', thumb: 'a1-400.webp', width: 1600, height: 1200 };
const at = '2025-03-10T08:00:00.000Z';

/** One valid event of every type. */
const samples: KamraEvent[] = [
  {
    type: 'ListingSubmitted',
    data: {
      listingId: 'l1', ownerId: 'u1', kind: 'room', fields: roomSubmitSchema.parse(validRoomInput),
      pictures: [image, image, image], profile: { kind: 'avatar', name: 'avatar-2' }, submittedAt: at,
    },
  },
  { type: 'ListingApproved', data: { listingId: 'l1' } },
  { type: 'ListingRejected', data: { listingId: 'l1', reason: 'Blurry pictures' } },
  { type: 'ListingDeleted', data: { listingId: 'l1', by: 'owner' } },
  {
    type: 'ListingBoosted',
    data: { listingId: 'l1', package: 'basic', days: 3, amount: 3000, currency: 'PKR', until: at, sessionId: 's1' },
  },
  { type: 'ListingReported', data: { listingId: 'l1', reporterId: 'u2', reason: 'other', details: 'Asks for an advance', reportedAt: at } },
  { type: 'ListingReportsDismissed', data: { listingId: 'l1', dismissed: 2 } },
  {
    type: 'ListingFlaggedAsDuplicate',
    data: { listingId: 'l1', picture: 'a.webp', matchingListingId: 'l0', matchingOwnerId: 'u0', matchingPicture: 'b.webp', distance: 4 },
  },
  { type: 'ListingClosed', data: { listingId: 'l1', outcome: 'rented', closedAt: at } },
  { type: 'ListingRenewed', data: { listingId: 'l1', renewedAt: at, visibleUntil: at } },
  { type: 'ListingPriceFlagged', data: { listingId: 'l1', version: 1, amount: 8000, area: 'islamabad/g11', median: 25000, count: 12, flaggedAt: at } },
  {
    type: 'ListingRevised',
    data: {
      listingId: 'l1', kind: 'room', fields: { ...roomSubmitSchema.parse(validRoomInput), rent: 26000 },
      pictures: [image, image, image], profile: { kind: 'avatar', name: 'avatar-2' }, revisedAt: at, besideLive: true,
      changes: [
        { field: 'rent', from: 25000, to: 26000 },
        { field: 'pictures', from: ['a0.webp'], to: ['a1.webp'], added: [image], removed: [{ ...image, file: 'a0.webp' }] },
      ],
    },
  },
  {
    type: 'ListingRevisionApproved',
    data: {
      listingId: 'l1', approvedAt: at, changes: [{ field: 'rent', from: 25000, to: 26000 }],
      kind: 'room', fields: { ...roomSubmitSchema.parse(validRoomInput), rent: 26000 }, pictures: [image, image, image],
      profile: { kind: 'avatar', name: 'avatar-2' },
    },
  },
  { type: 'ListingRevisionRejected', data: { listingId: 'l1', reason: 'The phone number is not yours' } },
  { type: 'ListingRevisionWithdrawn', data: { listingId: 'l1', withdrawnAt: at } },
  { type: 'UserRegistered', data: { userId: 'u1', name: 'Ayesha', email: 'a@x.pk', picture: null } },
  { type: 'UserSignedIn', data: { userId: 'u1', name: 'Ayesha', picture: 'https://lh3.example/a.png' } },
  { type: 'UserBlocked', data: { userId: 'u1' } },
  { type: 'UserUnblocked', data: { userId: 'u1' } },
  { type: 'UserVerified', data: { userId: 'u1' } },
  { type: 'UserUnverified', data: { userId: 'u1' } },
  { type: 'PhoneCodeSent', data: { userId: 'u1', phone: '+923001234567', codeHash: 'h', sentAt: '2026-01-15T10:00:00.000Z', expiresAt: '2026-01-15T10:10:00.000Z' } },
  { type: 'PhoneCodeRejected', data: { userId: 'u1', phone: '+923001234567' } },
  { type: 'PhoneVerified', data: { userId: 'u1', phone: '+923001234567' } },
  { type: 'PhoneRemoved', data: { userId: 'u1', phone: '+923001234567' } },
  { type: 'ReviewPosted', data: { reviewId: 'r1', userId: 'u1', comment: 'Great' } },
  { type: 'ReviewDeleted', data: { reviewId: 'r1' } },
  {
    type: 'BlogPublished',
    data: { blogId: 'b1', title: 'T', description: 'D', category: 'Headlines', content: '<p>x</p>', pictures: [image] },
  },
  { type: 'BlogCommentAdded', data: { blogId: 'b1', commentId: 'c1', userId: 'u1', comment: 'Nice' } },
  { type: 'BlogDeleted', data: { blogId: 'b1' } },
  {
    type: 'CheckoutStarted',
    data: { sessionId: 's1', listingId: 'l1', userId: 'u1', package: 'special', days: 15, amount: 10000, currency: 'PKR' },
  },
  { type: 'PaymentConfirmed', data: { sessionId: 's1', listingId: 'l1' } },
  { type: 'PaymentFailed', data: { sessionId: 's1', reason: 'card declined' } },
  {
    type: 'PaymentNotApplied',
    data: { sessionId: 's1', listingId: 'l1', userId: 'u1', package: 'special', amount: 10000, currency: 'PKR', reason: 'closed' },
  },
  { type: 'FavouriteAdded', data: { userId: 'u1', listingId: 'l1' } },
  { type: 'FavouriteRemoved', data: { userId: 'u1', listingId: 'l1' } },
  { type: 'SearchSaved', data: { userId: 'u1', searchId: 's1', kind: 'room', location: 'G-11, Islamabad', filters: { rent: 25000 }, alerts: 'daily' } },
  { type: 'SavedSearchAlertsChanged', data: { userId: 'u1', searchId: 's1', alerts: 'off' } },
  { type: 'SavedSearchDeleted', data: { userId: 'u1', searchId: 's1' } },
  {
    type: 'NotificationAdded',
    data: { userId: 'u1', notificationId: 'n1', type: 'search_match', listingId: 'l1', searchId: 's1', key: 'search:s1:l1', text: 'A new room matches your search' },
  },
  { type: 'NotificationsRead', data: { userId: 'u1', notificationIds: ['n1'] } },
];

describe('parseEvent', () => {
  it('lists every event type once', () => {
    expectTypeOf<(typeof KAMRA_EVENT_TYPES)[number]>().toEqualTypeOf<KamraEventType>();
    expect(new Set(KAMRA_EVENT_TYPES).size).toBe(KAMRA_EVENT_TYPES.length);
    expect(samples.map((event) => event.type)).toEqual([...KAMRA_EVENT_TYPES]);
  });

  it.each(samples.map((event) => [event.type, event] as const))('reads back a stored %s', (_type, event) => {
    const stored: unknown = JSON.parse(JSON.stringify(event.data));
    expect(parseEvent(event.type, stored, EVENT_SCHEMA_VERSION)).toEqual(event);
  });

  it('checks the listing fields by kind', () => {
    const submitted = samples[0];
    if (submitted?.type !== 'ListingSubmitted') throw new Error('sample order changed');
    const asAccessory = { ...submitted.data, kind: 'accessory' };
    expect(() => parseEvent('ListingSubmitted', asAccessory)).toThrow(InvalidEventDataError);
  });

  it('reads a notification to a listing\'s owner with its reason, and one recorded before reasons existed', () => {
    const rejected = {
      userId: 'u1', notificationId: 'n2', type: 'listing_rejected', listingId: 'l1', searchId: null, key: 'decision:e1',
      text: 'Your listing “Sunny room” was not approved. Reason: Blurry pictures', reason: 'Blurry pictures',
    };
    expect(parseEvent('NotificationAdded', rejected)).toEqual({ type: 'NotificationAdded', data: rejected });
    const older = { userId: 'u1', notificationId: 'n1', type: 'search_match', listingId: 'l1', searchId: 's1', key: 'search:s1:l1', text: 'A new room' };
    expect(parseEvent('NotificationAdded', older)).toEqual({ type: 'NotificationAdded', data: older });
    expect(() => parseEvent('NotificationAdded', { ...rejected, type: 'listing_teleported' })).toThrow(InvalidEventDataError);
  });

  it('refuses data that does not match', () => {
    expect(() => parseEvent('ListingDeleted', { listingId: 'l1', by: 'robot' })).toThrow(InvalidEventDataError);
    expect(() => parseEvent('ListingBoosted', { listingId: 'l1' })).toThrow(/ListingBoosted/);
  });

  it('refuses unknown types and versions it cannot read', () => {
    expect(() => parseEvent('ListingTeleported', {})).toThrow(UnknownEventTypeError);
    expect(() => parseEvent('ListingApproved', { listingId: 'l1' }, EVENT_SCHEMA_VERSION + 1)).toThrow(UnsupportedSchemaVersionError);
    expect(() => parseEvent('ListingApproved', { listingId: 'l1' }, 0)).toThrow(UnsupportedSchemaVersionError);
  });

  it('recognises event type names', () => {
    expect(isKamraEventType('PaymentConfirmed')).toBe(true);
    expect(isKamraEventType('paymentconfirmed')).toBe(false);
  });
});

describe('parseRecordedEvent', () => {
  const recorded = (type: string, data: unknown) => ({ type, data, metadata: { schemaVersion: EVENT_SCHEMA_VERSION, occurredAt: at } });

  it('dates an approval stored without its moment by when it was recorded, and leaves a dated one as it is', () => {
    expect(parseRecordedEvent(recorded('ListingApproved', { listingId: 'l1' }))).toEqual({ type: 'ListingApproved', data: { listingId: 'l1', approvedAt: at } });
    const dated = { listingId: 'l1', approvedAt: '2025-01-01T00:00:00.000Z' };
    expect(parseRecordedEvent(recorded('ListingApproved', dated))).toEqual({ type: 'ListingApproved', data: dated });
  });

  it('reads every other event as parseEvent does', () => {
    for (const event of samples.filter((sample) => sample.type !== 'ListingApproved')) {
      expect(parseRecordedEvent(recorded(event.type, event.data))).toEqual(parseEvent(event.type, event.data));
    }
  });
});
