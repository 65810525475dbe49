/** Listing ids: random, or derived from (owner, Idempotency-Key) so a retried submit finds its first listing. */
import { randomUUID } from 'node:crypto';
import { uuidOf } from '../commands/idempotency-key.js';

export function newListingId(): string {
  return randomUUID();
}

/**
 * A UUID (version 8, "custom") from sha256(owner, key). The owner is part of the hash, so two
 * people who happen to pick the same key get different listings.
 */
export function listingIdFor(ownerId: string, idempotencyKey: string): string {
  return uuidOf(`${ownerId}\n${idempotencyKey}`);
}
