import type { KamraEvent } from '@kamra/contracts/events';
import type { AccessoryFields } from '@kamra/contracts/commands';
import type { ImageRef } from '@kamra/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { reactToPictures } from './duplicate-pictures-reactor.js';

const listingId = 'a1b2c3d4-0000-4000-8000-000000000009';
const image = (letter: string): ImageRef => ({ file: `${letter.repeat(32)}.webp`, thumb: `${letter.repeat(32)}-400.webp`, width: 800, height: 600 });
const hashOf = (letter: string) => letter.repeat(16);
const [a, b, c] = ['a', 'b', 'c'].map(image) as [ImageRef, ImageRef, ImageRef];
const fields: AccessoryFields = {
  tagline: 'Study table', name: 'Wooden table', price: 4500, condition: 8, usageYear: 2,
  address: 'Saddar, Karachi', listerName: 'Sara', phone: '021-35551234',
};
const profile = { kind: 'avatar', name: 'avatar-3' } as const;

describe('what the duplicate-picture reactor looks at', () => {
  it('every picture a submission brings', () => {
    const event: KamraEvent = {
      type: 'ListingSubmitted',
      data: { listingId, ownerId: 'owner-1', kind: 'accessory', pictures: [a, b], pictureHashes: [hashOf('a'), hashOf('b')], profile, submittedAt: '2025-03-10T09:00:00.000Z', fields },
    };
    expect(reactToPictures({ event })).toEqual([{ type: 'LookForCopies', listingId, pictures: [a, b], hashes: [hashOf('a'), hashOf('b')] }]);
  });

  it("only the pictures a revision adds: those it keeps are older than any copy made since, and must not be flagged against it", () => {
    const event: KamraEvent = {
      type: 'ListingRevised',
      data: {
        listingId, kind: 'accessory', fields, profile, revisedAt: '2025-03-20T09:00:00.000Z', besideLive: true,
        pictures: [a, b, c], pictureHashes: [hashOf('a'), hashOf('b'), hashOf('c')],
        changes: [{ field: 'pictures', from: [a.file, b.file], to: [a.file, b.file, c.file], added: [c], removed: [] }],
      },
    };
    expect(reactToPictures({ event })).toEqual([{ type: 'LookForCopies', listingId, pictures: [c], hashes: [hashOf('c')] }]);
  });

  it('nothing for a revision that changes no picture', () => {
    const event: KamraEvent = {
      type: 'ListingRevised',
      data: {
        listingId, kind: 'accessory', fields: { ...fields, price: 4000 }, profile, revisedAt: '2025-03-20T09:00:00.000Z', besideLive: true,
        pictures: [a, b], pictureHashes: [hashOf('a'), hashOf('b')], changes: [{ field: 'price', from: 4500, to: 4000 }],
      },
    };
    expect(reactToPictures({ event })).toEqual([]);
  });
});
