/**
 * @kamra/contracts: event types, command schemas with the spec's messages, option lists,
 * boost packages, read DTOs and shared pure rules. Imports nothing but zod.
 */

// Option lists, limits and messages
export * from './options';
export * from './limits';
export * from './messages';
export * from './boost';

// Commands
export { fieldErrors, validateCommand, FORM_ERROR_KEY, type CommandValidation, type IssueLike } from './field-errors';
export {
  blankToUndefined, cleanText, isStorableText, plainText, numberFromText, booleanFromText, phoneDigits,
  PHONE_PATTERN, PHONE_DIGITS, NIC_PATTERN,
} from './form-fields';
export * from './listing-fields';
export * from './room-commands';
export * from './roommate-commands';
export * from './accessory-commands';
export * from './listing-submission';
export * from './search-query';
export * from './review-commands';
export * from './blog-commands';
export * from './admin-commands';
export * from './payment-commands';
export * from './auth-commands';

// Uploads and rich text
export * from './images';
export * from './profile-photo';
export * from './rich-text';

// Events
export { eventSchema, isoInstant } from './events/event-shape';
export * from './events/listing-events';
export * from './events/user-events';
export * from './events/review-events';
export * from './events/blog-events';
export * from './events/checkout-events';
export * from './events/kamra-event';
export * from './events/parse-event';
export * from './events/streams';

// Read DTOs
export type * from './read-models/listing-views';
export type * from './read-models/history-views';
export type * from './read-models/user-views';
export type * from './read-models/community-views';
export type * from './read-models/place-views';
export * from './read-models/api';

// Pure rules
export * from './time';
export * from './listing-rules';
export * from './contact-links';
export * from './page-title';
export * from './places';
export { GAZETTEER_AREAS, GAZETTEER_CITIES, type GazetteerArea, type GazetteerCity } from './places-gazetteer';
