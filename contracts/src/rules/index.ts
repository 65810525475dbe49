/** @kamra/contracts/rules: pure rules both sides apply (Pakistan time, NEW badge, boosts, contact links, page titles, who may do what to a listing). */
export * from './time';
export * from './listing-rules';
export * from './contact-links';
export * from './page-title';
export * from './listing-expiry';
export * from './listing-policies';
export * from './phone-verification';
export * from './rent-guide';
export * from './listing-changes';
