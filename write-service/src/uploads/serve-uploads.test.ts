import { get, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { mailThumbName } from '@kamra/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import { LocalImageStore } from '@kamra/platform';
import { PictureStore, type ImageRef } from './image-store.js';
import { serveUploads } from './serve-uploads.js';

let dir: string;
let server: Server;
let base: string;
let ref: ImageRef;
/** A real picture, whose thumbnail's JPEG can be made. */
let photo: ImageRef;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kamra-serve-'));
  const pictures = new PictureStore(new LocalImageStore(dir), dir);
  ref = await pictures.save({ image: Buffer.from('webp-bytes'), thumb: Buffer.from('thumb'), width: 1, height: 1 });
  // Half transparent: a JPEG has no alpha, and a mail client would show it black.
  const webp = (size: number) => sharp({ create: { width: size, height: size / 2, channels: 4, background: { r: 200, g: 60, b: 40, alpha: 0.5 } } }).webp().toBuffer();
  photo = await pictures.save({ image: await webp(800), thumb: await webp(400), width: 800, height: 400 });
  // A file the store would never name, to prove it cannot be reached.
  await writeFile(join(dir, 'secret.txt'), 'secret');
  const app = express().use(serveUploads(pictures));
  server = app.listen(0);
  await new Promise((ready) => server.once('listening', ready));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await rm(dir, { recursive: true, force: true });
});

describe('serveUploads', () => {
  it('serves a stored image as immutable WebP', async () => {
    const response = await fetch(`${base}/uploads/${ref.file}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('webp-bytes');
  });

  it('answers a revalidation with 304, the name being the content', async () => {
    const first = await fetch(`${base}/uploads/${ref.file}`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBe(`"${ref.file}"`);
    // As a browser revalidates; fetch would add no-cache to a conditional request and so never get a 304.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${base}/uploads/${ref.file}`, { headers: { 'if-none-match': etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it("serves a thumbnail's JPEG for emails, made from the thumbnail on first ask and kept", async () => {
    const name = mailThumbName(photo.thumb);
    expect(name).toMatch(/^[0-9a-f]{32}-400\.jpg$/);
    const first = await fetch(`${base}/uploads/${name}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await first.arrayBuffer());
    const { format, width, height, hasAlpha } = await sharp(bytes).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({ format: 'jpeg', width: 400, height: 200, hasAlpha: false });
    // Flattened onto white: half of red over white, not over black.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    // Kept: the next ask reads the stored file, byte for byte.
    expect(await readFile(join(dir, name))).toEqual(bytes);
    expect(Buffer.from(await (await fetch(`${base}/uploads/${name}`)).arrayBuffer())).toEqual(bytes);
  });

  it("answers 404 for the JPEG of a thumbnail that is not there", async () => {
    const response = await fetch(`${base}/uploads/${'e'.repeat(32)}-400.jpg`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for names it does not know', async () => {
    const unknown = ['f'.repeat(32) + '.webp', 'f'.repeat(32) + '.jpg', 'secret.txt', '..%2Fsecret.txt', '%2e%2e%2fsecret.txt'];
    for (const name of unknown) {
      const response = await fetch(`${base}/uploads/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('cache-control'), name).toBe('no-store');
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: messages.imageNotFound } });
    }
  });
});
