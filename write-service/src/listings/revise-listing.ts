/**
 * PUT /api/listings/:id: the owner edits a listing with the submit form of its kind plus
 * `keepPictures`. Who may edit is checked before the body is read, so nobody else's upload is
 * even spooled; new pictures go through the same image pipeline and duplicate check as a
 * submission. Answers 202 `{ id, status, position }`: 'pending' when the edit replaced the
 * content under review, 'approved' when the approved version stays live and the edit waits.
 */
import { messages } from '@kamra/contracts/messages';
import { listingStream } from '@kamra/contracts/events';
import type { RevisionAccepted } from '@kamra/contracts/read-models';
import { editRefusal } from '@kamra/contracts/rules';
import { NotFoundError } from '@kamra/platform';
import type { RequestHandler } from 'express';
import { handleRequestCommand } from '../commands/command-route.js';
import { loadAggregate } from '../commands/handle-command.js';
import { requesterOf } from '../commands/requester.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { appendedPosition } from '../commands/appended-position.js';
import { checkRevision } from './check-revision.js';
import { findDuplicate } from './duplicates/find-duplicate.js';
import { listingDecider } from './listing-decider.js';
import { readListingForm } from './listing-form.js';
import { storeImages } from './listing-images.js';
import { enforce } from './listing-policies.js';
import { listingIdParam } from './listing-position.js';
import { draftOf } from './revision-decisions.js';
import type { SubmitListingDeps } from './submit-listing.js';

export function reviseListing(deps: SubmitListingDeps): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const listingId = listingIdParam(req.params.id);
    const stream = listingStream(listingId);
    const { state } = await loadAggregate(deps.store, stream, listingDecider);
    if (!state.exists) throw new NotFoundError(messages.listingNotFound);
    enforce(editRefusal(state, requesterOf(actor)));

    const form = await readListingForm(state.kind, req, res, deps.images.localDir);
    const now = deps.now();
    const checked = checkRevision(draftOf(state), form, now);
    // Stored pictures stay even if the append below fails: see PictureStore.
    const images = await storeImages(deps.images, { pictures: form.pictures, profile: form.profile }, checked.avatar, actor.userId);
    const newPictures = images.pictures.map((image, index) => {
      const hash = images.pictureHashes[index];
      // storeImages hashes every picture it stores, in order.
      if (hash === undefined) throw new Error('a stored picture came back without its hash');
      return { image, hash };
    });
    const duplicate = findDuplicate(deps.pictureHashes, actor.userId, images.pictures, images.pictureHashes);
    const result = await handleRequestCommand(deps, req, actor, stream, listingDecider, {
      type: 'ReviseListing', listingId, by: requesterOf(actor), listing: checked.listing, keepPictures: checked.keepPictures,
      newPictures, profile: images.profile, now: now.toISOString(), duplicate,
    }, now);
    // As a submission does: the next upload in this process is checked against these at once.
    for (const { image, hash } of newPictures) deps.pictureHashes.add({ listingId, ownerId: actor.userId, picture: image.file, hash });
    // An approved listing stays approved (and public) while its revision waits; anything else
    // waits whole. Read from what was decided: the listing may have been approved since it was loaded.
    const revised = result.events.find((event) => event.type === 'ListingRevised');
    const answer: RevisionAccepted = revised?.type === 'ListingRevised' && revised.data.besideLive
      ? { id: listingId, status: 'approved', position: appendedPosition(result), message: messages.listingRevisedLive }
      : { id: listingId, status: 'pending', position: appendedPosition(result), message: messages.listingRevised };
    res.status(202).json(answer);
  };
}
