import type { ListingKind } from '@kamra/contracts/options';

export type { ListingKind };

export const listingKindLabel: Record<ListingKind, string> = {
  room: 'Room',
  roommate: 'Roommate',
  accessory: 'Accessory',
};
