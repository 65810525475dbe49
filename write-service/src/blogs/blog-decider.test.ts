import { messages } from '@kamra/contracts/messages';
import type { BlogEvent } from '@kamra/contracts/events';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@kamra/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { blogDecider, type AddBlogComment, type PublishBlog } from './blog-decider.js';

const spec = deciderSpec(blogDecider);
const admin = { userId: 'user-admin', isAdmin: true };
const reader = { userId: 'user-bilal', isAdmin: false };
const blogId = 'blog-1';
const cover = { file: 'a'.repeat(32) + '.webp', thumb: 'a'.repeat(32) + '-400.webp', width: 1600, height: 900 };

const publish: PublishBlog = {
  type: 'PublishBlog',
  blogId,
  title: 'Renting in Lahore',
  description: 'What to check before you sign',
  category: 'Room & Rental Insights',
  content: '<p>Check the <strong>water supply</strong>.</p>',
  pictures: [cover],
  by: admin,
};
const published: BlogEvent = {
  type: 'BlogPublished',
  data: {
    blogId,
    title: publish.title,
    description: publish.description,
    category: publish.category,
    content: publish.content,
    pictures: [cover],
  },
};
const comment: AddBlogComment = { type: 'AddBlogComment', blogId, commentId: 'comment-1', userId: 'user-bilal', comment: 'Useful!' };
const commented: BlogEvent = { type: 'BlogCommentAdded', data: { blogId, commentId: 'comment-1', userId: 'user-bilal', comment: 'Useful!' } };
const deleted: BlogEvent = { type: 'BlogDeleted', data: { blogId } };

describe('publishing a blog', () => {
  it('records the blog with its pictures, cover first', () => {
    spec.given([]).when(publish).then([published]);
  });

  it('publishes a blog without pictures', () => {
    spec.given([]).when({ ...publish, pictures: [] }).then([{ ...published, data: { ...published.data, pictures: [] } } as BlogEvent]);
  });

  it('refuses a body that is empty once sanitised', () => {
    spec.given([]).when({ ...publish, content: '<p><br></p>' }).thenThrows(ValidationError, messages.blogContentRequired);
    spec.given([]).when({ ...publish, content: '' }).thenThrows(ValidationError, messages.blogContentRequired);
  });

  it('refuses anyone but an admin', () => {
    spec.given([]).when({ ...publish, by: reader }).thenThrows(ForbiddenError, messages.adminOnly);
  });

  it('refuses a second publish with the same id', () => {
    spec.given([published]).when(publish).thenThrows(ConflictError);
    spec.given([published, deleted]).when(publish).thenThrows(ConflictError);
  });
});

describe('commenting on a blog', () => {
  it('records the comment under its author', () => {
    spec.given([published]).when(comment).then([commented]);
  });

  it('takes many comments', () => {
    spec.given([published, commented]).when({ ...comment, commentId: 'comment-2' }).then([
      { type: 'BlogCommentAdded', data: { ...commented.data, commentId: 'comment-2' } } as BlogEvent,
    ]);
  });

  it('answers not found for an unknown or deleted blog', () => {
    spec.given([]).when(comment).thenThrows(NotFoundError, messages.blogNotFound);
    spec.given([published, deleted]).when(comment).thenThrows(NotFoundError, messages.blogNotFound);
  });
});

describe('deleting a blog', () => {
  it('records the deletion', () => {
    spec.given([published, commented]).when({ type: 'DeleteBlog', blogId, by: admin }).then([deleted]);
  });

  it('refuses anyone but an admin', () => {
    spec.given([published]).when({ type: 'DeleteBlog', blogId, by: reader }).thenThrows(ForbiddenError, messages.adminOnly);
  });

  it('answers not found for an unknown or already deleted blog', () => {
    spec.given([]).when({ type: 'DeleteBlog', blogId, by: admin }).thenThrows(NotFoundError, messages.blogNotFound);
    spec.given([published, deleted]).when({ type: 'DeleteBlog', blogId, by: admin }).thenThrows(NotFoundError, messages.blogNotFound);
  });
});
