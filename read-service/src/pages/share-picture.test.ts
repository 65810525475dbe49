import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalImageStore } from '@kamra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharePictures, shareHash, type ShareContent } from './share-picture.js';

let dir: string;
const content: ShareContent = { cover: 'cover.webp', amount: 'PKR 25,000 / month', area: 'G-11/2, Islamabad', kind: 'room' };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kamra-share-'));
  mkdirSync(path.join(dir, 'uploads'));
  await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#884422' } }).webp().toFile(path.join(dir, 'uploads', 'cover.webp'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('share pictures', () => {
  it('are named by what they show: the cover, the amount, the place and the kind', () => {
    const names = new Set([
      content, { ...content, cover: 'other.webp' }, { ...content, amount: 'PKR 26,000 / month' },
      { ...content, area: 'F-10, Islamabad' }, { ...content, kind: 'roommate' as const },
    ].map(shareHash));
    expect(names.size).toBe(5);
    expect(shareHash({ ...content })).toBe(shareHash(content));
  });

  it('are drawn once however many ask at once, and never seen half-written', async () => {
    const pictures = new SharePictures({ dir: path.join(dir, 'drawn'), covers: new LocalImageStore(path.join(dir, 'uploads')) });
    const files = await Promise.all(Array.from({ length: 6 }, () => pictures.file(content, 'wide')));
    expect(new Set(files).size).toBe(1);
    expect(readdirSync(path.join(dir, 'drawn'))).toEqual([`${shareHash(content)}-wide.jpg`]);
    const drawnAt = statSync(files[0] ?? '').mtimeMs;
    await pictures.file(content, 'wide');
    expect(statSync(files[0] ?? '').mtimeMs).toBe(drawnAt);
    expect(await sharp(files[0]).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it.each(['gone.webp', 'broken.webp'])('draw on the brand colour when the cover (%s) cannot be read, rather than failing', async (cover) => {
    writeFileSync(path.join(dir, 'uploads', 'broken.webp'), 'RIFF\0\0\0\0WEBPVP8 cut short');
    const pictures = new SharePictures({ dir: path.join(dir, 'plain'), covers: new LocalImageStore(path.join(dir, 'uploads')) });
    const file = await pictures.file({ ...content, cover }, 'square');
    expect(await sharp(file).metadata()).toMatchObject({ width: 600, height: 600 });
    const { dominant } = await sharp(file).extract({ left: 300, top: 150, width: 100, height: 60 }).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
  });

  it('draw the picture without a line that has nothing to draw, rather than failing', async () => {
    const pictures = new SharePictures({ dir: path.join(dir, 'placeless'), covers: new LocalImageStore(path.join(dir, 'uploads')) });
    for (const area of ['', ' ', '\u200b']) {
      const file = await pictures.file({ ...content, area }, 'wide');
      expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
  });
});
