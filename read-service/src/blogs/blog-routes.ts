import type { Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import type { BlogDetail, BlogSummary } from '@kamra/contracts/read-models';
import { apiRouter, NotFoundError } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { presentBlogDetail, presentBlogSummary } from './blog-presenter.js';
import { findBlog, listBlogComments, listBlogs } from './blog-queries.js';

/** GET /api/blogs (newest first) and GET /api/blogs/:id with comments; open to everyone. */
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
    const body: BlogDetail = presentBlogDetail(blog, await listBlogComments(deps.db, blog.id));
    res.json(body);
  });

  return router;
}
