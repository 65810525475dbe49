/**
 * POST /api/listings/:id/approve {seen?} (admin). A listing is decided once: a second decision is a 409
 * naming the first. On an approved listing whose owner's changes wait, it puts them live.
 */
import { messages } from '@kamra/contracts/messages';
import { approveListingSchema } from '@kamra/contracts/commands';
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

export function approveListing(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const admin = await requireActiveAdmin(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const { seen } = commandInput(approveListingSchema, jsonBodyOf(req));
    const now = deps.now();
    const result = await handleRequestCommand(
      deps, req, admin, listingStream(listingId), listingDecider,
      // The approval instant starts the listing's 60 days of visibility.
      { type: 'ApproveListing', listingId, by: requesterOf(admin), now: now.toISOString(), ...(seen === undefined ? {} : { seen }) }, now,
    );
    // On an approved listing with changes waiting, the decision was the changes'.
    const message = result.events[0]?.type === 'ListingRevisionApproved' ? messages.revisionApproved : messages.listingApproved;
    const answer: CommandAccepted = { message, position: appendedPosition(result) };
    res.json(answer);
  };
}
