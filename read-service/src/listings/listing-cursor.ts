import { z } from 'zod';
import { messages } from '@kamra/contracts/messages';
import { cursorId, cursorInstant, decodeOpaque, encodeOpaque } from '../opaque-cursor.js';

// A cursor comes back from the client, so it is read as strictly as a query parameter (cursorInstant, cursorId).

/** The key of the last row on a page: its posting time and id. */
const sortKeySchema = z.strictObject({ at: cursorInstant, id: cursorId });
export type SortKey = z.infer<typeof sortKeySchema>;

/** The key of the last row of a page sorted by price: its amount and id. */
const cursorCount = z.number().int().min(0).max(1_000_000_000);
const priceKeySchema = z.strictObject({ amount: cursorCount, id: cursorId });
export type PriceKey = z.infer<typeof priceKeySchema>;

/**
 * Where a page ended, as opaque base64url text. `tier` is the part of the results the walk is
 * in (an area's own listings, then the rest of its city); `phase` whether it is still in the
 * boosted listings or past them; `now` fixes which listings counted as boosted on the first
 * page, so a boost ending mid-walk neither skips nor repeats a listing. The counts of the
 * first page travel with it, so later pages need not count again.
 */
const cursorSchema = z.strictObject({
  tier: z.number().int().min(0).max(1),
  phase: z.enum(['boosted', 'rest']),
  after: z.union([sortKeySchema, priceKeySchema]).nullable(),
  now: cursorInstant,
  total: cursorCount,
  areaTotal: cursorCount.nullable(),
});
export type ListingCursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: ListingCursor): string {
  return encodeOpaque(cursor);
}

export function decodeCursor(text: string): ListingCursor {
  return decodeOpaque(cursorSchema, text, messages.searchCursorInvalid);
}

/** The admins' queue and user list have no boosted phase: their cursor is only the last row's key. */
export function encodeQueueCursor(key: SortKey): string {
  return encodeOpaque(key);
}

export function decodeQueueCursor(text: string): SortKey {
  return decodeOpaque(sortKeySchema, text, messages.searchCursorInvalid);
}
