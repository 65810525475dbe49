import { randomUUID } from 'node:crypto';
import express, { type Request, type Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import { addBlogCommentSchema, isBlankHtml, publishBlogSchema } from '@kamra/contracts/commands';
import { blogStream } from '@kamra/contracts/events';
import type { BlogPreview, CommandAccepted } from '@kamra/contracts/read-models';
import { apiRouter, ValidationError, type SignedInActor } from '@kamra/platform';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { requesterOf } from '../commands/requester.js';
import type { PictureStore } from '../uploads/index.js';
import { requireActiveAdmin, requireActiveUser } from '../users/require-active-user.js';
import { addBlogComment } from './add-blog-comment.js';
import { blogDecider, type BlogCommand } from './blog-decider.js';
import { commentRate, type CommentRateOptions } from './comment-rate.js';
import { receiveBlogForm } from './receive-blog-form.js';
import { saveBlogPictures } from './save-blog-pictures.js';
import { sanitizeBlogHtml } from './sanitize-blog-html.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, postIdFor } from '../commands/idempotency-key.js';

export interface BlogRouteDeps extends CommandRouteDeps {
  images: PictureStore;
  /** How many comments one person may post a minute, and where the count is kept. */
  commentRate: CommentRateOptions;
}

/** Enough for the longest body publishing accepts (TEXT_LIMITS.blogContent characters). */
const PREVIEW_BODY_LIMIT = '1mb';

/**
 * POST /api/blogs (admin, multipart) -> 201; DELETE /api/blogs/:id (admin) -> 200;
 * POST /api/blogs/:id/comments {comment} (any active user, at most commentRate.perMinute a minute, else 429) -> 201;
 * POST /api/blogs/preview (admin, text/html) -> 200 { content }, the body as publishing would store it.
 */
export function blogRoutes(deps: BlogRouteDeps): Router {
  const router = apiRouter();
  const run = (req: Request, actor: SignedInActor, blogId: string, command: BlogCommand) =>
    handleRequestCommand(deps, req, actor, blogStream(blogId), blogDecider, command);

  router.post('/api/blogs', async (req, res) => {
    // Both checks come before the upload is read: a refused caller costs no parsing.
    const actor = await requireActiveAdmin(req, deps.store);
    const form = await receiveBlogForm(req, res, deps.images.localDir);
    const input = commandInput(publishBlogSchema, form.fields);
    // Sanitised before the event exists, so no stored body ever held a script.
    const content = sanitizeBlogHtml(input.content);
    if (isBlankHtml(content)) {
      throw new ValidationError(messages.blogContentRequired, { content: messages.blogContentRequired });
    }
    const pictures = await saveBlogPictures(deps.images, form.pictures, actor.userId);
    const blogId = randomUUID();
    const { position } = await run(req, actor, blogId, {
      type: 'PublishBlog', blogId, ...input, content, pictures, by: requesterOf(actor),
    });
    const body: CommandAccepted = { id: blogId, message: messages.blogPublished, position: position ?? '' };
    res.status(201).json(body);
  });

  // The editor's HTML comes as text/html: a long body would not fit the JSON size limit, and
  // the admin check runs before any of it is read.
  router.post(
    '/api/blogs/preview',
    async (req, _res, next) => {
      await requireActiveAdmin(req, deps.store);
      next();
    },
    express.text({ type: 'text/html', limit: PREVIEW_BODY_LIMIT }),
    (req, res) => {
      const html = typeof req.body === 'string' ? req.body : '';
      const body: BlogPreview = { content: sanitizeBlogHtml(html) };
      res.setHeader('cache-control', 'no-store');
      res.json(body);
    },
  );

  router.delete('/api/blogs/:id', async (req, res) => {
    const actor = await requireActiveAdmin(req, deps.store);
    const blogId = req.params.id;
    const { position } = await run(req, actor, blogId, { type: 'DeleteBlog', blogId, by: requesterOf(actor) });
    const body: CommandAccepted = { message: messages.blogDeleted, position: position ?? '' };
    res.json(body);
  });

  // Counted before anything is read or decided: a flood costs no replay.
  router.post('/api/blogs/:id/comments', commentRate(deps.commentRate));
  router.post('/api/blogs/:id/comments', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const input = commandInput(addBlogCommentSchema, jsonBodyOf(req));
    const blogId = req.params.id;
    // With an Idempotency-Key a comment sent again (its answer lost on a slow network) finds the first.
    const key = idempotencyKeyOf(req.get(IDEMPOTENCY_KEY_HEADER));
    const commentId = key === null ? randomUUID() : postIdFor('comment', actor.userId, key);
    const position = await addBlogComment(
      deps.store,
      { type: 'AddBlogComment', blogId, commentId, userId: actor.userId, comment: input.comment },
      { actor, correlationId: req.requestId, now: deps.now() },
    );
    const body: CommandAccepted = { id: commentId, message: messages.commentAdded, position };
    res.status(201).json(body);
  });

  return router;
}
