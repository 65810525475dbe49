import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_FORMATS } from './image-format.js';
import { ImageRejected } from './image-rejected.js';
import { processImage } from './process-image.js';
import { png, pngClaiming, redLeftBlueRight } from './sample-images.js';

async function rejectionOf(promise: Promise<unknown>): Promise<ImageRejected> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ImageRejected)) throw new Error(`expected ImageRejected, got ${String(error)}`);
  return error;
}

describe('processImage', () => {
  it('re-encodes a 2000x1500 PNG to a 1600 px WebP and a 400 px thumbnail', async () => {
    const result = await processImage(await png(2000, 1500));

    expect(result).toMatchObject({ width: 1600, height: 1200 });
    const full = await sharp(result.image).metadata();
    const thumb = await sharp(result.thumb).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1600, 1200]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 300]);
  });

  it('never enlarges a small picture', async () => {
    const result = await processImage(await png(300, 200));

    expect(result).toMatchObject({ width: 300, height: 200 });
    expect((await sharp(result.thumb).metadata()).width).toBe(300);
  });

  it('turns a JPEG upright by its EXIF orientation', async () => {
    const sideways = await redLeftBlueRight(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    const result = await processImage(sideways);

    expect(result).toMatchObject({ width: 100, height: 200 });
    const { data } = await sharp(result.image).raw().toBuffer({ resolveWithObject: true });
    const top = [...data.subarray(0, 3)];
    const bottom = [...data.subarray(data.length - 3)];
    expect(top[0]).toBeGreaterThan(200);
    expect(bottom[2]).toBeGreaterThan(200);
  });

  it('strips EXIF, GPS and XMP metadata', async () => {
    const tagged = await redLeftBlueRight(64, 64)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-owner', Make: 'KamraCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 3/1 0/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">secret-xmp</x:xmpmeta>')
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif).toBeDefined();
    expect(input.xmp).toBeDefined();

    const result = await processImage(tagged);

    for (const output of [result.image, result.thumb]) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      const bytes = output.toString('latin1');
      for (const leak of ['Exif', 'EXIF', 'XMP ', 'secret-owner', 'KamraCam', 'secret-xmp']) {
        expect(bytes).not.toContain(leak);
      }
    }
  });

  it('refuses a text file whatever it is named, because only the bytes count', async () => {
    const error = await rejectionOf(processImage(Buffer.from('holiday-photo.jpg is really a note\n')));

    expect(error.code).toBe('unsupported_type');
    expect(error.message).toBe('Each image must be a PNG or JPEG file.');
  });

  it('refuses a PNG where only a JPEG profile photo is allowed', async () => {
    const error = await rejectionOf(processImage(await png(50, 50), { allowedFormats: PROFILE_PHOTO_FORMATS }));

    expect(error.code).toBe('unsupported_type');
    expect(error.message).toBe('Each image must be a JPEG file.');
  });

  it('refuses a JPEG magic number followed by garbage as corrupt', async () => {
    const error = await rejectionOf(processImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])));

    expect(error.code).toBe('corrupt');
  });

  it('refuses a 40000x40000 PNG without decoding it', async () => {
    const bomb = pngClaiming(40_000, 40_000);

    const error = await rejectionOf(processImage(bomb));

    // Decoding would take gigabytes; how quickly it is refused is timed by npm run bench.
    expect(error.code).toBe('too_many_pixels');
    expect(error.message).toBe('This image is too large to process.');
  });

  it('refuses a 30 MB upload before looking inside it', async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024);
    huge.set(await png(10, 10));

    const error = await rejectionOf(processImage(huge));

    expect(error.code).toBe('too_large');
    expect(error.message).toBe('Each image must be at most 10 MB.');
  });

  it('takes the byte limit as a parameter', async () => {
    const error = await rejectionOf(processImage(await png(100, 100), { maxBytes: 100 }));

    expect(error.code).toBe('too_large');
  });

  it('produces the same bytes for the same input', async () => {
    const input = await png(500, 400);

    const [first, second] = await Promise.all([processImage(input), processImage(input)]);

    expect(first.image.equals(second.image)).toBe(true);
    expect(first.thumb.equals(second.thumb)).toBe(true);
  });
});
