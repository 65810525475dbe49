import { randomUUID } from 'node:crypto';
import type { Request, Router } from 'express';
import {
  addBlogCommentSchema,
  blogStream,
  isBlankHtml,
  messages,
  publishBlogSchema,
  type CommandAccepted,
} from '@kamra/contracts';
import { apiRouter, requireAdmin, ValidationError, type SignedInActor } from '@kamra/platform';
import { commandInput } from '../commands/command-input.js';
import type { WriteDeps } from '../app.js';
import type { CommandContext } from '../commands/event-metadata.js';
import { handleCommand } from '../commands/handle-command.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { blogDecider, type BlogCommand } from './blog-decider.js';
import { receiveBlogForm } from './receive-blog-form.js';
import { saveBlogPictures } from './save-blog-pictures.js';
import { sanitizeBlogHtml } from './sanitize-blog-html.js';

type BlogDeps = Pick<WriteDeps, 'store' | 'now' | 'images'>;

/**
 * POST /api/blogs (admin, multipart) -> 201; DELETE /api/blogs/:id (admin) -> 200;
 * POST /api/blogs/:id/comments {comment} (any active user) -> 201.
 */
export function blogRoutes(deps: BlogDeps): Router {
  const router = apiRouter();
  const run = (req: Request, actor: SignedInActor, blogId: string, command: BlogCommand) => {
    const context: CommandContext = { actor, correlationId: req.requestId, now: deps.now() };
    return handleCommand(deps.store, blogStream(blogId), blogDecider, command, context);
  };

  router.post('/api/blogs', async (req, res) => {
    // Both checks come before the upload is read: a refused caller costs no parsing.
    requireAdmin(req);
    const actor = await requireActiveUser(req, deps.store);
    const form = await receiveBlogForm(req, res, deps.images.dir);
    const input = commandInput(publishBlogSchema, form.fields);
    // Sanitised before the event exists, so no stored body ever held a script.
    const content = sanitizeBlogHtml(input.content);
    if (isBlankHtml(content)) {
      throw new ValidationError(messages.blogContentRequired, { content: messages.blogContentRequired });
    }
    const pictures = await saveBlogPictures(deps.images, form.pictures);
    const blogId = randomUUID();
    const { position } = await run(req, actor, blogId, { type: 'PublishBlog', blogId, ...input, content, pictures });
    const body: CommandAccepted = { id: blogId, message: messages.blogPublished, position: position ?? '' };
    res.status(201).json(body);
  });

  router.delete('/api/blogs/:id', async (req, res) => {
    const actor = requireAdmin(req);
    const blogId = req.params.id;
    const { position } = await run(req, actor, blogId, { type: 'DeleteBlog', blogId });
    const body: CommandAccepted = { message: messages.blogDeleted, position: position ?? '' };
    res.json(body);
  });

  router.post('/api/blogs/:id/comments', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const input = commandInput(addBlogCommentSchema, req.body ?? {});
    const blogId = req.params.id;
    const commentId = randomUUID();
    const { position } = await run(req, actor, blogId, {
      type: 'AddBlogComment', blogId, commentId, userId: actor.userId, comment: input.comment,
    });
    const body: CommandAccepted = { id: commentId, message: messages.commentAdded, position: position ?? '' };
    res.status(201).json(body);
  });

  return router;
}
