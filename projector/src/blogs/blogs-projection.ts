import type { Projection } from '../projection.js';

/** Published blogs and their comments; deleting a blog takes its comments with it. */
export const blogsProjection: Projection = {
  name: 'blogs',
  project({ event, metadata }) {
    switch (event.type) {
      case 'BlogPublished': {
        const { blogId, title, description, category, content, pictures } = event.data;
        return [{
          op: 'insert',
          table: 'blogs',
          key: ['id'],
          row: { id: blogId, title, description, category, content, pictures, published_at: metadata.occurredAt },
        }];
      }
      case 'BlogCommentAdded': {
        const { blogId, commentId, userId, comment } = event.data;
        return [{
          op: 'insert',
          table: 'blog_comments',
          key: ['id'],
          row: { id: commentId, blog_id: blogId, user_id: userId, comment, posted_at: metadata.occurredAt },
        }];
      }
      case 'BlogDeleted':
        return [
          { op: 'delete', table: 'blog_comments', where: { blog_id: event.data.blogId } },
          { op: 'delete', table: 'blogs', where: { id: event.data.blogId } },
        ];
      default:
        return [];
    }
  },
};
