/**
 * Beyond the spec (issue 17): report a listing, dismiss its reports, mark it rented or sold,
 * renew it. Each appends one event to the listing's stream and answers `{message, position}`.
 */
import {
  aftercareMessages, closeListingSchema, listingStream, reportListingSchema, type CommandAccepted,
} from '@kamra/contracts';
import { requireAdmin } from '@kamra/platform';
import express, { type RequestHandler, type Router } from 'express';
import type { WriteDeps } from '../../app.js';
import { commandInput } from '../../commands/command-input.js';
import type { CommandContext } from '../../commands/event-metadata.js';
import { handleCommand } from '../../commands/handle-command.js';
import { requireActiveUser } from '../../users/require-active-user.js';
import { listingDecider } from '../listing-decider.js';
import { latestListingPosition, listingIdParam } from '../listing-position.js';
import type { AftercareCommand } from './aftercare-commands.js';

export function aftercareRoutes(deps: WriteDeps): Router {
  const router = express.Router();
  router.post('/api/listings/:id/reports', reportListing(deps));
  router.post('/api/admin/listings/:id/reports/dismiss', dismissReports(deps));
  router.post('/api/listings/:id/close', closeListing(deps));
  router.post('/api/listings/:id/renew', renewListing(deps));
  return router;
}

function append(deps: WriteDeps, req: express.Request, command: AftercareCommand, actor: CommandContext['actor']) {
  return handleCommand(deps.store, listingStream(command.listingId), listingDecider, command, {
    actor, correlationId: req.requestId, now: deps.now(),
  });
}

/** POST /api/listings/:id/reports {reason, details?}: signed in, not blocked, not the owner; 409 when already open. */
function reportListing(deps: WriteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const body = commandInput(reportListingSchema, req.body ?? {});
    const { position } = await append(deps, req, {
      type: 'ReportListing', listingId, by: { userId: actor.userId, isAdmin: actor.isAdmin },
      reason: body.reason, details: body.details ?? null, now: deps.now().toISOString(),
    }, actor);
    const answer: CommandAccepted = { message: aftercareMessages.listingReported, position: position ?? await latestListingPosition(deps.store, listingId) };
    res.status(201).json(answer);
  };
}

/** POST /api/admin/listings/:id/reports/dismiss (admin). Nothing open: 200 saying so. */
function dismissReports(deps: WriteDeps): RequestHandler {
  return async (req, res) => {
    const admin = requireAdmin(req);
    const listingId = listingIdParam(req.params.id);
    const { position } = await append(deps, req, { type: 'DismissReports', listingId, by: { userId: admin.userId, isAdmin: admin.isAdmin } }, admin);
    const answer: CommandAccepted = position === null
      ? { message: aftercareMessages.noOpenReports, position: await latestListingPosition(deps.store, listingId) }
      : { message: aftercareMessages.reportsDismissed, position };
    res.json(answer);
  };
}

/** POST /api/listings/:id/close {outcome: rented|sold} (owner). */
function closeListing(deps: WriteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const { outcome } = commandInput(closeListingSchema, req.body ?? {});
    const { position } = await append(deps, req, {
      type: 'CloseListing', listingId, by: { userId: actor.userId, isAdmin: actor.isAdmin }, outcome, now: deps.now().toISOString(),
    }, actor);
    const answer: CommandAccepted = {
      message: outcome === 'sold' ? aftercareMessages.listingClosedSold : aftercareMessages.listingClosedRented,
      position: position ?? await latestListingPosition(deps.store, listingId),
    };
    res.json(answer);
  };
}

/** POST /api/listings/:id/renew (owner), from 7 days before expiry onwards. */
function renewListing(deps: WriteDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const { position } = await append(deps, req, {
      type: 'RenewListing', listingId, by: { userId: actor.userId, isAdmin: actor.isAdmin }, now: deps.now().toISOString(),
    }, actor);
    const answer: CommandAccepted = { message: aftercareMessages.listingRenewed, position: position ?? await latestListingPosition(deps.store, listingId) };
    res.json(answer);
  };
}
