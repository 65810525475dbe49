import type { BlogComment, BlogDetail, Page } from '@kamra/contracts/read-models';

/** What the blog page holds of its comment thread: the pages loaded so far, and the total. */
export type CommentThread = Pick<BlogDetail, 'comments' | 'commentCount' | 'nextCommentsCursor'>;

/** The next page appended; a comment already shown (the reader's own, added as posted) is not shown twice. */
export function withMoreComments<T extends CommentThread>(thread: T, page: Page<BlogComment>): T {
  const shown = new Set(thread.comments.map((comment) => comment.id));
  return {
    ...thread,
    comments: [...thread.comments, ...page.items.filter((comment) => !shown.has(comment.id))],
    nextCommentsCursor: page.nextCursor,
  };
}

/** The reader's own comment, shown at once at the end of what is loaded, and counted. */
export function withNewComment<T extends CommentThread>(thread: T, comment: BlogComment): T {
  return { ...thread, comments: [...thread.comments, comment], commentCount: thread.commentCount + 1 };
}
