/** Time arithmetic for the rules. Contracts never read the clock: `now` is always passed in. */

/** An instant as ISO text, a Date, or epoch milliseconds. */
export type Instant = string | Date | number;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Pakistan Standard Time is UTC+5 all year (no daylight saving). */
const PAKISTAN_OFFSET_MS = 5 * 60 * 60 * 1000;

export function toMillis(instant: Instant): number {
  if (typeof instant === 'number') return instant;
  return typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
}

/** The calendar date in Pakistan at `now`, as 'YYYY-MM-DD' (the `today` of the roommate rule). */
export function pakistanDate(now: Instant): string {
  return new Date(toMillis(now) + PAKISTAN_OFFSET_MS).toISOString().slice(0, 10);
}
