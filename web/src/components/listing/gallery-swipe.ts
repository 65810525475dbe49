import { SWIPE_THRESHOLD_PX } from '@kamra/contracts/limits';

/**
 * Which way a finger's travel moves the gallery: -1 back, +1 on, 0 for a tap, a move of at most
 * SWIPE_THRESHOLD_PX (the carousel's threshold too), or a mostly vertical move (that one scrolls
 * the page). Swiping left shows the next picture.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/** The picture `step` away, wrapping around at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
