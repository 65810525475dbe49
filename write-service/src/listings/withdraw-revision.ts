/**
 * DELETE /api/listings/:id/revision: the owner takes back the changes waiting for review on
 * their approved listing, so a mistaken edit (a wrong rent) need not wait for an admin. The
 * approved version stays live as it was. Answers 202 `{ id, status, position }` as an edit does;
 * nothing waiting (decided meanwhile, or never sent) is a 409 saying so.
 */
import { messages } from '@kamra/contracts/messages';
import { listingStream } from '@kamra/contracts/events';
import type { RevisionAccepted } from '@kamra/contracts/read-models';
import type { RequestHandler } from 'express';
import { appendedPosition } from '../commands/appended-position.js';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { requesterOf } from '../commands/requester.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { listingDecider } from './listing-decider.js';
import { listingIdParam } from './listing-position.js';

export function withdrawRevision(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const now = deps.now();
    const result = await handleRequestCommand(deps, req, actor, listingStream(listingId), listingDecider, {
      type: 'WithdrawRevision', listingId, by: requesterOf(actor), now: now.toISOString(),
    }, now);
    const answer: RevisionAccepted = { id: listingId, status: 'approved', position: appendedPosition(result), message: messages.revisionWithdrawn };
    res.status(202).json(answer);
  };
}
