/**
 * Every kind of image the pipeline may be sent, made with sharp here (no binary fixtures): each
 * is either processed correctly within the decode budget or refused with its message before a
 * pixel is decoded. The dear kinds are those whose decoded pixels outweigh their file many times
 * over: 16-bit samples, alpha, interlacing, and progressive JPEGs (which get no scaled decode).
 */
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import { decodeCost, MAX_DECODE_BYTES } from './decode-cost.js';
import { LISTING_PICTURE_FORMATS, type ImageFormat } from './image-format.js';
import { ImageRejected } from './image-rejected.js';
import { MAX_LONG_SIDE, processImage } from './process-image.js';

const COLOUR = { r: 200, g: 100, b: 50 };

function plain(width: number, height: number, channels: 3 | 4 = 3, pageHeight?: number): Sharp {
  const background = channels === 4 ? { ...COLOUR, alpha: 1 } : COLOUR;
  return sharp({ create: { width, height, channels, background, ...(pageHeight === undefined ? {} : { pageHeight }) } });
}

interface Kind {
  name: string;
  make: () => Promise<Buffer>;
  /** Long side of the output. */
  expected: { width: number; height: number };
  allowedFormats?: readonly ImageFormat[];
}

const ACCEPTED: readonly Kind[] = [
  { name: 'a baseline JPEG', make: () => plain(3000, 2000).jpeg().toBuffer(), expected: { width: 1600, height: 1067 } },
  { name: 'a progressive JPEG', make: () => plain(3000, 2000).jpeg({ progressive: true }).toBuffer(), expected: { width: 1600, height: 1067 } },
  { name: 'a 40 MP progressive JPEG', make: () => plain(8000, 5000).jpeg({ progressive: true }).toBuffer(), expected: { width: 1600, height: 1000 } },
  { name: 'a 40 MP baseline JPEG', make: () => plain(8000, 5000).jpeg().toBuffer(), expected: { width: 1600, height: 1000 } },
  { name: 'a CMYK JPEG', make: () => plain(1200, 800).toColourspace('cmyk').jpeg().toBuffer(), expected: { width: 1200, height: 800 } },
  { name: 'a greyscale JPEG', make: () => plain(1200, 800).toColourspace('b-w').jpeg().toBuffer(), expected: { width: 1200, height: 800 } },
  { name: 'an 8-bit PNG', make: () => plain(2400, 1200).png().toBuffer(), expected: { width: 1600, height: 800 } },
  { name: 'an 8-bit PNG with alpha', make: () => plain(2400, 1200, 4).png().toBuffer(), expected: { width: 1600, height: 800 } },
  { name: 'a palette PNG', make: () => plain(2400, 1200).png({ palette: true }).toBuffer(), expected: { width: 1600, height: 800 } },
  { name: 'an interlaced 8-bit PNG', make: () => plain(2400, 1200).png({ progressive: true }).toBuffer(), expected: { width: 1600, height: 800 } },
  { name: 'a 16-bit PNG', make: () => plain(2400, 1200).toColourspace('rgb16').png().toBuffer(), expected: { width: 1600, height: 800 } },
  { name: 'a 16-bit greyscale PNG', make: () => plain(2400, 1200).toColourspace('grey16').png().toBuffer(), expected: { width: 1600, height: 800 } },
  {
    name: 'an interlaced 16-bit PNG with alpha within the budget (3000 x 2950, 71 MB decoded)',
    make: () => plain(3000, 2950, 4).toColourspace('rgb16').png({ progressive: true }).toBuffer(),
    expected: { width: 1600, height: 1573 },
  },
  {
    name: 'a 40 MP interlaced 8-bit PNG with alpha, the dearest 8-bit image (160 MB decoded)',
    make: () => plain(8000, 5000, 4).png({ progressive: true }).toBuffer(),
    expected: { width: 1600, height: 1000 },
  },
  { name: 'a GIF, where GIFs are allowed', make: () => plain(800, 600).gif().toBuffer(), expected: { width: 800, height: 600 }, allowedFormats: ['gif'] },
  {
    name: 'an animated GIF of 3 frames, first frame only, where GIFs are allowed',
    make: () => plain(800, 1800, 3, 600).gif().toBuffer(), expected: { width: 800, height: 600 }, allowedFormats: ['gif'],
  },
  {
    name: 'an animated WebP of 3 frames, first frame only, where WebPs are allowed',
    make: () => plain(800, 1800, 3, 600).webp().toBuffer(), expected: { width: 800, height: 600 }, allowedFormats: ['webp'],
  },
];

