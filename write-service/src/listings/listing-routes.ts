/** The write side of listings: submit, revise (and withdraw a waiting revision), approve, reject, delete. */
import type { Router } from 'express';
import { apiRouter } from '@kamra/platform';
import { lifecycleRoutes } from './lifecycle-routes.js';
import { approveListing } from './approve-listing.js';
import { deleteListing } from './delete-listing.js';
import { rejectListing } from './reject-listing.js';
import { reviseListing } from './revise-listing.js';
import { submitListing, type SubmitListingDeps } from './submit-listing.js';
import { withdrawRevision } from './withdraw-revision.js';

export function listingRoutes(deps: SubmitListingDeps): Router {
  const router = apiRouter();
  router.post('/api/rooms', submitListing('room', deps));
  router.post('/api/roommates', submitListing('roommate', deps));
  router.post('/api/accessories', submitListing('accessory', deps));
  router.post('/api/listings/:id/approve', approveListing(deps));
  router.post('/api/listings/:id/reject', rejectListing(deps));
  router.delete('/api/listings/:id', deleteListing(deps));
  router.put('/api/listings/:id', reviseListing(deps));
  router.delete('/api/listings/:id/revision', withdrawRevision(deps));
  router.use(lifecycleRoutes(deps));
  return router;
}
