/** How the dashboard says its figures: waits in the largest units that matter, days as short dates. */
import { formatDateTime, i18n } from '../../i18n';

const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'admin', ...options });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '45 min', '3 h 20 min', '2 days 4 h'; under a minute, 'under a minute'. */
export function displayWait(seconds: number): string {
  if (seconds < MINUTE) return t('wait.underMinute');
  if (seconds < HOUR) return t('wait.minutes', { minutes: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) {
    const hours = Math.floor(seconds / HOUR);
    const minutes = Math.floor((seconds % HOUR) / MINUTE);
    return minutes === 0 ? t('wait.hours', { hours }) : t('wait.hoursMinutes', { hours, minutes });
  }
  const count = Math.floor(seconds / DAY);
  const hours = Math.floor((seconds % DAY) / HOUR);
  return hours === 0 ? t('wait.days', { count }) : t('wait.daysHours', { count, hours });
}

/** '2026-11-25' -> '25 Nov' (a calendar day, so read in UTC). */
export function displayDay(day: string): string {
  return formatDateTime(new Date(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** How long the oldest listing has waited, from its submission to `now`. */
export function waitingSince(submittedAt: string, now: Date): string {
  return displayWait(Math.max(0, (now.getTime() - Date.parse(submittedAt)) / 1000));
}

/** A scale's top: the maximum rounded up to a number an axis reads well (1, 2, 5 x 10^n), at least 1. */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= max) ?? 10;
  return step * magnitude;
}
