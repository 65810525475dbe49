import { describe, expect, it } from 'vitest';
import type { ListingChange } from '@kamra/contracts/events';
import { presentChanges, presentRevision, presentRevisionSummary } from './revision-presenter.js';

const image = (name: string) => ({ file: `${name}.webp`, thumb: `${name}-400.webp`, width: 800, height: 600 });
const fields = { tagline: 'Lamp', name: 'Desk lamp', price: 900, condition: 7, usageYear: 1, address: 'Lahore', listerName: 'Ali', phone: '0300 1234567' };
const changes: ListingChange[] = [
  { field: 'price', from: 900, to: 800 },
  { field: 'pictures', from: ['a.webp', 'b.webp', 'c.webp'], to: ['c.webp', 'a.webp', 'd.webp'], added: [image('d')], removed: [image('b')] },
  { field: 'profile', from: { kind: 'avatar', name: 'avatar-1' }, to: { kind: 'upload', image: image('me') } },
];
const row = {
  kind: 'accessory' as const, status: 'approved' as const, closed_outcome: null, fields, pictures: [image('a'), image('b'), image('c')], profile: { kind: 'avatar', name: 'avatar-1' },
  revision: { kind: 'accessory', fields: { ...fields, price: 800 }, pictures: [image('c'), image('a'), image('d')], profile: { kind: 'upload', image: image('me') }, changes, revisedAt: '2025-03-05T08:00:00.000Z' },
  revision_status: 'pending' as const, revision_reason: null, revised_at: new Date('2025-03-05T08:00:00.000Z'),
};

describe('a revision as owner and admins see it', () => {
  it('gives values as stored, pictures as thumbnails before and after, photos as URLs', () => {
    expect(presentRevision(row, new Set())).toEqual({
      status: 'pending',
      revisedAt: '2025-03-05T08:00:00.000Z',
      changes: [
        { field: 'price', from: 900, to: 800 },
        {
          field: 'pictures', from: ['/uploads/a-400.webp', '/uploads/b-400.webp', '/uploads/c-400.webp'], to: ['/uploads/c-400.webp', '/uploads/a-400.webp', '/uploads/d-400.webp'],
          added: ['/uploads/d-400.webp'], removed: ['/uploads/b-400.webp'],
        },
        { field: 'profile', from: '/avatars/avatar-1.svg', to: '/uploads/me.webp' },
      ],
    });
  });

  it('is absent on a listing that is not approved, is closed or has none, and a rejected one carries its reason', () => {
    expect(presentRevision({ ...row, status: 'pending' }, new Set())).toBeUndefined();
    // Closing is for good: changes sent before it will never be decided.
    expect(presentRevision({ ...row, closed_outcome: 'sold' }, new Set())).toBeUndefined();
    expect(presentRevisionSummary({ ...row, closed_outcome: 'sold' })).toBeNull();
    expect(presentRevision({ ...row, revision: null, revision_status: null }, new Set())).toBeUndefined();
    expect(presentRevision({ ...row, revision_status: 'rejected', revision_reason: 'No' }, new Set())).toMatchObject({ status: 'rejected', reason: 'No' });
    expect(presentRevisionSummary({ ...row, revision_status: 'rejected', revision_reason: 'No' })).toEqual({
      status: 'rejected', fieldCount: 3, reason: 'No', revisedAt: '2025-03-05T08:00:00.000Z',
    });
  });

  it('falls back to the full-size URL of a picture whose thumbnail it does not know', () => {
    expect(presentChanges([{ field: 'pictures', from: ['x.webp'], to: [], added: [], removed: [] }], {}, new Set())).toEqual([
      { field: 'pictures', from: ['/uploads/x.webp'], to: [], added: [], removed: [] },
    ]);
  });

  it('says of a changed number whether the owner verified it, in any way it was typed, judged by the numbers given now', () => {
    const phoneChange: ListingChange[] = [{ field: 'phone', from: '0300 1234567', to: '0321-7654321' }];
    expect(presentChanges(phoneChange, {}, new Set(['+923001234567']))).toEqual([
      { field: 'phone', from: '0300 1234567', to: '0321-7654321', toVerified: false },
    ]);
    expect(presentChanges(phoneChange, {}, new Set(['+923001234567', '+923217654321']))).toEqual([
      { field: 'phone', from: '0300 1234567', to: '0321-7654321', toVerified: true },
    ]);
    // Another field's change carries no verdict; a number that never parses is never verified.
    expect(presentChanges([{ field: 'listerName', from: 'Ali', to: 'Sana' }], {}, new Set(['+923001234567']))).toEqual([
      { field: 'listerName', from: 'Ali', to: 'Sana' },
    ]);
    expect(presentChanges([{ field: 'phone', from: '0300 1234567', to: 'call me' }], {}, new Set(['+923001234567']))[0]).toMatchObject({ toVerified: false });
  });
});
