import { describe, expect, it } from 'vitest';
import { decodeCost, MAX_DECODE_BYTES, type ImageHeader } from './decode-cost.js';

const photo: ImageHeader = { format: 'jpeg', width: 4000, height: 3000, channels: 3, depth: 'uchar', isProgressive: false };

describe('decodeCost', () => {
  it('counts every sample of a PNG at its depth: 16-bit with alpha is 8 bytes a pixel', () => {
    const png16 = { format: 'png', width: 6300, height: 6300, channels: 4, depth: 'ushort', isProgressive: true };
    expect(decodeCost(png16, 1600)).toBe(6300 * 6300 * 8);
    expect(decodeCost(png16, 1600)).toBeGreaterThan(MAX_DECODE_BYTES);
    expect(decodeCost({ ...png16, depth: 'uchar', channels: 3 }, 1600)).toBe(6300 * 6300 * 3);
  });

  it('credits a baseline JPEG with the scaled decode down to twice the target, but not a progressive one', () => {
    expect(decodeCost(photo, 1600)).toBe(4000 * 3000 * 3);
    expect(decodeCost({ ...photo, width: 8000, height: 5000 }, 1600)).toBe(4000 * 2500 * 3);
    expect(decodeCost({ ...photo, width: 8000, height: 5000, isProgressive: true }, 1600)).toBe(8000 * 5000 * 3);
  });

  it('counts a band format it does not know as the widest there is', () => {
    expect(decodeCost({ ...photo, format: 'png', depth: 'something-new' }, 1600)).toBe(4000 * 3000 * 3 * 16);
  });

  it('lets every 8-bit image within the 40 MP cap through, alpha included', () => {
    const rgba40 = { format: 'png', width: 8000, height: 5000, channels: 4, depth: 'uchar', isProgressive: true };
    expect(decodeCost(rgba40, 1600)).toBeLessThanOrEqual(MAX_DECODE_BYTES);
  });
});
