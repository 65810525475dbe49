/**
 * Uploaded files go to disk as they arrive (never whole into memory), into a folder beside
 * the stored images, and are deleted when the response ends, whatever its outcome.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import multer from 'multer';

/** An uploaded file as the routes see it: where it waits, its size, and its first bytes. */
export interface SpooledFile {
  path: string;
  size: number;
  /** Enough bytes to tell the image type. */
  head: Buffer;
}

const HEAD_BYTES = 64;
const INCOMING = '.incoming';
/** Files older than this in the incoming folder were left by a crash. */
const STALE_MS = 60 * 60 * 1000;

export function incomingDir(uploadDir: string): string {
  return path.join(uploadDir, INCOMING);
}

/** multer storage writing each file under a random name in UPLOAD_DIR/.incoming. */
export function spoolStorage(uploadDir: string): multer.StorageEngine {
  const dir = incomingDir(uploadDir);
  return multer.diskStorage({
    destination(_req, _file, done) {
      try {
        mkdirSync(dir, { recursive: true });
        done(null, dir);
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)), dir);
      }
    },
    filename(_req, _file, done) {
      done(null, `${randomUUID()}.upload`);
    },
  });
}

/** Deletes the request's spooled files once the response is over (sent, failed or cut off). */
export function discardWhenDone(req: Request, res: Response): void {
  res.once('close', () => {
    for (const file of filesOf(req)) void unlink(file.path).catch(() => undefined);
  });
}

function filesOf(req: Request): Express.Multer.File[] {
  if (req.files === undefined) return [];
  return Array.isArray(req.files) ? req.files : Object.values(req.files).flat();
}

export async function spooled(file: Express.Multer.File): Promise<SpooledFile> {
  const handle = await open(file.path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return { path: file.path, size: file.size, head: head.subarray(0, bytesRead) };
  } finally {
    await handle.close();
  }
}

export function readSpooled(file: SpooledFile): Promise<Buffer> {
  return readFile(file.path);
}

/** Removes what a crashed process left in the incoming folder; run at start. */
export async function sweepStaleIncoming(uploadDir: string, now = Date.now()): Promise<number> {
  const dir = incomingDir(uploadDir);
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) {
      await unlink(file).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
