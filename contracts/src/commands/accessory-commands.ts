/** Submit a pre-loved accessory: the multipart text fields of POST /api/accessories. */
import { z } from 'zod';
import { optionalOption, optionalText, requiredText, wholeNumber, addressText } from './form-fields';
import { phoneNumber } from './phone-field';
import { ACCESSORY_CONDITION, LISTING_MINIMUMS, MAX_AMOUNT, MAX_USAGE_YEARS } from '../limits';
import { messages } from '../messages';
import { ADDRESS_SHOWN } from '../options';

export const accessorySubmitSchema = z.object({
  tagline: requiredText(messages.taglineRequired, 'tagline'),
  /** The product's name; the lister's name is listerName. */
  name: requiredText(messages.productNameRequired, 'productName'),
  price: wholeNumber({
    required: messages.priceRequired,
    min: [LISTING_MINIMUMS.accessoryPrice, messages.priceMin],
    max: [MAX_AMOUNT, messages.amountTooLarge],
  }),
  /** 1 (worn out) to 10 (as new). */
  condition: wholeNumber({
    required: messages.accessoryConditionRequired,
    min: [ACCESSORY_CONDITION.min, messages.accessoryConditionRange],
    max: [ACCESSORY_CONDITION.max, messages.accessoryConditionRange],
  }),
  usageYear: wholeNumber({
    required: messages.usageYearRequired,
    min: [LISTING_MINIMUMS.usageYear, messages.usageYearMin],
    max: [MAX_USAGE_YEARS, messages.usageYearMax],
  }),
  address: addressText(),
  addressShown: optionalOption(ADDRESS_SHOWN, messages.addressShownInvalid),
  description: optionalText('description', { shape: 'paragraphs' }),
  listerName: requiredText(messages.listerNameRequired, 'listerName'),
  phone: phoneNumber(),
});

export type AccessorySubmission = z.output<typeof accessorySubmitSchema>;
