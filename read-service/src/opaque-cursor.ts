import { z } from 'zod';
import { isStorableText } from '@kamra/contracts/commands';
import { BadRequestError, isWellFormedId } from '@kamra/platform';

/**
 * The header naming the page after this one, for lists whose body stays the plain list it was
 * before they were paged; absent on the last page.
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/**
 * Where a page ended, as the client holds it: JSON in base64url, opaque to it. Each list reads
 * its own cursor back by its schema; one it did not issue, or cannot read, is a 400 with the
 * list's own message.
 */
export function encodeOpaque(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A cursor's values go into SQL, where a NUL, a lone surrogate, a year 0000 or a number past its
 * column's type would answer 500, so each list reads its cursor strictly (z.strictObject) from
 * these. Instants are the canonical form toISOString writes, within years Kamra can have seen.
 */
const EARLIEST = Date.parse('2000-01-01T00:00:00.000Z');
const LATEST = Date.parse('2200-01-01T00:00:00.000Z');

function isCursorInstant(text: string): boolean {
  const time = Date.parse(text);
  return Number.isFinite(time) && time >= EARLIEST && time < LATEST && new Date(time).toISOString() === text;
}

export const cursorInstant = z.string().max(30).refine(isStorableText).refine(isCursorInstant);

/**
 * The id of a page's last row, read back in lower case: every id Kamra makes is, a UUID names
 * the same row in either case (as the frame lowers ids in paths), and in SQL's row comparison a
 * capital letter sorts before every lower-case one, so a cursor rewritten in capitals would
 * resume at the wrong place among rows of the same time.
 */
export const cursorId = z.string().max(36).refine(isStorableText).refine(isWellFormedId).transform((id) => id.toLowerCase());

/** A Postgres bigint (a bigserial's value) as text: digits, at most its largest. */
const BIGINT_MAX = 9_223_372_036_854_775_807n;
export const cursorBigint = z.string().refine((text) => /^\d{1,19}$/.test(text) && BigInt(text) <= BIGINT_MAX);

export function decodeOpaque<S extends z.ZodType>(schema: S, text: string, invalidMessage: string): z.output<S> {
  try {
    return schema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError(invalidMessage);
  }
}
