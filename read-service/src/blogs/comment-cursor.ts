import { z } from 'zod';
import { messages } from '@kamra/contracts/messages';
import { decodeOpaque, encodeOpaque } from '../opaque-cursor.js';

/** Where a page of comments ended: the last comment's posting time and order (the index's own key). */
const commentCursorSchema = z.object({ at: z.iso.datetime(), seq: z.string().regex(/^\d{1,19}$/) });
export type CommentCursor = z.infer<typeof commentCursorSchema>;

export function encodeCommentCursor(cursor: CommentCursor): string {
  return encodeOpaque(cursor);
}

export function decodeCommentCursor(text: string): CommentCursor {
  return decodeOpaque(commentCursorSchema, text, messages.commentsCursorInvalid);
}
