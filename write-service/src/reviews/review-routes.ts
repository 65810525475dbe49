import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { apiRouter } from '@kamra/platform';
import { messages } from '@kamra/contracts/messages';
import { postReviewSchema } from '@kamra/contracts/commands';
import { reviewStream } from '@kamra/contracts/events';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { requesterOf } from '../commands/requester.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { reviewDecider } from './review-decider.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, postIdFor } from '../commands/idempotency-key.js';
import { latestPosition } from '../commands/latest-position.js';

/**
 * POST /api/reviews {comment} -> 201 (Idempotency-Key: the same post again answers the first);
 * DELETE /api/reviews/:id by its author or an admin -> 200.
 */
export function reviewRoutes(deps: CommandRouteDeps): Router {
  const router = apiRouter();

  router.post('/api/reviews', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const input = commandInput(postReviewSchema, jsonBodyOf(req));
    // With an Idempotency-Key a post sent again (its answer lost on a slow network) finds the first.
    const key = idempotencyKeyOf(req.get(IDEMPOTENCY_KEY_HEADER));
    const reviewId = key === null ? randomUUID() : postIdFor('review', actor.userId, key);
    const stream = reviewStream(reviewId);
    const { position } = await handleRequestCommand(deps, req, actor, stream, reviewDecider, {
      type: 'PostReview', reviewId, userId: actor.userId, comment: input.comment,
    });
    const body: CommandAccepted = {
      id: reviewId, message: messages.reviewPosted, position: position ?? await latestPosition(deps.store, stream, messages.reviewNotFound),
    };
    res.status(201).json(body);
  });

  router.delete('/api/reviews/:id', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const reviewId = req.params.id;
    const { position } = await handleRequestCommand(deps, req, actor, reviewStream(reviewId), reviewDecider, {
      type: 'DeleteReview', reviewId, requester: requesterOf(actor),
    });
    const body: CommandAccepted = { message: messages.reviewDeleted, position: position ?? '' };
    res.json(body);
  });

  return router;
}
