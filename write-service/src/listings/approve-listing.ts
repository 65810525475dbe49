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
    const now = deps.now();
    const { position } = await handleRequestCommand(
      deps, req, admin, listingStream(listingId), listingDecider,
      // The approval instant starts the listing's 60 days of visibility.
      { type: 'ApproveListing', listingId, by: requesterOf(admin), now: now.toISOString() }, now,
    );
    // A decision always appends (a second one is refused with 409), so position is set.
    const answer: CommandAccepted = { message: messages.listingApproved, position: position ?? (await latestListingPosition(deps.store, listingId)) };
    res.json(answer);
  };
}
