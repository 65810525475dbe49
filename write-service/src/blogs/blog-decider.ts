import type { BlogCategory } from '@kamra/contracts/options';
import { messages } from '@kamra/contracts/messages';
import { isBlankHtml } from '@kamra/contracts/commands';
import type { ImageRef } from '@kamra/contracts/uploads';
import type { BlogEvent } from '@kamra/contracts/events';
import { ConflictError, NotFoundError, ValidationError } from '@kamra/platform';
import type { Decider } from '../commands/decider.js';
import type { Requester } from '../commands/requester.js';
import { assertBlogEditor } from './blog-policies.js';

export type BlogState = { status: 'none' } | { status: 'published' } | { status: 'deleted' };

/** `content` is the sanitised body (sanitizeBlogHtml); the decider never sees raw HTML. */
export interface PublishBlog {
  type: 'PublishBlog';
  blogId: string;
  title: string;
  description: string;
  category: BlogCategory;
  content: string;
  pictures: ImageRef[];
  by: Requester;
}

export interface AddBlogComment {
  type: 'AddBlogComment';
  blogId: string;
  commentId: string;
  userId: string;
  comment: string;
}

export interface DeleteBlog {
  type: 'DeleteBlog';
  blogId: string;
  by: Requester;
}

export type BlogCommand = PublishBlog | AddBlogComment | DeleteBlog;

/** Who may publish, comment and delete: see blog-policies. */
export const blogDecider: Decider<BlogState, BlogCommand, BlogEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'BlogPublished':
        return { status: 'published' };
      case 'BlogCommentAdded':
        return state;
      case 'BlogDeleted':
        return { status: 'deleted' };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'PublishBlog': {
        assertBlogEditor(command.by);
        // Ids are fresh UUIDs, so a taken id means the same request arrived twice.
        if (state.status !== 'none') throw new ConflictError(messages.concurrentChange);
        // A body of nothing but script or refused links is empty once sanitised.
        if (isBlankHtml(command.content)) {
          throw new ValidationError(messages.blogContentRequired, { content: messages.blogContentRequired });
        }
        const { blogId, title, description, category, content, pictures } = command;
        return [{ type: 'BlogPublished', data: { blogId, title, description, category, content, pictures } }];
      }
      case 'AddBlogComment': {
        if (state.status !== 'published') throw new NotFoundError(messages.blogNotFound);
        const { blogId, commentId, userId, comment } = command;
        return [{ type: 'BlogCommentAdded', data: { blogId, commentId, userId, comment } }];
      }
      case 'DeleteBlog':
        assertBlogEditor(command.by);
        if (state.status !== 'published') throw new NotFoundError(messages.blogNotFound);
        return [{ type: 'BlogDeleted', data: { blogId: command.blogId } }];
    }
  },
};
