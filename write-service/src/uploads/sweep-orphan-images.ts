import type { EventStore, GlobalPosition } from '@kamra/eventstore';
import type { ImageStore } from '@kamra/platform';
import { isStoredImageName } from './image-store.js';

/** Stored names inside any event's data: listings' pictures and photos, blogs' pictures, and whatever comes next. */
const STORED_NAME_IN_TEXT = /[0-9a-f]{32}(?:-400)?\.webp/g;

/** Long past any request that may have saved a picture and not yet appended its event. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  referenced: number;
  removed: string[];
}

/**
 * Removes stored images no event names, once they are old enough that no request can still be
 * about to name them. Requests never delete images (PictureStore says why); this is the one place
 * that does, and it decides from the whole log, not from one request's view.
 */
export async function sweepOrphanImages(options: {
  store: EventStore;
  /** Where the pictures are kept (local disk or a bucket). */
  images: ImageStore;
  now?: Date;
  minAgeMs?: number;
}): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  // Files are listed before the log is read: one saved after the listing is too young to go anyway.
  const candidates: string[] = [];
  for await (const { name, storedAt } of options.images.list()) {
    if (isStoredImageName(name) && storedAt.getTime() < cutoff) candidates.push(name);
  }
  const referenced = new Set<string>();
  let after: GlobalPosition | null = null;
  for (;;) {
    const page = await options.store.readAll({ after, maxCount: 1000 });
    for (const event of page) for (const match of JSON.stringify(event.data).matchAll(STORED_NAME_IN_TEXT)) referenced.add(match[0]);
    const last = page.at(-1);
    if (!last) break;
    after = last.position;
  }
  const removed: string[] = [];
  for (const name of candidates) {
    // A thumbnail's JPEG (made for emails) goes with its thumbnail: no event names it.
    if (referenced.has(name.replace(/\.jpg$/, '.webp'))) continue;
    await options.images.delete(name);
    removed.push(name);
  }
  return { referenced: referenced.size, removed };
}
