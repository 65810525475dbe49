import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ProcessedImage } from './process-image.js';

/** What events and read rows keep about a stored picture: names under /uploads/. */
export interface ImageRef {
  file: string;
  thumb: string;
  width: number;
  height: number;
}

const STORED_NAME = /^[0-9a-f]{32}(?:-400)?\.webp$/;

/** True only for names this store can produce, so a request path can never leave UPLOAD_DIR. */
export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}

export class UnknownImageName extends Error {
  override readonly name = 'UnknownImageName';

  constructor(file: string) {
    super(`Not a stored image name: ${JSON.stringify(file)}`);
  }
}

/**
 * Content-addressed image files in one folder. Names are derived from the bytes, so the same
 * picture uploaded twice is stored once and a name's content never changes (which is what lets
 * /uploads/ be cached as immutable).
 *
 * Nothing here deletes a stored image. A request that fails after saving its pictures leaves
 * them: another request with the same bytes may already have been accepted on the same names,
 * and no request can know that. Such unused files are few and small; a sweep that checks the
 * log can collect them.
 */
export class ImageStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  async save(processed: Pick<ProcessedImage, 'image' | 'thumb' | 'width' | 'height'>): Promise<ImageRef> {
    const hash = createHash('sha256').update(processed.image).digest('hex').slice(0, 32);
    const ref: ImageRef = {
      file: `${hash}.webp`,
      thumb: `${hash}-400.webp`,
      width: processed.width,
      height: processed.height,
    };
    await mkdir(this.dir, { recursive: true });
    // Thumb first: once the full image exists, its thumb is guaranteed to exist too.
    await this.writeOnce(ref.thumb, processed.thumb);
    await this.writeOnce(ref.file, processed.image);
    return ref;
  }

  pathFor(file: string): string {
    if (!isStoredImageName(file)) throw new UnknownImageName(file);
    return join(this.dir, file);
  }

  private async writeOnce(name: string, bytes: Buffer): Promise<boolean> {
    const target = this.pathFor(name);
    if (await exists(target)) return false;
    // Readers must never see a half-written file under its final, immutably cached name.
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
      return true;
    } catch (error) {
      await removeIfPresent(temp);
      throw error;
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function removeIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
