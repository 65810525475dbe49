/** POST /api/listings/:id/approve (admin). Approving twice changes nothing and says so. */
import { messages } from '@kamra/contracts/messages';
import { listingStream } from '@kamra/contracts/events';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { requireAdmin } from '@kamra/platform';
import type { RequestHandler } from 'express';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { requesterOf } from '../commands/requester.js';
import { listingDecider } from './listing-decider.js';
import { latestListingPosition, listingIdParam } from './listing-position.js';

export function approveListing(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const admin = requireAdmin(req);
    const listingId = listingIdParam(req.params.id);
    const { position } = await handleRequestCommand(
      deps, req, admin, listingStream(listingId), listingDecider,
      { type: 'ApproveListing', listingId, by: requesterOf(admin) },
    );
    const answer: CommandAccepted = position === null
      ? { message: messages.listingAlreadyApproved, position: await latestListingPosition(deps.store, listingId) }
      : { message: messages.listingApproved, position };
    res.json(answer);
  };
}
