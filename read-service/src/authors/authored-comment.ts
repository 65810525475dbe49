import { messages } from '@kamra/contracts/messages';
import type { AuthoredComment } from '@kamra/contracts/read-models';

/** A review or blog comment row left-joined with its author's current `users` row. */
export interface AuthoredCommentRow {
  id: string;
  user_id: string;
  comment: string;
  posted_at: Date;
  user_name: string | null;
  user_picture: string | null;
}

export function presentAuthoredComment(row: AuthoredCommentRow): AuthoredComment {
  return {
    id: row.id,
    userId: row.user_id,
    // The users row can trail the comment by a moment while the projector catches up.
    userName: row.user_name ?? messages.unknownAuthor,
    userPicture: row.user_picture,
    comment: row.comment,
    postedAt: row.posted_at.toISOString(),
  };
}
