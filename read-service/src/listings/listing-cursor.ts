import { z } from 'zod';
import { messages } from '@kamra/contracts';
import { BadRequestError } from '@kamra/platform';

/**
 * Where a page ended, as opaque base64url text. `phase` says whether the walk is still in the
 * boosted listings or past them; `now` fixes which listings counted as boosted on the first
 * page, so a boost ending mid-walk neither skips nor repeats a listing.
 */
const cursorSchema = z.object({
  phase: z.enum(['boosted', 'rest']),
  after: z.object({ at: z.iso.datetime(), id: z.string().min(1) }).nullable(),
  now: z.iso.datetime(),
});
export type ListingCursor = z.infer<typeof cursorSchema>;

/** The key of the last row on a page: its posting time and id. */
export type SortKey = NonNullable<ListingCursor['after']>;

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string): ListingCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError(messages.searchCursorInvalid);
  }
}
