import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { apiRouter } from '@kamra/platform';
import { messages, postReviewSchema, reviewStream, type CommandAccepted } from '@kamra/contracts';
import { commandInput } from '../commands/command-input.js';
import type { WriteDeps } from '../app.js';
import { handleCommand } from '../commands/handle-command.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { reviewDecider } from './review-decider.js';

/** POST /api/reviews {comment} -> 201; DELETE /api/reviews/:id by its author or an admin -> 200. */
export function reviewRoutes(deps: Pick<WriteDeps, 'store' | 'now'>): Router {
  const router = apiRouter();

  router.post('/api/reviews', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const input = commandInput(postReviewSchema, req.body ?? {});
    const reviewId = randomUUID();
    const { position } = await handleCommand(
      deps.store,
      reviewStream(reviewId),
      reviewDecider,
      { type: 'PostReview', reviewId, userId: actor.userId, comment: input.comment },
      { actor, correlationId: req.requestId, now: deps.now() },
    );
    const body: CommandAccepted = { id: reviewId, message: messages.reviewPosted, position: position ?? '' };
    res.status(201).json(body);
  });

  router.delete('/api/reviews/:id', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const reviewId = req.params.id;
    const { position } = await handleCommand(
      deps.store,
      reviewStream(reviewId),
      reviewDecider,
      { type: 'DeleteReview', reviewId, requester: { userId: actor.userId, isAdmin: actor.isAdmin } },
      { actor, correlationId: req.requestId, now: deps.now() },
    );
    const body: CommandAccepted = { message: messages.reviewDeleted, position: position ?? '' };
    res.json(body);
  });

  return router;
}
