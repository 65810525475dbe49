import type { EventStore } from '@kamra/eventstore';
import { NotFoundError } from '@kamra/platform';
import { messages } from '@kamra/contracts/messages';
import { listingStream } from '@kamra/contracts/events';
import { latestPosition } from '../commands/latest-position.js';

/** What a command that changed nothing answers (dismissing when no report is open): the listing's latest position. */
export function latestListingPosition(store: EventStore, listingId: string): Promise<string> {
  return latestPosition(store, listingStream(listingId), messages.listingNotFound);
}

/** Ids are UUIDs we made; anything else in the path cannot name a listing. */
const LISTING_ID = /^[A-Za-z0-9-]{1,64}$/;

export function listingIdParam(value: string | string[] | undefined): string {
  if (typeof value !== 'string' || !LISTING_ID.test(value)) throw new NotFoundError(messages.listingNotFound);
  return value;
}
