/**
 * Beyond the spec: report a listing, dismiss its reports, mark it rented or sold,
 * renew it. Each appends one event to the listing's stream and answers `{message, position}`.
 */
import { messages } from '@kamra/contracts/messages';
import { closeListingSchema, reportListingSchema } from '@kamra/contracts/commands';
import { listingStream } from '@kamra/contracts/events';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import type { SignedInActor } from '@kamra/platform';
import express, { type RequestHandler, type Router } from 'express';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { requesterOf } from '../commands/requester.js';
import { appendedPosition } from '../commands/appended-position.js';
import { requireActiveAdmin, requireActiveUser } from '../users/require-active-user.js';
import { listingDecider } from './listing-decider.js';
import { listingAsSeen } from './listing-as-seen.js';
import { latestListingPosition, listingIdParam } from './listing-position.js';
import type { LifecycleCommand } from './lifecycle-commands.js';

export function lifecycleRoutes(deps: CommandRouteDeps): Router {
  const router = express.Router();
  router.post('/api/listings/:id/reports', reportListing(deps));
  router.post('/api/admin/listings/:id/reports/dismiss', dismissReports(deps));
  router.post('/api/listings/:id/close', closeListing(deps));
  router.post('/api/listings/:id/renew', renewListing(deps));
  return router;
}

function append(deps: CommandRouteDeps, req: express.Request, command: LifecycleCommand, actor: SignedInActor, now: Date) {
  return handleRequestCommand(deps, req, actor, listingStream(command.listingId), listingDecider, command, now);
}

/** POST /api/listings/:id/reports {reason, details?}: signed in, not blocked, not the owner; 409 when already open. */
function reportListing(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const body = commandInput(reportListingSchema, jsonBodyOf(req));
    const now = deps.now();
    const ownerBlocked = await isOwnerBlocked(deps, listingId);
    const result = await append(deps, req, {
      type: 'ReportListing', listingId, by: requesterOf(actor), reason: body.reason, details: body.details ?? null, now: now.toISOString(), ownerBlocked,
    }, actor, now);
    const answer: CommandAccepted = { message: messages.listingReported, position: appendedPosition(result) };
    res.status(201).json(answer);
  };
}

/** Whether the listing's owner is blocked now, from the owner's own stream (false for no such listing: the decider answers 404). */
async function isOwnerBlocked(deps: CommandRouteDeps, listingId: string): Promise<boolean> {
  return (await listingAsSeen(deps.store, listingId))?.ownerBlocked ?? false;
}

/** POST /api/admin/listings/:id/reports/dismiss (admin). Nothing open: 200 saying so. */
function dismissReports(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const admin = await requireActiveAdmin(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const { position } = await append(deps, req, { type: 'DismissReports', listingId, by: requesterOf(admin) }, admin, deps.now());
    const answer: CommandAccepted = position === null
      ? { message: messages.noOpenReports, position: await latestListingPosition(deps.store, listingId) }
      : { message: messages.reportsDismissed, position };
    res.json(answer);
  };
}

/** POST /api/listings/:id/close {outcome: rented|sold} (owner). */
function closeListing(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const { outcome } = commandInput(closeListingSchema, jsonBodyOf(req));
    const now = deps.now();
    const result = await append(deps, req, { type: 'CloseListing', listingId, by: requesterOf(actor), outcome, now: now.toISOString() }, actor, now);
    const answer: CommandAccepted = {
      message: outcome === 'sold' ? messages.listingClosedSold : messages.listingClosedRented,
      position: appendedPosition(result),
    };
    res.json(answer);
  };
}

/** POST /api/listings/:id/renew (owner), from 7 days before expiry onwards. */
function renewListing(deps: CommandRouteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const now = deps.now();
    const result = await append(deps, req, { type: 'RenewListing', listingId, by: requesterOf(actor), now: now.toISOString() }, actor, now);
    const answer: CommandAccepted = { message: messages.listingRenewed, position: appendedPosition(result) };
    res.json(answer);
  };
}
