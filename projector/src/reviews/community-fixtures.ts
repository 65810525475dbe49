/** Review and blog turns for projector tests, decided by the real deciders (testing/decided-events). Tests only. */
import type { BlogCommand, ReviewCommand } from '@kamra/write-service/testing/deciders';
import type { Turn } from '../testing/decided-events.js';

export const cover = { file: `${'c'.repeat(32)}.webp`, thumb: `${'c'.repeat(32)}-400.webp`, width: 1600, height: 1200 };
export const second = { file: `${'d'.repeat(32)}.webp`, thumb: `${'d'.repeat(32)}-400.webp`, width: 800, height: 600 };

const editor = { userId: 'user-admin', isAdmin: true };
const asEditor = { id: editor.userId, role: 'admin' as const };
const asUser = (id: string) => ({ id, role: 'user' as const });

export function posts(reviewId: string, userId: string, comment: string, at: string): Turn<ReviewCommand> {
  return { command: { type: 'PostReview', reviewId, userId, comment }, actor: asUser(userId), at };
}

export function deletesReview(reviewId: string, requester: { userId: string; isAdmin: boolean }, at: string): Turn<ReviewCommand> {
  return { command: { type: 'DeleteReview', reviewId, requester }, actor: requester.isAdmin ? asEditor : asUser(requester.userId), at };
}

export function publishes(blogId: string, at: string, title = 'Renting in Lahore'): Turn<BlogCommand> {
  return {
    command: {
      type: 'PublishBlog', blogId, title, description: 'What to check before you sign', category: 'Room & Rental Insights',
      content: '<p>Check the <strong>water supply</strong>.</p>', pictures: [cover, second], by: editor,
    },
    actor: asEditor,
    at,
  };
}

export function comments(blogId: string, commentId: string, userId: string, at: string): Turn<BlogCommand> {
  return { command: { type: 'AddBlogComment', blogId, commentId, userId, comment: `Comment ${commentId}` }, actor: asUser(userId), at };
}

export function deletesBlog(blogId: string, at: string): Turn<BlogCommand> {
  return { command: { type: 'DeleteBlog', blogId, by: editor }, actor: asEditor, at };
}
