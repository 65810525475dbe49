/** The envelope of the HTTP API: pages, errors, command answers and headers. */
import type { BoostPackage, BoostPackageId, Currency } from '../boost';
import type { ListingKind } from '../options';

/** A page of results; pass nextCursor back as `cursor` for the next page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'account_blocked',
  'not_found',
  'conflict',
  'payment_failed',
  'provider_unavailable',
  'payload_too_large',
  'too_many_requests',
  'idempotency_key_reused',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The one mapping of error codes to HTTP statuses. */
export const HTTP_STATUS_OF_ERROR: Readonly<Record<ApiErrorCode, number>> = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  account_blocked: 403,
  not_found: 404,
  conflict: 409,
  payment_failed: 402,
  provider_unavailable: 503,
  payload_too_large: 413,
  too_many_requests: 429,
  // As Stripe answers a key sent again with other parameters.
  idempotency_key_reused: 422,
  internal: 500,
};

/** Every 4xx/5xx body. `fields` maps a form field to its message (see fieldErrors). */
export interface ApiError {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}

/** 202 answer to a listing submission. `position` feeds the x-after-position header. */
export interface SubmitAccepted {
  id: string;
  status: 'pending';
  position: string;
  message: string;
}

/**
 * 202 answer to a revision (PUT /api/listings/:id). `status` is the listing's after it: 'pending'
 * when the revision replaced a pending or rejected listing's content, 'approved' when the approved
 * version stays live and the revision waits beside it.
 */
export interface RevisionAccepted {
  id: string;
  status: 'pending' | 'approved';
  position: string;
  message: string;
}

/** Answer to any other command; `id` when it created something (review, blog, comment). */
export interface CommandAccepted {
  position: string;
  message: string;
  id?: string;
}

/** POST /auth/exchange */
export interface SignInToken {
  token: string;
}

/** GET /api/boost-packages, in display order. */
export interface BoostPackagesAnswer {
  packages: BoostPackage[];
}

/** POST /api/payments/checkout: `id` is the payment session; send the browser to `url`. */
export interface CheckoutCreated {
  id: string;
  url: string;
}

/**
 * POST /api/payments/verify: the session was paid and its boost is applied (a session that
 * was not paid answers 4xx instead). `boostedUntil` is the listing's boost end after it, and
 * `position` feeds x-after-position so lists show the boost.
 */
export interface PaymentVerification {
  sessionId: string;
  listingId: string;
  kind: ListingKind;
  package: BoostPackageId;
  packageName: string;
  days: number;
  amount: number;
  currency: Currency;
  boostedUntil: string;
  position: string;
  message: string;
}

export const AUTH_TOKEN_HEADER = 'auth-token';
/** A query with this header waits (about 2 s at most) until the read side has passed it. */
export const AFTER_POSITION_HEADER = 'x-after-position';
