import { DAY_MS, pakistanDate } from '@kamra/contracts/rules';
import { formatDateTime, formatNumber, i18n } from '../i18n';

// Dates, days and rupees in the reader's language, through the i18n formatters (Western digits).

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, { ns: 'common', ...values });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as people write it ('13 Dec 2026'). A calendar date ('2026-12-13', as available-from
 * is kept) is that day wherever the reader is; an instant is the day it was in Pakistan.
 * Text that is neither is shown as it is.
 */
export function displayDate(value: string): string {
  const day = DATE_ONLY.test(value) ? value : Number.isNaN(Date.parse(value)) ? null : pakistanDate(value);
  if (day === null) return value;
  return formatDateTime(new Date(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** When a listing was posted, counted in Pakistan's days: 'today', 'yesterday', '3 days ago', then the date. */
export function displayPosted(postedAt: string, now: Date): string {
  if (Number.isNaN(Date.parse(postedAt))) return postedAt;
  const days = Math.round((Date.parse(pakistanDate(now)) - Date.parse(pakistanDate(postedAt))) / DAY_MS);
  if (days <= 0) return t('posted.today');
  if (days === 1) return t('posted.yesterday');
  if (days < 7) return t('posted.daysAgo', { count: days });
  return displayDate(postedAt);
}

/** Rent and prices in PKR, grouped the way Pakistani listings write them (PKR 12,000; 12,000 روپے in Urdu). */
export function displayRupees(amount: number): string {
  return t('money.rupees', { amount: formatNumber(Math.round(amount)) });
}

/** What a listing costs, as every listing DTO carries it: an accessory's price, otherwise the rent. */
export type ListingAmount = { kind: 'accessory'; price: number } | { kind: 'room' | 'roommate'; rent: number };

/** The headline amount: monthly rent for rooms and roommates, the price of an accessory. */
export function amountOf(listing: ListingAmount): string {
  return listing.kind === 'accessory' ? displayRupees(listing.price) : t('money.perMonth', { amount: displayRupees(listing.rent) });
}

/** A range of rupees as listings write it: 'PKR 20,000 to 30,000'. */
export function displayRupeeRange(low: number, high: number): string {
  return t('money.range', { low: formatNumber(Math.round(low)), high: formatNumber(Math.round(high)) });
}
