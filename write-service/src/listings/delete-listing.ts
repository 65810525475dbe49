/** DELETE /api/listings/:id: the owner, or an admin (not for a rejected listing; see listing-policies). */
import { messages } from '@kamra/contracts/messages';
import { listingStream } from '@kamra/contracts/events';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { NotFoundError } from '@kamra/platform';
import type { RequestHandler } from 'express';
import type { WriteDeps } from '../app.js';
import { handleCommand } from '../commands/handle-command.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { listingDecider } from './listing-decider.js';
import { listingIdParam } from './listing-position.js';

export function deleteListing(deps: WriteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const { position } = await handleCommand(
      deps.store, listingStream(listingId), listingDecider,
      { type: 'DeleteListing', listingId, by: { userId: actor.userId, isAdmin: actor.isAdmin } },
      { actor, correlationId: req.requestId, now: deps.now() },
    );
    // The decider refuses a deleted listing, so a delete always appends.
    if (position === null) throw new NotFoundError(messages.listingNotFound);
    const answer: CommandAccepted = { message: messages.listingDeleted, position };
    res.json(answer);
  };
}
