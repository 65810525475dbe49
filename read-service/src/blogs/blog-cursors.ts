import { z } from 'zod';
import { messages } from '@kamra/contracts/messages';
import { decodeOpaque, encodeOpaque } from '../opaque-cursor.js';

/**
 * Where a page of blogs or of a blog's comments ended: the last one's time and order, the key of
 * its index. Both times come from the write side's clock in whole milliseconds, so the ISO text
 * holds them exactly.
 */
const seqCursorSchema = z.object({ at: z.iso.datetime(), seq: z.string().regex(/^\d{1,19}$/) });
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
