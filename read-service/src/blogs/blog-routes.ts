import type { Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import { parseInput } from '@kamra/contracts/commands';
import { BLOG_COMMENTS_PAGE_SIZE } from '@kamra/contracts/limits';
import type { BlogComment, BlogDetail, BlogSummary, Page } from '@kamra/contracts/read-models';
import { apiRouter, BadRequestError, NotFoundError } from '@kamra/platform';
import { z } from 'zod';
import type { ReadDb } from '@kamra/read-model';
import { presentBlogDetail, presentBlogSummary, presentCommentPage } from './blog-presenter.js';
import { countBlogComments, findBlog, listBlogComments, listBlogs } from './blog-queries.js';
import { decodeCommentCursor } from './comment-cursor.js';

const commentsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/**
 * GET /api/blogs (newest first), GET /api/blogs/:id with its first page of comments and
 * GET /api/blogs/:id/comments?cursor= for the next pages (oldest first); open to everyone.
 */
export function blogRoutes(deps: { db: ReadDb }): Router {
  const router = apiRouter();

  router.get('/api/blogs', async (_req, res) => {
    const body: BlogSummary[] = (await listBlogs(deps.db)).map(presentBlogSummary);
    res.json(body);
  });

  router.get('/api/blogs/:id', async (req, res) => {
    const blog = await findBlog(deps.db, req.params.id);
    // Deleted blogs have no row, so they answer like blogs that never existed.
    if (!blog) throw new NotFoundError(messages.blogNotFound);
    const [rows, count] = await Promise.all([
      listBlogComments(deps.db, blog.id, null, BLOG_COMMENTS_PAGE_SIZE + 1),
      countBlogComments(deps.db, blog.id),
    ]);
    const body: BlogDetail = presentBlogDetail(blog, presentCommentPage(rows, BLOG_COMMENTS_PAGE_SIZE), count);
    res.json(body);
  });

  router.get('/api/blogs/:id/comments', async (req, res) => {
    const parsed = parseInput(commentsQuerySchema, req.query);
    if (!parsed.success) throw new BadRequestError(messages.commentsCursorInvalid);
    const after = parsed.data.cursor === undefined ? null : decodeCommentCursor(parsed.data.cursor);
    const blog = await findBlog(deps.db, req.params.id);
    if (!blog) throw new NotFoundError(messages.blogNotFound);
    const rows = await listBlogComments(deps.db, blog.id, after, BLOG_COMMENTS_PAGE_SIZE + 1);
    const body: Page<BlogComment> = presentCommentPage(rows, BLOG_COMMENTS_PAGE_SIZE);
    res.json(body);
  });

  return router;
}
