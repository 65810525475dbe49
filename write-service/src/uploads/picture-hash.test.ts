import { describe, expect, it } from 'vitest';
import { hammingDistance } from '../listings/duplicates/picture-hash-index.js';
import { DUPLICATE_MAX_DISTANCE, pictureHash } from './picture-hash.js';
import { copiesOf, roomScene } from '../testing/sample-scenes.js';

const SCENES = 12;

describe('perceptual hash of a picture', () => {
  it('stays within the duplicate distance for resized, re-encoded, brightened and slightly cropped copies', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const photo = await roomScene(seed);
      const original = await pictureHash(photo);
      for (const [copy, bytes] of Object.entries(await copiesOf(photo))) {
        const distance = hammingDistance(original, await pictureHash(bytes));
        expect(distance, `scene ${seed}, ${copy}`).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
      }
    }
  });

  it('keeps different photos of similar rooms apart', async () => {
    const hashes = await Promise.all(Array.from({ length: SCENES }, async (_, i) => pictureHash(await roomScene(i + 1))));
    for (let a = 0; a < SCENES; a++) {
      for (let b = a + 1; b < SCENES; b++) {
        expect(hammingDistance(hashes[a] ?? '', hashes[b] ?? ''), `scenes ${a + 1} and ${b + 1}`).toBeGreaterThan(DUPLICATE_MAX_DISTANCE);
      }
    }
  });

  it('is 16 hex digits and the same for the same bytes', async () => {
    const photo = await roomScene(7);
    const hash = await pictureHash(photo);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await pictureHash(photo)).toBe(hash);
  });
});
