/** @kamra/contracts/commands: every command body schema, with the spec's messages, and the field rules they share. */
export { fieldErrors, parseInput, validateCommand, FORM_ERROR_KEY, type CommandValidation, type IssueLike } from './field-errors';
export {
  blankToUndefined, cleanText, cleanLine, isStorableText, hasFewMarksPerLetter, withFewMarksPerLetter, text, textRules,
  numberFromText, booleanFromText, NIC_PATTERN, MAX_MARKS_PER_LETTER, CALENDAR_WINDOW,
  type TextRule, type TextShape, type TextLimit,
} from './form-fields';
export { phoneNumber } from './phone-field';
export * from './phone-commands';
export * from './listing-fields';
export * from './room-commands';
export * from './roommate-commands';
export * from './accessory-commands';
export * from './listing-submission';
export * from './review-commands';
export * from './blog-commands';
export * from './admin-commands';
export * from './payment-commands';
export * from './auth-commands';
export * from './listing-lifecycle';
export * from './listing-revision';
