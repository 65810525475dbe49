import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ValidationError } from '@kamra/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageStore } from '../uploads/index.js';
import { png } from '../uploads/sample-images.js';
import { saveBlogPictures } from './save-blog-pictures.js';

describe('saving blog pictures', () => {
  let dir: string;
  let images: ImageStore;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kamra-blog-pictures-'));
    images = new ImageStore(dir);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores every picture as WebP with a thumbnail, in the order sent', async () => {
    const refs = await saveBlogPictures(images, [await png(800, 600), await png(300, 400)]);
    expect(refs.map(({ width, height }) => [width, height])).toEqual([[800, 600], [300, 400]]);
    expect(readdirSync(dir).sort()).toEqual(refs.flatMap((ref) => [ref.file, ref.thumb]).sort());
  });

  it('removes what it stored when a later picture is refused', async () => {
    const attempt = saveBlogPictures(images, [await png(640, 480), Buffer.from('GIF89a not really')]);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ fields: { pictures: 'Each image must be a PNG or JPEG file.' } });
    expect(readdirSync(dir)).toEqual([]);
  });
});
