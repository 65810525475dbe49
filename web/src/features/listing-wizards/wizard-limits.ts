/**
 * The bounds of the wizards' number inputs, read from the limits the contracts schemas enforce,
 * so the browser's own min/max hints can never disagree with the server's messages.
 */
import { ACCESSORY_CONDITION, LISTING_MINIMUMS, MAX_AGE, MAX_AMOUNT, MAX_ROOMMATES, MAX_USAGE_YEARS } from '@kamra/contracts/limits';
import type { ListingKind } from '@kamra/contracts/options';
import type { SubmissionField } from './wizard-definition';

export interface NumberLimit {
  readonly min: number;
  readonly max: number;
}

export const numberLimits = {
  room: {
    rent: { min: LISTING_MINIMUMS.roomRent, max: MAX_AMOUNT },
    maxRoommate: MAX_ROOMMATES,
  },
  roommate: {
    rent: { min: LISTING_MINIMUMS.roommateRent, max: MAX_AMOUNT },
    listerAge: { min: LISTING_MINIMUMS.listerAge, max: MAX_AGE },
    age: { min: LISTING_MINIMUMS.roommateAge, max: MAX_AGE },
  },
  accessory: {
    price: { min: LISTING_MINIMUMS.accessoryPrice, max: MAX_AMOUNT },
    condition: ACCESSORY_CONDITION,
    usageYear: { min: LISTING_MINIMUMS.usageYear, max: MAX_USAGE_YEARS },
  },
} as const satisfies { readonly [K in ListingKind]: Partial<Record<SubmissionField<K>, NumberLimit>> };
