/**
 * Pictures cheap to send and dear to decode, through POST /api/rooms on the real app: a 483 KB
 * interlaced 16-bit PNG with alpha decodes to 317 MB, and nine of them held a decode slot for
 * 22 s and swelled the process by a gigabyte. Each is refused from its header with its message,
 * so is a set that is dear only together, and nothing is stored or appended.
 */
import { messages } from '@kamra/contracts/messages';
import type { ApiError } from '@kamra/contracts/read-models';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';
import { listingForm, listingText, submissionsBy, SUBMIT_PATHS, uploadedFiles } from '../listings/listing-forms.js';

let kamra: TestKamra;

beforeAll(async () => {
  kamra = await startTestKamra();
});
afterAll(async () => {
  await kamra.close();
});

/** An interlaced PNG of 16-bit samples with alpha: 8 bytes a pixel once decoded. */
async function deepInterlacedPng(width: number, height: number, red: number): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 4, background: { r: red, g: 100, b: 50, alpha: 0.5 } } })
    .toColourspace('rgb16').png({ progressive: true, compressionLevel: 9 }).toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

async function submitRoom(pictures: readonly Blob[]) {
  const lister = await kamra.signIn();
  const before = uploadedFiles(kamra);
  const response = await kamra.request(SUBMIT_PATHS.room, {
    method: 'POST', token: lister.token, body: listingForm({ text: listingText('room'), pictures, profile: 'avatar-1' }),
  });
  const body: unknown = await response.json();
  const stored = uploadedFiles(kamra).filter((file) => !before.includes(file));
  return { status: response.status, body, stored, submissions: await submissionsBy(kamra, lister.userId) };
}

describe('pictures dear to decode', () => {
  it('refuses nine 6300 x 6300 interlaced 16-bit PNGs with alpha from their headers: 422 naming the problem, nothing kept', async () => {
    const hostile = await deepInterlacedPng(6300, 6300, 200);
    expect(hostile.size).toBeLessThan(600 * 1024);

    const { status, body, stored, submissions } = await submitRoom(Array.from({ length: 9 }, () => hostile));

    expect(status).toBe(422);
    expect((body as ApiError).error).toMatchObject({
      code: 'validation_failed', message: messages.pictureTooCostly, fields: { pictures: messages.pictureTooCostly },
    });
    expect(stored).toEqual([]);
    expect(submissions).toBe(0);
  });

  it('refuses nine pictures each within the budget but too dear together, before decoding any', async () => {
    // 3200 x 3200 x 8 bytes = 82 MB each, 737 MB for nine: over the request's 640 MB.
    const dear = await deepInterlacedPng(3200, 3200, 120);

    const { status, body, stored, submissions } = await submitRoom(Array.from({ length: 9 }, () => dear));

    expect(status).toBe(422);
    expect((body as ApiError).error).toMatchObject({ message: messages.picturesTooCostlyTogether, fields: { pictures: messages.picturesTooCostlyTogether } });
    expect(stored).toEqual([]);
    expect(submissions).toBe(0);
  });

  it('accepts three interlaced 16-bit PNGs with alpha within the budget, shrunk to 1600 px WebPs', async () => {
    const pictures = await Promise.all([30, 60, 90].map((red) => deepInterlacedPng(3000, 2950, red)));

    const { status, stored, submissions } = await submitRoom(pictures);

    expect(status).toBe(202);
    expect(submissions).toBe(1);
    expect(stored).toHaveLength(6);
    const sizes = await Promise.all(stored.map(async (file) => (await sharp(`${kamra.config.uploadDir}/${file}`).metadata()).width));
    expect(Math.max(...sizes)).toBe(1600);
  });
});
