/** @kamra/contracts/events: payload schemas and types per stream, `KamraEvent`, `parseEvent`, stream names. */
export { eventSchema, isoInstant } from './event-shape';
export * from './listing-events';
export * from './user-events';
export * from './review-events';
export * from './blog-events';
export * from './checkout-events';
export * from './follow-events';
export * from './kamra-event';
export * from './parse-event';
export * from './streams';
