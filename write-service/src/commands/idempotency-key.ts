/**
 * Idempotency-Key, shared by every command a person may send twice (a listing's submit, a
 * review, a comment): the key as sent, an id derived from (author, key) so a retry finds what
 * the first request made, and the refusal of a key sent again with other parameters.
 */
import { createHash } from 'node:crypto';
import { messages } from '@kamra/contracts/messages';
import { AppError, BadRequestError } from '@kamra/platform';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The key as sent, null when absent; refuses a malformed one rather than silently ignoring it. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw new BadRequestError(messages.idempotencyKeyInvalid);
  return key;
}

/** A key sent again with another route or other parameters: 422, as Stripe answers it. */
export class IdempotencyKeyReusedError extends AppError {
  override readonly name = 'IdempotencyKeyReusedError';
  constructor() {
    super('idempotency_key_reused', messages.idempotencyKeyReused);
  }
}

/** A UUID (version 8, "custom") from sha256 of `text`: the same text, the same id. */
export function uuidOf(text: string): string {
  const hash = createHash('sha256').update(text).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of what a person posts (a review, a comment) under an Idempotency-Key, as listingIdFor
 * makes a listing's: a retried post finds its first one. `kind` keeps a review's and a
 * comment's apart under the same key.
 */
export function postIdFor(kind: 'review' | 'comment', authorId: string, idempotencyKey: string): string {
  return uuidOf(`${kind}\n${authorId}\n${idempotencyKey}`);
}
