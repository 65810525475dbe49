/** Submit a roommate-wanted ad: the multipart text fields of POST /api/roommates. */
import { z } from 'zod';
import { educationText, roommateFeaturesText } from './feature-fields';
import {
  calendarDate, checkbox, option, optionalNicNumber, optionalText, requiredText,
  whenFieldsValid, wholeNumber, optionalOption, addressText,
} from './form-fields';
import { phoneNumber } from './phone-field';
import { LISTING_MINIMUMS, MAX_AGE, MAX_AMOUNT } from '../limits';
import { messages } from '../messages';
import { GENDERS, OCCUPATIONS, ADDRESS_SHOWN } from '../options';

/**
 * The schema depends on today's date ('YYYY-MM-DD', Pakistan time; see `pakistanDate`)
 * because availableFrom may not be before it. Contracts never read the clock.
 */
export function roommateSubmitSchema(today: string) {
  return z
    .object({
      tagline: requiredText(messages.taglineRequired, 'tagline'),
      address: addressText(),
      addressShown: optionalOption(ADDRESS_SHOWN, messages.addressShownInvalid),
      landmark: optionalText('landmark'),
      rent: wholeNumber({
        required: messages.rentRequired,
        min: [LISTING_MINIMUMS.roommateRent, messages.roommateRentMin],
        max: [MAX_AMOUNT, messages.amountTooLarge],
      }),
      listerName: requiredText(messages.listerNameRequired, 'listerName'),
      phone: phoneNumber(),
      listerAge: wholeNumber({
        required: messages.listerAgeRequired,
        min: [LISTING_MINIMUMS.listerAge, messages.listerAgeMin],
        max: [MAX_AGE, messages.ageMax],
      }),
      about: optionalText('about', { shape: 'paragraphs' }),
      occupation: option(OCCUPATIONS, messages.occupationRequired),
      education: educationText(),
      gender: option(GENDERS, messages.genderRequired),
      /** The upper age of the roommate sought ("age under"). */
      age: wholeNumber({
        required: messages.roommateAgeRequired,
        min: [LISTING_MINIMUMS.roommateAge, messages.roommateAgeMin],
        max: [MAX_AGE, messages.ageMax],
      }),
      /** Not in the spec's addRoommate call; sent so the server can enforce the furnished rule. */
      furnished: checkbox(),
      features: roommateFeaturesText(),
      availableFrom: calendarDate(messages.availableFromRequired)
        .refine((date) => date >= today, messages.availableFromPast),
      nicNumber: optionalNicNumber(),
    })
    .superRefine(
      (roommate, context) => {
        const { furnished, features, secondaryFeatures } = roommate.features;
        const anyFeature = furnished.length + features.length + secondaryFeatures.length > 0;
        if (roommate.furnished && !anyFeature) {
          context.addIssue({ code: 'custom', path: ['furnished'], message: messages.roommateFeaturesRequired });
        }
      },
      { when: whenFieldsValid('furnished', 'features') },
    );
}

export type RoommateSubmitSchema = ReturnType<typeof roommateSubmitSchema>;
export type RoommateSubmission = z.output<RoommateSubmitSchema>;
