import { z } from 'zod';
import { messages } from '@kamra/contracts/messages';
import { cursorBigint, cursorInstant, decodeOpaque, encodeOpaque } from '../opaque-cursor.js';

/**
 * Where a page of blogs or of a blog's comments ended: the last one's time and order, the key of
 * its index. Both times come from the write side's clock in whole milliseconds, so the ISO text
 * holds them exactly. Read strictly: its values go into SQL (cursorInstant, cursorBigint).
 */
const seqCursorSchema = z.strictObject({ at: cursorInstant, seq: cursorBigint });
export type SeqCursor = z.infer<typeof seqCursorSchema>;

export function encodeSeqCursor(cursor: SeqCursor): string {
  return encodeOpaque(cursor);
}

export function decodeCommentCursor(text: string): SeqCursor {
  return decodeOpaque(seqCursorSchema, text, messages.commentsCursorInvalid);
}

export function decodeBlogCursor(text: string): SeqCursor {
  return decodeOpaque(seqCursorSchema, text, messages.blogsCursorInvalid);
}
