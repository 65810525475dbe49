import { z } from 'zod';
import { messages } from '@kamra/contracts/messages';
import { BadRequestError } from '@kamra/platform';

/** Where a page of comments ended: the last comment's posting time and order (the index's own key). */
const commentCursorSchema = z.object({ at: z.iso.datetime(), seq: z.string().regex(/^\d{1,19}$/) });
export type CommentCursor = z.infer<typeof commentCursorSchema>;

export function encodeCommentCursor(cursor: CommentCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCommentCursor(text: string): CommentCursor {
  try {
    return commentCursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError(messages.commentsCursorInvalid);
  }
}
