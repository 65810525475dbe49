/** The date part of an ISO instant, as the spec shows dates ('by admin | 2025-03-01'). */
export function displayDate(iso: string): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(iso);
  return match === null ? iso : match[0];
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
