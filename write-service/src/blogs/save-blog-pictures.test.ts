import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalImageStore, ValidationError } from '@kamra/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PictureStore, type SpooledFile } from '../uploads/index.js';
import { png, pngClaiming } from '../uploads/sample-images.js';
import { saveBlogPictures } from './save-blog-pictures.js';

describe('saving blog pictures', () => {
  let dir: string;
  let images: PictureStore;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kamra-blog-pictures-'));
    images = new PictureStore(new LocalImageStore(dir), dir);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(spool, { recursive: true, force: true });
  });

  let spool: string;
  let spooledCount = 0;
  beforeEach(() => {
    spool = mkdtempSync(path.join(tmpdir(), 'kamra-blog-spool-'));
  });
  /** An upload as multer leaves it on disk. */
  function spooled(bytes: Buffer): SpooledFile {
    spooledCount += 1;
    const file = path.join(spool, `${spooledCount}.upload`);
    writeFileSync(file, bytes);
    return { path: file, size: bytes.length, head: bytes.subarray(0, 64) };
  }

  it('stores every picture as WebP with a thumbnail, in the order sent', async () => {
    const refs = await saveBlogPictures(images, [spooled(await png(800, 600)), spooled(await png(300, 400))], 'admin-1');
    expect(refs.map(({ width, height }) => [width, height])).toEqual([[800, 600], [300, 400]]);
    expect(readdirSync(dir).sort()).toEqual(refs.flatMap((ref) => [ref.file, ref.thumb]).sort());
  });

  it('refuses a later picture that fails to decode with its message, leaving stored ones for whoever else uses the same bytes', async () => {
    // A sound header over pixel data that is not there: only decoding finds out.
    const attempt = saveBlogPictures(images, [spooled(await png(640, 480)), spooled(pngClaiming(300, 300))], 'admin-1');
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ fields: { pictures: 'This image could not be read. Please choose another file.' } });
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('refuses a picture of the wrong type before decoding or storing any', async () => {
    const attempt = saveBlogPictures(images, [spooled(await png(640, 480)), spooled(Buffer.from('GIF89a not really'))], 'admin-1');
    await expect(attempt).rejects.toMatchObject({ fields: { pictures: 'Each image must be a PNG or JPEG file.' } });
    expect(readdirSync(dir)).toHaveLength(0);
  });
});