const TOO_COSTLY: readonly { name: string; make: () => Promise<Buffer> }[] = [
  // What was sent nine to a submit: 483 KB on the wire, 317 MB decoded, 4.6 s of CPU each.
  { name: 'an interlaced 16-bit PNG with alpha, 6300 x 6300', make: () => plain(6300, 6300, 4).toColourspace('rgb16').png({ progressive: true }).toBuffer() },
  { name: 'a 16-bit PNG with alpha, 6300 x 6300, not interlaced', make: () => plain(6300, 6300, 4).toColourspace('rgb16').png().toBuffer() },
  { name: 'a 16-bit PNG, 6300 x 6300', make: () => plain(6300, 6300).toColourspace('rgb16').png().toBuffer() },
];

async function rejectionOf(promise: Promise<unknown>): Promise<ImageRejected> {
  const error: unknown = await promise.then(() => undefined, (reason: unknown) => reason);
  if (!(error instanceof ImageRejected)) throw new Error(`expected ImageRejected, got ${String(error)}`);
  return error;
}

async function headerCost(bytes: Buffer): Promise<number> {
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  return decodeCost(metadata, MAX_LONG_SIDE);
}

describe('every kind of image', () => {
  for (const kind of ACCEPTED) {
    it(`processes ${kind.name} within the decode budget`, async () => {
      const input = await kind.make();
      expect(await headerCost(input)).toBeLessThanOrEqual(MAX_DECODE_BYTES);

      const result = await processImage(input, kind.allowedFormats === undefined ? {} : { allowedFormats: kind.allowedFormats });

      expect({ width: result.width, height: result.height }).toEqual(kind.expected);
      const { data, info } = await sharp(result.image).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([kind.expected.width, kind.expected.height]);
      expect((await sharp(result.image).metadata()).format).toBe('webp');
      expect((await sharp(result.thumb).metadata()).width).toBeLessThanOrEqual(400);
      // The colour survives the trip (8 bits from 16, sRGB from CMYK or grey, the first frame of
      // an animation): the output's centre is the input's own centre as sharp reads it in sRGB.
      const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
      const meta = await sharp(input).metadata();
      const original = await sharp(input, { limitInputPixels: false })
        .extract({ left: Math.floor(meta.width / 2), top: Math.floor(meta.height / 2), width: 1, height: 1 })
        .toColourspace('srgb').removeAlpha().raw({ depth: 'uchar' }).toBuffer();
      expect(info.channels).toBeGreaterThanOrEqual(3);
      [...original].forEach((value, band) => expect(Math.abs((data[centre + band] ?? -1) - value)).toBeLessThanOrEqual(4));
      expect(result.hash).toMatch(/^[0-9a-f]{16}$/);
    });
  }

  for (const kind of TOO_COSTLY) {
    it(`refuses ${kind.name} from its header, as too dear to decode`, async () => {
      const input = await kind.make();
      expect(await headerCost(input)).toBeGreaterThan(MAX_DECODE_BYTES);

      const error = await rejectionOf(processImage(input));

      expect(error.code).toBe('too_costly');
      expect(error.message).toBe(messages.pictureTooCostly);
    });
  }

  for (const [name, make] of [
    ['a GIF', () => plain(300, 200).gif().toBuffer()],
    ['a WebP', () => plain(300, 200).webp().toBuffer()],
    ['an animated GIF', () => plain(300, 600, 3, 200).gif().toBuffer()],
  ] as const) {
    it(`refuses ${name} as a listing picture: only PNG and JPEG are`, async () => {
      expect(LISTING_PICTURE_FORMATS).toEqual(['png', 'jpeg']);
      const error = await rejectionOf(processImage(await make()));
      expect(error.code).toBe('unsupported_type');
    });
  }
});
