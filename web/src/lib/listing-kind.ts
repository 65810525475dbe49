import type { ListingKind } from '@kamra/contracts/options';

export type { ListingKind };

export const listingKindLabel: Record<ListingKind, string> = {
  room: 'Room',
  roommate: 'Roommate',
  accessory: 'Accessory',
};

const detailSegment: Record<ListingKind, string> = {
  room: 'rooms',
  roommate: 'roommate',
  accessory: 'accessories',
};

/** The public detail page a card opens: /rooms/:id, /roommate/:id, /accessories/:id. */
export function listingPath(kind: ListingKind, id: string): string {
  return `/${detailSegment[kind]}/${encodeURIComponent(id)}`;
}
