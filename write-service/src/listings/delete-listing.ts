/** DELETE /api/listings/:id, optionally {reason}: the owner, or an admin (not for a rejected listing; see listing-policies). */
import { messages } from '@kamra/contracts/messages';
import { listingStream } from '@kamra/contracts/events';
import { deleteListingSchema } from '@kamra/contracts/commands';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import type { RequestHandler } from 'express';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { requesterOf } from '../commands/requester.js';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { listingDecider } from './listing-decider.js';
import { appendedPosition } from '../commands/appended-position.js';
import { listingIdParam } from './listing-position.js';

export function deleteListing(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    // Optional {reason}: an admin taking a listing down after reports says why, and the owner sees it.
    const { reason } = commandInput(deleteListingSchema, jsonBodyOf(req));
    const result = await handleRequestCommand(
      deps, req, actor, listingStream(listingId), listingDecider,
      { type: 'DeleteListing', listingId, by: requesterOf(actor), ...(reason === undefined ? {} : { reason }) },
    );
    const answer: CommandAccepted = { message: messages.listingDeleted, position: appendedPosition(result) };
    res.json(answer);
  };
}
