/**
 * Images cheap to send and dear to decode, through POST /api/rooms on the real app (PGlite):
 * fast-check picks each picture's kind (JPEG baseline or progressive, PNG 8 or 16 bits, grey,
 * RGB or with alpha, interlaced or not) and size, up to the 40 MP cap, and how many to send.
 * Every answer is a 202 or a 4xx (never a 5xx), a refusal leaves the log as it was, and a
 * picture over the decode budget is always refused.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { messages } from '@kamra/contracts/messages';
import { decodeCost, MAX_DECODE_BYTES, MAX_LONG_SIDE, MAX_REQUEST_DECODE_BYTES } from '@kamra/write-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../src/testing/test-kamra.js';
import { listingForm, listingText, SUBMIT_PATHS } from '../src/listings/listing-forms.js';
import { recordFigures } from './figures.js';

interface PictureKind {
  format: 'jpeg' | 'png';
  /** JPEG: progressive; PNG: interlaced. */
  progressive: boolean;
  sixteenBit: boolean;
  channels: 1 | 3 | 4;
  width: number;
  height: number;
}

/** Large sides twice as likely: the dear pictures, and the sets dear together, are what this is for. */
const SIDES = [320, 1200, 3000, 4500, 4500, 6300, 6300] as const;

const pictureKind: fc.Arbitrary<PictureKind> = fc.record({
  format: fc.constantFrom('jpeg' as const, 'png' as const),
  progressive: fc.boolean(),
  sixteenBit: fc.boolean(),
  channels: fc.constantFrom(1 as const, 3 as const, 4 as const),
  width: fc.constantFrom(...SIDES),
  height: fc.constantFrom(...SIDES),
});

const made = new Map<string, Buffer>();

/** The picture's bytes, made once per kind (an image of 40 MP takes a second to encode). */
async function bytesOf(kind: PictureKind): Promise<Buffer> {
  const key = JSON.stringify(kind);
  const cached = made.get(key);
  if (cached) return cached;
  const channels = kind.channels === 4 ? 4 : 3;
  let image = sharp({ create: { width: kind.width, height: kind.height, channels, background: { r: 180, g: 90, b: 40, alpha: 0.6 } } });
  if (kind.format === 'jpeg') {
    if (kind.channels === 1) image = image.toColourspace('b-w');
    image = image.jpeg({ progressive: kind.progressive });
  } else {
    if (kind.sixteenBit) image = image.toColourspace(kind.channels === 1 ? 'grey16' : 'rgb16');
    else if (kind.channels === 1) image = image.toColourspace('b-w');
    image = image.png({ progressive: kind.progressive, compressionLevel: 9 });
  }
  const bytes = await image.toBuffer();
  made.set(key, bytes);
  return bytes;
}

async function costOf(bytes: Buffer): Promise<number> {
  return decodeCost(await sharp(bytes, { limitInputPixels: false }).metadata(), MAX_LONG_SIDE);
}

describe('dear images through POST /api/rooms', () => {
  let kamra: TestKamra;
  let token = '';
  const figures = {
    requests: 0, accepted: 0, refused: 0, serverErrors: 0, refusedThatChangedTheLog: 0, overBudgetAccepted: 0,
    byStatus: {} as Record<string, number>, byRefusal: {} as Record<string, number>,
    pictures: { sixteenBit: 0, interlacedPng: 0, progressiveJpeg: 0, overImageBudget: 0 },
    slowestMs: 0,
  };

  beforeAll(async () => {
    kamra = await startTestKamra();
    token = (await kamra.signIn({ name: 'Ayesha Khan' })).token;
  });
  afterAll(async () => {
    recordFigures('images', figures);
    console.log(`images: ${figures.requests} requests, ${figures.accepted} accepted, ${figures.refused} refused, ${figures.serverErrors} 5xx, slowest ${Math.round(figures.slowestMs)} ms`);
    await kamra.close();
  });

  async function logLength(): Promise<number> {
    return (await kamra.store.readAll({ maxCount: 10_000_000 })).length;
  }

  it('answers every mix of 16-bit, interlaced and progressive pictures with 202 or a 4xx, and refuses every one over the budget', async () => {
    await fc.assert(fc.asyncProperty(fc.array(pictureKind, { minLength: 3, maxLength: 9 }), async (kinds) => {
      const pictures = await Promise.all(kinds.map(bytesOf));
      const costs = await Promise.all(pictures.map(costOf));
      for (const kind of kinds) {
        if (kind.sixteenBit && kind.format === 'png') figures.pictures.sixteenBit += 1;
        if (kind.progressive) figures.pictures[kind.format === 'png' ? 'interlacedPng' : 'progressiveJpeg'] += 1;
      }
      const overBudget = costs.some((cost) => cost > MAX_DECODE_BYTES) || costs.reduce((a, b) => a + b, 0) > MAX_REQUEST_DECODE_BYTES;
      figures.pictures.overImageBudget += costs.filter((cost) => cost > MAX_DECODE_BYTES).length;

      const before = await logLength();
      const started = performance.now();
      const response = await kamra.request(SUBMIT_PATHS.room, {
        method: 'POST', token,
        body: listingForm({ text: listingText('room'), pictures: pictures.map((bytes) => new Blob([new Uint8Array(bytes)])), profile: 'avatar-3' }),
      });
      const text = await response.text();
      figures.slowestMs = Math.max(figures.slowestMs, Math.round(performance.now() - started));
      figures.requests += 1;
      figures.byStatus[response.status] = (figures.byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500) figures.serverErrors += 1;
      const message = response.status >= 400 ? (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? 'unknown' : '';
      if (response.status >= 400) {
        figures.refused += 1;
        figures.byRefusal[message] = (figures.byRefusal[message] ?? 0) + 1;
        if ((await logLength()) !== before) figures.refusedThatChangedTheLog += 1;
      } else {
        figures.accepted += 1;
        if (overBudget) figures.overBudgetAccepted += 1;
      }

      expect(response.status, text.slice(0, 300)).toBeLessThan(500);
      if (overBudget) {
        expect(response.status).toBe(422);
        expect([messages.pictureTooCostly, messages.picturesTooCostlyTogether]).toContain(message);
      }
      if (response.status >= 400) expect(await logLength()).toBe(before);
    }), { numRuns: 40 });
  });
});
