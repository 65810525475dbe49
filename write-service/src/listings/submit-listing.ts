/**
 * POST /api/rooms, /api/roommates, /api/accessories: check everything, store the images, append
 * ListingSubmitted, answer 202. A submission with an Idempotency-Key lands on a listing id
 * derived from (owner, key), so a retry finds its first answer instead of making a second listing.
 * The key is bound to that first request: a retry on another route, or with other fields or
 * pictures, is refused (422) rather than answered with a listing it did not ask for.
 */
import type { ListingKind } from '@kamra/contracts/options';
import { messages } from '@kamra/contracts/messages';
import { listingStream, parseRecordedEvent, type ListingSubmitted } from '@kamra/contracts/events';
import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { pakistanDate } from '@kamra/contracts/rules';
import { formatPosition, type EventStore } from '@kamra/eventstore';
import { ConflictError } from '@kamra/platform';
import type { RequestHandler, Response } from 'express';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import type { PictureStore } from '../uploads/index.js';
import type { PictureHashIndex } from './duplicates/picture-hash-index.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { checkSubmission } from './check-submission.js';
import { listingDecider } from './listing-decider.js';
import { readListingForm } from './listing-form.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf } from '../commands/idempotency-key.js';
import { listingIdFor, newListingId } from './listing-id.js';
import { storeListingImages } from './listing-images.js';
import { findDuplicate } from './duplicates/find-duplicate.js';
import { addSubmittedPictures } from './duplicates/follow-picture-hashes.js';
import { assertSameSubmission, submissionFingerprint, type KeyedSubmission } from './submission-fingerprint.js';

export interface SubmitListingDeps extends CommandRouteDeps {
  images: PictureStore;
  /** The write side's own index of picture hashes (it never reads the read tables), fed by followPictureHashes. */
  pictureHashes: PictureHashIndex;
}

export function submitListing(kind: ListingKind, deps: SubmitListingDeps): RequestHandler {
  return async (req, res) => {
    // Before the body is read: a blocked or anonymous caller's images are never even spooled.
    const actor = await requireActiveUser(req, deps.store);
    const key = idempotencyKeyOf(req.get(IDEMPOTENCY_KEY_HEADER));
    const listingId = key === null ? newListingId() : listingIdFor(actor.userId, key);
    const earlier = key === null ? null : await earlierSubmission(deps.store, listingId, actor.userId);
    // A key first used on another route is refused before this upload is even read.
    if (earlier) assertSameSubmission(earlier, kind, null);

    const form = await readListingForm(kind, req, res, deps.images.localDir);
    const requestFingerprint = key === null ? null : await submissionFingerprint(kind, form);
    if (earlier) {
      assertSameSubmission(earlier, kind, requestFingerprint);
      answerAgain(res, earlier);
      return;
    }
    const now = deps.now();
    const { listing, avatar } = checkSubmission(kind, form, pakistanDate(now));
    // Stored pictures stay even if the append below fails: see PictureStore.
    const images = await storeListingImages(deps.images, { pictures: form.pictures, profile: form.profile }, avatar, actor.userId);

    const data: ListingSubmitted['data'] = {
      listingId, ownerId: actor.userId, pictures: images.pictures, pictureHashes: images.pictureHashes, profile: images.profile,
      submittedAt: now.toISOString(), ...listing, ...(requestFingerprint === null ? {} : { requestFingerprint }),
    };
    // A picture matching another owner's listing flags this one at once, so an admin sees it before approving.
    const duplicate = findDuplicate(deps.pictureHashes, actor.userId, images.pictures, images.pictureHashes);
    const { position } = await handleRequestCommand(
      deps, req, actor, listingStream(listingId), listingDecider, { type: 'SubmitListing', data, duplicate }, now,
    );
    if (position === null) {
      // A concurrent retry with the same key got there first: answer with its listing.
      const first = await earlierSubmission(deps.store, listingId, actor.userId);
      if (!first) throw new ConflictError(messages.concurrentChange);
      assertSameSubmission(first, kind, requestFingerprint);
      answerAgain(res, first);
      return;
    }
    addSubmittedPictures(deps.pictureHashes, data);
    res.status(202).json(accepted(listingId, position));
  };
}

interface EarlierSubmission extends KeyedSubmission {
  listingId: string;
  position: string;
}

async function earlierSubmission(store: EventStore, listingId: string, ownerId: string): Promise<EarlierSubmission | null> {
  const { events } = await store.readStream(listingStream(listingId));
  const first = events[0];
  if (first === undefined) return null;
  const event = parseRecordedEvent(first);
  // Ids derive from the owner, so this only fails if someone forged a colliding stream.
  if (event.type !== 'ListingSubmitted' || event.data.ownerId !== ownerId) throw new ConflictError(messages.listingExists);
  // A duplicate flag is appended with the submission, so the first answer named its position.
  const flag = events[1]?.type === 'ListingFlaggedAsDuplicate' ? events[1] : undefined;
  const { kind, requestFingerprint } = event.data;
  return { listingId, kind, requestFingerprint, position: formatPosition((flag ?? first).position) };
}

function accepted(id: string, position: string): SubmitAccepted {
  return { id, status: 'pending', position, message: messages.listingSubmitted };
}

function answerAgain(res: Response, earlier: EarlierSubmission): void {
  res.status(202).setHeader('idempotent-replayed', 'true');
  res.json(accepted(earlier.listingId, earlier.position));
}
