/**
 * When the daily digest goes out: once a day at one hour of Pakistan's clock (PKT, UTC+5 all
 * year: Pakistan keeps no daylight saving), whatever the server's own time zone.
 */
const PKT_OFFSET_MS = 5 * 3600 * 1000;

/** The day in Pakistan at `at`, e.g. '2026-11-25'. */
export function pakistanDay(at: Date): string {
  return new Date(at.getTime() + PKT_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Pakistan day whose digest is due at `at`, or null outside the digest hour. */
export function digestDue(at: Date, hour: number): string | null {
  return new Date(at.getTime() + PKT_OFFSET_MS).getUTCHours() === hour ? pakistanDay(at) : null;
}
