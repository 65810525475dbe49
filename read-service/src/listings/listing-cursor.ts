import { z } from 'zod';
import { messages } from '@kamra/contracts/messages';
import { BadRequestError } from '@kamra/platform';

/** The key of the last row on a page: its posting time and id. */
const sortKeySchema = z.object({ at: z.iso.datetime(), id: z.string().min(1) });
export type SortKey = z.infer<typeof sortKeySchema>;

/**
 * Where a page ended, as opaque base64url text. `phase` says whether the walk is still in the
 * boosted listings or past them; `now` fixes which listings counted as boosted on the first
 * page, so a boost ending mid-walk neither skips nor repeats a listing.
 */
const cursorSchema = z.object({
  phase: z.enum(['boosted', 'rest']),
  after: sortKeySchema.nullable(),
  now: z.iso.datetime(),
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
