import type { Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import { parseInput } from '@kamra/contracts/commands';
import { BLOG_COMMENTS_PAGE_SIZE, BLOGS_PAGE_SIZE } from '@kamra/contracts/limits';
import type { BlogComment, BlogDetail, BlogSummary, Page } from '@kamra/contracts/read-models';
import { apiRouter, BadRequestError, NotFoundError } from '@kamra/platform';
import { z } from 'zod';
import type { ReadDb } from '@kamra/read-model';
import { presentBlogDetail, presentBlogSummary, presentCommentPage } from './blog-presenter.js';
import { countBlogComments, findBlog, listBlogComments, listBlogs } from './blog-queries.js';
import { decodeBlogCursor, decodeCommentCursor, encodeSeqCursor } from './blog-cursors.js';
import { NEXT_CURSOR_HEADER } from '../opaque-cursor.js';

// Both lists are paged by a cursor alone.
const pageQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/**
 * GET /api/blogs?cursor= (newest first, a page at a time: the body is the page's list, as it
 * always was, and the X-Next-Cursor header names the page after it, absent on the last),
 * GET /api/blogs/:id with its first page of comments and
 * GET /api/blogs/:id/comments?cursor= for the next pages (oldest first); open to everyone.
 */
export function blogRoutes(deps: { db: ReadDb }): Router {
  const router = apiRouter();

  router.get('/api/blogs', async (req, res) => {
    const parsed = parseInput(pageQuerySchema, req.query);
    if (!parsed.success) throw new BadRequestError(messages.blogsCursorInvalid);
    const after = parsed.data.cursor === undefined ? null : decodeBlogCursor(parsed.data.cursor);
    const rows = await listBlogs(deps.db, after, BLOGS_PAGE_SIZE + 1);
    const page = rows.slice(0, BLOGS_PAGE_SIZE);
    const last = page.at(-1);
    if (rows.length > BLOGS_PAGE_SIZE && last) res.setHeader(NEXT_CURSOR_HEADER, encodeSeqCursor({ at: last.published_at.toISOString(), seq: last.seq }));
    const body: BlogSummary[] = page.map(presentBlogSummary);
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
    const parsed = parseInput(pageQuerySchema, req.query);
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
