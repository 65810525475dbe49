import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_MAX_DISTANCE } from '../../uploads/picture-hash.js';
import { hammingDistance, PictureHashIndex } from './picture-hash-index.js';

const hex64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).map((n) => n.toString(16).padStart(16, '0'));

function flipBits(hash: string, bits: readonly number[]): string {
  let value = BigInt(`0x${hash}`);
  for (const bit of new Set(bits)) value ^= 1n << BigInt(bit);
  return value.toString(16).padStart(16, '0');
}

describe('hamming distance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
  });
});

describe('picture hash index', () => {
  it('finds exactly what a scan of every picture finds (multi-index hashing misses nothing within the distance)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ hash: hex64, owner: fc.constantFrom('a', 'b', 'c') }), { minLength: 1, maxLength: 40 }),
        fc.nat(39),
        fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: DUPLICATE_MAX_DISTANCE + 3 }),
        fc.constantFrom('a', 'b', 'c', 'd'),
        (pictures, pick, flips, asker) => {
          const index = new PictureHashIndex();
          pictures.forEach(({ hash, owner }, i) => index.add({ listingId: `listing-${i}`, ownerId: owner, picture: `p${i}.webp`, hash }));
          const near = flipBits(pictures[pick % pictures.length]?.hash ?? '0000000000000000', flips);
          expect(index.nearestOfOtherOwner(near, asker)).toEqual(index.nearestOfOtherOwnerByScan(near, asker));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds a copy within the distance from another owner, never the asker\'s own', () => {
    const index = new PictureHashIndex();
    index.add({ listingId: 'l1', ownerId: 'scammer-victim', picture: 'orig.webp', hash: '0123456789abcdef' });
    const copy = flipBits('0123456789abcdef', [0, 9, 17, 25, 33, 41, 49, 57]);
    expect(index.nearestOfOtherOwner(copy, 'someone-else')).toEqual({
      entry: { listingId: 'l1', ownerId: 'scammer-victim', picture: 'orig.webp', hash: '0123456789abcdef' }, distance: 8,
    });
    expect(index.nearestOfOtherOwner(copy, 'scammer-victim')).toBeNull();
    expect(index.nearestOfOtherOwner(flipBits(copy, [63]), 'someone-else')).toBeNull();
  });

  it('adds a picture of a listing once, however often it is fed', () => {
    const index = new PictureHashIndex();
    const picture = { listingId: 'l1', ownerId: 'o', picture: 'x.webp', hash: 'ffff0000ffff0000' };
    index.add(picture);
    index.add(picture);
    expect(index.size).toBe(1);
  });
});
