/**
 * The upload of a wizard: one XMLHttpRequest (fetch reports no upload progress) with the
 * auth token and the run's Idempotency-Key, as the `submitListing` actor of the machines.
 */
import type { ListingKind } from '@kamra/contracts/options';
import { AUTH_TOKEN_HEADER, type SubmitAccepted } from '@kamra/contracts/read-models';
import { fromCallback } from 'xstate';
import { ApiError, apiErrorFromBody, networkError } from '../../../lib/api-error';
import { readAuthToken } from '../../../lib/auth-token';
import { listingFormData } from '../listing-form-data';
import type { SubmitOutcome, SubmitRequest } from '../listing-wizard-machine';
import type { ListingWizardDefinition } from '../wizard-definition';

const submitPaths: Record<ListingKind, string> = {
  room: '/api/rooms',
  roommate: '/api/roommates',
  accessory: '/api/accessories',
};

interface UploadCallbacks {
  onProgress(loaded: number, total: number): void;
  onDone(accepted: SubmitAccepted): void;
  onError(error: ApiError): void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isAccepted(body: unknown): body is SubmitAccepted {
  return typeof body === 'object' && body !== null && 'id' in body && 'position' in body;
}

/** Starts the upload (POST for a new listing, PUT for an edit); the returned function aborts it. */
export function uploadListing(
  path: string,
  form: FormData,
  idempotencyKey: string,
  callbacks: UploadCallbacks,
  method: 'POST' | 'PUT' = 'POST',
): () => void {
  const request = new XMLHttpRequest();
  request.open(method, path);
  request.setRequestHeader('accept', 'application/json');
  request.setRequestHeader('idempotency-key', idempotencyKey);
  const token = readAuthToken();
  if (token !== null) request.setRequestHeader(AUTH_TOKEN_HEADER, token);
  request.upload.addEventListener('progress', (event) => {
    if (event.lengthComputable) callbacks.onProgress(event.loaded, event.total);
  });
  request.addEventListener('load', () => {
    const body = parseJson(request.responseText);
    if (request.status >= 200 && request.status < 300 && isAccepted(body)) callbacks.onDone(body);
    else callbacks.onError(apiErrorFromBody(request.status, body));
  });
  request.addEventListener('error', () => callbacks.onError(networkError()));
  request.addEventListener('timeout', () => callbacks.onError(networkError()));
  request.send(form);
  return () => request.abort();
}

/** The real `submitListing` actor for a wizard. */
export function submitListingActor(definition: ListingWizardDefinition) {
  return fromCallback<SubmitOutcome, SubmitRequest>(({ sendBack, input }) => {
    let finished = false;
    const abort = uploadListing(submitPaths[definition.kind], listingFormData(definition, input), input.idempotencyKey, {
      onProgress: (loaded, total) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }),
      onDone: (accepted) => {
        finished = true;
        sendBack({ type: 'SUBMIT_SUCCEEDED', accepted });
      },
      onError: (error) => {
        finished = true;
        // Ids come from outside the machine: a key the server refused is replaced here.
        const freshKey = error.code === 'idempotency_key_reused' ? crypto.randomUUID() : undefined;
        sendBack({ type: 'SUBMIT_FAILED', message: error.message, fields: error.fields, freshKey });
      },
    });
    // Leaving the page mid-upload stops it; the same key makes a later retry safe.
    return () => {
      if (!finished) abort();
    };
  });
}
