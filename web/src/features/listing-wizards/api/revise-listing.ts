/**
 * The upload of an edit: PUT /api/listings/:id with the submit form of the kind plus
 * `keepPictures`, as the `submitListing` actor of a wizard run in edit mode.
 */
import { fromCallback } from 'xstate';
import { revisionFormData } from '../listing-form-data';
import type { SubmitOutcome, SubmitRequest } from '../listing-wizard-machine';
import type { ListingWizardDefinition } from '../wizard-definition';
import { uploadListing } from './submit-listing';

export const revisePath = (listingId: string): string => `/api/listings/${encodeURIComponent(listingId)}`;

export function reviseListingActor(definition: ListingWizardDefinition, listingId: string) {
  return fromCallback<SubmitOutcome, SubmitRequest>(({ sendBack, input }) => {
    let finished = false;
    const abort = uploadListing(revisePath(listingId), revisionFormData(definition, input), input.idempotencyKey, {
      onProgress: (loaded, total) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }),
      onDone: (accepted) => {
        finished = true;
        sendBack({ type: 'SUBMIT_SUCCEEDED', accepted });
      },
      onError: (error) => {
        finished = true;
        const freshKey = error.code === 'idempotency_key_reused' ? crypto.randomUUID() : undefined;
        sendBack({ type: 'SUBMIT_FAILED', message: error.message, fields: error.fields, freshKey });
      },
    }, 'PUT');
    return () => {
      if (!finished) abort();
    };
  });
}
