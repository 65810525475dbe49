import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertFlatName, type ImageStore, type StoredImageInfo } from './image-store.js';

/** Pictures as files in one folder (UPLOAD_DIR): the default, for one machine or a shared volume. */
export class LocalImageStore implements ImageStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.dir, { recursive: true });
    // Readers must never see a half-written file under its final name.
    const temp = join(this.dir, `.${name}.${randomUUID()}.tmp`);
    try {
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(ignoreMissing);
      throw error;
    }
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    try {
      await stat(this.pathOf(name));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await unlink(this.pathOf(name)).catch(ignoreMissing);
  }

  async *list(): AsyncIterable<StoredImageInfo> {
    const names = await readdir(this.dir).catch((error: unknown) => {
      if (isNotFound(error)) return [];
      throw error;
    });
    // Dot-names are temporary files and the spool (.incoming), never stored pictures.
    for (const name of names) {
      if (name.startsWith('.')) continue;
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (info?.isFile()) yield { name, storedAt: info.mtime };
    }
  }

  private pathOf(name: string): string {
    assertFlatName(name);
    return join(this.dir, name);
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function ignoreMissing(error: unknown): void {
  if (!isNotFound(error)) throw error;
}
