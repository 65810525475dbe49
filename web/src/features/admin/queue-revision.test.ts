import type { AdminQueueItem } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { unverifiedPhoneChange, waitingChanges } from './queue-revision';

const card: AdminQueueItem = {
  kind: 'room', id: 'l1', tagline: 'Room', address: 'Gulberg, Lahore', city: 'lahore', pictures: [], cover: null,
  postedAt: '2026-11-20T10:00:00.000Z', isNew: false, boosted: true, boostedUntil: null, status: 'approved',
  rent: 12000, roomType: 'House Room', furnished: true, duplicateOf: null, openReports: 0, priceFlag: null,
  lister: { phoneVerified: true, phone: '0300-1234567' },
};

describe('waitingChanges', () => {
  it('counts the fields of changes waiting in the queue', () => {
    const revisedAt = '2026-11-24T10:00:00.000Z';
    const changes = [{ field: 'rent', from: 12000, to: 21000 }, { field: 'phone', from: '0300-1234567', to: '0311-7654321' }];
    expect(waitingChanges({ ...card, revision: { status: 'pending', changes, revisedAt } })).toEqual({ fieldCount: 2, revisedAt });
  });

  it('marks nothing for a new listing or changes already rejected', () => {
    expect(waitingChanges({ ...card, status: 'pending' })).toBeNull();
    expect(waitingChanges({ ...card, revision: { status: 'rejected', changes: [{ field: 'rent', from: 1, to: 2 }], reason: 'No', revisedAt: card.postedAt } })).toBeNull();
  });
});

describe('unverifiedPhoneChange', () => {
  const revisedAt = '2026-11-24T10:00:00.000Z';
  const withPhone = (toVerified: boolean) => ({
    ...card, revision: { status: 'pending' as const, changes: [{ field: 'phone', from: '0300-1234567', to: '0311-7654321', toVerified }], revisedAt },
  });

  it('names the number waiting changes put in when nobody verified it', () => {
    expect(unverifiedPhoneChange(withPhone(false))).toBe('0311-7654321');
  });

  it('says nothing of a verified number, of changes that leave the number, or of changes already rejected', () => {
    expect(unverifiedPhoneChange(withPhone(true))).toBeNull();
    expect(unverifiedPhoneChange({ ...card, revision: { status: 'pending', changes: [{ field: 'rent', from: 1, to: 2 }], revisedAt } })).toBeNull();
    expect(unverifiedPhoneChange({ ...withPhone(false), revision: { ...withPhone(false).revision, status: 'rejected', reason: 'No' } })).toBeNull();
  });
});
