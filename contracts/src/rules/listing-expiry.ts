/**
 * Beyond the spec, so that stale listings leave search: an approved listing shows for 60 days from approval or its last
 * renewal, can be renewed from 7 days before it expires, and a boost never outlives that.
 * Pure functions of `now`; the read side compares an expires_at column with now() instead of
 * running a job, so no expiry can be missed.
 */
import { DAY_MS, toMillis, type Instant } from './time';

export const LISTING_VISIBLE_DAYS = 60;
export const RENEW_WINDOW_DAYS = 7;

/** When a listing approved (or renewed) at `from` stops showing, as an ISO instant. */
export function visibleUntil(from: Instant): string {
  return new Date(toMillis(from) + LISTING_VISIBLE_DAYS * DAY_MS).toISOString();
}

/** The first instant the owner may renew a listing that expires at `expiresAt`. */
export function renewableFrom(expiresAt: Instant): string {
  return new Date(toMillis(expiresAt) - RENEW_WINDOW_DAYS * DAY_MS).toISOString();
}

export function isExpired(expiresAt: Instant, now: Instant): boolean {
  return toMillis(now) >= toMillis(expiresAt);
}

/** Renewal opens 7 days before expiry and stays open once expired. */
export function mayRenew(expiresAt: Instant, now: Instant): boolean {
  return toMillis(now) >= toMillis(renewableFrom(expiresAt));
}

/** A boost never outlives the listing's visibility: the earlier of the two ends. */
export function boostEndWithin(boostedUntil: string | null, expiresAt: string | null): string | null {
  if (boostedUntil === null || expiresAt === null) return boostedUntil;
  return toMillis(boostedUntil) <= toMillis(expiresAt) ? boostedUntil : new Date(toMillis(expiresAt)).toISOString();
}
