/**
 * An admin's place in the review queue across the listing page they open from it. A decision
 * takes the listing out of the queue, and the queue reloads: without this it starts again at its
 * top, and an admin working down a long queue has to find their way back.
 *
 * The place is kept in the queue's own history entry, so the browser's Back (which is how the
 * listing page returns after a decision) finds it, and a queue opened afresh has none.
 */

export interface QueuePlace {
  /** The listing opened. */
  opened: string;
  /** The ones shown after it, in order: where the admin goes on once it has left the queue. */
  after: string[];
  /** How many the queue showed, so the pages "Load more" had brought are brought again. */
  shown: number;
}

const KEY = 'queuePlace';

/** The place when `opened` is opened from a queue showing `ids`. */
export function placeOf(ids: readonly string[], opened: string): QueuePlace {
  const index = ids.indexOf(opened);
  return { opened, after: index < 0 ? [] : ids.slice(index + 1), shown: ids.length };
}

/**
 * The listing to bring into view back in the queue: the one opened while it still waits (the
 * admin went back without deciding), else the first after it that still waits; null when none
 * does (it was the last), and the queue's top is the place.
 */
export function placeTarget(place: QueuePlace, ids: readonly string[]): string | null {
  const waiting = new Set(ids);
  if (waiting.has(place.opened)) return place.opened;
  return place.after.find((id) => waiting.has(id)) ?? null;
}

function isPlace(value: unknown): value is QueuePlace {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return typeof place.opened === 'string' && typeof place.shown === 'number'
    && Array.isArray(place.after) && place.after.every((id) => typeof id === 'string');
}

/** Kept in the current history entry (the queue's) before the listing page is pushed after it. */
export function rememberPlace(place: QueuePlace): void {
  const state: unknown = window.history.state;
  const kept = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...kept, [KEY]: place }, '');
}

/** The place this history entry holds, if the admin left the queue from here. */
export function rememberedPlace(): QueuePlace | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null;
  const place: unknown = (state as Record<string, unknown>)[KEY];
  return isPlace(place) ? place : null;
}

/** Taken once it is used: a reload of the queue later starts at its top, as a fresh visit does. */
export function forgetPlace(): void {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !(KEY in state)) return;
  const { [KEY]: _used, ...rest } = state as Record<string, unknown>;
  window.history.replaceState(rest, '');
}
