import { formatPosition, type EventStore } from '@kamra/eventstore';
import { NotFoundError } from '@kamra/platform';
import { listingStream, messages } from '@kamra/contracts';

/**
 * The global position of a listing's latest event: what a command that changed nothing answers,
 * so the client's x-after-position still waits for the state it was told about.
 */
export async function latestListingPosition(store: EventStore, listingId: string): Promise<string> {
  const { events } = await store.readStream(listingStream(listingId));
  const last = events.at(-1);
  if (last === undefined) throw new NotFoundError(messages.listingNotFound);
  return formatPosition(last.position);
}

/** Ids are UUIDs we made; anything else in the path cannot name a listing. */
const LISTING_ID = /^[A-Za-z0-9-]{1,64}$/;

export function listingIdParam(value: string | string[] | undefined): string {
  if (typeof value !== 'string' || !LISTING_ID.test(value)) throw new NotFoundError(messages.listingNotFound);
  return value;
}
