import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalImageStore } from '@kamra/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PictureStore } from './image-store.js';
import { ImageRejected } from './image-rejected.js';
import { processImage, type ProcessedImage } from './process-image.js';
import { png } from './sample-images.js';

let dir: string;
let store: PictureStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kamra-uploads-'));
  store = new PictureStore(new LocalImageStore(join(dir, 'uploads')), dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function processed(image: string, thumb = `${image}-thumb`): ProcessedImage {
  return { image: Buffer.from(image), thumb: Buffer.from(thumb), width: 10, height: 8, hash: '0000000000000000' };
}

const listStored = async () => (await readdir(join(dir, 'uploads')).catch(() => [])).sort();

describe('PictureStore', () => {
  it('names pictures by a hash of their content and stores both', async () => {
    const ref = await store.save(processed('picture-bytes'));

    expect(ref.file).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(ref.thumb).toBe(ref.file.replace('.webp', '-400.webp'));
    expect(ref).toMatchObject({ width: 10, height: 8 });
    expect((await store.read(ref.file))?.toString()).toBe('picture-bytes');
    expect((await store.read(ref.thumb))?.toString()).toBe('picture-bytes-thumb');
    expect(await listStored()).toEqual([ref.file, ref.thumb].sort());
  });

  it('stores the same content once under the same name', async () => {
    const input = await png(300, 200);
    const first = await store.save(await processImage(input));
    const second = await store.save(await processImage(input));
    const other = await store.save(await processImage(await png(301, 200)));

    expect(second).toEqual(first);
    expect(other.file).not.toBe(first.file);
    expect(await listStored()).toHaveLength(4);
  });

  it('writes nothing when the pipeline refuses the upload', async () => {
    const upload = processImage(Buffer.from('not an image')).then((image) => store.save(image));

    await expect(upload).rejects.toBeInstanceOf(ImageRejected);
    expect(await listStored()).toEqual([]);
  });

  it('has no way to delete a stored picture: another listing may show the same bytes', () => {
    expect(Object.getOwnPropertyNames(PictureStore.prototype).sort()).toEqual(['constructor', 'read', 'save', 'saveOnce']);
  });

  it('reads nothing under a name it could not have produced', async () => {
    for (const name of ['../x', '../../etc/passwd', 'a.webp', `${'a'.repeat(32)}.png`, `${'A'.repeat(32)}.webp`, `x/${'a'.repeat(32)}.webp`, '']) {
      expect(await store.read(name), name).toBeNull();
    }
  });
});
