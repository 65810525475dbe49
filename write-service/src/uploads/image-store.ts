import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageStore } from '@kamra/platform';
import type { ProcessedImage } from './process-image.js';

/** What events and read rows keep about a stored picture: names under /uploads/. */
export interface ImageRef {
  file: string;
  thumb: string;
  width: number;
  height: number;
}

const STORED_NAME = /^[0-9a-f]{32}(?:(?:-400)?\.webp|-400\.jpg)$/;
/** A thumbnail's JPEG for emails (contracts' mailThumbName), made from the WebP thumbnail on first read. */
const MAIL_THUMB = /^([0-9a-f]{32}-400)\.jpg$/;
const MAIL_JPEG_QUALITY = 80;

/** True only for names this store can produce, so a request can never name anything else in storage. */
export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Content-addressed pictures over the image-storage port (local disk or a bucket). Names are
 * derived from the bytes, so the same picture uploaded twice is stored once and a name's
 * content never changes (which is what lets /uploads/ be cached as immutable).
 *
 * Nothing here deletes a stored picture. A request that fails after saving its pictures leaves
 * them: another request with the same bytes may already have been accepted on the same names,
 * and no request can know that. Such unused pictures are few and small; the sweep, which checks
 * the log, collects them (sweep-orphan-images.ts).
 */
export class PictureStore {
  /**
   * @param storage where pictures are kept (local disk or a bucket)
   * @param localDir this machine's UPLOAD_DIR: uploads are spooled under it (`.incoming`) while
   *   they are checked, wherever the pictures are then kept
   */
  constructor(readonly storage: ImageStore, readonly localDir: string) {}

  async save(processed: Pick<ProcessedImage, 'image' | 'thumb' | 'width' | 'height'>): Promise<ImageRef> {
    const hash = createHash('sha256').update(processed.image).digest('hex').slice(0, 32);
    const ref: ImageRef = {
      file: `${hash}.webp`,
      thumb: `${hash}-400.webp`,
      width: processed.width,
      height: processed.height,
    };
    // Thumb first: once the full picture exists, its thumb is guaranteed to exist too.
    await this.saveOnce(ref.thumb, processed.thumb);
    await this.saveOnce(ref.file, processed.image);
    return ref;
  }

  /**
   * A stored picture's bytes; null for a name this store could not have produced, or one not
   * stored. A thumbnail's JPEG not made yet is made from its WebP (400 px: a few milliseconds)
   * and kept, so each is made once, and only for a thumbnail that exists.
   */
  async read(file: string): Promise<Buffer | null> {
    if (!isStoredImageName(file)) return null;
    const stored = await this.storage.get(file);
    const thumb = MAIL_THUMB.exec(file)?.[1];
    if (stored !== null || thumb === undefined) return stored;
    const webp = await this.storage.get(`${thumb}.webp`);
    if (webp === null) return null;
    // Mail clients show a transparent corner black; a picture is flattened onto white.
    const jpeg = await sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: MAIL_JPEG_QUALITY, mozjpeg: true }).toBuffer();
    await this.saveOnce(file, jpeg);
    return jpeg;
  }

  private async saveOnce(name: string, bytes: Buffer): Promise<void> {
    if (!(await this.storage.has(name))) await this.storage.put(name, bytes);
  }
}
