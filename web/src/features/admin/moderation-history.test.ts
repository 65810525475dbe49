import type { ListingHistoryEntry } from '@kamra/contracts/read-models';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { loadEveryNamespace } from '../../i18n/testing';
import { historyLine, pakistanTime, priceFlagNote } from './moderation-history';

beforeAll(loadEveryNamespace);

const owner = { id: 'owner-1', name: 'Ayesha Khan', role: 'user' } as const;
const admin = { id: 'admin-1', name: 'Admin Sahib', role: 'admin' } as const;
const at = '2026-11-23T17:30:00.000Z';

describe('moderation history lines', () => {
  it('names who did what, in their part', () => {
    const submitted: ListingHistoryEntry = { position: '1.0', type: 'ListingSubmitted', at, actor: owner };
    expect(historyLine(submitted, 'owner-1')).toEqual({
      title: 'Submitted for review', tone: 'submitted', actorName: 'Ayesha Khan', actorRole: 'Owner', reason: null, note: null,
    });
    const approved: ListingHistoryEntry = { position: '2.0', type: 'ListingApproved', at, actor: admin };
    expect(historyLine(approved, 'owner-1')).toMatchObject({ title: 'Approved', tone: 'approved', actorName: 'Admin Sahib', actorRole: 'Admin' });
  });

  it('shows the number plainly, and whether the lister verified it', () => {
    const unverified: ListingHistoryEntry = { position: '1.0', type: 'ListingSubmitted', at, actor: owner, phone: { number: '0321 7654321', verified: false } };
    expect(historyLine(unverified, 'owner-1').note).toBe('Phone 0321 7654321: not verified by the lister');
    const verified: ListingHistoryEntry = { ...unverified, phone: { number: '0300-1234567', verified: true } };
    expect(historyLine(verified, 'owner-1').note).toBe('Phone 0300-1234567: verified by the lister');
  });

  it('says the owner took their waiting changes back', () => {
    const withdrawn: ListingHistoryEntry = { position: '4.0', type: 'ListingRevisionWithdrawn', at, actor: owner };
    expect(historyLine(withdrawn, 'owner-1')).toEqual({
      title: 'Changes withdrawn', tone: 'deleted', actorName: 'Ayesha Khan', actorRole: 'Owner', reason: null, note: null,
    });
  });

  it('carries the rejection reason', () => {
    const rejected: ListingHistoryEntry = { position: '2.0', type: 'ListingRejected', at, actor: admin, reason: 'Blurry pictures' };
    expect(historyLine(rejected, 'owner-1')).toMatchObject({ title: 'Rejected', tone: 'rejected', reason: 'Blurry pictures' });
  });

  it('says who deleted a listing', () => {
    expect(historyLine({ position: '3.0', type: 'ListingDeleted', at, actor: admin, by: 'admin' }, 'owner-1').title).toBe('Deleted by an admin');
    expect(historyLine({ position: '3.0', type: 'ListingDeleted', at, actor: owner, by: 'owner' }, 'owner-1').title).toBe('Deleted by the owner');
  });

  it('names the boost package and when it ends, in Pakistan time', () => {
    const boosted: ListingHistoryEntry = {
      position: '4.0', type: 'ListingBoosted', at, actor: owner, package: 'standard', until: '2026-11-30T17:30:00.000Z',
    };
    expect(historyLine(boosted, 'owner-1')).toMatchObject({ tone: 'boosted', note: 'Standard Package, until 30 Nov 2026, 22:30 Pakistan Time' });
  });

  it('flags a payment whose boost was refused as a refund due, with the amount, session and reason', () => {
    const notApplied: ListingHistoryEntry = {
      position: '5.0', type: 'PaymentNotApplied', at, actor: owner, package: 'special',
      payment: { sessionId: 'cs_test_1', amount: 10000, currency: 'PKR', refusal: 'closed' },
    };
    expect(historyLine(notApplied, 'owner-1')).toEqual({
      title: 'Paid for a boost that was not applied: refund due', tone: 'flagged', actorName: 'Ayesha Khan', actorRole: 'Owner',
      reason: 'The listing was closed as rented or sold', note: 'Special Package, PKR 10,000 paid (session cs_test_1): refund it',
    });
  });

  it('still reads when the actor is gone, is a stranger, or is the system', () => {
    expect(historyLine({ position: '2.0', type: 'ListingApproved', at, actor: { id: null, name: null, role: 'admin' } }, 'o'))
      .toMatchObject({ actorName: 'An admin', actorRole: 'Admin' });
    expect(historyLine({ position: '1.0', type: 'ListingSubmitted', at, actor: { id: 'x', name: null, role: 'user' } }, 'o'))
      .toMatchObject({ actorName: 'Unknown user', actorRole: 'User' });
    expect(historyLine({ position: '4.0', type: 'ListingBoosted', at, actor: { id: null, name: null, role: 'system' } }, 'o'))
      .toMatchObject({ actorName: 'Kamra', actorRole: 'System', note: 'A boost' });
  });

  it('shows instants in Pakistan time and leaves unreadable text as it is', () => {
    expect(pakistanTime(at)).toBe('23 Nov 2026, 22:30 Pakistan Time');
    expect(pakistanTime('soon')).toBe('soon');
  });

  it('names the zone in Urdu for an Urdu reader', async () => {
    await i18n.changeLanguage('ur');
    try {
      expect(pakistanTime(at)).toMatch(/^23 \S+ 2026، 22:30 پاکستان وقت$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("names a price flag's area in the reader's language", async () => {
    const flag = { amount: 9000, areaName: 'Gulberg Town', areaUrduName: 'گلبرگ ٹاؤن', median: 25_500, count: 10 };
    expect(priceFlagNote(flag)).toContain('in Gulberg Town');
    await i18n.changeLanguage('ur');
    try {
      expect(priceFlagNote(flag).replace(/[\u2068\u2069]/g, '')).toMatch(/^گلبرگ ٹاؤن میں /);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('tells a revision, its approval with what went live, and its rejection with the reason', () => {
    const base = { position: '9.0', at: '2026-11-23T17:30:00.000Z' };
    const owner = { id: 'u1', name: 'Zainab', role: 'user' as const };
    const admin = { id: 'a1', name: 'Admin Sahib', role: 'admin' as const };
    const revised = historyLine({ ...base, type: 'ListingRevised', actor: owner, changes: [{ field: 'rent', from: 25000, to: 26000 }] }, 'u1');
    expect(revised).toMatchObject({ title: 'Changes submitted for review', actorRole: 'Owner', tone: 'submitted' });
    const approved = historyLine({
      ...base, type: 'ListingRevisionApproved', actor: admin,
      changes: [{ field: 'rent', from: 25000, to: 26000 }, { field: 'phone', from: '0300-1234567', to: '0311-7654321' }],
    }, 'u1');
    expect(approved).toMatchObject({ title: 'Changes approved', actorRole: 'Admin', note: 'Now live: Rent, Phone number' });
    const rejected = historyLine({ ...base, type: 'ListingRevisionRejected', actor: admin, reason: 'Not your number.' }, 'u1');
    expect(rejected).toMatchObject({ title: 'Changes rejected', tone: 'rejected', reason: 'Not your number.' });
  });
});

describe('a duplicate-photo flag in the history', () => {
  it('says how alike the pictures are and never prints an id', async () => {
    const { historyLine, likeness } = await import('./moderation-history');
    const line = historyLine({
      position: '9.0', type: 'ListingFlaggedAsDuplicate', at: '2026-11-20T10:00:00.000Z', actor: { id: null, name: null, role: 'system' },
      duplicate: {
        picture: 'a.webp', pictureUrl: '/uploads/a.webp', matchingListingId: 'd9e6ff64-1111-4222-8333-944455556666', matchingKind: 'room',
        matchingTagline: 'Sunny room near F-10 Markaz', matchingOwnerId: 'bc0806b0-1111-4222-8333-944455556666', matchingOwnerName: 'Farah',
        matchingPicture: 'b.webp', matchingPictureUrl: '/uploads/b.webp', distance: 0,
      },
    }, null);
    expect(line.note).toBe(likeness(0));
    expect(JSON.stringify(line)).not.toMatch(/d9e6ff64|bc0806b0/);
    expect(likeness(3)).toBe('The pictures are nearly the same (3 of 64 points differ).');
  });
});
