import type { BlogComment } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { withMoreComments, withNewComment, type CommentThread } from './comment-thread';

const comment = (id: string): BlogComment => ({
  id, userId: 'u1', userName: 'Ayesha Khan', userPicture: null, comment: `Comment ${id}`, postedAt: '2026-11-24T10:00:00.000Z',
});

describe('a blog comment thread loaded page by page', () => {
  it('appends the next page and takes its cursor, without showing the reader\'s own comment twice', () => {
    const first: CommentThread = { comments: [comment('1'), comment('2')], commentCount: 5, nextCommentsCursor: 'c1' };
    const posted = withNewComment(first, comment('mine'));
    expect(posted.commentCount).toBe(6);
    const more = withMoreComments(posted, { items: [comment('3'), comment('mine'), comment('4')], nextCursor: null });
    expect(more.comments.map((shown) => shown.id)).toEqual(['1', '2', 'mine', '3', '4']);
    expect(more.nextCommentsCursor).toBeNull();
  });
});
