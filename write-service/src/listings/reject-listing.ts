/**
 * POST /api/listings/:id/reject {reason, seen?} (admin). The reason is shown to the owner. On an approved
 * listing whose owner's changes wait, it rejects the changes and the approved version stays live.
 */
import { messages } from '@kamra/contracts/messages';
import { rejectListingSchema } from '@kamra/contracts/commands';
import { listingStream } from '@kamra/contracts/events';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import type { RequestHandler } from 'express';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { requesterOf } from '../commands/requester.js';
import { listingDecider } from './listing-decider.js';
import { appendedPosition } from '../commands/appended-position.js';
import { listingIdParam } from './listing-position.js';
import { requireActiveAdmin } from '../users/require-active-user.js';

export function rejectListing(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const admin = await requireActiveAdmin(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const body = commandInput(rejectListingSchema, jsonBodyOf(req));
    const result = await handleRequestCommand(
      deps, req, admin, listingStream(listingId), listingDecider,
      { type: 'RejectListing', listingId, reason: body.reason, by: requesterOf(admin), ...(body.seen === undefined ? {} : { seen: body.seen }) },
    );
    const message = result.events[0]?.type === 'ListingRevisionRejected' ? messages.revisionRejected : messages.listingRejected;
    const answer: CommandAccepted = { message, position: appendedPosition(result) };
    res.json(answer);
  };
}
