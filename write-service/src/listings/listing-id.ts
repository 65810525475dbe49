/** Listing ids: random, or derived from (owner, Idempotency-Key) so a retried submit finds its first listing. */
import { createHash, randomUUID } from 'node:crypto';
import { BadRequestError } from '@kamra/platform';
import { messages } from '@kamra/contracts/messages';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export function newListingId(): string {
  return randomUUID();
}

/** The key as sent, null when absent; refuses a malformed one rather than silently ignoring it. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw new BadRequestError(messages.idempotencyKeyInvalid);
  return key;
}

/**
 * A UUID (version 8, "custom") from sha256(owner, key). The owner is part of the hash, so two
 * people who happen to pick the same key get different listings.
 */
export function listingIdFor(ownerId: string, idempotencyKey: string): string {
  return uuidOf(`${ownerId}\n${idempotencyKey}`);
}

/**
 * The id of what a person posts (a review, a comment) under an Idempotency-Key, as listingIdFor
 * makes a listing's: a retried post finds its first one. `kind` keeps a review's and a
 * comment's apart under the same key.
 */
export function postIdFor(kind: 'review' | 'comment', authorId: string, idempotencyKey: string): string {
  return uuidOf(`${kind}\n${authorId}\n${idempotencyKey}`);
}

function uuidOf(text: string): string {
  const hash = createHash('sha256').update(text).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
