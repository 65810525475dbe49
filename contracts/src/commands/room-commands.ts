/** Submit a room: the multipart text fields of POST /api/rooms (spec sections 5 and 7). */
import { z } from 'zod';
import { roomFeaturesText } from './feature-fields';
import {
  calendarDate, checkbox, option, optionalNicNumber, optionalText, optionalWholeNumber,
  optionalOption, requiredText, whenFieldsValid, wholeNumber, addressText,
} from './form-fields';
import { phoneNumber } from './phone-field';
import { LISTING_MINIMUMS, MAX_AMOUNT, MAX_ROOMMATES } from '../limits';
import { messages } from '../messages';
import { BATHROOM_OPTIONS, BATHROOM_TYPES, KITCHEN_OPTIONS, ROOM_CONDITIONS, ROOM_TYPES, ADDRESS_SHOWN } from '../options';

export const roomSubmitSchema = z
  .object({
    tagline: requiredText(messages.taglineRequired, 'tagline'),
    type: option(ROOM_TYPES, messages.roomTypeRequired),
    address: addressText(),
    addressShown: optionalOption(ADDRESS_SHOWN, messages.addressShownInvalid),
    landmark: optionalText('landmark'),
    rent: wholeNumber({
      required: messages.rentRequired,
      min: [LISTING_MINIMUMS.roomRent, messages.roomRentMin],
      max: [MAX_AMOUNT, messages.amountTooLarge],
    }),
    listerName: requiredText(messages.listerNameRequired, 'listerName'),
    phone: phoneNumber(),
    about: optionalText('about', { shape: 'paragraphs' }),
    condition: option(ROOM_CONDITIONS, messages.roomConditionRequired),
    kitchen: option(KITCHEN_OPTIONS, messages.kitchenRequired),
    bathroom: option(BATHROOM_OPTIONS, messages.bathroomRequired),
    bathroomType: option(BATHROOM_TYPES, messages.bathroomTypeRequired),
    /** Not in the spec's addRoom call, but a room field and a search filter; optional. */
    maxRoommate: optionalWholeNumber({
      min: [MAX_ROOMMATES.min, messages.maxRoommateRange],
      max: [MAX_ROOMMATES.max, messages.maxRoommateRange],
    }),
    furnished: checkbox(),
    features: roomFeaturesText(),
    availableFrom: calendarDate(messages.availableFromRequired),
    description: optionalText('description', { shape: 'paragraphs' }),
    nicNumber: optionalNicNumber(),
  })
  .superRefine(
    (room, context) => {
      if (room.furnished && room.features.furnished.length === 0) {
        context.addIssue({ code: 'custom', path: ['furnished'], message: messages.furnishedItemsRequired });
      }
    },
    { when: whenFieldsValid('furnished', 'features') },
  );

export type RoomSubmission = z.output<typeof roomSubmitSchema>;
