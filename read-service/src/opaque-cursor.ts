import type { z } from 'zod';
import { BadRequestError } from '@kamra/platform';

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

export function decodeOpaque<S extends z.ZodType>(schema: S, text: string, invalidMessage: string): z.output<S> {
  try {
    return schema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError(invalidMessage);
  }
}
