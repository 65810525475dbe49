import { DAY_MS, pakistanDate } from '@kamra/contracts/rules';

/** '13 Dec 2026': day, short month and year, as Pakistani sites write dates. */
const calendarDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as people write it ('13 Dec 2026'). A calendar date ('2026-12-13', as available-from
 * is kept) is that day wherever the reader is; an instant is the day it was in Pakistan.
 * Text that is neither is shown as it is.
 */
export function displayDate(value: string): string {
  const day = DATE_ONLY.test(value) ? value : Number.isNaN(Date.parse(value)) ? null : pakistanDate(value);
  return day === null ? value : calendarDate.format(new Date(`${day}T00:00:00Z`));
}

/** When a listing was posted, counted in Pakistan's days: 'today', 'yesterday', '3 days ago', then the date. */
export function displayPosted(postedAt: string, now: Date): string {
  if (Number.isNaN(Date.parse(postedAt))) return postedAt;
  const days = Math.round((Date.parse(pakistanDate(now)) - Date.parse(pakistanDate(postedAt))) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return displayDate(postedAt);
}

/** Rent and prices in PKR, grouped the way Pakistani listings write them (Rs 12,000). */
export function displayRupees(amount: number): string {
  return `Rs ${Math.round(amount).toLocaleString('en-PK')}`;
}

/** What a listing costs, as every listing DTO carries it: an accessory's price, otherwise the rent. */
export type ListingAmount = { kind: 'accessory'; price: number } | { kind: 'room' | 'roommate'; rent: number };

/** The headline amount: monthly rent for rooms and roommates, the price of an accessory. */
export function amountOf(listing: ListingAmount): string {
  return listing.kind === 'accessory' ? displayRupees(listing.price) : `${displayRupees(listing.rent)} / month`;
}

/** A range of rupees as listings write it: 'Rs 20,000 to 30,000'. */
export function displayRupeeRange(low: number, high: number): string {
  return `${displayRupees(low)} to ${Math.round(high).toLocaleString('en-PK')}`;
}
