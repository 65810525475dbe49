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

/**
 * Every file this process has begun to spool and not yet deleted, and each request's: a file
 * cut off mid-upload is not among multer's finished files, yet it is on disk all the same.
 */
const spooling = new Set<string>();
const spooledBy = new WeakMap<Request, string[]>();

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
    filename(req, _file, done) {
      const name = `${randomUUID()}.upload`;
      const file = path.join(dir, name);
      spooling.add(file);
      spooledBy.set(req, [...(spooledBy.get(req) ?? []), file]);
      done(null, name);
    },
  });
}

/** Deletes the request's spooled files once the response is over (sent, failed or cut off). */
export function discardWhenDone(req: Request, res: Response): void {
  res.once('close', () => void discard(spooledBy.get(req) ?? []));
}

/**
 * Deletes every file still spooled, at shutdown once the server's connections are closed: an
 * upload cut off then may end after its request's own clean-up ran, and the process exits next.
 */
export async function discardSpooledUploads(): Promise<void> {
  await discard([...spooling]);
}

async function discard(files: readonly string[]): Promise<void> {
  await Promise.all(files.map(async (file) => {
    await unlink(file).catch(() => undefined);
    spooling.delete(file);
  }));
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
