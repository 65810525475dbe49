/**
 * Following, the commands: favourites (PUT/DELETE /api/me/favourites/:listingId), saved
 * searches (POST /api/me/saved-searches, PATCH and DELETE /api/me/saved-searches/:id) and
 * reading notifications (POST /api/me/notifications/read {ids?}). Each is about the signed-in
 * person's own streams, so nobody can act on another's.
 */
import express, { type Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import { saveSearchSchema, savedSearchAlertsSchema, searchFiltersOf } from '@kamra/contracts/queries';
import { followsStream, notificationsStream } from '@kamra/contracts/events';
import { isPublicAt } from '@kamra/contracts/rules';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { NotFoundError, ValidationError } from '@kamra/platform';
import { z } from 'zod';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { latestPosition } from '../commands/latest-position.js';
import { loadAggregate } from '../commands/handle-command.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { listingAsSeen } from '../listings/listing-as-seen.js';
import { listingIdParam } from '../listings/listing-position.js';
import { followDecider } from './follow-decider.js';
import { notificationDecider } from './notification-decider.js';
import { savedSearchIdentity, savedSearchIdFor } from './saved-search-id.js';

const SEARCH_ID = /^[A-Za-z0-9-]{1,64}$/;

function searchIdParam(value: string | string[] | undefined): string {
  if (typeof value !== 'string' || !SEARCH_ID.test(value)) throw new NotFoundError(messages.savedSearchNotFound);
  return value;
}

/** Ids as the notification list gives them; absent: every unread one. */
const readNotificationsSchema = z.object({
  // Ids are made lower-case and a UUID names the same one in capitals, as in a path.
  ids: z.array(z.string().regex(SEARCH_ID, messages.badRequest).transform((id) => id.toLowerCase()), { error: messages.badRequest }).max(500, messages.badRequest).optional(),
});

export function followRoutes(deps: CommandRouteDeps): Router {
  const router = express.Router();

  router.put('/api/me/favourites/:listingId', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.listingId);
    // Only a public listing, or one's own, can be kept: to anyone else one waiting for review,
    // rejected or of a blocked owner does not exist, as its page answers (admins too: what they
    // moderate is not theirs to keep). One that later closes or goes stays, shown as such.
    const listing = await listingAsSeen(deps.store, listingId);
    if (!listing || (listing.ownerId !== actor.userId && !isPublicAt(listing, deps.now()))) throw new NotFoundError(messages.listingNotFound);
    const { position } = await handleRequestCommand(deps, req, actor, followsStream(actor.userId), followDecider, {
      type: 'AddFavourite', userId: actor.userId, listingId,
    });
    const body: CommandAccepted = { message: messages.favouriteAdded, position: position ?? '' };
    res.json(body);
  });

  router.delete('/api/me/favourites/:listingId', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.listingId);
    const { position } = await handleRequestCommand(deps, req, actor, followsStream(actor.userId), followDecider, {
      type: 'RemoveFavourite', userId: actor.userId, listingId,
    });
    const body: CommandAccepted = { message: messages.favouriteRemoved, position: position ?? '' };
    res.json(body);
  });

  router.post('/api/me/saved-searches', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const input = commandInput(saveSearchSchema, jsonBodyOf(req));
    const criteria = { kind: input.kind, location: input.location, filters: searchFiltersOf(input) };
    const stream = followsStream(actor.userId);
    // A search already kept keeps its id, a random one from before ids came from the search
    // included; a new one takes the id of its identity, so two saves racing name the same.
    const identity = savedSearchIdentity(criteria);
    const { state } = await loadAggregate(deps.store, stream, followDecider);
    const searchId = state.identities.get(identity) ?? savedSearchIdFor(actor.userId, identity);
    const { position } = await handleRequestCommand(deps, req, actor, stream, followDecider, {
      type: 'SaveSearch', userId: actor.userId, searchId, ...criteria, alerts: input.alerts,
    });
    // A search already kept changed nothing: the answer still waits for the state it speaks of.
    const body: CommandAccepted = {
      id: searchId, message: messages.searchSaved, position: position ?? await latestPosition(deps.store, stream, messages.savedSearchNotFound),
    };
    res.status(201).json(body);
  });

  router.patch('/api/me/saved-searches/:id', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const searchId = searchIdParam(req.params.id);
    const { alerts } = commandInput(savedSearchAlertsSchema, jsonBodyOf(req));
    const { position } = await handleRequestCommand(deps, req, actor, followsStream(actor.userId), followDecider, {
      type: 'ChangeSearchAlerts', userId: actor.userId, searchId, alerts,
    });
    const body: CommandAccepted = { message: messages.savedSearchAlertsChanged, position: position ?? '' };
    res.json(body);
  });

  router.delete('/api/me/saved-searches/:id', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const searchId = searchIdParam(req.params.id);
    const { position } = await handleRequestCommand(deps, req, actor, followsStream(actor.userId), followDecider, {
      type: 'DeleteSearch', userId: actor.userId, searchId,
    });
    const body: CommandAccepted = { message: messages.savedSearchDeleted, position: position ?? '' };
    res.json(body);
  });

  router.post('/api/me/notifications/read', async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const parsed = readNotificationsSchema.safeParse(jsonBodyOf(req));
    if (!parsed.success) throw new ValidationError(messages.badRequest);
    const { position } = await handleRequestCommand(deps, req, actor, notificationsStream(actor.userId), notificationDecider, {
      type: 'MarkRead', userId: actor.userId, notificationIds: parsed.data.ids ?? 'all',
    });
    const body: CommandAccepted = { message: messages.notificationsRead, position: position ?? '' };
    res.json(body);
  });

  return router;
}
