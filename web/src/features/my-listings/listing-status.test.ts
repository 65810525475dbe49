import { messages } from '@kamra/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { cardStatus, pageStatus, revisionNote, statusNote } from './listing-status';

beforeAll(loadEveryNamespace);

describe('statusNote', () => {
  it('tells the owner of a rejected listing the reason and to delete it and list again', () => {
    expect(statusNote('rejected', 'Pictures are blurry')).toEqual({
      reason: 'Pictures are blurry',
      advice: messages.listingRejectedNotice,
      ifEdited: 'Editing it sends it for review again.',
    });
  });

  it('explains pending and says nothing more for approved', () => {
    expect(statusNote('pending', null)?.reason).toBeNull();
    expect(statusNote('approved', null)).toBeNull();
  });
});

describe('cardStatus', () => {
  const approved = { status: 'approved' as const, closed: null, expired: false, ownerBlocked: false };
  it('says an approved listing of a blocked owner is hidden, not gone', () => {
    expect(cardStatus({ ...approved, ownerBlocked: true })).toEqual({ label: 'Hidden while blocked', tone: 'blocked' });
    expect(cardStatus(approved)).toEqual({ label: 'Approved', tone: 'approved' });
  });
  it('keeps a pending listing pending and a closed one closed whatever the block', () => {
    expect(cardStatus({ ...approved, status: 'pending', ownerBlocked: true }).tone).toBe('pending');
    expect(cardStatus({ ...approved, closed: 'sold', ownerBlocked: true }).tone).toBe('closed');
  });
});

describe('pageStatus', () => {
  const live = { status: 'approved' as const, closed: null, expired: false, ownerBlocked: false };
  it('tells the owner in plain words that an approved listing is live, and who sees one that is not', () => {
    expect(pageStatus(live)).toEqual({ label: 'Approved', tone: 'approved', note: 'Live: anyone can find it in search and open it.' });
    expect(pageStatus({ ...live, status: 'pending' })).toEqual({ label: 'Pending review', tone: 'pending', note: 'Our team reviews it soon. Only you can see it until it is approved.' });
    expect(pageStatus({ ...live, closed: 'rented' })).toEqual({ label: messages.closedRented, tone: 'closed', note: 'Seekers no longer see it.' });
    expect(pageStatus({ ...live, expired: true })).toMatchObject({ label: 'Expired', note: 'Seekers no longer see it. Renew it in My Listings to show it again.' });
  });
  it('leaves the explaining to the notes below for a rejected or hidden listing', () => {
    expect(pageStatus({ ...live, status: 'rejected' })).toEqual({ label: 'Rejected', tone: 'rejected', note: null });
    expect(pageStatus({ ...live, ownerBlocked: true })).toEqual({ label: 'Hidden while blocked', tone: 'blocked', note: null });
  });
  it('reads a detail without the lifecycle fields as open', () => {
    expect(pageStatus({ status: 'approved', ownerBlocked: false }).tone).toBe('approved');
  });
});

describe('revisionNote', () => {
  it('says changes wait for review while the approved version stays live', () => {
    expect(revisionNote({ status: 'pending', reason: null })).toMatchObject({ tone: 'pending', title: 'Changes waiting for review', reason: null });
  });

  it('gives the reason of rejected changes and that the approved version is still live', () => {
    expect(revisionNote({ status: 'rejected', reason: 'The phone number is not yours.' })).toEqual({
      tone: 'rejected', title: 'Changes rejected', reason: 'The phone number is not yours.', advice: messages.revisionRejectedNotice,
    });
  });

  it('says nothing without a revision', () => {
    expect(revisionNote(null)).toBeNull();
    expect(revisionNote(undefined)).toBeNull();
  });
});
