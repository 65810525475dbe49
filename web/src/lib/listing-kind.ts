/** The three kinds of listing. Phase 2 switches this to the contracts package's type. */
export type ListingKind = 'room' | 'roommate' | 'accessory';

export const listingKindLabel: Record<ListingKind, string> = {
  room: 'Room',
  roommate: 'Roommate',
  accessory: 'Accessory',
};
