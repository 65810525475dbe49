/**
 * One contract for every image-storage adapter: local disk in a temporary folder, and the S3
 * adapter against s3rver, a stand-in S3-protocol server started here (no real S3 can be
 * installed on these machines).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn } from '../testing/s3-stand-in.js';
import type { ImageStore } from './image-store.js';
import { LocalImageStore } from './local-image-store.js';
import { S3ImageStore } from './s3-image-store.js';

interface Adapter {
  store: ImageStore;
  close(): Promise<void>;
}

const adapters: Array<[string, () => Promise<Adapter>]> = [
  ['local disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kamra-images-'));
    return { store: new LocalImageStore(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
  }],
  ['S3 (s3rver)', async () => {
    const s3 = await startS3StandIn();
    const store = new S3ImageStore(s3.config);
    return {
      store,
      async close() {
        store.close();
        await s3.close();
      },
    };
  }],
];

const bytes = (text: string) => Buffer.from(text);

describe.each(adapters)('image storage on %s', (_name, open) => {
  let adapter: Adapter;
  let store: ImageStore;
  beforeAll(async () => {
    adapter = await open();
    store = adapter.store;
  });
  afterAll(() => adapter.close());

  it('gives back exactly the bytes put under a name', async () => {
    const picture = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.put('aaaa.webp', picture);
    expect(await store.has('aaaa.webp')).toBe(true);
    expect((await store.get('aaaa.webp'))?.equals(picture)).toBe(true);
  });

  it('knows nothing of a name never put', async () => {
    expect(await store.get('never.webp')).toBeNull();
    expect(await store.has('never.webp')).toBe(false);
  });

  it('lists what it holds with when it was stored', async () => {
    const before = Date.now() - 5_000;
    await store.put('bbbb.webp', bytes('b'));
    await store.put('cccc-400.webp', bytes('c'));
    const listed = new Map<string, Date>();
    for await (const { name, storedAt } of store.list()) listed.set(name, storedAt);
    expect([...listed.keys()]).toEqual(expect.arrayContaining(['bbbb.webp', 'cccc-400.webp']));
    expect(listed.get('bbbb.webp')?.getTime()).toBeGreaterThan(before);
  });

  it('deletes a name, and deleting it again is no error', async () => {
    await store.put('dddd.webp', bytes('d'));
    await store.delete('dddd.webp');
    await store.delete('dddd.webp');
    expect(await store.get('dddd.webp')).toBeNull();
    const names: string[] = [];
    for await (const { name } of store.list()) names.push(name);
    expect(names).not.toContain('dddd.webp');
  });

  it('replaces the bytes when the same name is put again', async () => {
    await store.put('eeee.webp', bytes('first'));
    await store.put('eeee.webp', bytes('second'));
    expect((await store.get('eeee.webp'))?.toString()).toBe('second');
  });

  it('refuses names that could leave the store or hide in it', async () => {
    for (const name of ['../x.webp', 'a/b.webp', '.hidden', '', 'a..b']) {
      await expect(store.put(name, bytes('x')), name).rejects.toThrow(/Not a storable image name/);
    }
  });
});
