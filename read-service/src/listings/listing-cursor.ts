import { z } from 'zod';
import { messages } from '@kamra/contracts/messages';
import { BadRequestError } from '@kamra/platform';

/** The key of the last row on a page: its posting time and id. */
const sortKeySchema = z.object({ at: z.iso.datetime(), id: z.string().min(1) });
export type SortKey = z.infer<typeof sortKeySchema>;

/** The key of the last row of a page sorted by price: its amount and id. */
const priceKeySchema = z.object({ amount: z.number().int().min(0), id: z.string().min(1) });
export type PriceKey = z.infer<typeof priceKeySchema>;

/**
 * Where a page ended, as opaque base64url text. `tier` is the part of the results the walk is
 * in (an area's own listings, then the rest of its city); `phase` whether it is still in the
 * boosted listings or past them; `now` fixes which listings counted as boosted on the first
 * page, so a boost ending mid-walk neither skips nor repeats a listing. The counts of the
 * first page travel with it, so later pages need not count again.
 */
const cursorSchema = z.object({
  tier: z.number().int().min(0).max(1),
  phase: z.enum(['boosted', 'rest']),
  after: z.union([sortKeySchema, priceKeySchema]).nullable(),
  now: z.iso.datetime(),
  total: z.number().int().min(0),
  areaTotal: z.number().int().min(0).nullable(),
});
export type ListingCursor = z.infer<typeof cursorSchema>;

function encodeOpaque(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeOpaque<S extends z.ZodType>(schema: S, text: string): z.output<S> {
  try {
    return schema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError(messages.searchCursorInvalid);
  }
}

export function encodeCursor(cursor: ListingCursor): string {
  return encodeOpaque(cursor);
}

export function decodeCursor(text: string): ListingCursor {
  return decodeOpaque(cursorSchema, text);
}

/** The admins' queue and user list have no boosted phase: their cursor is only the last row's key. */
export function encodeQueueCursor(key: SortKey): string {
  return encodeOpaque(key);
}

export function decodeQueueCursor(text: string): SortKey {
  return decodeOpaque(sortKeySchema, text);
}
