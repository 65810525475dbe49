/**
 * What binds an Idempotency-Key to one request: a sha256 over the route (the listing's kind),
 * the text fields as sent (in name order, so the order of the parts does not matter) and the
 * bytes of each uploaded file in order. Hashing the bytes, not what processing made of them,
 * means a replay is checked before any image is decoded again.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ListingKind } from '@kamra/contracts/options';
import { IdempotencyKeyReusedError } from '../commands/idempotency-key.js';
import type { ListingForm } from './listing-form.js';


async function fileHash(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function submissionFingerprint(kind: ListingKind, form: ListingForm): Promise<string> {
  const text = Object.keys(form.text).sort().map((name) => [name, form.text[name]]);
  const pictures = await Promise.all(form.pictures.map((file) => fileHash(file.path)));
  const profile = form.profile === null ? null : await fileHash(form.profile.path);
  return createHash('sha256').update(JSON.stringify({ kind, text, pictures, profile })).digest('hex');
}

/** What an earlier submission under the same key was: its kind, and its fingerprint when one was kept. */
export interface KeyedSubmission {
  kind: ListingKind;
  requestFingerprint?: string | undefined;
}

/** Refuses a request that is not the one the key was first used for. */
export function assertSameSubmission(earlier: KeyedSubmission, kind: ListingKind, fingerprint: string | null): void {
  if (earlier.kind !== kind) throw new IdempotencyKeyReusedError();
  // Listings from before fingerprints were kept are bound by owner and route only.
  if (fingerprint !== null && earlier.requestFingerprint !== undefined && earlier.requestFingerprint !== fingerprint) {
    throw new IdempotencyKeyReusedError();
  }
}
